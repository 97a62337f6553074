#include "tools/gtp/gtp_protocol.h"

#include <charconv>
#include <sstream>

namespace kospec::gtp {

namespace {

std::string response(char mark, const Command& command, std::string_view text) {
  std::string out(1, mark);
  if (command.id) out += std::to_string(*command.id);
  if (!text.empty()) out += ' ';
  // An empty line ends a response: never send one inside it.
  bool previous_newline = false;
  for (char c : text) {
    if (c == '\n' && previous_newline) continue;
    previous_newline = c == '\n';
    out += c;
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
