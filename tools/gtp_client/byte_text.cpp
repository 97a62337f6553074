#include "tools/gtp_client/byte_text.h"

#include <cstdio>

namespace kospec::gtp {

std::string escape_bytes(std::string_view bytes, std::size_t max_bytes) {
  std::string out;
  const std::size_t n = bytes.size() < max_bytes ? bytes.size() : max_bytes;
  out.reserve(n + 16);
  for (std::size_t i = 0; i < n; ++i) {
    const auto byte = static_cast<unsigned char>(bytes[i]);
    if (byte == '\\') {
      out += "\\\\";
    } else if (byte == '\n') {
      out += "\\n";
    } else if (byte == '\t') {
      out += "\\t";
    } else if (byte < 0x20 || byte >= 0x7f) {
      char code[8];
      std::snprintf(code, sizeof code, "\\x%02X", static_cast<unsigned>(byte));
      out += code;
    } else {
      out += static_cast<char>(byte);
    }
  }
  if (n < bytes.size()) out += "... (" + std::to_string(bytes.size()) + " bytes in all)";
  return out;
}

}  // namespace kospec::gtp
