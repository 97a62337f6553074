// Hostile and huge inputs: nothing may crash, recurse deeply or take long. Every outcome is either
// a parsed collection or an SgfError (never another exception, never a crash).

#include <gtest/gtest.h>

#include <random>
#include <string>

#if defined(__unix__)
#include <sys/mman.h>
#endif

#include "sgf/sgf_game.h"
#include "sgf/sgf_parser.h"
#include "sgf/sgf_writer.h"

namespace kospec::sgf {

/// Readable positions in failure messages.
void PrintTo(const SourcePos& pos, std::ostream* os) { *os << pos.line << ":" << pos.column; }

namespace {

// Parses and reads `text` as a game; true if both worked, false on an SgfError. Any other
// exception escapes and fails the test.
bool parses(const std::string& text) {
  try {
    parse(text, "r");
  } catch (const SgfError&) {
    EXPECT_THROW(read_game(text, "r"), SgfError);
    return false;
  }
  try {
    read_game(text, "r");
  } catch (const SgfError&) {
  }
  return true;
}

// The position just after the last byte: line 1 + line breaks (CR LF, LF, lone CR), column 1 +
// bytes after the last break. Written independently of the parser, from the definition.
SourcePos end_position(const std::string& text) {
  SourcePos pos{1, 1};
  for (std::size_t i = 0; i < text.size(); ++i) {
    const bool cr_lf = text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n';
    if ((text[i] == '\n' || text[i] == '\r') && !cr_lf) {
      ++pos.line;
      pos.column = 1;
    } else {
      ++pos.column;
    }
  }
  return pos;
}

TEST(SgfRobustness, RejectsTwoHundredThousandNestedVariations) {
  constexpr std::size_t kLevels = 200'000;
  std::string text;
  text.reserve(3 * kLevels);
  for (std::size_t i = 0; i < kLevels; ++i) text += "(;";
  text.append(kLevels, ')');
  try {
    parse(text, "deep.sgf");
    FAIL() << "nesting beyond kMaxDepth was accepted";
  } catch (const SgfError& e) {
    // The 100,001st '(' is at byte offset 2 * 100,000: column 200,001.
    EXPECT_EQ(e.pos(), (SourcePos{1, 2 * kMaxDepth + 1}));
    EXPECT_NE(e.message().find("nested too deep"), std::string::npos) << e.what();
  }
  EXPECT_THROW(read_game(text, "deep.sgf"), SgfError);
}

TEST(SgfRobustness, AcceptsNestingAtTheLimit) {
  std::string text;
  text.reserve(3 * kMaxDepth);
  for (std::size_t i = 0; i < kMaxDepth; ++i) text += "(;";
  text.append(kMaxDepth, ')');
  const Collection c = parse(text, "deep.sgf");
  EXPECT_EQ(c.nodes.size(), kMaxDepth);
  EXPECT_EQ(main_line(c, 0).size(), kMaxDepth);
  EXPECT_EQ(parse(write(c), "w").nodes.size(), kMaxDepth);
  EXPECT_EQ(read_game(text, "deep.sgf").moves.size(), 0u);
}

TEST(SgfRobustness, HandlesAMillionNodeSequence) {
  constexpr std::size_t kNodes = 1'000'000;
  std::string text = "(";
  text.append(kNodes, ';');
  text += ")";
  const Collection c = parse(text, "long.sgf");
  EXPECT_EQ(c.nodes.size(), kNodes);
  EXPECT_EQ(main_line(c, 0).size(), kNodes);
  EXPECT_EQ(c.nodes.back().pos, (SourcePos{1, kNodes + 1}));
}

TEST(SgfRobustness, ReadsAFiftyMegabyteComment) {
  // 524,288 lines of 99 'x' and a line feed: 50 MiB; escapes at the start and the end.
  constexpr std::size_t kLines = 524'288;
  std::string line(99, 'x');
  line += '\n';
  std::string text = "(;SZ[19]C[\\]";
  text.reserve(text.size() + kLines * line.size() + 64);
  for (std::size_t i = 0; i < kLines; ++i) text += line;
  text += "\\\\]PB[after];B[aa])";
  const SgfGame game = read_game(text, "comment.sgf");
  EXPECT_EQ(game.root_comment.size(), 1 + kLines * 100 + 1);
  EXPECT_EQ(game.root_comment.front(), ']');
  EXPECT_EQ(game.root_comment.back(), '\\');
  ASSERT_EQ(game.info.size(), 1u);
  // Line kLines + 1 is `\\]PB[after];B[aa])`: PB at column 4, B at column 14.
  EXPECT_EQ(game.info[0].pos, (SourcePos{kLines + 1, 4}));
  EXPECT_EQ(game.move_positions, std::vector<SourcePos>{(SourcePos{kLines + 1, 14})});
}

TEST(SgfRobustness, ReadsFourMillionPasses) {
  // Line 1 is "(;SZ[19]"; move k (from 0) is on line k + 2 as ";B[]" or ";W[]" and 8 spaces:
  // 13 bytes a line, 52 MB in all.
  constexpr std::size_t kMoves = 4'000'000;
  std::string text = "(;SZ[19]\n";
  text.reserve(text.size() + 13 * kMoves + 2);
  for (std::size_t k = 0; k < kMoves; ++k) text += k % 2 == 0 ? ";B[]        \n" : ";W[]        \n";
  text += ")";
  EXPECT_GT(text.size(), 50'000'000u);
  const SgfGame game = read_game(text, "passes.sgf");
  ASSERT_EQ(game.moves.size(), kMoves);
  std::size_t passes = 0;
  for (std::size_t k = 0; k < kMoves; ++k) {
    const Player expected = k % 2 == 0 ? Player::Black : Player::White;
    if (game.moves[k].is_pass() && game.moves[k].player == expected) ++passes;
  }
  EXPECT_EQ(passes, kMoves);
  EXPECT_EQ(game.move_positions.back(), (SourcePos{kMoves + 1, 2}));
  EXPECT_EQ(game.setup.to_move, Player::Black);
}

TEST(SgfRobustness, SurvivesRandomBinaryGarbage) {
  std::mt19937 random(20240601);
  std::uniform_int_distribution<int> byte(0, 255);
  for (std::size_t size : {0u, 1u, 2u, 7u, 64u, 1000u, 65'536u, 1'000'000u}) {
    for (int round = 0; round < 4; ++round) {
      std::string text(size, '\0');
      for (char& c : text) c = static_cast<char>(byte(random));
      if (round % 2 == 1 && size >= 2) text.replace(0, 2, "(;");  // get past the first token
      parses(text);
    }
  }
}

TEST(SgfRobustness, SurvivesGarbageMadeOfSgfCharacters) {
  // Random strings over the characters that drive the grammar reach every state of the parser.
  std::string alphabet = "();[]\\:ABWCPLSZKAEGMFabtz \n\r\t";
  alphabet += '\0';
  std::mt19937 random(7);
  std::uniform_int_distribution<std::size_t> pick(0, alphabet.size() - 1);
  std::size_t parsed = 0;
  for (int round = 0; round < 3000; ++round) {
    std::string text = "(;";
    const std::size_t size = 1 + round % 200;
    for (std::size_t i = 0; i < size; ++i) text += alphabet[pick(random)];
    if (parses(text)) ++parsed;
  }
  EXPECT_LT(parsed, 3000u);  // most random strings are errors; all that matters is no crash
}

TEST(SgfRobustness, SurvivesRandomlyCorruptedFiles) {
  const std::string valid =
      "(;FF[4]GM[1]SZ[9]KA[aa:ia]AB[aa:bb]AW[cc]C[x\\]y]PL[W]\n;W[dd]C[one];B[]\n(;W[ee])(;W[ff];B[tt]))";
  std::mt19937 random(99);
  std::uniform_int_distribution<std::size_t> where(0, valid.size() - 1);
  std::uniform_int_distribution<int> byte(0, 255);
  for (int round = 0; round < 5000; ++round) {
    std::string text = valid;
    for (int flips = 0; flips <= round % 4; ++flips)
      text[where(random)] = static_cast<char>(byte(random));
    parses(text);
  }
}

TEST(SgfRobustness, EveryTruncationOfAFileIsAnErrorAtItsEnd) {
  // One game tree ending with its ')': every proper prefix lacks at least that ')', so every one
  // is an SgfError, reported where the prefix ends.
  const std::string file =
      "(;FF[4]GM[1]SZ[9:7]CA[UTF-8]PB[Black \\] player]PW[White\\\\]\r\n"
      "AddBlack[aa:bb][cc]AW[dd]KA[aa:ia]KR[aa:ab]C[multi\nline\\\ncomment]PL[W]\n"
      ";W[ee]C[first]\r;B[]\n"
      "(;W[ff];B[tt]C[pass on 9x9 is tt? no: tt is off a 9x9 board only for points])\n"
      "(;W[gg]\n  (;B[hh])\n  (;B[ii]))\n"
      ")";
  ASSERT_NO_THROW(parse(file, "full.sgf"));
  for (std::size_t length = 0; length < file.size(); ++length) {
    const std::string prefix = file.substr(0, length);
    try {
      parse(prefix, "cut.sgf");
      FAIL() << "prefix of " << length << " bytes parsed";
    } catch (const SgfError& e) {
      EXPECT_EQ(e.pos(), end_position(prefix)) << length << ": " << e.what();
    }
    EXPECT_THROW(read_game(prefix, "cut.sgf"), SgfError);
  }
}

TEST(SgfRobustness, EveryTruncationOfACollectionParsesOrFails) {
  const std::string file = "(;SZ[5];B[aa])\n(;SZ[3]AB[aa];W[bb])\n(;C[last])";
  std::size_t parsed = 0;
  for (std::size_t length = 0; length <= file.size(); ++length) {
    if (parses(file.substr(0, length))) ++parsed;
  }
  // The prefixes that end just after a ')' (or after the newline following it) are whole
  // collections: after the 1st tree (2 prefixes), the 2nd (2), and the whole file (1).
  EXPECT_EQ(parsed, 5u);
}

#if defined(__unix__)
TEST(SgfRobustness, RejectsInputLargerThan512MiBWithoutReadingIt) {
  // Reserved address space only: the pages are never touched, so no memory is used.
  const std::size_t size = kMaxInputBytes + 1;
  void* pages = mmap(nullptr, size, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  ASSERT_NE(pages, MAP_FAILED);
  try {
    parse(std::string_view(static_cast<const char*>(pages), size), "huge.sgf");
    ADD_FAILURE() << "a 512 MiB + 1 input was accepted";
  } catch (const SgfError& e) {
    EXPECT_EQ(e.pos(), (SourcePos{1, 1}));
    EXPECT_NE(e.message().find("expected at most 536870912 bytes"), std::string::npos) << e.what();
  }
  munmap(pages, size);
}
#endif

}  // namespace
}  // namespace kospec::sgf
