// A proposal's report written end to end on a small input: the simple ko of the cycles corpus as
// the one case, and a folder holding the empty 1x1 board and a table.tsv of the empty boards
// (four lines of the committed corpus/solve/table.tsv). Hand-worked: on the empty 1x1 board with
// self-capture forbidden Black's one play has no liberty and captures nothing, so both sides
// pass and the score is 0 under every ruleset. The committed table gives the empty 3x3 board,
// self-capture forbidden, +9 under positional superko and +2 under natural situational superko.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "tools/report/report.h"

namespace kospec::report {
namespace {

namespace fs = std::filesystem;

const fs::path kSource = KOSPEC_SOURCE_DIR;

// A directory of this test's own (ctest runs the tests of this file at once).
fs::path scratch() {
  return fs::temp_directory_path() /
         ("kospec-report-" +
          std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
}

// The fixture's folder of positions, under the test's directory.
fs::path positions() {
  const fs::path dir = scratch() / "boards";
  fs::create_directories(dir);
  fs::copy_file(kSource / "corpus/solve/boards/1x1-empty.sgf", dir / "1x1-empty.sgf",
                fs::copy_options::overwrite_existing);
  std::ofstream(dir / "table.tsv")
      << "# tools/solve/table.sh with LIMIT=30 (four lines of corpus/solve/table.tsv)\n"
         "1x1\tforbidden\tpositional-superko\t0\tdfpn\t2\t0.02\t16\treplayed 4\n"
         "1x1\tforbidden\tnatural-situational-superko\t0\tdfpn\t2\t0.02\t16\treplayed 4\n"
         "3x3\tforbidden\tpositional-superko\t+9\tdfpn\t4935\t0.16\t54\treplayed 4255\n"
         "3x3\tforbidden\tnatural-situational-superko\t+2\tdfpn\t2924\t0.23\t44\treplayed "
         "11312\n";
  return dir;
}

// The page written about KO+R9+RPE against `baselines`, with small budgets and no claims.
std::string report_page(const std::vector<std::string>& baselines) {
  ReportOptions o;
  o.inputs = {(kSource / "corpus/cycles/simple-ko.sgf").string(), positions().string()};
  o.proposals = {"KO+R9+RPE"};
  o.baselines = baselines;
  o.out = (scratch() / "out").string();
  o.claims.clear();
  o.solve_seconds = o.model_seconds = o.board_seconds = 2;
  std::ostringstream progress;
  write_report(o, progress, nullptr);
  std::ifstream in(fs::path(o.out) / "index.html");
  return std::string(std::istreambuf_iterator<char>(in), {});
}

// The ids of the page's sections, in order.
std::vector<std::string> section_ids(const std::string& html) {
  std::vector<std::string> ids;
  const std::string open = "<section>\n<h2 id=\"";
  for (std::size_t at = html.find(open); at != std::string::npos; at = html.find(open, at + 1)) {
    const std::size_t from = at + open.size();
    ids.push_back(html.substr(from, html.find('"', from) - from));
  }
  return ids;
}

// The header cells of the first table after the section `id`.
std::vector<std::string> header_of(const std::string& html, const std::string& id) {
  const std::size_t section = html.find("<h2 id=\"" + id + "\"");
  const std::size_t row = html.find("<tr>", section);
  std::vector<std::string> cells;
  for (std::size_t at = html.find("<th>", row); at < html.find("</tr>", row);
       at = html.find("<th>", at + 1))
    cells.push_back(html.substr(at + 4, html.find("</th>", at) - at - 4));
  return cells;
}

// The section `id`'s HTML.
std::string section_of(const std::string& html, const std::string& id) {
  const std::size_t from = html.find("<h2 id=\"" + id + "\"");
  return html.substr(from, html.find("</section>", from) - from);
}

using Names = std::vector<std::string>;

TEST(REPORT_ProposalReport, LeadsWithTheProposalAndComparesItWithTheBaselinesOnly) {
  const std::string html = report_page({"positional-superko", "natural-situational-superko"});
  EXPECT_EQ(section_ids(html),
            (Names{"summary", "differences", "values", "board-table", "termination", "rulesets",
                   "corpus-simple-ko", "case-simple-ko", "sources"}));
  const Names columns{"KO+R9+RPE", "positional-superko", "natural-situational-superko"};
  Names with_case{"case"};
  with_case.insert(with_case.end(), columns.begin(), columns.end());
  EXPECT_EQ(header_of(html, "corpus-simple-ko"), with_case);
  EXPECT_EQ(header_of(html, "termination"), with_case);
  EXPECT_EQ(header_of(html, "differences"), (Names{"case", "KO+R9+RPE vs positional-superko",
                                                   "KO+R9+RPE vs natural-situational-superko"}));
  Names boards{"board", "self-capture"};
  boards.insert(boards.end(), columns.begin(), columns.end());
  EXPECT_EQ(header_of(html, "board-table"), boards);  // the empty boards have P's column
  const std::string board_table = section_of(html, "board-table");
  // P's 1x1 cell, which table.tsv lacks, is solved: 0 (hand-worked above).
  EXPECT_NE(board_table.find("<code>1x1</code></td><td>forbidden</td><td title=\"value 0"),
            std::string::npos)
      << board_table;
  EXPECT_NE(board_table.find("3x3, self-capture forbidden: natural-situational-superko +2 where "
                             "positional superko gives +9"),
            std::string::npos);
  EXPECT_EQ(html.find("again on"), std::string::npos);  // a sourced note, not a build log
}

TEST(REPORT_ProposalReport, BaselineNamesTheColumnsAndFindingsNeedPositionalSuperko) {
  const std::string html = report_page({"simple-ko"});
  EXPECT_EQ(header_of(html, "corpus-simple-ko"), (Names{"case", "KO+R9+RPE", "simple-ko"}));
  EXPECT_EQ(header_of(html, "board-table"),
            (Names{"board", "self-capture", "KO+R9+RPE", "simple-ko"}));
  EXPECT_NE(section_of(html, "values").find("positional superko is not one of the columns"),
            std::string::npos);
  EXPECT_EQ(html.find("id=\"readings-matrix\""), std::string::npos);
}

}  // namespace
}  // namespace kospec::report
