// corpus/reading/disagreements: the shrunk disagreements saved by the property suite load back as
// local problems (target and region in the root comment, the ko ban through the recorded capture),
// the exact search solves them, and the reader keeps its guarantees on them: it terminates, leaves
// the board as it was, and does not answer 0 where the exact class is an outright WIN.
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>

#include "reading/exact_class.h"
#include "reading/position_setup.h"
#include "reading/reader.h"
#include "sgf/sgf_file.h"

namespace kospec::reading {
namespace {

std::string after(const std::string& text, const std::string& label) {
  const std::size_t at = text.find(label);
  if (at == std::string::npos) return {};
  const std::size_t end = text.find('\n', at);
  return text.substr(at + label.size(),
                     end == std::string::npos ? std::string::npos : end - at - label.size());
}

TEST(READING_Disagreements, SavedCasesLoadAndKeepTheReadersGuarantees) {
  std::size_t cases = 0;
  for (const auto& entry : std::filesystem::directory_iterator("corpus/reading/disagreements")) {
    if (entry.path().extension() != ".sgf") continue;
    ++cases;
    const sgf::SgfGame game = sgf::read_game_file(entry.path().string());
    const Graph& g = game.setup.graph;
    FastBoard board = board_at_ply(game.setup, game.moves, game.moves.size());
    std::vector<Point> region;
    std::istringstream names(after(game.root_comment, "region:"));
    for (std::string name; names >> name;) region.push_back(*g.parse_name(name));
    const std::optional<Point> target = g.parse_name(after(game.root_comment, "target: "));
    ASSERT_TRUE(target) << entry.path();
    LocalProblem p{g, board.configuration(), board.ko(), PointSet::of(region), *target};
    p.validate();
    const ExactClass exact = classify_exactly(p);
    ASSERT_TRUE(exact.complete) << entry.path();
    for (KoScheme scheme : {KoScheme::Scheme5, KoScheme::V2_7_232, KoScheme::V2_7_232Revised}) {
      FastBoard b = p.board();
      Reader reader(b, ReadingLimits{}, scheme, 14);
      const ReadCode attack = reader.attack(p.target).code;
      const ReadCode defend = reader.find_defense(p.target).code;
      EXPECT_EQ(b.configuration(), p.config);
      if (exact.attack == ReadCode::Win) {
        EXPECT_NE(attack, ReadCode::Lose) << entry.path();
      }
      if (exact.defend == ReadCode::Win && exact.attack != ReadCode::Lose) {
        EXPECT_NE(defend, ReadCode::Lose) << entry.path();
      }
    }
  }
  EXPECT_GE(cases, 1U);
}

}  // namespace
}  // namespace kospec::reading
