#include "tools/gtp/command_args.h"

#include <charconv>

namespace kospec::gtp {

int parse_int(const std::string& text, const char* what) {
  int value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size())
    throw CommandFailure{std::string("syntax error: ") + what};
  return value;
}

void require_args(const std::vector<std::string>& args, std::size_t n, const char* usage) {
  if (args.size() != n) throw CommandFailure{std::string("syntax error: usage: ") + usage};
}

Player parse_color(const std::string& text) {
  const auto p = parse_player(text);
  if (!p)
    throw CommandFailure{"syntax error: expected a color (black, white, b, w), got '" + text + "'"};
  return *p;
}

std::string verdict_text(const Verdict& v) {
  return std::string(rule_code(v.deciding)) + ": " + v.decisive_finding().statement;
}

}  // namespace kospec::gtp
