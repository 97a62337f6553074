#include "tools/report/values_findings.h"

#include "tools/report/page.h"

namespace kospec::report {

namespace {

constexpr const char* kPsk = "positional-superko";

}  // namespace

std::vector<std::string> value_findings(const std::vector<ValueCell>& cells) {
  std::vector<std::string> found;
  for (const ValueCell& c : cells) {
    if (!c.known || c.ruleset == kPsk) continue;
    for (const ValueCell& psk : cells)
      if (psk.ruleset == kPsk && psk.where == c.where && psk.known && psk.result != c.result)
        found.push_back(c.where + ": " + c.ruleset + " " + c.result +
                        " where positional superko gives " + psk.result);
  }
  return found;
}

std::string findings_html(const std::vector<std::string>& findings, bool compared) {
  if (!compared)
    return "<p><b>Findings:</b> none drawn (positional superko is not one of the columns).</p>";
  if (findings.empty())
    return "<p><b>Findings:</b> no value found differs from positional superko's.</p>";
  const std::size_t n = findings.size();
  std::string html = "<p><b>Findings</b> (" + std::to_string(n) + (n == 1 ? " cell" : " cells") +
                     " whose value differs from positional superko's):</p><ul "
                     "class=\"findings\">";
  for (const std::string& f : findings) html += "<li>" + escape(f) + "</li>";
  return html + "</ul>";
}

}  // namespace kospec::report
