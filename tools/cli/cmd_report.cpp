#include "tools/cli/cmd_report.h"

#include <iostream>
#include <memory>

#include "tools/claims/verify.h"
#include "tools/cli/cmd_verify.h"
#include "tools/cli/command_stop.h"
#include "tools/cli/throttled_progress.h"
#include "tools/report/report.h"

namespace kospec::cli {

namespace {

void add_budget_options(CLI::App& cmd, report::ReportOptions& o) {
  cmd.add_option("--max-states", o.max_states, "state limit of each case's state graph")
      ->check(CLI::Range(1, 1000000));
  cmd.add_option("--solve-seconds", o.solve_seconds, "time budget of each exact value (default 10)")
      ->check(CLI::PositiveNumber);
  cmd.add_option("--model-seconds", o.model_seconds,
                 "time budget of each termination and difference (default 10)")
      ->check(CLI::PositiveNumber);
  cmd.add_option("--board-seconds", o.board_seconds,
                 "time budget of each empty board's value the committed table (table.tsv) lacks: "
                 "a proposal's, or a baseline's (default 2)")
      ->check(CLI::PositiveNumber);
  cmd.add_option("--claim-seconds", o.claim_seconds,
                 "time budget of each claim under a proposal (default 20)")
      ->check(CLI::PositiveNumber);
  cmd.add_option(
         "--threads", o.threads,
         "exact values solved at once, one ruleset each, and claims decided at once (default 2)")
      ->check(CLI::Range(1, 64));
}

}  // namespace

void add_report_command(CLI::App& app, int& status) {
  auto o = std::make_shared<report::ReportOptions>();
  CLI::App* cmd = app.add_subcommand(
      "report",
      "Write one HTML page (OUT/index.html, with its SVG files) for a rules committee. With a "
      "proposal (-r), the page is about it: its summary, where it differs from the baselines "
      "(--baseline; default cycle-sets, positional-superko, japanese) on every case, the claims "
      "it keeps and breaks (those made for it apart from the rest), its values beside the "
      "baselines', termination, then the rulesets, and every case under the proposal and the "
      "baselines with its figure, state graph, verdicts and traces. Without one, every named "
      "ruleset is compared and the readings matrix of the rules text is written. The sources "
      "come last. Ctrl-C or SIGTERM stops it within a second, with the page written so far. Exit "
      "0, 1 when a corpus expectation is not met, a claim is refuted, or a stop ended it, 2 bad "
      "input.\nExample: kospec report corpus/cycles corpus/solve -r PSK+R15 --out out/report");
  cmd->add_option("inputs", o->inputs,
                  "corpus directories (with manifest.json: cases), folders of positions to solve "
                  "(without one), or SGF files (each a case of its own); default: corpus/cycles "
                  "corpus/solve");
  cmd->add_option("--ruleset,-r", o->proposals,
                  "a proposal: the report is about it, compared with the baselines "
                  "(repeatable; a name or a composition)");
  cmd->add_option("--baseline", o->baselines,
                  "what the proposals are compared with, in place of cycle-sets, "
                  "positional-superko and japanese (repeatable; a name or a composition)");
  cmd->add_option("--out", o->out, "the output directory")->required();
  add_budget_options(*cmd, *o);
  CLI::Option* claims =
      cmd->add_option("--claims", o->claims,
                      "the claims corpus decided in the report's claims section (kospec verify)")
          ->capture_default_str();
  cmd->add_flag_callback(
         "--no-claims", [o] { o->claims.clear(); }, "leave the claims section out")
      ->excludes(claims);
  auto claims_json = std::make_shared<std::string>();
  cmd->add_option(
         "--claims-json", *claims_json,
         "also write the claims section's decisions to FILE as `kospec verify DIR "
         "--json-file FILE` writes them (with -r: as `verify DIR -r P --claim-seconds S`); "
         "make demo hands it to the long tier's CLAIMS_corpus")
      ->excludes("--no-claims");
  CLI::Option* matrix = cmd->add_flag_callback(
      "--readings-matrix", [o] { o->readings_matrix = true; },
      "write the readings matrix (every claim under every reading: minutes) even with a "
      "proposal; without one it is written unless --no-readings-matrix");
  cmd->add_flag_callback(
         "--no-readings-matrix", [o] { o->readings_matrix = false; },
         "leave the readings matrix out")
      ->excludes(matrix);
  auto progress_seconds = std::make_shared<double>(2);
  cmd->add_option("--progress", *progress_seconds,
                  "seconds between progress lines on stderr: a line as each stage and case "
                  "starts, and every this many seconds while one is under way, with the time so "
                  "far and the memory (0 = only the lines as each starts)")
      ->check(CLI::NonNegativeNumber)
      ->capture_default_str();
  cmd->callback([o, claims, claims_json, progress_seconds, &status] {
    o->claims_given = claims->count() > 0;
    if (o->inputs.empty()) o->inputs = {"corpus/cycles", "corpus/solve"};
    VerifyJson json;
    if (!claims_json->empty()) {
      o->claim_result = [&json](const claims::ClaimResult& r) { json.add(r); };
      o->claims_totals = [&json, o, claims_json](const claims::VerifyTotals& t) {
        write_json_file(*claims_json, json.object(o->claims, t), "--claims-json");
      };
    }
    const CommandStop stop;
    ThrottledProgress progress(std::cerr, *progress_seconds);
    status = report::write_report(*o, progress.stream(), stop.flag());
    o->claim_result = nullptr;
    o->claims_totals = nullptr;
  });
}

}  // namespace kospec::cli
