#pragma once
// Reading the arguments of a GTP command for the referee's handlers; a bad argument is a
// CommandFailure, whose message becomes the "? message" response.

#include <string>
#include <vector>

#include "spec/player.h"
#include "spec/trace.h"

namespace kospec::gtp {

/// A command failure: its message becomes the "? message" response.
struct CommandFailure {
  std::string message;  ///< e.g. "syntax error: usage: play COLOR VERTEX"
};

/// The integer `text`, or CommandFailure "syntax error: WHAT".
int parse_int(const std::string& text, const char* what);

/// CommandFailure with the usage unless there are exactly `n` arguments.
void require_args(const std::vector<std::string>& args, std::size_t n, const char* usage);

/// The player of a GTP colour (black, white, b, w), or CommandFailure.
Player parse_color(const std::string& text);

/// "RULE: finding" of a verdict's deciding rule.
std::string verdict_text(const Verdict& v);

}  // namespace kospec::gtp
