// Short campaigns against GNU Go 3.8 and against broken engines.
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>

#include "tools/fuzz/engine_profile.h"
#include "tools/fuzz/fuzzer.h"
#include "tools/regress/regress_run.h"

namespace kospec::fuzz {
namespace {

std::string temp_dir(const std::string& name) {
  auto dir = std::filesystem::temp_directory_path() / ("kospec_fuzz_test_" + name);
  std::filesystem::remove_all(dir);
  return dir.string();
}

TEST(FUZZ_Campaign, GnuGoSimpleKoAgreesWithKospec) {
  // GNU Go's default rules are simple ko with suicide forbidden (gnugo --help); nothing in them
  // depends on history beyond the last move, so kospec and GNU Go should agree everywhere.
  FuzzOptions o;
  o.ruleset = parse_ruleset("simple-ko", SelfCapture::Forbidden);
  o.engine = gnugo_command(o.ruleset, "/usr/games/gnugo");
  o.games = 6;
  o.sizes = {5, 7};
  o.max_plies = 60;
  o.out_dir = temp_dir("simple");
  std::ostringstream progress;
  const FuzzSummary s = run_campaign(o, progress);
  EXPECT_EQ(s.games, 6U);
  EXPECT_GT(s.comparisons, 50U);
  EXPECT_TRUE(s.findings.empty()) << progress.str();
}

TEST(FUZZ_Campaign, GnuGoSuperkoMissesRepetitionsBySelfCapture) {
  // Tromp-Taylor: a self-capture that recreates a position repeats it. With --allow-all-suicide
  // GNU Go lists a one-stone self-capture as legal even though the configuration is unchanged.
  FuzzOptions o;
  o.ruleset = parse_ruleset("positional-superko", SelfCapture::All);
  o.engine = gnugo_command(o.ruleset, "/usr/games/gnugo");
  o.games = 6;
  o.sizes = {5};
  o.max_plies = 80;
  o.out_dir = temp_dir("psk");
  std::ostringstream progress;
  const FuzzSummary s = run_campaign(o, progress);
  ASSERT_FALSE(s.findings.empty()) << progress.str();
  EXPECT_EQ(s.findings[0].signature, "engine-allows/PSK+self-capture");
  EXPECT_TRUE(std::filesystem::exists(s.findings[0].file));
  EXPECT_LE(s.findings[0].plies, s.findings[0].original_plies);
  // Its .tst reproducer: GNU Go still disagrees (one unexpected result); kospec's referee under
  // the same ruleset gives kospec's answer.
  const auto tst = regress::read_regress_file(s.findings[0].tst);
  std::ostringstream report;
  gtp::EngineOptions no_ids;
  no_ids.ids = false;
  gtp::EngineProcess gnugo(o.engine, no_ids);
  EXPECT_EQ(regress::run_files({tst}, gnugo, {}, report)[0].unexpected(), 1U) << report.str();
  gtp::EngineProcess referee(
      std::string(KOSPEC_BINARY) + " gtp --ruleset positional-superko --suicide all", no_ids);
  EXPECT_EQ(regress::run_files({tst}, referee, {}, report)[0].unexpected(), 0U) << report.str();
}

}  // namespace
}  // namespace kospec::fuzz
