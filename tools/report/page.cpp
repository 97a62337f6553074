#include "tools/report/page.h"

#include "tools/figure/svg.h"

namespace kospec::report {

namespace {

constexpr std::string_view kStyle = R"(
body { font-family: "DejaVu Sans", Verdana, Arial, sans-serif; color: #1a1a1a; max-width: 1180px;
       margin: 2em auto; padding: 0 1.5em; line-height: 1.45; font-size: 15px; }
h1 { font-size: 1.7em; margin-bottom: 0.2em; }
h2 { font-size: 1.35em; border-bottom: 2px solid #1f3f8f; padding-bottom: 0.15em; margin-top: 2em; }
h3 { font-size: 1.1em; margin-top: 1.6em; }
table { border-collapse: collapse; margin: 0.6em 0 1em; font-size: 0.88em; }
.wide { overflow-x: auto; }
th, td { border: 1px solid #c8c8c8; padding: 0.25em 0.5em; vertical-align: top; text-align: left; }
th { background: #eef1f8; }
td.ok { background: #eef8ee; }
td.bad { background: #fbe3e3; font-weight: bold; }
td.illegal { color: #a02000; }
td.ends { color: #7a4b00; }
td.yes { text-align: center; color: #1f3f8f; font-weight: bold; }
code, .mono { font-family: "DejaVu Sans Mono", monospace; font-size: 0.92em; }
img { max-width: 100%; height: auto; border: 1px solid #e0e0e0; background: white; }
figure { margin: 0.8em 0; }
figcaption { font-size: 0.85em; color: #444; }
.case { border-top: 1px solid #ddd; padding-top: 0.4em; }
.trace { font-size: 0.82em; margin: 0.2em 0 0.2em 1em; padding-left: 1em; }
.note { color: #555; font-size: 0.9em; }
nav ol { columns: 2; font-size: 0.92em; }
sup.note-mark { font-size: 0.72em; margin-left: 0.15em; }
ol.notes { font-size: 0.8em; color: #333; margin: 0.2em 0 1.2em; padding-left: 2.2em; }
ol.notes li { margin: 0.1em 0; }
.proposal { border: 1px solid #c8c8c8; border-left: 4px solid #1f3f8f; padding: 0.2em 1em;
            margin: 0.8em 0; break-inside: avoid; }
table.summary th:first-child, table.summary td:first-child { width: 13em; }
table.summary ul { margin: 0.2em 0; padding-left: 1.2em; }
.holds { color: #1a4; }
.fails { color: #b00; }
.holds small, .fails small { color: #444; }
.stopped { color: #a02000; }
@page { size: A4; margin: 12mm; }
@media print {
  body { max-width: none; margin: 0; font-size: 10px; line-height: 1.3; }
  nav { break-after: page; }
  h2 { margin-top: 1.2em; }
  h2, h3, h4, figcaption { break-after: avoid; }
  figure, tr, li, .proposal, table.small, ol.notes li { break-inside: avoid; }
  figure img { max-height: 150mm; width: auto; }
  figure.board img { max-height: 70mm; }
  .wide { overflow: visible; }
  a { color: inherit; text-decoration: none; }
}
)";

// Tables of at most this many rows are kept on one printed page.
constexpr std::size_t kSmallRows = 12;

}  // namespace

std::string escape(std::string_view text) { return figure::xml_escape(text); }

std::string html_table(const std::vector<std::string>& header,
                       const std::vector<std::vector<std::string>>& rows, std::string_view css) {
  // Wide tables (a column a ruleset) scroll inside their box, never the page. A small table is
  // printed on one page; a longer one breaks between rows.
  const std::string classes =
      std::string(css) + (rows.size() <= kSmallRows ? (css.empty() ? "small" : " small") : "");
  std::string out = "<div class=\"wide\"><table" +
                    (classes.empty() ? std::string() : " class=\"" + classes + "\"") + ">\n<tr>";
  for (const std::string& h : header) out += "<th>" + escape(h) + "</th>";
  out += "</tr>\n";
  for (const auto& row : rows) {
    out += "<tr>";
    for (const std::string& cell : row)
      out += cell.rfind("<td", 0) == 0 ? cell : "<td>" + cell + "</td>";
    out += "</tr>\n";
  }
  return out + "</table></div>\n";
}

std::string html_page(const Page& page) {
  std::string out =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" +
      escape(page.title) + "</title>\n<style>" + std::string(kStyle) +
      "</style>\n</head>\n<body>\n<h1>" + escape(page.title) + "</h1>\n" + page.intro +
      "\n<nav><h2 id=\"contents\">Contents</h2>\n<ol>\n";
  for (const Section& s : page.sections)
    out += "<li><a href=\"#" + escape(s.id) + "\">" + escape(s.title) + "</a></li>\n";
  out += "</ol></nav>\n";
  for (const Section& s : page.sections)
    out += "<section>\n<h2 id=\"" + escape(s.id) + "\">" + escape(s.title) + "</h2>\n" + s.html +
           "</section>\n";
  return out + "</body>\n</html>\n";
}

}  // namespace kospec::report
