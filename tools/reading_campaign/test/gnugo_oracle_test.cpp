// GNU Go 3.8 as the oracle, run as a subprocess over GTP: its answers on corpus/reading are those
// the manifest records (so the record stays true to the installed engine), and a table prints
// kospec's reader under each scheme beside GNU Go. GNU Go is installed with the other dependencies
// (.ci/install-deps): without it the test fails.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

#include "reading/position_setup.h"
#include "reading/reader.h"
#include "sgf/sgf_file.h"
#include "tools/gtp_client/engine_process.h"

namespace kospec::reading {
namespace {

TEST(READING_GnuGo, AnswersAsTheManifestRecords) {
  std::ifstream in("corpus/reading/manifest.json");
  const nlohmann::json m = nlohmann::json::parse(in);
  gtp::EngineProcess gnugo(gtp::gnugo_command(), std::chrono::minutes(1));
  std::cout << "case                  question  GNU Go   kospec 5   2.7.232   2.7.232-revised\n";
  for (const auto& c : m["cases"]) {
    const std::string file = "corpus/reading/" + c["file"].get<std::string>();
    const std::string vertex = c["vertex"].get<std::string>();
    ASSERT_TRUE(gnugo.send("loadsgf " + std::filesystem::absolute(file).string()).ok()) << file;
    // GNU Go's persistent reading cache survives loadsgf, and its key misses the ko ban: two
    // cases with the same stones would share answers.
    ASSERT_TRUE(gnugo.send("clear_cache").ok());
    const sgf::SgfGame game = sgf::read_game_file(file);
    for (const std::string question : {"attack", "defend"}) {
      const gtp::Response reply = gnugo.send(question + " " + vertex);
      ASSERT_TRUE(reply.ok()) << file << " " << question << ": " << reply.text;
      EXPECT_EQ(reply.text, c["gnugo"][question].get<std::string>()) << file << " " << question;
      std::cout << c["file"].get<std::string>()
                << std::string(22 - std::min<std::size_t>(21, c["file"].get<std::string>().size()),
                               ' ')
                << question << "    " << reply.text
                << std::string(9 - std::min<std::size_t>(8, reply.text.size()), ' ');
      for (KoScheme s : {KoScheme::Scheme5, KoScheme::V2_7_232, KoScheme::V2_7_232Revised}) {
        FastBoard board = board_at_ply(game.setup, game.moves, game.moves.size());
        Reader reader(board, ReadingLimits{}, s);
        const Point p = *game.setup.graph.parse_name(vertex);
        const ReadResult r = question == "attack" ? reader.attack(p) : reader.find_defense(p);
        std::string text = std::to_string(gtp_number(r.code));
        if (r.move) text += " " + game.setup.graph.name(*r.move);
        std::cout << text << std::string(10 - std::min<std::size_t>(9, text.size()), ' ');
      }
      std::cout << "\n";
    }
  }
}

}  // namespace
}  // namespace kospec::reading
