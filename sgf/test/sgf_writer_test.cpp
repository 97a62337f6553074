// Writing collections: escaping, layout of sequences and variations, round trips through parse().

#include <gtest/gtest.h>

#include "sgf/sgf_parser.h"
#include "sgf/sgf_writer.h"

namespace kospec::sgf {
namespace {

// The shape and contents of a collection, without positions.
void expect_same_trees(const Collection& a, const Collection& b) {
  ASSERT_EQ(a.nodes.size(), b.nodes.size());
  ASSERT_EQ(a.roots, b.roots);
  for (std::size_t i = 0; i < a.nodes.size(); ++i) {
    ASSERT_EQ(a.nodes[i].parent, b.nodes[i].parent) << "node " << i;
    ASSERT_EQ(a.nodes[i].children, b.nodes[i].children) << "node " << i;
    ASSERT_EQ(a.nodes[i].properties.size(), b.nodes[i].properties.size()) << "node " << i;
    for (std::size_t j = 0; j < a.nodes[i].properties.size(); ++j) {
      EXPECT_EQ(a.nodes[i].properties[j].id, b.nodes[i].properties[j].id);
      EXPECT_EQ(a.nodes[i].properties[j].values, b.nodes[i].properties[j].values);
    }
  }
}

Collection single_node(std::vector<Property> properties) {
  Collection c;
  c.nodes.push_back({std::move(properties), {}, kNoParent, {}});
  c.roots.push_back(0);
  return c;
}

TEST(SgfWriter, EscapesClosingBracketAndBackslashOnly) {
  const Collection c = single_node({{"C", {"a]b\\c[d:e"}, {}}, {"AB", {"aa", "bb"}, {}}});
  EXPECT_EQ(write(c), "(;C[a\\]b\\\\c[d:e]AB[aa][bb])\n");
  EXPECT_EQ(parse(write(c), "w").nodes[0].properties[0].values[0], "a]b\\c[d:e");
}

TEST(SgfWriter, WritesOneNodePerLineAndParenthesisesVariations) {
  const Collection c = parse("(;A[1](;B[2];B[3])(;C[4](;D[5])(;E[6]))) (;F[7];G[8])", "t.sgf");
  const std::string expected =
      "(;A[1]\n"
      "(;B[2]\n"
      ";B[3])\n"
      "(;C[4]\n"
      "(;D[5])\n"
      "(;E[6])))\n"
      "(;F[7]\n"
      ";G[8])\n";
  EXPECT_EQ(write(c), expected);
  expect_same_trees(parse(expected, "w"), c);
}

TEST(SgfWriter, IsDeterministicAndStableUnderReparsing) {
  const Collection c = parse("(;FF[3]AddBlack[aa:bb]C[x\\\ny](;B[cc])(;W[dd];B[ee]))", "t.sgf");
  const std::string once = write(c);
  EXPECT_EQ(write(c), once);
  EXPECT_EQ(write(parse(once, "w")), once);
}

TEST(SgfWriter, WritesValuesWithLineBreaksAndBinaryBytesUnchanged) {
  const std::string value = std::string("line\r\nnext\\\n\0\xff", 14);
  const Collection c = single_node({{"C", {value}, {}}});
  EXPECT_EQ(parse(write(c), "w").nodes[0].properties[0].values[0], value);
}

TEST(SgfWriter, RejectsWhatCannotBeWritten) {
  EXPECT_THROW(write(single_node({{"b", {"aa"}, {}}})), PreconditionError);
  EXPECT_THROW(write(single_node({{"", {"aa"}, {}}})), PreconditionError);
  EXPECT_THROW(write(single_node({{"B", {}, {}}})), PreconditionError);
  Collection bad_parent = single_node({});
  bad_parent.nodes.push_back({{}, {}, 5, {}});
  bad_parent.nodes[0].children.push_back(1);
  EXPECT_THROW(write(bad_parent), PreconditionError);
  EXPECT_EQ(write(Collection{}), "");
}

TEST(SgfWriter, WritesAMillionNodeSequenceWithoutRecursion) {
  constexpr std::size_t kNodes = 1'000'000;
  Collection c;
  c.nodes.resize(kNodes);
  for (std::size_t i = 0; i < kNodes; ++i) {
    c.nodes[i].parent = i == 0 ? kNoParent : i - 1;
    if (i + 1 < kNodes) c.nodes[i].children.push_back(i + 1);
  }
  c.roots.push_back(0);
  const std::string text = write(c);
  // "(" + ";" + 999,999 times "\n;" + ")\n"
  EXPECT_EQ(text.size(), 1 + 1 + 2 * (kNodes - 1) + 2);
  const Collection back = parse(text, "w");
  EXPECT_EQ(back.nodes.size(), kNodes);
  EXPECT_EQ(main_line(back, 0).size(), kNodes);
}

TEST(SgfWriter, WritesDeeplyNestedVariationsWithoutRecursion) {
  // Node 2k has two children: the leaf 2k+1 and the next branch 2k+2, so each level of the
  // written text opens a parenthesis: 50,000 levels, under the parser's limit.
  constexpr std::size_t kLevels = 50'000;
  Collection c;
  c.roots.push_back(0);
  c.nodes.push_back({{{"N", {"0"}, {}}}, {}, kNoParent, {}});
  for (std::size_t level = 0; level < kLevels; ++level) {
    const std::size_t branch = 2 * level;
    c.nodes.push_back({{{"L", {std::to_string(level)}, {}}}, {}, branch, {}});
    c.nodes.push_back({{{"N", {std::to_string(level + 1)}, {}}}, {}, branch, {}});
    c.nodes[branch].children = {branch + 1, branch + 2};
  }
  const std::string text = write(c);
  expect_same_trees(parse(text, "w"), c);
}

}  // namespace
}  // namespace kospec::sgf
