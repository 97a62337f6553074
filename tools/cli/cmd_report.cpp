#include "tools/cli/cmd_report.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <set>
#include <sstream>

#include "rules/ruleset.h"
#include "spec/error.h"
#include "spec/rule_text.h"
#include "tools/cli/cmd_rules.h"
#include "tools/cli/cmd_solve.h"
#include "tools/cli/json_output.h"
#include "tools/run/number_text.h"

namespace kospec::cli {

namespace {

namespace fs = std::filesystem;
using report::escape;

// The rulesets compared: those asked for, else every named one and every other a manifest names.
std::vector<std::string> compared_rulesets(const ReportOptions& options) {
  if (!options.rulesets.empty()) return options.rulesets;
  std::vector<std::string> names;
  for (const NamedRuleset& n : named_rulesets()) names.emplace_back(n.name);
  for (const std::string& dir : options.directories) {
    std::ifstream in(fs::path(dir) / "manifest.json");
    if (!in) continue;
    const Json m = Json::parse(in, nullptr, false);
    if (m.is_discarded() || !m.contains("cases")) continue;
    for (const Json& c : m["cases"]) {
      if (!c.contains("expect") || !c["expect"].is_object()) continue;
      for (const auto& [name, _] : c["expect"].items())
        if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
    }
  }
  return names;
}

// The rulesets side by side: which clause each holds, then each one's clause table.
report::Section rulesets_section(const std::vector<std::string>& rulesets) {
  std::vector<Json> tables;
  std::vector<std::string> ids;
  for (const std::string& r : rulesets) {
    std::ostringstream text;
    run_clause_table(r, text, true);
    tables.push_back(Json::parse(text.str()));
    for (const Json& row : tables.back()["clauses"]) {
      const std::string id = row["id"];
      if (row["role"] != "base" && std::find(ids.begin(), ids.end(), id) == ids.end())
        ids.push_back(id);
    }
  }
  std::vector<std::string> header{"ruleset", "composition"};
  header.insert(header.end(), ids.begin(), ids.end());
  std::vector<std::vector<std::string>> rows;
  for (std::size_t i = 0; i < rulesets.size(); ++i) {
    std::string composition = rulesets[i];
    for (const NamedRuleset& n : named_rulesets())
      if (n.name == rulesets[i])
        composition = n.composition.empty() ? "(base rules)" : std::string(n.composition);
    std::vector<std::string> row{"<b>" + escape(rulesets[i]) + "</b>",
                                 "<code>" + escape(composition) + "</code>"};
    for (const std::string& id : ids) {
      std::string role;
      for (const Json& c : tables[i]["clauses"])
        if (c["id"] == id) role = c["role"];
      const char* mark = role == "clause" ? "\u25cf" : role == "option" ? "\u25c6" : "\u25cb";
      row.push_back(
          role.empty() ? "" : "<td class=\"yes\" title=\"" + escape(role) + "\">" + mark + "</td>");
    }
    rows.push_back(row);
  }
  std::string html =
      "<p>A ruleset is the base rules (TURN, OCC, R5, SUI, PASS) followed by its clauses, consulted in order; "
      "the first clause that forbids decides. \u25cf a clause, \u25c6 an option that modifies clauses, \u25cb a "
      "definition the clauses use. A proposal is written the same way (<code>-r PSK+R15</code>).</p>" +
      report::html_table(header, rows, "matrix");
  for (std::size_t i = 0; i < rulesets.size(); ++i) {
    std::vector<std::vector<std::string>> clause_rows;
    for (const Json& c : tables[i]["clauses"])
      clause_rows.push_back({escape(c["role"].get<std::string>()),
                             "<b>" + escape(c["id"].get<std::string>()) + "</b>",
                             escape(c["title"].get<std::string>()),
                             escape(c["summary"].get<std::string>())});
    std::string description;
    for (const NamedRuleset& n : named_rulesets())
      if (n.name == rulesets[i]) description = std::string(n.description);
    html += "<h3>" + escape(rulesets[i]) + "</h3>" +
            (description.empty() ? "" : "<p>" + escape(description) + "</p>") +
            report::html_table({"role", "id", "title", "what it does"}, clause_rows);
  }
  return {"rulesets", "The rulesets compared", html};
}

// Exact values of the small positions (directories without a manifest), under every ruleset.
std::optional<report::Section> values_section(const ReportOptions& options,
                                              const std::vector<std::string>& rulesets,
                                              std::ostream& progress) {
  std::vector<std::vector<std::string>> rows;
  std::string pvs;
  for (const std::string& dir : options.directories) {
    if (fs::exists(fs::path(dir) / "manifest.json")) continue;
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir))
      if (entry.path().extension() == ".sgf") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    for (const fs::path& file : files) {
      progress << "kospec report: solving " << file.string() << "\n";
      std::vector<std::string> row{"<code>" + escape(file.filename().string()) + "</code>"};
      SolveOptions so;
      so.file = file.string();
      so.rulesets = rulesets;
      so.self_capture = SelfCapture::All;
      so.max_nodes = options.solve_nodes;
      so.loop_max_nodes = options.solve_loop_nodes;
      so.threads = options.threads;
      so.quiet = true;
      so.json = true;
      std::ostringstream text;
      run_solve(so, text);
      const Json table = Json::parse(text.str());
      for (const Json& j : table["rulesets"]) {
        const std::string summary = j.value("summary", "?");
        row.push_back("<td class=\"" + std::string(j["status"] == "solved" ? "" : "bad") +
                      "\" title=\"" + escape(j.value("description", "")) + "\">" + escape(summary) +
                      "</td>");
        if (j["ruleset"] == "positional-superko" && j["status"] == "solved") {
          std::string pv;
          for (const Json& m : j["pv"]) pv += (pv.empty() ? "" : ", ") + m.get<std::string>();
          pvs += "<li><code>" + escape(file.filename().string()) + "</code>: " + escape(summary) +
                 " by " + escape(pv) + "</li>";
        }
      }
      rows.push_back(row);
    }
  }
  if (rows.empty()) return std::nullopt;
  std::vector<std::string> header{"position"};
  header.insert(header.end(), rulesets.begin(), rulesets.end());
  return report::Section{
      "values", "Exact values of the small positions",
      "<p>Area scoring, komi 0, Black's score minus White's, self-capture allowed (Tromp-Taylor; reading SOLVE.sui), "
      "from <code>kospec solve FILE -r RULESET --suicide all</code>. <i>endless</i>: neither side can force an end; "
      "<i>stopped</i>: the search stopped at " +
          run::grouped(options.solve_nodes) + " nodes (the loop search of the cycle-set rules at " +
          run::grouped(options.solve_loop_nodes) +
          ") without a value (in brackets, the bounds it proved; hover a cell for its "
          "description). The published values: <code>corpus/solve/README.md</code> "
          "(R. Hayward's 1x5 values; J. Tromp and B. Taylor's 2x2 value +1).</p>" +
          report::html_table(header, rows, "matrix") +
          "<p>Principal variations under positional superko:</p><ul>" + pvs + "</ul>"};
}

// Every source cited: the corpus manifests' and the published rules' citations.
report::Section sources_section(const ReportOptions& options,
                                const std::vector<std::string>& rulesets) {
  std::set<std::string> sources;
  for (const std::string& dir : options.directories) {
    std::ifstream in(fs::path(dir) / "manifest.json");
    if (!in) continue;
    const Json m = Json::parse(in, nullptr, false);
    if (m.is_discarded() || !m.contains("cases")) continue;
    for (const Json& c : m["cases"])
      for (const Json& s : c.value("sources", Json::array())) sources.insert(s.get<std::string>());
  }
  std::set<std::string> rules;
  for (const std::string& r : rulesets) {
    for (RuleId id : parse_ruleset(r, SelfCapture::Forbidden).clauses) {
      const RuleText& t = rule_text(id);
      rules.insert(std::string(rule_code(id)) + " " + std::string(t.title) + ": " +
                   (t.citation.empty()
                        ? "the cycle-set rules text (spec/text/ko-rules-cycle-sets.txt)"
                        : std::string(t.citation)));
    }
  }
  std::string html = "<h3>The rules</h3><ul>";
  for (const std::string& r : rules) html += "<li>" + escape(r) + "</li>";
  html += "</ul><h3>The corpus's expectations</h3><ul>";
  for (const std::string& s : sources) html += "<li>" + escape(s) + "</li>";
  return {"sources", "Sources cited", html + "</ul>"};
}

}  // namespace

void add_report_command(CLI::App& app, int& status) {
  auto o = std::make_shared<ReportOptions>();
  CLI::App* cmd = app.add_subcommand(
      "report",
      "Write one HTML page (OUT/index.html, with its SVG files) for a rules committee: the rulesets "
      "compared, every corpus case under every ruleset with its figure, state graph, verdicts and "
      "traces, the exact values of small positions, the claims of the rules text, and the sources. Exit "
      "0, 1 when a corpus expectation is not met or a claim is refuted, 2 bad input.");
  cmd->add_option("directories", o->directories,
                  "corpus directories: with manifest.json, cases; without, positions to solve "
                  "(default: corpus/cycles corpus/solve)")
      ->check(CLI::ExistingDirectory);
  cmd->add_option(
      "--ruleset,-r", o->rulesets,
      "compare this ruleset (repeatable; a name or a composition); default: every named "
      "ruleset and every other the manifests name");
  cmd->add_option("--out", o->out, "the output directory")->required();
  cmd->add_option("--max-states", o->max_states, "state limit of each case's state graph")
      ->check(CLI::Range(1, 1000000));
  cmd->add_option("--solve-nodes", o->solve_nodes,
                  "node limit of each exact value (default 1,000,000)")
      ->check(CLI::Range(1, 100000000));
  cmd->add_option("--solve-loop-nodes", o->solve_loop_nodes,
                  "node limit of the values the loop search finds (the cycle-set rules, whose "
                  "nodes cost about ten times more; default 100,000)")
      ->check(CLI::Range(1, 100000000));
  cmd->add_option("--threads", o->threads,
                  "exact values solved at once, one ruleset each (default 2)")
      ->check(CLI::Range(1, 64));
  CLI::Option* claims =
      cmd->add_option("--claims", o->claims,
                      "the claims corpus decided in the report's claims section (kospec verify)")
          ->capture_default_str();
  cmd->add_flag_callback(
         "--no-claims", [o] { o->claims.clear(); }, "leave the claims section out")
      ->excludes(claims);
  cmd->callback([o, claims, &status] {
    o->claims_given = claims->count() > 0;
    status = run_report(*o, std::cerr);
  });
}

int run_report(const ReportOptions& given, std::ostream& progress) {
  ReportOptions options = given;
  if (options.directories.empty()) options.directories = {"corpus/cycles", "corpus/solve"};
  const std::vector<std::string> rulesets = compared_rulesets(options);
  for (const std::string& r : rulesets)
    parse_ruleset(r, SelfCapture::Forbidden);  // bad names first
  if (options.claims_given && !fs::exists(fs::path(options.claims) / "claims.json"))
    throw InputError(options.claims + ": no claims.json there (--claims)");
  fs::create_directories(options.out);
  report::Page page;
  page.title = "kospec report: ko rules compared on the corpus";
  std::string dirs;
  for (const std::string& d : options.directories)
    dirs += (dirs.empty() ? "" : ", ") + ("<code>" + escape(d) + "</code>");
  page.intro =
      "<p>Written by <code>kospec report</code> (kospec 0.1.0) from " + dirs +
      ". Every verdict names the rule that decided it (<code>kospec explain ID</code> quotes it). "
      "Plies count from the position set up in the SGF file (ply 0).</p>";
  page.sections.push_back(rulesets_section(rulesets));
  bool all_expected = true;
  for (report::Section& s : corpus_sections(options, rulesets, all_expected, progress))
    page.sections.push_back(std::move(s));
  if (auto v = values_section(options, rulesets, progress)) page.sections.push_back(std::move(*v));
  if (auto t = termination_section(options, rulesets, progress))
    page.sections.push_back(std::move(*t));
  if (auto d = differences_section(options, rulesets, progress))
    page.sections.push_back(std::move(*d));
  if (auto c = claims_section(options, all_expected, progress))
    page.sections.push_back(std::move(*c));
  page.sections.push_back(sources_section(options, rulesets));
  const fs::path index = fs::path(options.out) / "index.html";
  std::ofstream out(index, std::ios::binary);
  out << report::html_page(page);
  if (!out) throw InputError(index.string() + ": cannot write");
  progress << "kospec report: wrote " << index.string() << "\n";
  return all_expected ? 0 : 1;
}

}  // namespace kospec::cli
