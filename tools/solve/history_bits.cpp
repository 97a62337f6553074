#include "tools/solve/history_bits.h"

#include "tools/solve/fingerprint.h"

namespace kospec::solve {

HistoryBits::HistoryBits(int points, int slots, const BoardSymmetry* symmetry)
    : ternary_(points), slots_(static_cast<std::uint64_t>(slots)) {
  const std::uint64_t bits = ternary_.size() * slots_;
  if (bits > kMaxBits) return;
  bits_ = static_cast<std::size_t>(bits);
  words_ = (bits_ + 63) / 64;
  images_ = symmetry != nullptr ? symmetry->count() : 1;
  sets_.assign(static_cast<std::size_t>(images_) * words_, 0);
  maps_.resize(static_cast<std::size_t>(images_) * bits_);
  slot_masks_.assign(static_cast<std::size_t>(slots_) * words_, 0);
  for (std::uint64_t i = 0; i < bits_; ++i)
    slot_masks_[(i % slots_) * words_ + (i >> 6)] |= std::uint64_t{1} << (i & 63);
  for (int t = 0; t < images_; ++t) {
    for (std::uint64_t code = 0; code < ternary_.size(); ++code) {
      const std::uint64_t mapped =
          t == 0 ? code : ternary_.index(solve::image(*symmetry, t, ternary_.position(code)));
      for (std::uint64_t slot = 0; slot < slots_; ++slot)
        maps_[static_cast<std::size_t>(t) * bits_ + code * slots_ + slot] =
            static_cast<std::uint32_t>(mapped * slots_ + slot);
    }
  }
}

void HistoryBits::set(std::uint32_t i) {
  for (int t = 0; t < images_; ++t) {
    const std::uint32_t j = map(t, i);
    sets_[static_cast<std::size_t>(t) * words_ + (j >> 6)] |= std::uint64_t{1} << (j & 63);
  }
}

void HistoryBits::reset(std::uint32_t i) {
  for (int t = 0; t < images_; ++t) {
    const std::uint32_t j = map(t, i);
    sets_[static_cast<std::size_t>(t) * words_ + (j >> 6)] &= ~(std::uint64_t{1} << (j & 63));
  }
}

std::vector<std::uint64_t> HistoryBits::slot_mask(int slot) const {
  const auto first =
      slot_masks_.begin() + static_cast<std::ptrdiff_t>(slot) * static_cast<std::ptrdiff_t>(words_);
  return {first, first + static_cast<std::ptrdiff_t>(words_)};
}

void HistoryBits::clear_slot(int slot) {
  const std::uint64_t* mask = slot_masks_.data() + static_cast<std::size_t>(slot) * words_;
  for (std::size_t w = 0; w < sets_.size(); ++w) sets_[w] &= ~mask[w % words_];
}

}  // namespace kospec::solve
