#include "tools/report/report.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>

#include "rules/ruleset.h"
#include "sgf/sgf_file.h"
#include "spec/error.h"
#include "tools/corpus/corpus_files.h"
#include "tools/report/sections.h"
#include "tools/run/number_text.h"
#include "tools/run/run_control.h"

namespace kospec::report {

namespace {

namespace fs = std::filesystem;

// An SGF file given alone is tabled with the small positions when it has at most this many points.
constexpr std::size_t kValuedPoints = 16;

// Sorts the inputs: corpora of cases (directories with a manifest, SGF files), positions to solve
// (directories without a manifest, small SGF files).
void classify_inputs(Context& c) {
  for (const std::string& in : c.options.inputs) {
    if (!fs::exists(in)) throw InputError(in + ": no such file or directory");
    if (fs::is_directory(in) && !corpus::has_manifest(in)) {
      for (const std::string& f : corpus::sgf_inputs({in})) c.positions.push_back(f);
      if (fs::exists(fs::path(in) / "table.tsv")) c.tables.push_back(in);
      continue;
    }
    c.corpora.push_back(corpus::read_corpus(in));
    if (!fs::is_directory(in) && sgf::read_game_file(in).setup.graph.size() <= kValuedPoints)
      c.positions.push_back(in);
  }
}

// The plan: without a proposal every named ruleset and every other a manifest names; with one,
// the proposals and their baselines.
void choose_rulesets(Context& c) {
  std::vector<std::string> named;
  for (const NamedRuleset& n : named_rulesets()) named.emplace_back(n.name);
  c.plan = plan_report(c.options, corpus::with_manifest_rulesets(named, c.corpora));
  for (const std::string& p : c.plan.proposals) c.facts[p];
}

std::string joined(const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

std::string intro(const Context& c) {
  std::string inputs;
  for (const std::string& d : c.options.inputs)
    inputs += (inputs.empty() ? "" : ", ") + ("<code>" + escape(d) + "</code>");
  return "<p>Written by <code>kospec report</code> (kospec 0.1.0) from " + inputs +
         ". Every verdict names the rule that decided it (<code>kospec explain ID</code> quotes "
         "it). Plies count from the position set up in the SGF file (ply 0). Numbered notes under "
         "each table give every reason a cell stands for.</p>";
}

// The stages, in the order they run; each adds its sections to the page.
using Stage = std::pair<const char*, std::function<void(Context&, Page&)>>;

std::vector<Stage> stages() {
  return {
      {"rulesets", [](Context& c, Page& p) { p.sections.push_back(rulesets_section(c)); }},
      {"corpus",
       [](Context& c, Page& p) {
         for (Section& s : corpus_sections(c)) p.sections.push_back(std::move(s));
       }},
      {"values",
       [](Context& c, Page& p) {
         if (auto s = values_section(c)) p.sections.push_back(std::move(*s));
         if (auto s = board_table_section(c)) p.sections.push_back(std::move(*s));
       }},
      {"termination",
       [](Context& c, Page& p) {
         if (auto s = termination_section(c)) p.sections.push_back(std::move(*s));
       }},
      {"differences",
       [](Context& c, Page& p) {
         if (auto s = differences_section(c)) p.sections.push_back(std::move(*s));
       }},
      {"claims",
       [](Context& c, Page& p) {
         if (auto s = claims_section(c)) p.sections.push_back(std::move(*s));
       }},
      {"readings matrix",
       [](Context& c, Page& p) {
         if (auto s = matrix_section(c)) p.sections.push_back(std::move(*s));
       }},
  };
}

// report.json beside the page: the exit status, where a stop came, and each stage's time.
void write_summary(const std::string& out, const nlohmann::ordered_json& summary) {
  const fs::path path = fs::path(out) / "report.json";
  std::ofstream file(path, std::ios::binary);
  file << summary.dump(2) << "\n";
  if (!file) throw InputError(path.string() + ": cannot write");
}

void write_page(const Page& page, const std::string& out) {
  const fs::path index = fs::path(out) / "index.html";
  std::ofstream file(index, std::ios::binary);
  file << html_page(page);
  if (!file) throw InputError(index.string() + ": cannot write");
}

}  // namespace

int write_report(const ReportOptions& options, std::ostream& progress,
                 const std::atomic<bool>* stop) {
  Context c{options};
  c.stop = stop;
  c.progress = &progress;
  classify_inputs(c);
  choose_rulesets(c);
  if (options.claims_given && !fs::exists(fs::path(options.claims) / "claims.json"))
    throw InputError(options.claims + ": no claims.json there (--claims)");
  fs::create_directories(fs::path(options.out) / "cases");
  Page page;
  page.title = "kospec report: ko rules compared on the corpus";
  if (c.plan.proposal_first)
    page.title =
        "kospec report: " + joined(c.plan.proposals) + " against " + joined(c.plan.baselines);
  page.intro = intro(c);
  std::string stopped_at;
  const run::RunControl quiet;
  const run::ProgressClock clock(quiet);
  nlohmann::ordered_json stage_times = nlohmann::ordered_json::array();
  for (const auto& [name, build] : stages()) {
    if (c.stopping()) {
      stopped_at = name;
      break;
    }
    progress << "kospec report: stage " << name << " (at " << run::seconds_text(clock.seconds())
             << ")\n"
             << std::flush;
    const double start = clock.seconds();
    build(c, page);
    stage_times.push_back({{"stage", name}, {"seconds", clock.seconds() - start}});
  }
  if (stopped_at.empty() && c.stopping()) stopped_at = "claims";
  page.sections.insert(page.sections.begin(), summary_section(c));
  page.sections.push_back(sources_section(c));
  order_sections(page.sections, c.plan.proposal_first);
  if (!stopped_at.empty())
    page.intro += "<p class=\"stopped\"><b>Stopped by a signal before the " + stopped_at +
                  " stage was done:</b> the sections after it are left out, and those before it "
                  "may hold cells marked stopped.</p>";
  write_page(page, options.out);
  const int status = stopped_at.empty() && c.all_expected ? 0 : 1;
  write_summary(options.out, {{"status", status},
                              {"stopped_at", stopped_at},
                              {"all_expected", c.all_expected},
                              {"proposals", c.options.proposals},
                              {"seconds", clock.seconds()},
                              {"stages", stage_times}});
  progress << "kospec report: wrote " << (fs::path(options.out) / "index.html").string() << " in "
           << run::seconds_text(clock.seconds()) << (stopped_at.empty() ? "" : " (stopped early)")
           << "\n";
  return status;
}

ProposalFacts* Context::facts_of(const std::string& ruleset) {
  const auto it = facts.find(ruleset);
  return it == facts.end() ? nullptr : &it->second;
}

std::string case_anchor(const std::string& file) {
  return "case-" + fs::path(file).stem().string();
}

std::string case_region(const std::vector<Move>& main_line) {
  return main_line.empty() ? "all" : "moves";
}

std::vector<std::string> case_files(const Context& context) {
  std::vector<std::string> files;
  for (const corpus::Manifest& m : context.corpora)
    for (const corpus::Case& c : m.cases) files.push_back(c.path);
  return files;
}

}  // namespace kospec::report
