// The findings a values table leads with. The values are the committed table's
// (corpus/solve/table.tsv) for the empty 3x3 board, self-capture forbidden: +9 under positional
// superko, +2 under natural situational superko, +9 under situational superko.
#include <gtest/gtest.h>

#include "tools/report/values_findings.h"

namespace kospec::report {
namespace {

const std::string k3x3 = "3x3, self-capture forbidden";

TEST(REPORT_ValuesFindings, ACellDifferingFromPositionalSuperkoIsAFinding) {
  const std::vector<ValueCell> cells{{k3x3, "positional-superko", "+9"},
                                     {k3x3, "situational-superko", "+9"},
                                     {k3x3, "natural-situational-superko", "+2"}};
  EXPECT_EQ(value_findings(cells),
            std::vector<std::string>{"3x3, self-capture forbidden: natural-situational-superko +2 "
                                     "where positional superko gives +9"});
}

TEST(REPORT_ValuesFindings, AStoppedCellOrAnotherPlaceIsNoFinding) {
  const std::vector<ValueCell> cells{{k3x3, "positional-superko", "+9"},
                                     {k3x3, "cycle-sets", "stopped[+2,+9]", false},
                                     {"2x2, self-capture forbidden", "japanese", "+1"}};
  EXPECT_TRUE(value_findings(cells).empty());
  const std::vector<ValueCell> psk_stopped{{k3x3, "positional-superko", "stopped", false},
                                           {k3x3, "natural-situational-superko", "+2"}};
  EXPECT_TRUE(value_findings(psk_stopped).empty());
}

TEST(REPORT_ValuesFindings, TheLineSaysWhenPositionalSuperkoIsNotCompared) {
  EXPECT_NE(findings_html({}, false).find("positional superko is not one of the columns"),
            std::string::npos);
  const std::string one = findings_html({"a <b>"}, true);
  EXPECT_NE(one.find("(1 cell whose value differs"), std::string::npos);
  EXPECT_NE(one.find("<li>a &lt;b&gt;</li>"), std::string::npos);
}

}  // namespace
}  // namespace kospec::report
