#include "tools/gtp/gtp_protocol.h"

#include <charconv>
#include <sstream>

namespace kospec::gtp {

namespace {

// The length of the valid UTF-8 sequence at the start of `text` (RFC 3629: no overlong form, no
// surrogate, nothing above U+10FFFF), or 0 if it does not start with one.
std::size_t utf8_sequence(std::string_view text) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(0);
  if (lead < 0x80) return 1;
  const std::size_t n = lead >= 0xC2 && lead <= 0xDF   ? 2
                        : lead >= 0xE0 && lead <= 0xEF ? 3
                        : lead >= 0xF0 && lead <= 0xF4 ? 4
                                                       : 0;
  if (n == 0 || text.size() < n) return 0;
  for (std::size_t i = 1; i < n; ++i) {
    if ((byte(i) & 0xC0) != 0x80) return 0;
  }
  const unsigned char second = byte(1);
  if ((lead == 0xE0 && second < 0xA0) || (lead == 0xED && second > 0x9F) ||
      (lead == 0xF0 && second < 0x90) || (lead == 0xF4 && second > 0x8F))
    return 0;
  return n;
}

std::string response(char mark, const Command& command, std::string_view text) {
  std::string out(1, mark);
  if (command.id) out += std::to_string(*command.id);
  if (!text.empty()) out += ' ';
  // An empty line ends a response: never send one inside it. A byte that is no part of valid
  // UTF-8 (a user's argument echoed in an error) is written as \xHH: the response is UTF-8.
  bool previous_newline = false;
  for (std::size_t i = 0; i < text.size();) {
    const char c = text[i];
    const std::size_t n = utf8_sequence(text.substr(i));
    if (n == 0) {
      static constexpr char kHex[] = "0123456789ABCDEF";
      const auto byte = static_cast<unsigned char>(c);
      out += {'\\', 'x', kHex[byte >> 4], kHex[byte & 15]};
      previous_newline = false;
      ++i;
      continue;
    }
    if (!(c == '\n' && previous_newline)) out.append(text.substr(i, n));
    previous_newline = c == '\n';
    i += n;
  }
  while (!out.empty() && out.back() == '\n') out.pop_back();
  return out + "\n\n";
}

}  // namespace

std::optional<Command> parse_command(std::string_view line) {
  std::string clean;
  for (char c : line) {
    if (c == '#') break;
    if (c == '\t') c = ' ';
    const auto u = static_cast<unsigned char>(c);
    if (u < 32 && c != ' ') continue;
    if (u == 127) continue;
    clean += c;
  }
  std::istringstream words(clean);
  std::vector<std::string> tokens;
  for (std::string w; words >> w;) tokens.push_back(w);
  if (tokens.empty()) return std::nullopt;
  Command command;
  std::size_t first = 0;
  long id = 0;
  auto [end, ec] = std::from_chars(tokens[0].data(), tokens[0].data() + tokens[0].size(), id);
  if (ec == std::errc() && end == tokens[0].data() + tokens[0].size()) {
    command.id = id;
    first = 1;
  }
  if (first >= tokens.size()) return command;  // an id alone: an empty command name
  command.name = tokens[first];
  command.args.assign(tokens.begin() + static_cast<long>(first) + 1, tokens.end());
  return command;
}

std::string success(const Command& command, std::string_view text) {
  return response('=', command, text);
}

std::string failure(const Command& command, std::string_view message) {
  return response('?', command, message);
}

}  // namespace kospec::gtp
