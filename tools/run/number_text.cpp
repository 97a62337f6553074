#include "tools/run/number_text.h"

#include <cstdio>

namespace kospec::run {

std::string grouped(std::uint64_t value) {
  std::string digits = std::to_string(value);
  std::string out;
  const std::size_t n = digits.size();
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0 && (n - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

std::string rate(double count, double seconds) {
  if (seconds <= 0) return "-";
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.3g", count / seconds);
  return buffer;
}

std::string seconds_text(double seconds) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.2f s", seconds);
  return buffer;
}

}  // namespace kospec::run
