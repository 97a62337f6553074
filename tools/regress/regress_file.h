#pragma once
// GNU Go's regression test files (.tst), as GNU Go's regress.sh and GoGui's gogui-regress read
// them: GTP commands, one per line; a numbered command is a test; a "#? [REGEX]" line after it
// gives the expected response (matched whole), "[!REGEX]" a response that must not match, and a
// trailing "*" marks an expected failure; other lines starting with '#' are comments. kospec's own
// "[?REGEX]" (no regular expression starts with '?') expects the engine to refuse the command, its
// error message matching REGEX: the fuzzer's reproducer of a play the engine accepts.

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace kospec::regress {

/// The longest regular expression a file may hold: libstdc++'s std::regex compiles and matches by
/// recursion (a pattern of 20,000 nested groups overflows the stack).
inline constexpr std::size_t kMaxPatternBytes = 2048;
/// The largest repetition count ("{n,m}"), product of counts, or back-reference number a regular
/// expression may use: libstdc++ builds one copy of the repeated state per count (nested counts
/// multiply) and overflows on 20 digits.
inline constexpr long kMaxPatternCount = 1000;
/// The largest regression file read (they are a few kilobytes).
inline constexpr std::size_t kMaxFileBytes = std::size_t{64} << 20;

/// The expectation of a test.
struct Expectation {
  std::string pattern;         ///< the regular expression, without brackets and '!'
  bool negated = false;        ///< "[!...]": the response must not match
  bool refusal = false;        ///< "[?...]": the engine must refuse, its message matching
  bool expected_fail = false;  ///< trailing '*': a known failure
  std::string text;            ///< as written, between the brackets
};

/// One command of a file.
struct Step {
  std::size_t line = 0;                 ///< 1-based line in the file
  std::string command;                  ///< the command line as sent, id included
  std::optional<long> id;               ///< the test number, if numbered
  std::optional<Expectation> expected;  ///< the "#?" line after it, if any
};

/// A parsed regression file.
struct RegressFile {
  std::filesystem::path path;  ///< where it was read from
  std::vector<Step> steps;     ///< in file order
};

/// Parses the text of a .tst file. Throws InputError naming `path`:line:column on a "#?" line
/// with no command before it, without brackets, or with a regular expression that does not
/// compile or is longer than kMaxPatternBytes.
RegressFile parse_regress_file(const std::string& text, const std::filesystem::path& path);

/// Reads and parses a .tst file; InputError if it cannot be read, is not a regular file (a FIFO,
/// /dev/zero) or is larger than kMaxFileBytes.
RegressFile read_regress_file(const std::filesystem::path& path);

}  // namespace kospec::regress
