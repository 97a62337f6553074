// Parsing well-formed SGF: tree shape, positions, unescaping, FF[3] identifiers. Expected values
// are worked out by hand from the SGF FF[4] grammar (https://www.red-bean.com/sgf/sgf4.html).

#include <gtest/gtest.h>

#include "sgf/sgf_parser.h"

namespace kospec::sgf {

/// Readable positions in failure messages.
void PrintTo(const SourcePos& pos, std::ostream* os) { *os << pos.line << ":" << pos.column; }

namespace {

TEST(SgfParser, ReadsASequenceWithPositions) {
  //                             column: 1234567890123456789012345678901
  const Collection c = parse("(;FF[4]GM[1]SZ[9];B[aa];W[bb])", "t.sgf");
  ASSERT_EQ(c.roots, std::vector<std::size_t>{0});
  ASSERT_EQ(c.nodes.size(), 3u);
  const Node& root = c.nodes[0];
  EXPECT_EQ(root.pos, (SourcePos{1, 2}));
  EXPECT_EQ(root.parent, kNoParent);
  ASSERT_EQ(root.properties.size(), 3u);
  EXPECT_EQ(root.properties[0].id, "FF");
  EXPECT_EQ(root.properties[0].values, std::vector<std::string>{"4"});
  EXPECT_EQ(root.properties[0].pos, (SourcePos{1, 3}));
  EXPECT_EQ(root.properties[1].pos, (SourcePos{1, 8}));
  EXPECT_EQ(root.properties[2].id, "SZ");
  EXPECT_EQ(root.properties[2].pos, (SourcePos{1, 13}));
  EXPECT_EQ(c.nodes[1].pos, (SourcePos{1, 18}));
  EXPECT_EQ(c.nodes[1].properties[0].pos, (SourcePos{1, 19}));
  EXPECT_EQ(c.nodes[2].pos, (SourcePos{1, 24}));
  EXPECT_EQ(c.nodes[2].properties[0].id, "W");
  EXPECT_EQ(c.nodes[2].properties[0].values, std::vector<std::string>{"bb"});
  EXPECT_EQ(root.children, std::vector<std::size_t>{1});
  EXPECT_EQ(c.nodes[1].parent, 0u);
  EXPECT_EQ(c.nodes[1].children, std::vector<std::size_t>{2});
  EXPECT_TRUE(c.nodes[2].children.empty());
  EXPECT_EQ(main_line(c, 0), (std::vector<std::size_t>{0, 1, 2}));
}

TEST(SgfParser, CountsLinesForLfCrLfAndLoneCr) {
  const Collection c = parse("(\n  ;B[aa]\r\n;W[bb]\r;B[cc]\n)", "t.sgf");
  ASSERT_EQ(c.nodes.size(), 3u);
  EXPECT_EQ(c.nodes[0].pos, (SourcePos{2, 3}));
  EXPECT_EQ(c.nodes[0].properties[0].pos, (SourcePos{2, 4}));
  EXPECT_EQ(c.nodes[1].pos, (SourcePos{3, 1}));
  EXPECT_EQ(c.nodes[2].pos, (SourcePos{4, 1}));
}

TEST(SgfParser, LineBreaksInsideValuesCountAsLines) {
  const Collection c = parse("(;C[one\ntwo\r\nthree];B[aa])", "t.sgf");
  EXPECT_EQ(c.nodes[0].properties[0].values[0], "one\ntwo\r\nthree");
  EXPECT_EQ(c.nodes[1].pos, (SourcePos{3, 7}));
}

TEST(SgfParser, AllowsWhitespaceBetweenTokens) {
  const Collection c = parse(" \t(\n; AB [aa] \n [bb]\t[cc] C [x] ; W[dd] )\n\n", "t.sgf");
  ASSERT_EQ(c.nodes.size(), 2u);
  ASSERT_EQ(c.nodes[0].properties.size(), 2u);
  EXPECT_EQ(c.nodes[0].properties[0].values, (std::vector<std::string>{"aa", "bb", "cc"}));
  EXPECT_EQ(c.nodes[0].properties[1].id, "C");
  EXPECT_EQ(c.nodes[1].properties[0].values, std::vector<std::string>{"dd"});
}

TEST(SgfParser, UnescapesValues) {
  // SGF FF[4] "Text": `\]` is `]`, `\\` is `\`, a `\` before any other character is dropped, and
  // a `\` before a line break removes both (soft line break).
  const Collection c = parse("(;C[a\\]b\\\\c\\:d\\\ne\\\r\nf\\\rg]GC[[x\\]])", "t.sgf");
  EXPECT_EQ(c.nodes[0].properties[0].values[0], "a]b\\c:defg");
  EXPECT_EQ(c.nodes[0].properties[1].values[0], "[x]");
  // The three soft breaks still end lines for positions: the ']' after g is on line 4.
  EXPECT_EQ(c.nodes[0].properties[1].pos, (SourcePos{4, 3}));
}

TEST(SgfParser, KeepsEmptyValuesAndBinaryBytesInsideValues) {
  const std::string text = std::string("(;B[]C[\0\xff\x01", 10) + "])";
  const Collection c = parse(text, "t.sgf");
  EXPECT_EQ(c.nodes[0].properties[0].values, std::vector<std::string>{""});
  EXPECT_EQ(c.nodes[0].properties[1].values[0], std::string("\0\xff\x01", 3));
}

TEST(SgfParser, DropsLowerCaseLettersOfFf3Identifiers) {
  const Collection c =
      parse("(;FF[3]AddBlack[aa]Comment[hi]PlayerBlack[x]sZ[9];Black[bb])", "t.sgf");
  const auto& p = c.nodes[0].properties;
  ASSERT_EQ(p.size(), 5u);
  EXPECT_EQ(p[1].id, "AB");
  EXPECT_EQ(p[2].id, "C");
  EXPECT_EQ(p[3].id, "PB");
  EXPECT_EQ(p[4].id, "Z");
  EXPECT_EQ(c.nodes[1].properties[0].id, "B");
  EXPECT_NE(find(c.nodes[0], "AB"), nullptr);
  EXPECT_EQ(find(c.nodes[0], "AddBlack"), nullptr);
}

TEST(SgfParser, ReadsSeveralGameTrees) {
  const Collection c = parse("(;GN[one];B[aa])\n(;GN[two])(;GN[three])", "t.sgf");
  ASSERT_EQ(c.roots, (std::vector<std::size_t>{0, 2, 3}));
  EXPECT_EQ(c.nodes[2].properties[0].values[0], "two");
  EXPECT_EQ(c.nodes[3].pos, (SourcePos{2, 12}));
  EXPECT_EQ(c.nodes[3].parent, kNoParent);
}

TEST(SgfParser, ReadsVariationsAndTheMainLineFollowsFirstChildren) {
  // Nodes in file order: 0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G.
  const Collection c = parse("(;A[0];B[1](;C[2](;D[3])(;E[4];F[5]))(;G[6]))", "t.sgf");
  ASSERT_EQ(c.nodes.size(), 7u);
  EXPECT_EQ(c.nodes[0].children, std::vector<std::size_t>{1});
  EXPECT_EQ(c.nodes[1].children, (std::vector<std::size_t>{2, 6}));
  EXPECT_EQ(c.nodes[2].children, (std::vector<std::size_t>{3, 4}));
  EXPECT_EQ(c.nodes[4].children, std::vector<std::size_t>{5});
  EXPECT_EQ(c.nodes[5].parent, 4u);
  EXPECT_EQ(c.nodes[6].parent, 1u);
  EXPECT_EQ(main_line(c, 0), (std::vector<std::size_t>{0, 1, 2, 3}));
}

TEST(SgfParser, SkipsAUtf8ByteOrderMark) {
  const Collection c = parse("\xEF\xBB\xBF(;C[x])", "t.sgf");
  EXPECT_EQ(c.nodes[0].pos, (SourcePos{1, 2}));
}

TEST(SgfParser, FindReturnsTheFirstPropertyWithTheIdentifier) {
  const Collection c = parse("(;A[1]B[2]A[3])", "t.sgf");
  const Property* a = find(c.nodes[0], "A");
  ASSERT_NE(a, nullptr);
  EXPECT_EQ(a->values[0], "1");
  EXPECT_EQ(find(c.nodes[0], "C"), nullptr);
}

TEST(SgfParser, AcceptsNestingUpToTheLimit) {
  ParseLimits limits;
  limits.max_depth = 3;
  EXPECT_NO_THROW(parse("(;A[1](;B[2](;C[3])))", "t.sgf", limits));
  EXPECT_THROW(parse("(;A[1](;B[2](;C[3](;D[4]))))", "t.sgf", limits), SgfError);
  EXPECT_EQ(kMaxDepth, 100'000u);
  EXPECT_EQ(kMaxInputBytes, 512u * 1024 * 1024);
}

}  // namespace
}  // namespace kospec::sgf
