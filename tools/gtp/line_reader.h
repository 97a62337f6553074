#pragma once
// Command lines read with a bound: a line longer than the bound is read to its end and thrown
// away, so the referee's memory does not grow with its input.

#include <cstddef>
#include <cstdint>
#include <istream>
#include <optional>
#include <string>

namespace kospec::gtp {

/// The longest command line the referee reads (1 MiB, as the fuzzer's limit on an engine's answer).
inline constexpr std::size_t kMaxCommandLineBytes = std::size_t{1} << 20;

/// What read_line() found.
enum class LineRead : std::uint8_t {
  Line,     ///< a line (its LF removed)
  TooLong,  ///< a line of more than the bound: its first bytes are kept, the rest skipped
  End,      ///< the end of the input, no line
};

/// Reads the next line of `in` into `line`, keeping at most `max_bytes` bytes of it. A last line
/// without LF is a line.
LineRead read_line(std::istream& in, std::string& line, std::size_t max_bytes);

/// The id of a command line ("12 play b a1": 12), read from its start; nullopt if none.
std::optional<long> leading_id(const std::string& line);

}  // namespace kospec::gtp
