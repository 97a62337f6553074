#include "tools/gtp/line_reader.h"

#include <charconv>
#include <optional>

namespace kospec::gtp {

LineRead read_line(std::istream& in, std::string& line, std::size_t max_bytes) {
  line.clear();
  std::streambuf* buffer = in.rdbuf();
  bool any = false, too_long = false;
  for (;;) {
    const int c = buffer->sbumpc();
    if (c == std::char_traits<char>::eof()) {
      in.setstate(std::ios::eofbit);
      if (!any) return LineRead::End;
      break;
    }
    any = true;
    if (c == '\n') break;
    if (line.size() < max_bytes)
      line += static_cast<char>(c);
    else
      too_long = true;
  }
  return too_long ? LineRead::TooLong : LineRead::Line;
}

std::optional<long> leading_id(const std::string& line) {
  std::size_t start = line.find_first_not_of(" \t");
  if (start == std::string::npos) return std::nullopt;
  long id = 0;
  const char* first = line.data() + start;
  const char* last = line.data() + line.size();
  const auto [end, ec] = std::from_chars(first, last, id);
  if (ec != std::errc() || (end != last && *end != ' ' && *end != '\t')) return std::nullopt;
  return id;
}

}  // namespace kospec::gtp
