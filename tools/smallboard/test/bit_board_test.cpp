// The fast board against the spec: every move of every legal position of small boards gives what
// kospec::apply_base_rules gives (the spec's reading of R5 and SUI), and BitBoard::legal agrees with
// the spec's SETUP test (no string without a liberty).
#include <gtest/gtest.h>

#include "spec/base_play.h"
#include "spec/base_setup.h"
#include "spec/diagram.h"
#include "spec/error.h"
#include "tools/smallboard/bit_board.h"
#include "tools/smallboard/ternary_index.h"

namespace kospec::smallboard {
namespace {

// Every colouring of the board, through the ternary index.
template <typename F>
void for_each_colouring(const BitBoard& board, F f) {
  const TernaryIndex codec(board.points());
  for (std::uint64_t i = 0; i < codec.size(); ++i) f(codec.position(i));
}

// Checks BitBoard::play and allowed() against the spec on every move of every legal position whose
// ternary index is a multiple of `stride`.
void expect_moves_match_spec(int columns, int rows, std::uint64_t stride) {
  const BitBoard board(columns, rows);
  const Graph graph = board.graph();
  const TernaryIndex codec(board.points());
  int compared = 0;
  for (std::uint64_t i = 0; i < codec.size(); i += stride) {
    const BitPosition before = codec.position(i);
    if (!board.legal(before)) continue;
    const Configuration config = board.to_configuration(before);
    for (int p = 0; p < board.points(); ++p) {
      if (((before.black | before.white) >> p) & 1U) continue;
      for (Player player : {Player::Black, Player::White}) {
        const Move move = Move::play(player, Point(static_cast<std::uint32_t>(p)));
        const PlayResult all = apply_base_rules(graph, config, move, SelfCapture::All);
        ASSERT_TRUE(all.verdict.legal());
        const BitPosition after = board.play(before, p, stone_of(player));
        ASSERT_EQ(board.to_configuration(after), all.after)
            << board.size_name() << " position " << i << ", " << player_name(player) << " at "
            << graph.name(move.point.value());
        for (SelfCapture option : {SelfCapture::MultiStone, SelfCapture::Forbidden}) {
          const bool spec_legal = apply_base_rules(graph, config, move, option).verdict.legal();
          ASSERT_EQ(board.allowed(before, p, stone_of(player), option), spec_legal)
              << board.size_name() << " position " << i << ", " << self_capture_name(option);
        }
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 0);
}

TEST(SMALLBOARD_BitBoard, MovesMatchTheSpecOnEveryLegalPositionOfSmallBoards) {
  expect_moves_match_spec(1, 4, 1);
  expect_moves_match_spec(4, 1, 1);
  expect_moves_match_spec(2, 2, 1);
  expect_moves_match_spec(3, 2, 1);
}

TEST(SMALLBOARD_BitBoard, MovesMatchTheSpecOnASampleOf3x3And4x4) {
  expect_moves_match_spec(3, 3, 7);
  expect_moves_match_spec(4, 4, 40009);
}

TEST(SMALLBOARD_BitBoard, LegalMatchesTheSpecsTestForAStringWithoutLiberty) {
  for (auto [c, r] : {std::pair{1, 5}, std::pair{2, 3}, std::pair{3, 3}}) {
    const BitBoard board(c, r);
    const Graph graph = board.graph();
    for_each_colouring(board, [&](BitPosition p) {
      ASSERT_EQ(board.legal(p),
                !string_without_liberty(graph, board.to_configuration(p)).has_value())
          << board.size_name();
    });
  }
}

// Diagrams worked by hand on 3x3 (rows from the top, columns A-C, rows 3 to 1).
//   X O .     The white string B3 B2 has the liberties C3 and C2. Black C3 leaves it C2;
//   X O .     black C2 captures both stones. White then at A1 (between A2 and B1, black
//   . X .     strings with other liberties) is a one-stone self-capture: the position stays.
TEST(SMALLBOARD_BitBoard, CaptureAndOneStoneSelfCaptureOnAHandWorkedDiagram) {
  const Diagram d = parse_diagram("XO.\nXO.\n.X.");
  const BitBoard board(3, 3);
  const auto at = [&](const char* name) {
    return static_cast<int>(d.graph.parse_name(name)->index());
  };
  BitPosition pos = board.from_configuration(d.config);
  pos = board.play(pos, at("C3"), Color::Black);
  pos = board.play(pos, at("C2"), Color::Black);
  EXPECT_EQ(board.to_configuration(pos), parse_diagram("X.X\nX.X\n.X.").config);
  EXPECT_EQ(board.play(pos, at("A1"), Color::White), pos);
  EXPECT_TRUE(board.allowed(pos, at("A1"), Color::White, SelfCapture::All));
  EXPECT_FALSE(board.allowed(pos, at("A1"), Color::White, SelfCapture::MultiStone));
}

//   O X .     White A2 joins A3 in a string whose neighbours are A1 and the string B3 B2,
//   . X .     black strings that keep liberties (B1; C3 C2 B1): a two-stone self-capture
//   X . .     removes A3 and A2.
TEST(SMALLBOARD_BitBoard, MultiStoneSelfCaptureOnAHandWorkedDiagram) {
  const Diagram d = parse_diagram("OX.\n.X.\nX..");
  const BitBoard board(3, 3);
  const int a2 = static_cast<int>(d.graph.parse_name("A2")->index());
  const BitPosition pos = board.from_configuration(d.config);
  EXPECT_EQ(board.to_configuration(board.play(pos, a2, Color::White)),
            parse_diagram(".X.\n.X.\nX..").config);
  EXPECT_TRUE(board.allowed(pos, a2, Color::White, SelfCapture::MultiStone));
  EXPECT_FALSE(board.allowed(pos, a2, Color::White, SelfCapture::Forbidden));
}

TEST(SMALLBOARD_BitBoard, TernaryIndexRoundTripsAndEmptyIsZero) {
  for (int n : {1, 5, 8, 9, 16, 20}) {
    const TernaryIndex codec(n);
    EXPECT_EQ(codec.size(), power_of_three(n));
    EXPECT_EQ(codec.index(BitPosition{}), 0U);
    for (std::uint64_t i = 0; i < codec.size(); i += codec.size() / 997 + 1) {
      ASSERT_EQ(codec.index(codec.position(i)), i) << n;
    }
    const BitPosition last = codec.position(codec.size() - 1);
    EXPECT_EQ(last.white, (std::uint32_t{1} << n) - 1) << "the last index is the all-white board";
  }
}

TEST(SMALLBOARD_BitBoard, RejectsBoardsOutsideItsRange) {
  EXPECT_THROW(BitBoard(0, 3), InputError);
  EXPECT_THROW(BitBoard(26, 1), InputError);
  EXPECT_THROW(BitBoard(6, 6), InputError);
  EXPECT_NO_THROW(BitBoard(4, 8));
}

}  // namespace
}  // namespace kospec::smallboard
