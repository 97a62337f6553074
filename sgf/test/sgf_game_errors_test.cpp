// SGF files that parse but are not games kospec can read in strict reading (ReadOptions): each is
// an SgfError at the exact line and column of the offending property (or the root node, for an
// impossible setup), saying what was expected. Positions are counted by hand (1-based byte
// columns). sgf_lenient_test.cpp has what the default, lenient reading accepts with a warning.

#include <gtest/gtest.h>

#include <cctype>
#include <string>

#include "sgf/sgf_error.h"
#include "sgf/sgf_game.h"

namespace kospec::sgf {
namespace {

struct BadGame {
  const char* kind;
  const char* text;
  std::size_t line;
  std::size_t column;
  const char* expected;  // words the message must contain
};

void PrintTo(const BadGame& b, std::ostream* os) { *os << b.kind; }

class SgfBadGame : public ::testing::TestWithParam<BadGame> {};

TEST_P(SgfBadGame, ReportsTheExactPlaceAndWhatWasExpected) {
  const BadGame& b = GetParam();
  try {
    read_game(b.text, "game.sgf", ReadOptions{true});
    FAIL() << b.kind << ": no error for " << b.text;
  } catch (const SgfError& e) {
    const std::string where =
        "game.sgf:" + std::to_string(b.line) + ":" + std::to_string(b.column) + ": ";
    EXPECT_EQ(std::string(e.what()).substr(0, where.size()), where) << e.what();
    EXPECT_NE(e.message().find(b.expected), std::string::npos)
        << b.kind << ": message '" << e.message() << "' lacks '" << b.expected << "'";
  }
}

//                              columns: 123456789012345678901234567890
const BadGame kBadGames[] = {
    {"syntax error", "(;SZ[9];B[aa]", 1, 14, "expected ')'"},
    {"not Go", "(;GM[2])", 1, 3, "GM[2]: not a game of Go: expected GM[1]"},
    {"file format 5", "(;FF[5]GM[1])", 1, 3,
     "FF[5]: unsupported file format: expected FF[1] to FF[4]"},
    {"file format not a number", "(;FF[four])", 1, 3, "expected FF[1] to FF[4]"},
    {"size 0", "(;SZ[0])", 1, 3, "SZ[0]: board size out of range: expected 1 to 25"},
    {"size 26", "(;GM[1]SZ[26])", 1, 8, "expected 1 to 25 columns"},
    {"size 9:0", "(;SZ[9:0])", 1, 3, "out of range"},
    {"size not a number", "(;SZ[abc])", 1, 3, "expected a board size as a number or columns:rows"},
    {"size 9:x", "(;SZ[9:x])", 1, 3, "expected a board size"},
    {"size with two values", "(;SZ[9][9])", 1, 3, "expected exactly one value, found 2"},
    {"one-letter point", "(;SZ[9];B[a])", 1, 9, "B[a]: malformed point: expected two letters"},
    {"letter and digit point", "(;SZ[9];B[a1])", 1, 9, "B[a1]: malformed point"},
    {"point off the board", "(;SZ[9]\n;W[jj])", 2, 2,
     "W[jj]: point off the 9x9 board: expected columns a to i and rows a to i"},
    {"tt on a 25x19 board", "(;SZ[25:19];B[tt])", 1, 13, "point off the 25x19 board"},
    {"upper-case point", "(;SZ[9];B[AA])", 1, 9, "off the 9x9 board"},
    {"rectangle off the board", "(;SZ[9]AB[aa:zz])", 1, 8,
     "AB[aa:zz] (point 'zz'): point off the 9x9 board"},
    {"empty setup point", "(;SZ[9]AW[])", 1, 8, "AW[]: malformed point"},
    {"point in AB and AW", "(;SZ[9]AB[aa][bb]AW[bb])", 1, 18,
     "expected each point in at most one of AB, AW and AE"},
    {"point in AB and AE", "(;SZ[9]AE[aa:cc]AB[bb])", 1, 17, "already set up by AE at 1:8"},
    {"B and W in one node", "(;SZ[9];B[aa]W[bb])", 1, 14,
     "two moves in one node: W after B at 1:9: expected at most one B or W"},
    {"B twice in one node", "(;SZ[9];B[aa]B[bb])", 1, 14, "two moves in one node"},
    {"move with two values", "(;SZ[9];B[aa][bb])", 1, 9, "B: expected exactly one value, found 2"},
    {"PL not B or W", "(;PL[X])", 1, 3, "PL[X]: expected PL[B] or PL[W]"},
    {"PL lower case", "(;PL[b])", 1, 3, "expected PL[B] or PL[W]"},
    {"SZ in a later node", "(;SZ[9];SZ[9])", 1, 9,
     "root property SZ in a node other than the root"},
    {"GM in a later node", "(;SZ[9];B[aa];GM[1])", 1, 15, "expected GM only in the first node"},
    {"KA in a later node", "(;SZ[9];KA[aa:ca])", 1, 9, "root property KA"},
    {"AB after the first move", "(;SZ[9];B[aa];AB[bb])", 1, 15,
     "setup property AB after the first move (B at 1:9): expected setup only before"},
    {"PL after the first move", "(;SZ[9];B[aa]\n;W[bb]\n;PL[B])", 3, 2,
     "(B at 1:9): expected setup only before the first move"},
    {"AE in the node of a move", "(;SZ[9];AE[aa]B[bb])", 1, 9,
     "setup property AE in the same node as the move B at 1:15"},
    {"impossible setup", "(;SZ[9]AB[aa]AW[ab][ba])", 1, 2, "the string at A9 has no liberty"},
    {"impossible setup merged from a later node", "(;SZ[3]\n;AB[aa]\n;AW[ab][ba];B[cc])", 1, 2,
     "impossible setup (SETUP): the string at A3 has no liberty"},
    {"impossible setup before a bad move", "(;SZ[9]AB[aa]AW[ab][ba];B[zz])", 1, 2,
     "the string at A9 has no liberty"},
    {"impossible setup of a larger string", "(;SZ[3]AB[aa:cb]AW[ac:cc])", 1, 2,
     "the string at A3, B3, C3, A2, B2, C2 has no liberty"},
    {"KA with one point", "(;SZ[9]KA[aa])", 1, 8, "KA[aa]: expected an arc as two points"},
    {"KA loop", "(;SZ[9]KA[aa:aa])", 1, 8, "expected an arc between two different points"},
    {"KA off the board", "(;SZ[5]KA[aa:zz])", 1, 8, "point off the 5x5 board"},
    {"KA of a grid arc", "(;SZ[5]KA[aa:ab])", 1, 8, "A5 and A4 are already adjacent on the grid"},
    {"KR of a missing arc", "(;SZ[5]KR[aa:cc])", 1, 8,
     "A5 and C3 are not adjacent on the grid: expected an arc of the grid"},
    {"repeated comment", "(;C[a]C[b])", 1, 7, "property C repeated (first at 1:3)"},
    {"repeated SZ", "(;SZ[9]SZ[9])", 1, 8, "expected it at most once per node"},
};

std::string kind_name(const ::testing::TestParamInfo<BadGame>& info) {
  std::string name;
  for (const char* c = info.param.kind; *c != 0; ++c) {
    name += std::isalnum(static_cast<unsigned char>(*c)) ? *c : '_';
  }
  return name;
}

INSTANTIATE_TEST_SUITE_P(Kinds, SgfBadGame, ::testing::ValuesIn(kBadGames), kind_name);

}  // namespace
}  // namespace kospec::sgf
