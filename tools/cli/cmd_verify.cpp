#include "tools/cli/cmd_verify.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

#include "spec/error.h"
#include "tools/claims/verify.h"
#include "tools/cli/cmd_common.h"
#include "tools/cli/command_limits.h"
#include "tools/cli/command_stop.h"
#include "tools/cli/json_output.h"
#include "tools/cli/progress_line.h"
#include "tools/cli/text_output.h"
#include "tools/corpus/corpus_files.h"
#include "tools/run/stop_name.h"

namespace kospec::cli {

namespace {

namespace fs = std::filesystem;

// The counterexample as JSON: the decider's, with a verdict claim's verdict and its trace.
Json counterexample_json(const std::optional<claims::Counterexample>& c, const Graph& graph) {
  if (!c) return nullptr;
  Json j = c->json;
  if (c->verdict) j["verdict"] = verdict_json(graph, *c->verdict);
  return j;
}

// The rulesets asked with -r, "all" expanded; each is parsed first, so a bad one is bad input.
std::vector<std::string> proposals(const std::vector<std::string>& asked) {
  std::vector<std::string> names;
  for (const Ruleset& r : ruleset_list(asked, SelfCapture::Forbidden)) names.push_back(r.name);
  return names;
}

// The claims of the input: its claims.json, or for SGF files without one, that play ends.
std::vector<claims::Claim> input_claims(const std::string& input,
                                        const std::vector<std::string>& rulesets) {
  if (fs::is_directory(input) && fs::exists(fs::path(input) / "claims.json"))
    return claims::read_claims(input);
  return claims::play_ends_claims(corpus::sgf_inputs({input}),
                                  rulesets.empty() ? proposals({"all"}) : rulesets);
}

// The claims named by --claim, in the corpus's order; an id the corpus lacks is bad input.
std::vector<claims::Claim> only(std::vector<claims::Claim> all,
                                const std::vector<std::string>& ids) {
  if (ids.empty()) return all;
  for (const std::string& id : ids)
    if (std::none_of(all.begin(), all.end(), [&](const claims::Claim& c) { return c.id == id; }))
      throw InputError("--claim " + id + ": no claim of that id in the corpus");
  std::erase_if(all, [&](const claims::Claim& c) {
    return std::find(ids.begin(), ids.end(), c.id) == ids.end();
  });
  return all;
}

Json claim_json(const claims::Claim& c) {
  return Json{
      {"id", c.id},      {"file", c.file},         {"source", c.source},      {"quote", c.quote},
      {"claim", c.text}, {"rulesets", c.rulesets}, {"results", Json::array()}};
}

std::string result_text(const claims::ClaimResult& r, const Json& counter) {
  const claims::About about = r.asked.about;
  std::string text = "  " +
                     std::string(about == claims::About::Claim
                                     ? ""
                                     : "(" + std::string(claims::about_name(about)) + ") ") +
                     r.asked.ruleset.name + ": " + claims::status_name(r.decision.status) + " - " +
                     r.decision.why + "\n";
  if (about == claims::About::Control && r.decision.status == claims::Status::Holds)
    text += "    CANNOT FAIL: the claim holds under its control ruleset too\n";
  if (counter.is_object() && counter.contains("moves"))
    text += "    line: " + joined(counter["moves"].get<std::vector<std::string>>()) + "\n";
  return text;
}

std::string counts_text(std::size_t holds, std::size_t refuted, std::size_t unknown) {
  return std::to_string(holds) + " held, " + std::to_string(refuted) + " refuted, " +
         std::to_string(unknown) + " unknown";
}

// The totals line. Under -r the results are told apart: those under the proposal where the claim
// is not made for it, and those where the proposal is a ruleset the claim is made for.
std::string totals_text(const claims::VerifyTotals& t, bool proposed) {
  const std::string readings =
      std::to_string(t.conflicts) +
      " refuted under a reading shown beside them (the conflicts the readings matrix reports)";
  if (proposed)
    return counts_text(t.proposal.holds, t.proposal.refuted, t.proposal.unknown) +
           " under the rulesets asked (-r), about claims not made for them (proposal); " +
           counts_text(t.holds - t.proposal.holds, t.refuted - t.proposal.refuted,
                       t.unknown - t.proposal.unknown) +
           " where a ruleset asked is one the claim is made for; " + readings + "\n";
  return counts_text(t.holds, t.refuted, t.unknown) +
         " under the rulesets the claims are made for (their default readings included); " +
         readings + "; " + std::to_string(t.cannot_fail) +
         " claims cannot fail (they hold under their control ruleset too)\n";
}

Json counts_json(std::size_t holds, std::size_t refuted, std::size_t unknown) {
  return Json{{"holds", holds}, {"refuted", refuted}, {"unknown", unknown}};
}

Json totals_json(const claims::VerifyTotals& t) {
  return Json{{"holds", t.holds},
              {"refuted", t.refuted},
              {"unknown", t.unknown},
              {"conflicts", t.conflicts},
              {"cannot_fail", t.cannot_fail},
              {"stopped", t.stopped},
              {"proposal", counts_json(t.proposal.holds, t.proposal.refuted, t.proposal.unknown)},
              {"made_for", counts_json(t.holds - t.proposal.holds, t.refuted - t.proposal.refuted,
                                       t.unknown - t.proposal.unknown)}};
}

// The claim's heading: its id, where it comes from, the rulesets it is made for, its quote.
std::string claim_heading(const claims::Claim& c) {
  return c.id + " (" + c.source + "; made for " + joined(c.rulesets) + ")\n  \"" + c.quote + "\"\n";
}

}  // namespace

Json claim_result_json(const claims::ClaimResult& r, const Graph& graph) {
  return Json{{"ruleset", r.asked.ruleset.name},
              {"about", claims::about_name(r.asked.about)},
              {"status", claims::status_name(r.decision.status)},
              {"why", r.decision.why},
              {"seconds", r.seconds},
              {"counterexample", counterexample_json(r.decision.counterexample, graph)}};
}

void add_verify_command(CLI::App& app, int& status) {
  auto o = std::make_shared<VerifyOptions>();
  CLI::App* cmd = app.add_subcommand(
      "verify",
      "Decide the claims of a claims corpus (DIR/claims.json: each claim a position, the rulesets "
      "it is made for, readings shown beside them, the claim and the quoted sentence it comes "
      "from) and print each claim under each ruleset: holds, refuted (with the counterexample), or "
      "unknown (a limit stopped it). With -r, every claim is decided under the rulesets asked (a "
      "proposal: any composition), whatever rulesets it is made for. An SGF file, or a folder of "
      "them without claims.json, is a user's own position: its claim is that every play from it "
      "ends. Kinds: verdict, terminates, survives, capturable, no-threat-needed, "
      "forces-no-result, value-at-least, value-at-most. Exit 0 when every claim holds under its "
      "own rulesets (with -r: under every ruleset asked), 1 when one is refuted or unknown there "
      "or a stop (Ctrl-C, SIGTERM, --time-limit) ended the run, 2 bad input.\n"
      "Examples: kospec verify corpus/claims\n"
      "          kospec verify corpus/claims -r PSK+R15\n"
      "          kospec verify corpus/claims --readings all --threads 2");
  cmd->add_option("input", o->input,
                  "the claims corpus (default corpus/claims), an SGF file or a folder of them");
  cmd->add_option("--ruleset,-r", o->rulesets,
                  "decide every claim under this ruleset (repeatable; a name, a composition, or "
                  "'all' for every named ruleset)");
  cmd->add_option("--claim", o->claim_ids, "decide only this claim (repeatable; its id)");
  cmd->add_option("--max-states", o->max_states,
                  "nodes of one claim's local game, at most (default 4,000,000)");
  cmd->add_option("--max-memory", o->max_memory_mb, "memory budget in MiB (default 2048)");
  cmd->add_option("--progress", o->progress_seconds,
                  "a progress line on stderr every this many seconds (0: none; default 2)")
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--time-limit", o->time_limit_seconds,
                  "stop after this many seconds with the claims decided so far (exit 1)")
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--readings", o->readings,
                  "the readings matrix instead: every claim under every reading of this rule "
                  "(repeatable: A1, R13, A2, A3, or 'all'), which readings keep which claims, "
                  "the one keeping the most (ties to the literal words), and the smallest set of "
                  "claims no reading keeps together (an inconsistency of the text)");
  cmd->add_option("--claim-seconds", o->claim_seconds,
                  "each claim under each ruleset within this many seconds, else unknown (0: no "
                  "budget; default 0)")
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--threads", o->threads,
                  "claims decided at once (default 1; each has the whole --max-memory budget)")
      ->check(CLI::PositiveNumber);
  cmd->add_flag("--json", o->json,
                "one JSON object: {\"schema\", \"command\", \"claims\": [{\"id\", \"file\", "
                "\"source\", \"quote\", \"claim\", \"rulesets\", \"results\": [{\"ruleset\", "
                "\"about\", \"status\", \"why\", \"counterexample\"}]}], \"totals\"}");
  cmd->add_option("--json-file", o->json_file,
                  "also write the --json object to FILE (the listing still goes to the terminal)");
  cmd->callback([o, &status] { status = run_verify(*o, std::cout); });
}

std::pair<const Json*, bool> VerifyJson::add(const claims::ClaimResult& r) {
  const bool opened = listed_.empty() || listed_.back()["id"] != r.claim->id;
  if (opened) listed_.push_back(claim_json(*r.claim));
  Json& results = listed_.back()["results"];
  results.push_back(claim_result_json(r, r.position->game.setup.graph));
  return {&results.back(), opened};
}

Json VerifyJson::object(const std::string& input, const claims::VerifyTotals& totals) const {
  Json j = command_json("verify");
  j["input"] = input;
  j["claims"] = listed_;
  j["totals"] = totals_json(totals);
  j["status"] = totals.all_hold() ? 0 : 1;
  return j;
}

void write_json_file(const std::string& path, const Json& json, const std::string& option) {
  std::ofstream file(path, std::ios::binary);
  file << json.dump() << "\n";
  if (!file) throw InputError(path + ": cannot write (" + option + ")");
}

int run_verify(const VerifyOptions& given, std::ostream& out) {
  if (!given.readings.empty()) return run_readings_matrix(given, out);
  const std::string input = given.input.empty() ? "corpus/claims" : given.input;
  const std::vector<std::string> asked = proposals(given.rulesets);
  const std::vector<claims::Claim> all = only(input_claims(input, asked), given.claim_ids);
  const bool own = !fs::exists(fs::path(input) / "claims.json");
  const CommandStop stop(given.time_limit_seconds);
  const explore::ExactLimits native =
      command_limits(given.max_states, 1'000'000, given.max_memory_mb, given.progress_seconds,
                     stop.flag(), progress_sink("verify", std::make_shared<WorkName>()));
  claims::SearchLimits limits;
  limits.max_nodes = native.max_states;
  limits.max_bytes = native.max_bytes;
  limits.control = native.control;
  VerifyJson json;
  const auto each = [&](const claims::ClaimResult& decided) {
    claims::ClaimResult r = decided;
    // A result the command's stop ended names it: --time-limit, or a signal only if one came.
    if (stop.requested()) r.decision.why = run::named_stop(r.decision.why, stop.why());
    const auto [result, opened] = json.add(r);
    if (given.json) return;
    if (opened) out << claim_heading(*r.claim);
    out << result_text(r, (*result)["counterexample"]) << std::flush;
  };
  const claims::VerifyTotals totals =
      claims::verify_claims(all, own ? std::vector<std::string>{} : asked, limits, each, {},
                            given.claim_seconds, given.threads);
  if (totals.stopped)
    std::cerr << "kospec verify: stopped by " << stop.why() << " after " << totals.decided
              << " results (" << json.claims() << " of " << all.size() << " claims)\n";
  if (given.json || !given.json_file.empty()) {
    const Json j = json.object(input, totals);
    if (given.json) out << j.dump() << "\n";
    if (!given.json_file.empty()) write_json_file(given.json_file, j, "--json-file");
  }
  if (!given.json) out << totals_text(totals, !asked.empty() && !own);
  return totals.all_hold() ? 0 : 1;
}

}  // namespace kospec::cli
