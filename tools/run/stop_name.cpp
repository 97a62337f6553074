#include "tools/run/stop_name.h"

namespace kospec::run {

std::string named_stop(std::string text, const std::string& why) {
  static const std::string kWords = "a stop request";
  for (std::size_t at = text.find(kWords); at != std::string::npos;
       at = text.find(kWords, at + why.size())) {
    std::size_t end = at + kWords.size();
    if (text.compare(end, 2, " (") == 0) {
      const std::size_t close = text.find(')', end);
      const std::string inside =
          close == std::string::npos ? "" : text.substr(end + 2, close - end - 2);
      if (inside.find("Ctrl-C") != std::string::npos || inside.find("SIG") != std::string::npos)
        end = close + 1;
    }
    text.replace(at, end - at, why);
  }
  return text;
}

}  // namespace kospec::run
