// The referee against hostile input: a pass then an out-of-turn move by the same player is no end
// of the game, a huge komi is scored in plain decimals, and every response is valid UTF-8 whatever
// bytes the command had.
#include <gtest/gtest.h>

#include <random>

#include "rules/ruleset.h"
#include "tools/gtp/gtp_engine.h"

namespace kospec::gtp {
namespace {

// Whether `text` is valid UTF-8 (RFC 3629), written apart from the referee's own check.
bool valid_utf8(const std::string& text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto b = [&](std::size_t k) {
      return static_cast<unsigned>(static_cast<unsigned char>(text[k]));
    };
    std::size_t n = 0;
    unsigned code = 0;
    if (b(i) < 0x80)
      n = 1, code = b(i);
    else if ((b(i) & 0xE0) == 0xC0)
      n = 2, code = b(i) & 0x1F;
    else if ((b(i) & 0xF0) == 0xE0)
      n = 3, code = b(i) & 0x0F;
    else if ((b(i) & 0xF8) == 0xF0)
      n = 4, code = b(i) & 0x07;
    else
      return false;
    if (i + n > text.size()) return false;
    for (std::size_t k = 1; k < n; ++k) {
      if ((b(i + k) & 0xC0) != 0x80) return false;
      code = (code << 6) | (b(i + k) & 0x3F);
    }
    const unsigned least[] = {0, 0, 0x80, 0x800, 0x10000};
    if (code < least[n] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return false;
    i += n;
  }
  return true;
}

std::string send(Engine& engine, const std::string& line) {
  const auto command = parse_command(line);
  return command ? engine.execute(*command) : "";
}

TEST(GTP_HostileInput, APassThenAMoveOfTheSamePlayerIsNoEndOfTheGame) {
  // One pass does not end the game: Black's A1 after Black's pass is played (White's pass, put in
  // to keep the turns, is no player's pass), and the game goes on.
  Engine e(parse_ruleset("simple-ko", SelfCapture::Forbidden));
  ASSERT_EQ(send(e, "boardsize 5"), "=\n\n");
  EXPECT_EQ(send(e, "play b pass"), "=\n\n");
  EXPECT_EQ(send(e, "play b A1"), "=\n\n");
  EXPECT_EQ(send(e, "gogui-rules_final_result"), "= unknown\n\n");
  EXPECT_EQ(send(e, "gogui-rules_side_to_move"), "= white\n\n");
  EXPECT_EQ(send(e, "is_legal w b1"), "= 1\n\n");
  // The other colour's moves are judged as after that pass too: all_legal b lists points.
  EXPECT_NE(send(e, "all_legal b"), "=\n\n");
  // Two real passes still end it.
  EXPECT_EQ(send(e, "play w pass"), "=\n\n");
  EXPECT_EQ(send(e, "play b pass"), "=\n\n");
  EXPECT_EQ(send(e, "gogui-rules_final_result"), "= black\n\n");  // A1 owns the board, komi 7.5
}

TEST(GTP_HostileInput, AHugeKomiIsScoredInPlainDecimals) {
  // The empty 5x5 board: Black 0, White 0; the margin is the komi.
  Engine e(parse_ruleset("simple-ko", SelfCapture::Forbidden));
  ASSERT_EQ(send(e, "boardsize 5"), "=\n\n");
  EXPECT_EQ(send(e, "komi 1234567.5"), "=\n\n");
  EXPECT_EQ(send(e, "final_score"), "= W+1234567.5\n\n");
  EXPECT_EQ(send(e, "komi -0.25"), "=\n\n");
  EXPECT_EQ(send(e, "final_score"), "= B+0.25\n\n");
  EXPECT_EQ(send(e, "komi 1e300"), "=\n\n");
  const std::string huge = send(e, "final_score");
  EXPECT_EQ(huge.substr(0, 4), "= W+");
  EXPECT_EQ(huge.find('e'), std::string::npos) << huge;
  EXPECT_EQ(send(e, "komi 1e400").substr(0, 14), "? syntax error");  // not a finite number
}

TEST(GTP_HostileInput, EveryResponseIsValidUtf8) {
  // Commands with arguments of random bytes (the referee echoes some in its errors), and lines of
  // random bytes: 10,000 responses, every one valid UTF-8.
  Engine e(parse_ruleset("simple-ko", SelfCapture::Forbidden));
  std::mt19937_64 rng(7);
  const char* names[] = {
      "play b ",  "is_legal w ", "boardsize ",     "komi ", "kospec-ruleset ",
      "loadsgf ", "attack ",     "known_command ", "",      "set_free_handicap "};
  for (int i = 0; i < 10000; ++i) {
    std::string line = names[rng() % 10];
    const std::size_t n = 1 + rng() % 12;
    for (std::size_t k = 0; k < n; ++k) line += static_cast<char>(rng() % 256);
    const std::string r = send(e, line);
    ASSERT_TRUE(valid_utf8(r)) << "line " << i;
  }
  // A lone continuation byte and a cut character are escaped, valid characters kept.
  ASSERT_EQ(send(e, "boardsize 5"), "=\n\n");
  EXPECT_EQ(send(e, "play b \x80z"),
            "? syntax error: '\\x80z' is not a vertex of this 5x5 board\n\n");
  EXPECT_EQ(send(e, "play b \xc3\xa9\xc3"),
            "? syntax error: '\xc3\xa9\\xC3' is not a vertex of this 5x5 board\n\n");
}

}  // namespace
}  // namespace kospec::gtp
