// The campaign against the real GNU Go 3.8 (installed with the other dependencies: without it
// these tests fail). A fault is injected by running GNU Go with --ko-depth 0, which keeps it from
// reading conditional ko captures below the first move: the campaign must find the disagreements
// on tripod9's kos, minimize them and save them as cases that the unfaulted GNU Go, asked the
// saved question on the saved position, answers as kospec does. And one short self-play game is
// read end to end.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "reading/position_setup.h"
#include "reading/reader.h"
#include "sgf/sgf_file.h"
#include "tools/gtp_client/engine_process.h"
#include "tools/reading_campaign/campaign.h"
#include "tools/reading_campaign/gnugo_oracle.h"

namespace kospec::reading::campaign {
namespace {

std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::filesystem::path fresh_dir(const char* name) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / name;
  std::filesystem::remove_all(dir);
  return dir;
}

// A saved case: its .sgf (next to the .tst) and the question the .tst asks (q[2] attack or defend,
// q[3] the vertex), and kospec's answer to it.
struct SavedCase {
  sgf::SgfGame game;
  Question asked;
  Point target;

  SavedCase(const std::filesystem::path& tst, const std::smatch& q)
      : game(sgf::read_game_file(std::filesystem::path(tst).replace_extension(".sgf").string())),
        asked(q[2] == "attack" ? Question::Attack : Question::Defend),
        target(*game.setup.graph.parse_name(q[3].str())) {}

  Answer kospec() const {
    FastBoard board = board_at_ply(game.setup, game.moves, game.moves.size());
    Reader reader(board);
    const ReadResult r =
        asked == Question::Attack ? reader.attack(target) : reader.find_defense(target);
    return Answer{r.code, r.move, r.nodes};
  }
};

TEST(READING_CampaignGnuGo, InjectedFaultIsFoundMinimizedAndSaved) {
  CampaignOptions o;
  o.inputs = {"corpus/reading/tripod9.sgf"};
  o.engine = gtp::gnugo_command() + " --ko-depth 0";
  o.out = fresh_dir("kospec_campaign_fault");
  const CampaignStats s = run_campaign(o);
  EXPECT_EQ(s.games, 1U);
  EXPECT_EQ(s.plies, 1U);  // the setup position only: the record has no moves
  EXPECT_GE(s.disagreements, 1U);
  ASSERT_EQ(s.cases_written, s.distinct_disagreements);
  EXPECT_TRUE(std::filesystem::exists(o.out / "report.json"));
  // Every saved case: kospec reads the saved position as the .tst comment says, and the unfaulted
  // GNU Go 3.8 gives the same result code on it.
  GnuGoOracle gnugo(gtp::gnugo_command(), std::chrono::seconds(60), o.out / "check");
  const std::regex question("\n([0-9]+) (attack|defend) ([A-T][0-9]+)\n");
  const std::regex kospec_said("kospec \\(komaster scheme 5\\): ([0-3])");
  std::size_t checked = 0;
  for (const auto& e : std::filesystem::directory_iterator(o.out / "cases")) {
    if (e.path().extension() != ".tst") continue;
    const std::string tst = slurp(e.path());
    std::smatch q;
    std::smatch k;
    ASSERT_TRUE(std::regex_search(tst, q, question)) << tst;
    ASSERT_TRUE(std::regex_search(tst, k, kospec_said)) << tst;
    EXPECT_NE(tst.find("loadsgf " + e.path().stem().string() + ".sgf\n"), std::string::npos);
    const SavedCase c(e.path(), q);
    const Answer r = c.kospec();
    EXPECT_EQ(gtp_number(r.code), std::stoi(k[1])) << tst;
    gnugo.load_setup(c.game);
    EXPECT_EQ(gnugo.ask(c.game.setup.graph, c.asked, c.target).code, r.code) << tst;
    ++checked;
  }
  EXPECT_EQ(checked, s.cases_written);
}

// The saved cases of the campaign in corpus/reading/campaign: every one is judged (its comment
// names who is right), and the reader judged right passes it as a GNU Go regression test: the
// answer to the .tst question is the expected `#? [...]` text.
TEST(READING_CampaignGnuGo, SavedCasesAreJudgedAndTheRightReaderPassesThem) {
  GnuGoOracle gnugo(gtp::gnugo_command(), std::chrono::seconds(60),
                    fresh_dir("kospec_campaign_saved"));
  const std::regex question("\n([0-9]+) (attack|defend) ([A-T][0-9]+)\n#\\? \\[([^\\]]*)\\]");
  const std::regex right("right: ([^\\n]+)\\.\\n");
  std::size_t checked = 0;
  for (const auto& e : std::filesystem::directory_iterator("corpus/reading/campaign")) {
    if (e.path().extension() != ".tst") continue;
    const std::string tst = slurp(e.path());
    std::smatch q;
    std::smatch who;
    ASSERT_TRUE(std::regex_search(tst, q, question)) << e.path();
    ASSERT_TRUE(std::regex_search(tst, who, right)) << e.path() << " has no verdict:\n" << tst;
    const SavedCase c(e.path(), q);
    const Graph& g = c.game.setup.graph;
    Answer answer;
    if (who[1].str().rfind("kospec", 0) == 0) {
      answer = c.kospec();
    } else {
      gnugo.load_setup(c.game);
      answer = gnugo.ask(g, c.asked, c.target);
    }
    EXPECT_EQ(answer.text(g), q[4].str()) << e.path() << ", right: " << who[1];
    ++checked;
  }
  EXPECT_GE(checked, 1U);  // corpus/reading/campaign holds the campaign's one disagreement
}

TEST(READING_CampaignGnuGo, SelfPlayGameIsReadEndToEnd) {
  CampaignOptions o;
  o.selfplay_games = 1;
  o.sizes = {7};
  o.seed = 3;
  o.out = fresh_dir("kospec_campaign_selfplay");
  const CampaignStats s = run_campaign(o);
  EXPECT_EQ(s.games, 1U);
  EXPECT_EQ(s.input_errors, 0U);
  EXPECT_EQ(s.engine_errors, 0U);
  const sgf::SgfGame game = sgf::read_game_file((o.out / "games" / "selfplay-7-3.sgf").string());
  EXPECT_EQ(s.plies, game.moves.size());  // every ply read once
  const Tally all = CampaignStats::total(s.all_by_size);
  const Tally ko = CampaignStats::total(s.ko_by_size);
  EXPECT_GT(all.strings, 0U);
  EXPECT_LE(ko.strings, all.strings);
  EXPECT_EQ(all.attack.asked, all.strings);
  EXPECT_EQ(all.defend.asked, all.strings);
  // The target: the result codes agree on at least 95% of the positions with a ko.
  EXPECT_GE(ko.code_agreement(), 95.0);
  const std::string report = slurp(o.out / "report.json");
  EXPECT_NE(report.find("\"ko_positions\""), std::string::npos);
}

}  // namespace
}  // namespace kospec::reading::campaign
