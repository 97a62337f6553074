// The report's model-checking sections: termination of every case under every ruleset (kospec
// termination) and where each ruleset first differs from the others (kospec diff).
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "tools/claims/claim.h"
#include "tools/cli/cmd_diff.h"
#include "tools/cli/cmd_report.h"
#include "tools/cli/cmd_termination.h"
#include "tools/cli/cmd_verify.h"
#include "tools/cli/json_output.h"

namespace kospec::cli {

namespace {

namespace fs = std::filesystem;
using report::escape;

// The case files of the corpus directories (those with a manifest), in name order.
std::vector<std::string> case_files(const ReportOptions& options) {
  std::vector<std::string> files;
  for (const std::string& dir : options.directories) {
    if (!fs::exists(fs::path(dir) / "manifest.json")) continue;
    std::vector<std::string> found;
    for (const auto& e : fs::directory_iterator(dir))
      if (e.path().extension() == ".sgf") found.push_back(e.path().string());
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
  }
  return files;
}

std::string moves_text(const Json& moves) {
  std::string out;
  for (const Json& m : moves) out += (out.empty() ? "" : ", ") + m.get<std::string>();
  return out;
}

// One cell of the termination table: ends (and why) or loops (with the lasso in its title).
std::string termination_cell(const Json& v) {
  if (v["terminates"].is_null())
    return "<td class=\"bad\" title=\"" + escape(v["stopped_by"].get<std::string>()) +
           "\">unknown</td>";
  const std::string argument = v["termination"]["argument"];
  if (v["terminates"].get<bool>()) {
    const std::string why = argument.rfind("theorem", 0) == 0    ? "theorem"
                            : argument.rfind("argument", 0) == 0 ? "R9 argument"
                                                                 : "complete graph";
    return "<td class=\"yes\" title=\"" + escape(argument) + "\">ends<br><small>" + why +
           "</small></td>";
  }
  const Json& l = v["lasso"];
  return "<td class=\"bad\" title=\"lead: " + escape(moves_text(l["lead"])) +
         "; cycle: " + escape(moves_text(l["cycle"])) + "\">loops<br><small>" +
         std::to_string(l["lead"].size()) + " + " + std::to_string(l["cycle"].size()) +
         " plies</small></td>";
}

}  // namespace

std::optional<report::Section> termination_section(const ReportOptions& options,
                                                   const std::vector<std::string>& rulesets,
                                                   std::ostream& progress) {
  const std::vector<std::string> files = case_files(options);
  if (files.empty()) return std::nullopt;
  progress << "kospec report: termination of " << files.size() << " cases\n";
  TerminationOptions t;
  t.inputs = files;
  t.rulesets = rulesets;
  t.progress_seconds = 0;
  t.json = true;
  std::ostringstream text;
  run_termination(t, text);
  const Json j = Json::parse(text.str());
  std::vector<std::vector<std::string>> rows;
  std::string lassos;
  for (const Json& c : j["cases"]) {
    const std::string name = fs::path(c["file"].get<std::string>()).stem().string();
    std::vector<std::string> row{"<a href=\"#case-" + escape(name) + "\">" + escape(name) + "</a>"};
    for (const std::string& r : rulesets) {
      const Json& v = c["rulesets"][r];
      row.push_back(termination_cell(v));
      if (v["terminates"] == false && (r == "cycle-sets" || r == "japanese"))
        lassos += "<li><b>" + escape(name) + "</b> under <b>" + escape(r) +
                  "</b>: " + escape(moves_text(v["lasso"]["lead"])) +
                  (v["lasso"]["lead"].empty() ? "" : ", then ") + "the cycle " +
                  escape(moves_text(v["lasso"]["cycle"])) + " for ever</li>";
    }
    rows.push_back(row);
  }
  std::vector<std::string> header{"case"};
  header.insert(header.end(), rulesets.begin(), rulesets.end());
  return report::Section{
      "termination", "Termination: can play go on for ever?",
      "<p>From <code>kospec termination DIR -r RULESET --region moves</code>: board plays on the points "
      "each case's main line plays on, and passes; two consecutive passes end the game (Spight: SPE). "
      "<i>loops</i>: a reachable cycle of legal moves that never ends the game (the shortest lasso found: "
      "plies to the cycle + plies around it; hover for the moves, <code>kospec explore FILE -r R --region "
      "moves</code> draws it); <i>ends</i>: every play ends, by the ruleset's theorem (superkos, Spight), "
      "by the R9 argument (a pass must follow every capture on a cycle of the cycle-set rules, and no "
      "cycle of positions keeps that pattern), or by the complete state graph.</p>" +
          report::html_table(header, rows, "matrix") +
          (lassos.empty()
               ? ""
               : "<p>Endless lines under japanese and cycle-sets:</p><ul>" + lassos + "</ul>")};
}

std::optional<report::Section> differences_section(const ReportOptions& options,
                                                   const std::vector<std::string>& rulesets,
                                                   std::ostream& progress) {
  const std::vector<std::string> files = case_files(options);
  if (files.empty() || rulesets.size() < 2) return std::nullopt;
  progress << "kospec report: differences on " << files.size() << " cases\n";
  std::vector<std::vector<std::string>> rows;
  for (const std::string& file : files) {
    DiffOptions d;
    d.file = file;
    d.rulesets = {"positional-superko"};
    for (const std::string& r : rulesets)
      if (r != "positional-superko") d.rulesets.push_back(r);
    d.region = "moves";
    d.max_states = 200'000;
    d.progress_seconds = 0;
    d.json = true;
    std::ostringstream text;
    run_diff(d, text);
    const Json j = Json::parse(text.str());
    const std::string name = fs::path(file).stem().string();
    std::vector<std::string> row{"<a href=\"#case-" + escape(name) + "\">" + escape(name) + "</a>"};
    for (const Json& c : j["comparisons"]) {
      if (c["differ"].is_null()) {
        row.push_back("<td class=\"bad\">undecided</td>");
      } else if (!c["differ"].get<bool>()) {
        row.push_back("<td class=\"yes\">never</td>");
      } else {
        const std::string b = c["b"];
        const Json& vb = c["verdicts"][b];
        const Json& va = c["verdicts"]["positional-superko"];
        auto words = [](const Json& v) {
          return v.value("verdict", "") +
                 (v.value("verdict", "") == "legal" ? "" : " by " + v.value("rule", ""));
        };
        row.push_back("<td title=\"after " +
                      (c["line"].empty() ? std::string("the start") : moves_text(c["line"])) +
                      ": positional-superko " + escape(words(va)) + ", " + escape(b) + " " +
                      escape(words(vb)) + "\">ply " + std::to_string(c["ply"].get<std::size_t>()) +
                      "<br><small>" + escape(c["move"].get<std::string>()) + "</small></td>");
      }
    }
    rows.push_back(row);
  }
  std::vector<std::string> header{"case"};
  for (const std::string& r : rulesets)
    if (r != "positional-superko") header.push_back(r);
  return report::Section{
      "differences", "Where the rulesets differ from positional superko",
      "<p>From <code>kospec diff FILE -r positional-superko -r all --region moves</code>: the shortest game "
      "from each case's setup after which positional superko and the other ruleset judge a move "
      "differently (one allows it, the other forbids it or ends the game); the cell gives its ply and "
      "move (hover for the line and both verdicts). <i>never</i>: the whole space was searched and they "
      "agree everywhere.</p>" +
          report::html_table(header, rows, "matrix")};
}

std::optional<report::Section> claims_section(const ReportOptions& options, bool& all_held,
                                              std::ostream& progress) {
  if (options.claims.empty()) return std::nullopt;
  const fs::path corpus = fs::path(options.claims) / "claims.json";
  if (!fs::exists(corpus)) {  // only the default may be missing (run_report checks --claims)
    progress << "kospec report: no " << corpus.string()
             << " here: the claims section is left out\n";
    return std::nullopt;
  }
  progress << "kospec report: the claims of " << options.claims << "\n";
  VerifyOptions v;
  v.directory = options.claims;
  v.json = true;
  v.progress_seconds = 0;
  std::ostringstream text;
  if (run_verify(v, text) != 0) all_held = false;
  const Json j = Json::parse(text.str());
  std::map<std::string, std::string> words;  // the claims in words, by id
  for (const claims::Claim& c : claims::read_claims(v.directory)) words[c.id] = claims::describe(c);
  std::vector<std::vector<std::string>> rows;
  for (const Json& c : j["claims"]) {
    std::string results;
    for (const Json& r : c["results"]) {
      const std::string status = r["status"];
      const bool reading = r["about"] == "reading";
      results += std::string("<div style=\"color:") + (status == "holds" ? "#1a4" : "#b00") +
                 "\" title=\"" + escape(r["why"].get<std::string>()) + "\">" +
                 (reading ? "<i>reading</i> " : "") + "<b>" +
                 escape(r["ruleset"].get<std::string>()) + "</b>: " + escape(status) + "</div>";
    }
    const std::string what = words.count(c["id"].get<std::string>()) != 0
                                 ? words.at(c["id"].get<std::string>())
                                 : std::string("?");
    rows.push_back({"<b>" + escape(c["id"].get<std::string>()) + "</b><br><small>" +
                        escape(c["source"].get<std::string>()) + "</small>",
                    "<q>" + escape(c["quote"].get<std::string>()) + "</q>", escape(what), results});
  }
  return report::Section{
      "claims", "Claims of the rules text",
      "<p>From <code>kospec verify " + escape(options.claims) +
          "</code>: each claim the rules text or the accepted outcomes "
          "(rulesets.md) make about their figures, decided under the rulesets it is made for and, in italics, "
          "the readings of A1, A2 and A3 shown beside them. Verdicts are checked on the figure's main line; "
          "outcomes (who lives, who can capture, the value) by exact search of the local game with the "
          "stated external ko threats. A refuted reading is a conflict between that reading and the text's "
          "own claim (hover for the verdict, or the line that decides it).</p>" +
          report::html_table({"claim", "the text says", "checked as", "results"}, rows)};
}

}  // namespace kospec::cli
