#include "tools/smallboard/ternary_index.h"

#include <array>

#include "spec/error.h"

namespace kospec::smallboard {

namespace {

constexpr std::uint64_t kChunk = power_of_three(8);  // 6561: eight points a table entry

// For each 8-bit mask, the base-3 number with digit 1 where the mask has a bit.
constexpr std::array<std::uint16_t, 256> make_byte_to_ternary() {
  std::array<std::uint16_t, 256> table{};
  for (unsigned mask = 0; mask < 256; ++mask) {
    unsigned value = 0;
    unsigned place = 1;
    for (int bit = 0; bit < 8; ++bit, place *= 3) {
      if ((mask >> bit) & 1U) value += place;
    }
    table[mask] = static_cast<std::uint16_t>(value);
  }
  return table;
}

// For each base-3 number of eight digits, the black mask (low byte) and the white mask (high byte).
constexpr std::array<std::uint16_t, kChunk> make_ternary_to_bytes() {
  std::array<std::uint16_t, kChunk> table{};
  for (unsigned value = 0; value < kChunk; ++value) {
    unsigned black = 0;
    unsigned white = 0;
    unsigned rest = value;
    for (int bit = 0; bit < 8; ++bit, rest /= 3) {
      if (rest % 3 == 1) black |= 1U << bit;
      if (rest % 3 == 2) white |= 1U << bit;
    }
    table[value] = static_cast<std::uint16_t>(black | (white << 8));
  }
  return table;
}

constexpr std::array<std::uint16_t, 256> kByteToTernary = make_byte_to_ternary();
constexpr std::array<std::uint16_t, kChunk> kTernaryToBytes = make_ternary_to_bytes();

}  // namespace

TernaryIndex::TernaryIndex(int points) : bytes_((points + 7) / 8), size_(power_of_three(points)) {
  require(points >= 1 && points <= BitBoard::kMaxPoints, "TernaryIndex: 1 to 32 points");
  for (int p = 0; p < points; ++p) places_[static_cast<std::size_t>(p)] = power_of_three(p);
}

std::uint64_t TernaryIndex::index(BitPosition position) const {
  std::uint64_t value = 0;
  std::uint64_t place = 1;
  for (int byte = 0; byte < bytes_; ++byte, place *= kChunk) {
    const unsigned shift = static_cast<unsigned>(8 * byte);
    const std::uint64_t chunk =
        kByteToTernary[(position.black >> shift) & 0xFFU] +
        2U * std::uint64_t{kByteToTernary[(position.white >> shift) & 0xFFU]};
    value += chunk * place;
  }
  return value;
}

BitPosition TernaryIndex::position(std::uint64_t index) const {
  BitPosition position;
  for (int byte = 0; byte < bytes_; ++byte, index /= kChunk) {
    const unsigned bytes = kTernaryToBytes[index % kChunk];
    const unsigned shift = static_cast<unsigned>(8 * byte);
    position.black |= static_cast<std::uint32_t>(bytes & 0xFFU) << shift;
    position.white |= static_cast<std::uint32_t>(bytes >> 8) << shift;
  }
  return position;
}

}  // namespace kospec::smallboard
