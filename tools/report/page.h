#pragma once
// The report page: one self-contained, printable HTML document (no script, no server, no external
// style) made of sections, each with an anchor, listed in a table of contents. A new kind of result
// (termination, differences, claims) is one more Section.

#include <string>
#include <string_view>
#include <vector>

namespace kospec::report {

/// One section of the report: an anchor id, a heading, and its HTML body.
struct Section {
  std::string id;     ///< anchor, unique in the page
  std::string title;  ///< the heading
  std::string html;   ///< the body
};

/// A report page.
struct Page {
  std::string title;              ///< the document's title and first heading
  std::string intro;              ///< HTML under the title
  std::vector<Section> sections;  ///< in order
};

/// Text made safe for HTML.
std::string escape(std::string_view text);

/// An HTML table: a header row of texts (escaped) and rows of HTML cells; `css` is its class,
/// and "small" is added to a table of a few rows (printed on one page).
std::string html_table(const std::vector<std::string>& header,
                       const std::vector<std::vector<std::string>>& rows,
                       std::string_view css = "");

/// The whole page: a style sheet for screen and print, the title, a table of contents, the
/// sections. The same page gives the same bytes.
std::string html_page(const Page& page);

}  // namespace kospec::report
