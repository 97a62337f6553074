#pragma once
// The Go Text Protocol (version 2) wire format: commands in, responses out.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kospec::gtp {

/// One command line: optional id, the command name and its arguments.
struct Command {
  std::optional<long> id;         ///< the numeric id, if given
  std::string name;               ///< the command name
  std::vector<std::string> args;  ///< the arguments, split on white space
};

/// Preprocesses and parses one input line (GTP 2, section 3.1: control characters other than HT
/// and LF removed, HT turned into a space, '#' comments dropped). nullopt for a line with no command.
std::optional<Command> parse_command(std::string_view line);

/// A success response ("=id text\n\n"); multi-line text is kept, empty lines inside removed, and
/// every byte that is no part of valid UTF-8 written as \xHH (the response is valid UTF-8).
std::string success(const Command& command, std::string_view text);

/// A failure response ("?id message\n\n"), made safe as success() makes its text.
std::string failure(const Command& command, std::string_view message);

}  // namespace kospec::gtp
