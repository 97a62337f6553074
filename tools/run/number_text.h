#pragma once
// Numbers as progress lines and reports print them.

#include <cstdint>
#include <string>

namespace kospec::run {

/// An integer with thousands separators: 24318165 -> "24,318,165".
std::string grouped(std::uint64_t value);

/// A rate with three significant digits: 4123456.0 / 1.0 -> "4.12e+06"; "-" if seconds is zero.
std::string rate(double count, double seconds);

/// A duration in seconds with two decimals: "3.14 s".
std::string seconds_text(double seconds);

}  // namespace kospec::run
