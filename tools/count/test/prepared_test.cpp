// The counting tools' prepared position against the bit board it speeds up: every move of every
// legal position (a sample on 4x4) gives the same position as BitBoard::play.
#include <gtest/gtest.h>

#include "tools/count/prepared.h"
#include "tools/smallboard/ternary_index.h"

namespace kospec::count {
namespace {

using smallboard::BitBoard;
using smallboard::BitPosition;
using smallboard::TernaryIndex;

TEST(COUNT_Prepared, PreparedPositionPlaysAsBitBoardOnEveryLegalPosition) {
  for (auto [c, r] : {std::pair{3, 3}, std::pair{2, 4}, std::pair{1, 8}, std::pair{4, 4}}) {
    const BitBoard board(c, r);
    const smallboard::TernaryIndex codec(board.points());
    const std::uint64_t stride = board.points() > 10 ? 101 : 1;
    for (std::uint64_t i = 0; i < codec.size(); i += stride) {
      const BitPosition before = codec.position(i);
      if (!board.legal(before)) continue;
      const PreparedPosition prepared(board, before);
      for (int p = 0; p < board.points(); ++p) {
        if (((before.black | before.white) >> p) & 1U) continue;
        for (Color colour : {Color::Black, Color::White}) {
          ASSERT_EQ(prepared.play(p, colour), board.play(before, p, colour))
              << board.size_name() << " " << i;
        }
      }
    }
  }
}

}  // namespace
}  // namespace kospec::count
