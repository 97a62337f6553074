// The report's first section: one screen per proposal answering a committee's questions: does
// play end, where does it differ from positional superko, which claims of the rules text does it
// keep or break, what are the small positions worth, does it meet the corpus's expectations.
#include "tools/report/sections.h"

namespace kospec::report {

namespace {

// At most `most` items as a list, then how many more there are and where they are.
std::string items(const std::vector<std::string>& list, std::size_t most,
                  const std::string& where) {
  if (list.empty()) return "";
  std::string html = "<ul>";
  for (std::size_t i = 0; i < list.size() && i < most; ++i)
    html += "<li>" + escape(list[i]) + "</li>";
  if (list.size() > most)
    html += "<li>and " + std::to_string(list.size() - most) + " more (<a href=\"#" + where + "\">" +
            where + "</a>)</li>";
  return html + "</ul>";
}

std::string ends_answer(const ProposalFacts& f) {
  const std::size_t cases = f.ends + f.loops.size() + f.undecided.size();
  if (cases == 0) return "no case was explored";
  std::string html = "every play ends in <b>" + std::to_string(f.ends) + " of " +
                     std::to_string(cases) + "</b> cases";
  if (!f.loops.empty()) html += "; play can go on for ever in " + std::to_string(f.loops.size());
  if (!f.undecided.empty()) html += "; unknown in " + std::to_string(f.undecided.size());
  return html + items(f.loops, 4, "termination") + items(f.undecided, 4, "termination");
}

std::string comparison_answer(const Comparison& c) {
  if (c.differs.empty() && c.agrees == 0) return "not compared";
  return "the same verdicts everywhere in <b>" + std::to_string(c.agrees) +
         "</b> cases; a first difference in <b>" + std::to_string(c.differs.size()) + "</b>" +
         items(c.differs, 5, "differences");
}

// Against positional superko alone (no proposal), or against each baseline.
std::string differs_answer(const ProposalFacts& f, const std::string& name,
                           const std::vector<std::string>& baselines) {
  if (baselines.size() == 1) {
    if (name == baselines.front()) return "it is " + escape(baselines.front());
    const auto it = f.against.find(baselines.front());
    return it == f.against.end() ? "not compared" : comparison_answer(it->second);
  }
  std::string html = "<ul>";
  for (const std::string& b : baselines) {
    const auto it = f.against.find(b);
    html += "<li>from <b>" + escape(b) + "</b>: " +
            (name == b               ? std::string("it is ") + escape(b)
             : it == f.against.end() ? std::string("not compared (the same rules)")
                                     : comparison_answer(it->second)) +
            "</li>";
  }
  return html + "</ul>";
}

std::string counts_answer(const ClaimCounts& c) {
  const std::size_t all = c.kept + c.broken.size() + c.open.size();
  if (all == 0) return "none";
  return "kept <b>" + std::to_string(c.kept) + " of " + std::to_string(all) + "</b>; broken " +
         std::to_string(c.broken.size()) + ", unknown " + std::to_string(c.open.size()) +
         items(c.broken, 6, "claims") + items(c.open, 3, "claims");
}

std::string claims_answer(const ProposalFacts& f) {
  if (!f.claims_checked)
    return "see the claims section (each claim under the rulesets it is made for; name a "
           "proposal with <code>-r</code> to decide every claim under it)";
  return "<p><b>Made for it:</b> " + counts_answer(f.made_for) +
         "</p><p><b>About other rulesets</b> (what the text says of them, decided under this "
         "proposal; a break here is a difference, not a failure): " +
         counts_answer(f.others) + "</p>";
}

std::string corpus_answer(const ProposalFacts& f) {
  if (f.met == 0 && f.unmet.empty()) return "the manifests expect nothing of it";
  return std::to_string(f.met) + " expectations met, " + std::to_string(f.unmet.size()) + " not" +
         items(f.unmet, 4, "contents");
}

std::string proposal_html(const std::string& name, const ProposalFacts& f,
                          const std::vector<std::string>& baselines) {
  const std::string from = baselines.size() == 1 && baselines.front() == "positional-superko"
                               ? "positional superko"
                               : "the baselines";
  const std::vector<std::vector<std::string>> rows{
      {"<b>Does play end?</b>", ends_answer(f)},
      {"<b>Where does it differ from " + from + "?</b>", differs_answer(f, name, baselines)},
      {"<b>The claims of the rules text</b>", claims_answer(f)},
      {"<b>Exact values</b>",
       f.values.empty() ? "no position solved" : items(f.values, 12, "values")},
      {"<b>The corpus's expectations</b>", corpus_answer(f)},
  };
  return "<div class=\"proposal\"><h3>" + escape(name) + "</h3>" +
         html_table({"question", "answer"}, rows, "summary") + "</div>";
}

}  // namespace

Section summary_section(const Context& context) {
  std::string html =
      "<p>One screen per proposal (<code>-r</code>; without one, the rules text's own "
      "<code>cycle-sets</code>): the answers the sections below give in full.</p>";
  for (const std::string& p : context.plan.proposals)
    html += proposal_html(p, context.facts.at(p), context.plan.baselines);
  return {"summary", "Summary of each proposal", html};
}

}  // namespace kospec::report
