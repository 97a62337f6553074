#pragma once
// kospec report: one HTML page (and its SVG files) a rules committee reads: the rulesets compared
// with their clause tables, the corpus case x ruleset table, for each case its figure, its state
// graph with every ruleset's verdicts and the traces of the deciding plies, exact values of the
// small positions, and the sources cited.

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "tools/report/page.h"

namespace kospec::cli {

/// What `kospec report` was asked to do.
struct ReportOptions {
  std::vector<std::string>
      directories;                    ///< corpus directories (default corpus/cycles, corpus/solve)
  std::vector<std::string> rulesets;  ///< rulesets compared (default: every named, and the
                                      ///< manifests' others)
  std::string out;                    ///< the output directory
  std::size_t max_states = 5000;      ///< the state graphs' limit
  std::uint64_t solve_nodes = 1'000'000;     ///< the exact values' node limit
  std::uint64_t solve_loop_nodes = 100'000;  ///< the same for the loop search (cycle-set rules)
  std::size_t threads = 2;                   ///< exact values solved at once
  std::string claims = "corpus/claims";      ///< the claims corpus ("" leaves the claims out)
  bool claims_given = false;                 ///< --claims was given: a missing corpus is an error
};

/// Registers the subcommand; its callback runs it and stores the exit status.
void add_report_command(CLI::App& app, int& status);

/// Writes OUT/index.html and OUT/cases/*.svg; returns 0, or 1 when a corpus expectation is not
/// met (the page says which). Progress lines go to `progress`. Throws InputError on bad input.
int run_report(const ReportOptions& options, std::ostream& progress);

/// The page's sections for the corpus directories (used by run_report; files go under `out`).
std::vector<report::Section> corpus_sections(const ReportOptions& options,
                                             const std::vector<std::string>& rulesets,
                                             bool& all_expected, std::ostream& progress);

/// The termination table of the corpus cases under every ruleset (nullopt without cases).
std::optional<report::Section> termination_section(const ReportOptions& options,
                                                   const std::vector<std::string>& rulesets,
                                                   std::ostream& progress);

/// Where each ruleset first differs from positional superko on each case (nullopt without cases).
std::optional<report::Section> differences_section(const ReportOptions& options,
                                                   const std::vector<std::string>& rulesets,
                                                   std::ostream& progress);

/// The claims of options.claims under their rulesets and readings (nullopt when left out, or when
/// the default corpus is not there); clears all_held when a claim is refuted.
std::optional<report::Section> claims_section(const ReportOptions& options, bool& all_held,
                                              std::ostream& progress);

}  // namespace kospec::cli
