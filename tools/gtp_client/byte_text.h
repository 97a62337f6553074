#pragma once
// Engine output as text that is safe to store anywhere (JSON, SGF comments, terminals): whatever
// bytes an engine sends, the result is printable ASCII.

#include <cstddef>
#include <string>
#include <string_view>

namespace kospec::gtp {

/// `bytes` with every byte outside printable ASCII written as an escape (\n, \t, \\, \xHH), cut
/// after at most `max_bytes` input bytes with "... (N bytes in all)" appended. Never splits an
/// escape, so the result is always valid UTF-8.
std::string escape_bytes(std::string_view bytes, std::size_t max_bytes = 4096);

}  // namespace kospec::gtp
