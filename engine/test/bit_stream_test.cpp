// The bit stream of the cycle facts' canonical words, and the facts written in it: fields placed
// as worked by hand, read back in order, and facts decoded as they were encoded.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "engine/bit_stream.h"
#include "engine/cycle_facts.h"

namespace kospec::engine {
namespace {

TEST(ENGINE_BitStream, FieldsArePackedLowBitsFirst) {
  std::vector<std::uint64_t> words{99};  // cleared by the writer
  BitWriter w(words);
  w.put(5, 3);  // 101
  w.put(1, 1);  // then 1: 1101 = 13
  w.finish();
  ASSERT_EQ(words.size(), 1U);
  EXPECT_EQ(words[0], 13U);
  BitReader r(words);
  EXPECT_EQ(r.get(3), 5U);
  EXPECT_EQ(r.get(1), 1U);
  EXPECT_EQ(r.get(8), 0U);  // the padding
}

TEST(ENGINE_BitStream, AFieldSpansTwoWords) {
  std::vector<std::uint64_t> words;
  BitWriter w(words);
  w.put(0, 60);
  w.put(0xAB, 8);  // low nibble B into bits 60-63, high nibble A into the next word
  w.finish();
  ASSERT_EQ(words.size(), 2U);
  EXPECT_EQ(words[0], std::uint64_t{0xB} << 60);
  EXPECT_EQ(words[1], 0xAU);
  BitReader r(words);
  EXPECT_EQ(r.get(60), 0U);
  EXPECT_EQ(r.get(8), 0xABU);
  EXPECT_EQ(r.get(64), 0U);  // beyond the end: zeros
}

TEST(ENGINE_BitStream, NumbersTakeTheirCountOfGroupsThenTheGroups) {
  std::vector<std::uint64_t> words;
  BitWriter w(words);
  w.put_number(0, 4, 3);   // one group: 000 (k - 1 = 0), then 0000: seven bits of zero
  w.put_number(17, 4, 3);  // 17 = 10001 needs two groups: 001, then 0001 0001
  w.finish();
  // Bits from the low end: 0000000 | 100 | 10001000 -> 1 << 7 | 1 << 10 | 1 << 14.
  ASSERT_EQ(words.size(), 1U);
  EXPECT_EQ(words[0], (1U << 7) | (1U << 10) | (1U << 14));
  BitReader r(words);
  EXPECT_EQ(r.number(4, 3), 0U);
  EXPECT_EQ(r.number(4, 3), 17U);
}

TEST(ENGINE_BitStream, RandomFieldsAreReadBackAsWritten) {
  std::mt19937_64 rng(11);
  for (int round = 0; round < 200; ++round) {
    struct Field {
      int kind, bits;  // 0: put, 1: a number in groups of `bits`, 2: a mask of `bits` points
      int prefix;      // 1: the bits of its count of groups
      std::uint64_t value, hi;
    };
    std::vector<Field> fields;
    for (int i = 0, n = static_cast<int>(rng() % 40); i < n; ++i) {
      Field f{static_cast<int>(rng() % 3), 0, 1 + static_cast<int>(rng() % 3), rng(), rng()};
      f.bits = f.kind == 0   ? static_cast<int>(rng() % 65)
               : f.kind == 1 ? 1 + static_cast<int>(rng() % 8)
                             : 1 + static_cast<int>(rng() % 128);
      if (f.kind == 0 && f.bits < 64) f.value &= (std::uint64_t{1} << f.bits) - 1;
      if (f.kind == 1) {  // a value of at most group * 2^prefix bits (and 64)
        const int most = std::min(64, f.bits << f.prefix);
        const int width = static_cast<int>(rng() % static_cast<unsigned>(most + 1));
        f.value = width == 0 ? 0 : f.value >> (64 - width);
      }
      if (f.kind == 2) {
        if (f.bits < 64) f.value &= (std::uint64_t{1} << f.bits) - 1;
        f.hi = f.bits <= 64    ? 0
               : f.bits == 128 ? f.hi
                               : f.hi & ((std::uint64_t{1} << (f.bits - 64)) - 1);
      }
      fields.push_back(f);
    }
    std::vector<std::uint64_t> words;
    BitWriter w(words);
    for (const Field& f : fields) {
      if (f.kind == 0) w.put(f.value, f.bits);
      if (f.kind == 1) w.put_number(f.value, f.bits, f.prefix);
      if (f.kind == 2) w.put(Mask{f.value, f.hi}, f.bits);
    }
    w.finish();
    BitReader r(words);
    for (const Field& f : fields) {
      if (f.kind == 0) {
        ASSERT_EQ(r.get(f.bits), f.value) << round;
      } else if (f.kind == 1) {
        ASSERT_EQ(r.number(f.bits, f.prefix), f.value) << round;
      } else {
        ASSERT_EQ(r.mask(f.bits), (Mask{f.value, f.hi})) << round;
      }
    }
  }
}

TEST(ENGINE_BitStream, CycleFactsAreDecodedAsEncoded) {
  std::mt19937_64 rng(5);
  for (const int points : {4, 16, 64, 100, 128}) {
    const auto mask = [&] {
      const std::uint64_t lo = points >= 64 ? rng() : rng() & ((std::uint64_t{1} << points) - 1);
      const std::uint64_t hi = points <= 64    ? 0
                               : points == 128 ? rng()
                                               : rng() & ((std::uint64_t{1} << (points - 64)) - 1);
      return Mask{lo, hi};
    };
    for (int round = 0; round < 50; ++round) {
      CycleFacts f;
      f.ban = mask();
      f.obvious = mask();
      f.guarded = mask();
      for (int i = 0, n = static_cast<int>(rng() % 3); i < n; ++i) {
        Pending p;
        p.player = rng() % 2 ? Player::White : Player::Black;
        p.point = static_cast<int>(rng() % points);
        p.signature = mask();
        for (int k = 0, m = static_cast<int>(rng() % 4); k < m; ++k) p.threatened.push_back(mask());
        for (int k = 0, m = static_cast<int>(rng() % 3); k < m; ++k)
          p.own_threatened.push_back(mask());
        p.captured = mask();
        f.pending.push_back(p);
      }
      for (int i = 0, n = static_cast<int>(rng() % 20); i < n; ++i)
        f.disallowed.push_back({rng() % 2 ? Player::White : Player::Black, mask(),
                                static_cast<int>(rng() % (points + 1)) - 1, mask()});
      for (int i = 0, n = static_cast<int>(rng() % 20); i < n; ++i)
        f.cycle_sets.emplace_back(static_cast<std::uint32_t>(rng()), mask());
      for (int i = 0, n = static_cast<int>(rng() % 40); i < n; ++i)
        f.occurrences.push_back(
            {static_cast<std::uint32_t>(rng()), static_cast<std::uint32_t>(rng() >> 40), mask()});
      const std::vector<std::uint64_t> words = f.encode(points);
      const CycleFacts back = CycleFacts::decode(words, points);
      EXPECT_EQ(back.ban, f.ban);
      EXPECT_EQ(back.obvious, f.obvious);
      EXPECT_EQ(back.guarded, f.guarded);
      EXPECT_EQ(back.pending, f.pending);
      EXPECT_EQ(back.disallowed, f.disallowed);
      EXPECT_EQ(back.cycle_sets, f.cycle_sets);
      EXPECT_EQ(back.occurrences, f.occurrences);
    }
  }
}

TEST(ENGINE_BitStream, APointSetOfAFourByFourBoardTakesSixteenBits) {
  // Three point sets and four empty lists on 16 points: 3 x 16 + 4 x 7 (a count: 3 bits of its
  // groups less one, one group of 4) = 76 bits, two words (the word encoding took a word a set
  // and a word a count: seven).
  CycleFacts f;
  f.ban = Mask::of(15);
  EXPECT_EQ(f.encode(16).size(), 2U);
  // One occurrence of capture 3 and configuration 300 (ids: 2 bits, then one or more groups of
  // 8: 3 in one, 300 in two) and 16 points since: 76 + 10 + 18 + 16 = 120 bits, still two
  // words; a second one makes 164 bits, three.
  f.occurrences.push_back({3, 300, Mask::of(0)});
  EXPECT_EQ(f.encode(16).size(), 2U);
  f.occurrences.push_back({4, 300, Mask::of(1)});
  EXPECT_EQ(f.encode(16).size(), 3U);
}

}  // namespace
}  // namespace kospec::engine
