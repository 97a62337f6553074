#include "tools/report/notes.h"

#include <algorithm>

namespace kospec::report {

std::string Notes::mark(const std::string& html) {
  auto it = std::find(notes_.begin(), notes_.end(), html);
  if (it == notes_.end()) it = notes_.insert(notes_.end(), html);
  const std::string n = std::to_string(it - notes_.begin() + 1);
  return "<sup class=\"note-mark\"><a href=\"#" + anchor_ + "-" + n + "\">" + n + "</a></sup>";
}

std::string Notes::list() const {
  if (notes_.empty()) return "";
  std::string out = "<ol class=\"notes\">";
  for (std::size_t i = 0; i < notes_.size(); ++i)
    out += "<li id=\"" + anchor_ + "-" + std::to_string(i + 1) + "\">" + notes_[i] + "</li>";
  return out + "</ol>\n";
}

}  // namespace kospec::report
