// The report page: escaping, tables, the table of contents and its anchors.
#include <gtest/gtest.h>

#include "tools/report/page.h"

namespace kospec::report {
namespace {

TEST(REPORT_Page, TextIsEscaped) { EXPECT_EQ(escape("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;"); }

TEST(REPORT_Page, TablesTakeHtmlCellsAndOwnTdCells) {
  const std::string t = html_table({"a<"}, {{"<b>x</b>", "<td class=\"ok\">y</td>"}}, "matrix");
  EXPECT_EQ(t,
            "<div class=\"wide\"><table class=\"matrix small\">\n<tr><th>a&lt;</th></tr>\n"
            "<tr><td><b>x</b></td><td class=\"ok\">y</td></tr>\n</table></div>\n");
}

TEST(REPORT_Page, EverySectionIsInTheContentsWithItsAnchor) {
  const Page page{"T", "<p>i</p>", {{"one", "First", "<p>1</p>"}, {"two", "Second", "<p>2</p>"}}};
  const std::string html = html_page(page);
  EXPECT_EQ(html, html_page(page));  // same bytes
  EXPECT_NE(html.find("<a href=\"#one\">First</a>"), std::string::npos);
  EXPECT_NE(html.find("<h2 id=\"two\">Second</h2>"), std::string::npos);
  EXPECT_NE(html.find("@media print"), std::string::npos);
  EXPECT_EQ(html.find("<script"), std::string::npos);  // readable without a script or a server
}

}  // namespace
}  // namespace kospec::report
