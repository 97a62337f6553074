#include "tools/cli/cmd_verify.h"

#include <algorithm>
#include <iostream>
#include <memory>

#include "spec/error.h"
#include "tools/claims/decide.h"
#include "tools/cli/cmd_common.h"
#include "tools/cli/json_output.h"
#include "tools/cli/position_start.h"

namespace kospec::cli {

namespace {

// The counterexample as JSON: the decider's, with a verdict claim's verdict and its trace.
Json counterexample_json(const std::optional<claims::Counterexample>& c, const Graph& graph) {
  if (!c) return nullptr;
  Json j = c->json;
  if (c->verdict) j["verdict"] = verdict_json(graph, *c->verdict);
  return j;
}

// "B C3, W pass, ..." from a JSON array of move texts.
std::string join_moves(const Json& moves) {
  std::string s;
  for (const Json& m : moves) s += (s.empty() ? "" : ", ") + m.get<std::string>();
  return s;
}

}  // namespace

void add_verify_command(CLI::App& app, int& status) {
  auto o = std::make_shared<VerifyOptions>();
  CLI::App* cmd = app.add_subcommand(
      "verify",
      "Decide the claims of a claims corpus (DIR/claims.json: each claim a position, the rulesets "
      "it is made for, readings shown beside them, the claim and the quoted sentence it comes "
      "from) and print each claim under each ruleset: holds, refuted (with the counterexample), or "
      "unknown (a limit stopped it). Kinds: verdict (a ply of the main line is legal, illegal, no "
      "result or ends, by a rule), terminates (play always ends, or can go on for ever), and the "
      "outcomes, decided as a local game with external ko threats by exact search: survives, "
      "capturable, no-threat-needed, forces-no-result, value-at-least, value-at-most. Exit 0 when "
      "every claim holds under its own rulesets, 1 when one is refuted or unknown there, 2 bad "
      "input.\n"
      "Example: kospec verify corpus/claims");
  cmd->add_option("directory", o->directory, "the claims corpus (default corpus/claims)")
      ->check(CLI::ExistingDirectory);
  cmd->add_option("--ruleset,-r", o->rulesets,
                  "decide under these rulesets only (repeatable; 'all' for every named ruleset)");
  cmd->add_option("--max-states", o->max_states,
                  "nodes of one claim's local game, at most (default 4,000,000)");
  cmd->add_option("--max-memory", o->max_memory_mb, "memory budget in MiB (default 2048)");
  cmd->add_option("--progress", o->progress_seconds,
                  "a progress line on stderr every this many seconds (0: none; default 2)");
  cmd->add_flag(
      "--json", o->json,
      "one JSON object: {\"claims\": [{\"id\", \"file\", \"source\", \"quote\", \"claim\", "
      "\"results\": [{\"ruleset\", \"about\", \"status\", \"why\", \"counterexample\"}]}]}");
  cmd->callback([o, &status] { status = run_verify(*o, std::cout); });
}

int run_verify(const VerifyOptions& given, std::ostream& out) {
  const std::string dir = given.directory.empty() ? "corpus/claims" : given.directory;
  const std::vector<claims::Claim> all = claims::read_claims(dir);
  const std::vector<Ruleset> only = ruleset_list(given.rulesets, SelfCapture::Forbidden);
  const explore::ExactLimits native =
      command_limits(given.max_states, 1'000'000, given.max_memory_mb, given.progress_seconds);
  claims::SearchLimits limits;
  limits.max_nodes = native.max_states;
  limits.max_bytes = native.max_bytes;
  limits.control = native.control;
  int status = 0;
  Json claims = Json::array();
  std::size_t holds = 0, refuted = 0, unknown = 0, conflicts = 0;
  bool stopped = false;
  for (const claims::Claim& c : all) {
    if (stopped) break;
    const claims::ClaimPosition position = claims::read_claim_position(c);
    std::vector<std::pair<std::string, bool>> asked;  // ruleset, whether the claim is made for it
    for (const std::string& r : c.rulesets) asked.emplace_back(r, true);
    for (const std::string& r : c.readings) asked.emplace_back(r, false);
    Json results = Json::array();
    if (!given.json) out << c.id << " (" << c.source << ")\n  \"" << c.quote << "\"\n";
    for (const auto& [name, own] : asked) {
      const Ruleset ruleset = parse_ruleset(name, c.suicide);
      if (!only.empty() && std::none_of(only.begin(), only.end(),
                                        [&](const Ruleset& r) { return r.name == ruleset.name; }))
        continue;
      if (limits.control.stop_requested()) {
        stopped = true;
        break;
      }
      const claims::Decision d = claims::decide(c, position, ruleset, limits);
      if (own) {
        (d.status == claims::Status::Holds     ? holds
         : d.status == claims::Status::Refuted ? refuted
                                               : unknown)++;
        if (d.status != claims::Status::Holds) status = 1;
      } else if (d.status == claims::Status::Refuted) {
        ++conflicts;
      }
      const Json counter = counterexample_json(d.counterexample, position.game.setup.graph);
      results.push_back(Json{{"ruleset", ruleset.name},
                             {"about", own ? "claim" : "reading"},
                             {"status", claims::status_name(d.status)},
                             {"why", d.why},
                             {"counterexample", counter}});
      if (!given.json) {
        out << "  " << (own ? "" : "(reading) ") << ruleset.name << ": "
            << claims::status_name(d.status) << " - " << d.why << "\n";
        if (counter.is_object() && counter.contains("moves"))
          out << "    line: " << join_moves(counter["moves"]) << "\n";
      }
    }
    claims.push_back(Json{{"id", c.id},
                          {"file", c.file},
                          {"source", c.source},
                          {"quote", c.quote},
                          {"claim", c.text},
                          {"results", results}});
  }
  if (stopped) {
    status = 1;
    std::cerr << "kospec verify: stopped by a signal after " << claims.size() << " of "
              << all.size() << " claims\n";
  }
  if (given.json) {
    out << Json{{"claims", claims}}.dump() << "\n";
  } else {
    out << holds << " held, " << refuted << " refuted, " << unknown
        << " unknown under the rulesets the claims are made for; " << conflicts
        << " refuted under a reading shown beside them (the conflicts the README reports)\n";
  }
  return status;
}

}  // namespace kospec::cli
