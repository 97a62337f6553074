// Malformed SGF syntax: each kind is rejected with an SgfError at the exact line and column, and
// the message says what was expected. Positions are counted by hand (columns are 1-based bytes).

#include <gtest/gtest.h>

#include <cctype>
#include <string>

#include "sgf/sgf_parser.h"

namespace kospec::sgf {
namespace {

struct Malformed {
  const char* kind;  // what is wrong
  std::string text;  // the input
  std::size_t line;  // where the error is reported
  std::size_t column;
  const char* expected;  // words the message must contain
};

void PrintTo(const Malformed& m, std::ostream* os) { *os << m.kind; }

class SgfMalformed : public ::testing::TestWithParam<Malformed> {};

TEST_P(SgfMalformed, ReportsTheExactPlaceAndWhatWasExpected) {
  const Malformed& m = GetParam();
  ParseLimits limits;
  if (std::string(m.kind) == "too deep") limits.max_depth = 3;
  if (std::string(m.kind) == "too large") limits.max_bytes = 10;
  try {
    parse(m.text, "bad.sgf", limits);
    FAIL() << m.kind << ": no error for " << m.text;
  } catch (const SgfError& e) {
    const std::string where =
        "bad.sgf:" + std::to_string(m.line) + ":" + std::to_string(m.column) + ": ";
    EXPECT_EQ(std::string(e.what()).substr(0, where.size()), where) << e.what();
    EXPECT_EQ(e.line(), m.line) << e.what();
    EXPECT_EQ(e.column(), m.column) << e.what();
    EXPECT_EQ(e.source(), "bad.sgf");
    EXPECT_NE(e.message().find(m.expected), std::string::npos)
        << m.kind << ": message '" << e.message() << "' lacks '" << m.expected << "'";
    EXPECT_EQ(std::string(e.what()), where + e.message());
  }
}

const Malformed kMalformed[] = {
    {"empty input", "", 1, 1, "expected '(' to start a game tree, found end of file"},
    {"only whitespace", "  \n ", 2, 2, "empty input"},
    {"no game tree", "hello", 1, 1, "expected '(' to start a game tree, found 'h'"},
    {"text before the first tree", "\nx(;B[aa])", 2, 1, "expected '('"},
    {"missing ';' after '('", "(B[aa])", 1, 2,
     "expected ';' to start a node after the '(' at 1:1, found 'B'"},
    {"end of file after '('", "(", 1, 2, "expected ';'"},
    {"empty game tree", "(;B[aa])\n()", 2, 2, "empty game tree"},
    {"variation without a node", "(;A[1]())", 1, 8, "empty game tree"},
    {"unterminated value", "(;B[aa];C[hello", 1, 16,
     "expected ']' to close the value of property C opened at 1:10, found end of file"},
    {"unterminated multi-line value", "(;GM[1]\n;B[aa]\n;C[abc\ndef", 4, 4,
     "expected ']' to close the value of property C opened at 3:3"},
    {"escape at end of file", "(;C[abc\\", 1, 9, "expected ']'"},
    {"missing ')' at end of file", "(;B[aa]", 1, 8,
     "expected ')' to close the game tree opened at 1:1, found end of file"},
    {"missing ')' of a variation", "(;B[aa]\n  (;W[bb]", 2, 10,
     "expected ')' to close the game tree opened at 2:3"},
    {"missing ')' after variations", "(;B[aa](;W[bb])", 1, 16,
     "expected ')' to close the game tree opened at 1:1"},
    {"unexpected ')'", "(;B[aa]))", 1, 9, "unexpected ')'"},
    {"garbage between trees", "(;B[aa]) x (;W[bb])", 1, 10,
     "expected '(' to start another game tree or end of file, found 'x'"},
    {"garbage after the last tree", "(;B[aa])\n\n  junk", 3, 3, "expected '('"},
    {"identifier without a value", "(;B;W[aa])", 1, 4,
     "expected '[' to open a value of property B, found ';'"},
    {"identifier without a value at end of file", "(;B", 1, 4,
     "expected '[' to open a value of property B, found end of file"},
    {"identifier followed by another", "(;B W[aa])", 1, 5,
     "expected '[' to open a value of property B, found 'W'"},
    {"digit in an identifier", "(;B1[aa])", 1, 4,
     "malformed property identifier starting 'B': expected letters only"},
    {"punctuation in an identifier", "(;AB-W[aa])", 1, 5, "found '-'"},
    {"identifier without upper-case letter", "(;SZ[9]\n add[aa])", 2, 2, "no upper-case letter"},
    {"digit where an identifier belongs", "(;1[aa])", 1, 3,
     "expected a property identifier (upper-case letters), ';', '(' or ')'"},
    {"value without an identifier", "(;B[aa][bb];[cc])", 1, 13, "expected a property identifier"},
    {"NUL byte between properties", std::string("(;B[aa]\0W[bb])", 14), 1, 8, "found byte 0x00"},
    {"binary byte after the tree", "(;B[aa])\xff", 1, 9, "found byte 0xFF"},
    {"control byte in a node", "(;B[aa]\x01)", 1, 8, "found byte 0x01"},
    {"node after variations", "(;A[1](;B[2]);C[3])", 1, 14,
     "expected '(' or ')' after a variation, found ';'"},
    {"garbage after a variation", "(;A[1](;B[2])x)", 1, 14,
     "expected '(' to start another variation or ')'"},
    {"too deep", "(;A[1](;B[2](;C[3](;D[4]))))", 1, 19, "nested too deep: expected at most 3"},
    {"too large", "(;C[12345])", 1, 1, "too large: expected at most 10 bytes"},
    {"CR LF line counting", "(;B[aa]\r\n;W[bb]\r\n", 3, 1, "expected ')'"},
    {"lone CR line counting", "(;B[aa]\r;W[bb]\r)x", 3, 2, "found 'x'"},
};

std::string kind_name(const ::testing::TestParamInfo<Malformed>& info) {
  std::string name;
  for (const char* c = info.param.kind; *c != 0; ++c) {
    name += std::isalnum(static_cast<unsigned char>(*c)) ? *c : '_';
  }
  return name;
}

INSTANTIATE_TEST_SUITE_P(Kinds, SgfMalformed, ::testing::ValuesIn(kMalformed), kind_name);

TEST(SgfMalformedErrors, AreInputErrors) { EXPECT_THROW(parse("(;B[aa]", "x"), InputError); }

}  // namespace
}  // namespace kospec::sgf
