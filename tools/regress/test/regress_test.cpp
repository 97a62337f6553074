// Regression files in GNU Go's format: parsed as gogui-regress parses them, and run against GNU Go
// 3.8 and against kospec's referee (corpus/regress/ko-and-reading.tst, whose expected answers are
// worked by hand or quoted in it).
#include <gtest/gtest.h>

#include <sstream>

#include "spec/error.h"
#include "tools/regress/regress_run.h"

namespace kospec::regress {
namespace {

TEST(REGRESS_File, NumberedCommandsAreTestsWithTheirExpectations) {
  const RegressFile f = parse_regress_file(
      "# comment\nloadsgf a.sgf 3\n1 attack C3\n#? [1 (B4|A2)]*\n2 is_legal b A1\n#? [!0]\n"
      "3 name\n",
      "x.tst");
  ASSERT_EQ(f.steps.size(), 4U);
  EXPECT_FALSE(f.steps[0].id.has_value());
  EXPECT_EQ(f.steps[1].id, 1);
  EXPECT_EQ(f.steps[1].line, 3U);
  EXPECT_EQ(f.steps[1].expected->pattern, "1 (B4|A2)");
  EXPECT_TRUE(f.steps[1].expected->expected_fail);
  EXPECT_TRUE(f.steps[2].expected->negated);
  EXPECT_EQ(f.steps[2].expected->pattern, "0");
  const RegressFile refusal = parse_regress_file("1 play b A1\n#? [?.*]\n", "r.tst");
  EXPECT_TRUE(refusal.steps[0].expected->refusal);
  EXPECT_EQ(refusal.steps[0].expected->pattern, ".*");
  EXPECT_FALSE(f.steps[3].expected.has_value());
}

TEST(REGRESS_File, BadLinesNameTheirPlace) {
  try {
    parse_regress_file("1 name\n#? no brackets\n", "bad.tst");
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()).substr(0, 12), "bad.tst:2:4:");
  }
  EXPECT_THROW(parse_regress_file("#? [1]\n", "bad.tst"), InputError);
  EXPECT_THROW(parse_regress_file("1 name\n#? [(]\n", "bad.tst"), InputError);
}

std::vector<FileResult> run_against(const std::string& engine_command) {
  gtp::EngineOptions o;
  o.ids = false;
  gtp::EngineProcess engine(engine_command, o);
  std::ostringstream report;
  return run_files({read_regress_file("corpus/regress/ko-and-reading.tst")}, engine, {}, report);
}

void expect_as_expected(const std::vector<FileResult>& results, std::size_t unexpected) {
  ASSERT_EQ(results.size(), 1U);
  const FileResult& r = results[0];
  EXPECT_TRUE(r.aborted.empty()) << r.aborted;
  EXPECT_EQ(r.tests.size(), 9U);
  EXPECT_EQ(r.unexpected(), unexpected);
  EXPECT_EQ(r.other_errors, 0U);
  // Test 13 is marked '*' and fails as expected: E1 is occupied.
  ASSERT_EQ(r.tests[5].id, 13);
  EXPECT_TRUE(r.tests[5].failed);
}

// Test 1 is marked '*': GNU Go 3.8 answers "2 H1" (a ko) where its manual says H1 attacks L1
// unconditionally ("1 H1"), and kospec's reader, which follows GNU Go 3.8's, answers as GNU Go.
TEST(REGRESS_Run, GnuGoGivesEveryExpectedAnswer) {
  const auto results = run_against("/usr/games/gnugo --mode gtp --quiet");
  expect_as_expected(results, 0);
  EXPECT_EQ(results[0].tests[0].response, "2 H1");
  EXPECT_TRUE(results[0].tests[0].failed);
}

TEST(REGRESS_Run, KospecGivesEveryExpectedAnswer) {
  const auto results = run_against(std::string(KOSPEC_BINARY) + " gtp --ruleset simple-ko");
  expect_as_expected(results, 0);
  EXPECT_EQ(results[0].tests[0].response, "2 H1");
}

TEST(REGRESS_Run, AWrongAnswerIsAnUnexpectedFailureAtItsLine) {
  // Under no-ko the retake at D1 is legal: tests 10 (is_legal) and 12 (all_legal) fail.
  const auto results = run_against(std::string(KOSPEC_BINARY) + " gtp --ruleset no-ko");
  ASSERT_EQ(results[0].unexpected(), 2U);
  EXPECT_EQ(results[0].tests[2].id, 10);
  EXPECT_TRUE(results[0].tests[2].unexpected());
  EXPECT_EQ(results[0].tests[4].id, 12);
  EXPECT_TRUE(results[0].tests[4].unexpected());
  EXPECT_EQ(results[0].tests[2].response, "1");
}

// GNU Go's '*' is a known failure: one that still fails is said as such (and expected: no
// unexpected result), one that passes is "fixed" (unexpected, as GNU Go's "unexpected PASS!"); a
// "[?REGEX]" test asks for a refusal. On kospec's referee, 5x5 under simple ko: the first play at
// C3 is legal, the second is refused (OCC: the point is occupied).
TEST(REGRESS_Run, KnownFailuresStillFailingAreToldFromFixedOnes) {
  const RegressFile f = parse_regress_file(
      "boardsize 5\nclear_board\n1 play black C3\n#? []*\n2 play black C3\n#? []*\n"
      "3 play white C3\n#? [?.*occupied.*]\n4 play white D4\n#? [?.*]\n",
      "known.tst");
  gtp::EngineOptions o;
  o.ids = false;
  gtp::EngineProcess engine(std::string(KOSPEC_BINARY) + " gtp --ruleset simple-ko", o);
  std::ostringstream report;
  const auto results = run_files({f}, engine, {}, report);
  ASSERT_EQ(results.size(), 1U);
  const std::string text = report.str();
  EXPECT_NE(text.find("known.tst:3: 1 fixed: a known failure ('*') that now passes, got ''"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("known.tst:5: 2 known failure, still failing ('*'): Correct '', got '? "),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find("known.tst:7:"), std::string::npos) << text;  // refused, as asked
  EXPECT_NE(text.find("known.tst:9: 4 unexpected FAIL: Correct '?.*', got ''"), std::string::npos)
      << text;
  EXPECT_NE(text.find("4 tests, 2 passed, 2 failed, 2 unexpected (1 fixed), 1 known failures "
                      "still failing"),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find("unexpected PASS"), std::string::npos) << text;
  EXPECT_EQ(results[0].unexpected(), 2U);
  EXPECT_EQ(results[0].fixed(), 1U);
  EXPECT_EQ(results[0].known_failures(), 1U);
}

TEST(REGRESS_Run, AnEngineThatDiesStopsTheFileAndIsRestarted) {
  gtp::EngineOptions o;
  o.ids = false;
  o.command_timeout = std::chrono::milliseconds(2000);
  gtp::EngineProcess engine("read line; exit 1", o);
  std::ostringstream report;
  const auto results =
      run_files({parse_regress_file("1 name\n#? [x]\n2 name\n", "die.tst")}, engine, {}, report);
  EXPECT_NE(results[0].aborted.find("crashed at line 1"), std::string::npos) << results[0].aborted;
}

TEST(REGRESS_Run, AHugeAnswerFailsItsTestInsteadOfCrashingTheMatcher) {
  // 200 KB of 'x' against "#? [.*]": libstdc++'s std::regex_match recurses once a character and
  // overflows the stack past about 100 KB; the answer fails its test as too long to match.
  gtp::EngineOptions o;
  o.ids = false;
  gtp::EngineProcess engine(
      "while read line; do printf '= '; head -c 200000 /dev/zero | tr '\\0' x; printf '\\n\\n'; "
      "done",
      o);
  std::ostringstream report;
  const auto results =
      run_files({parse_regress_file("1 name\n#? [.*]\n", "huge.tst")}, engine, {}, report);
  ASSERT_EQ(results[0].tests.size(), 1U) << report.str();
  EXPECT_TRUE(results[0].tests[0].failed);
  EXPECT_NE(results[0].tests[0].response.find("too long to match: 200000 bytes"),
            std::string::npos);
}

TEST(REGRESS_File, LongPatternsAndFilesThatAreNotFilesAreRefused) {
  EXPECT_THROW(parse_regress_file("1 name\n#? [" + std::string(3000, '(') + "]\n", "deep.tst"),
               InputError);
  EXPECT_THROW(read_regress_file("/dev/zero"), InputError);  // would be read for ever
}

TEST(REGRESS_File, RepetitionCountsAndBackReferencesAboveTheLimitAreRefusedBeforeCompiling) {
  // A count of 22 digits overflows the long libstdc++'s regex compiler reads it into (found by
  // fuzz_tst); one of 5000 would copy the repeated state 5000 times, as would 100 inside 100.
  const std::string big(22, '2');
  for (const std::string& pattern :
       {"a{" + big + "}", "a{1," + big + "}", "(a)\\" + big, std::string("a{5000}"),
        std::string("a{0,1001}"), std::string("(a{100}){100}")}) {
    try {
      parse_regress_file("1 name\n#? [" + pattern + "]\n", "count.tst");
      ADD_FAILURE() << pattern << " was accepted";
    } catch (const InputError& e) {
      EXPECT_NE(std::string(e.what()).find("count.tst:2:4: the regular expression "),
                std::string::npos)
          << e.what();
    }
  }
  // At the limit (10 inside 100 too), an escaped brace and a plain number are not counts.
  for (const char* pattern :
       {"a{1000}", "a{2,1000}", "(a{10}){100}", "\\{99999}", "12345678901234567890"})
    EXPECT_NO_THROW(parse_regress_file(std::string("1 name\n#? [") + pattern + "]\n", "count.tst"))
        << pattern;
}

}  // namespace
}  // namespace kospec::regress
