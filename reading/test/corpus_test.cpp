// corpus/reading: every case read under komaster scheme 5 gives the result its manifest expects
// (the manual's worked examples, hand analyses in the SGF root comments, GNU Go 3.8's answers).
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "reading/position_setup.h"
#include "reading/reader.h"
#include "sgf/sgf_file.h"

namespace kospec::reading {
namespace {

nlohmann::json manifest() {
  std::ifstream in("corpus/reading/manifest.json");
  return nlohmann::json::parse(in);
}

TEST(READING_Corpus, EveryCaseGivesItsDocumentedResult) {
  const nlohmann::json m = manifest();
  ASSERT_GE(m["cases"].size(), 7U);
  for (const auto& c : m["cases"]) {
    const std::string file = "corpus/reading/" + c["file"].get<std::string>();
    const sgf::SgfGame game = sgf::read_game_file(file);
    const Graph& g = game.setup.graph;
    const Point vertex = *g.parse_name(c["vertex"].get<std::string>());
    for (const std::string question : {"attack", "defend"}) {
      const auto& expect = c["expect"][question];
      FastBoard board = board_at_ply(game.setup, game.moves, game.moves.size());
      Reader reader(board);
      const ReadResult r =
          question == "attack" ? reader.attack(vertex) : reader.find_defense(vertex);
      EXPECT_EQ(gtp_number(r.code), expect["code"].get<int>()) << file << " " << question;
      if (expect.contains("move")) {
        ASSERT_TRUE(r.move) << file << " " << question;
        EXPECT_EQ(g.name(*r.move), expect["move"].get<std::string>()) << file << " " << question;
      }
      if (expect.contains("moves")) {  // several moves achieve the code (hand analysis)
        ASSERT_TRUE(r.move) << file << " " << question;
        bool listed = false;
        for (const auto& mv : expect["moves"]) listed = listed || g.name(*r.move) == mv;
        EXPECT_TRUE(listed) << file << " " << question << ": " << g.name(*r.move);
      }
    }
  }
}

}  // namespace
}  // namespace kospec::reading
