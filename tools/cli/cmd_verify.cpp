#include "tools/cli/cmd_verify.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

#include "spec/error.h"
#include "tools/cli/cmd_common.h"
#include "tools/cli/json_output.h"
#include "tools/cli/position_start.h"
#include "tools/cli/text_output.h"
#include "tools/explore/termination.h"
#include "tools/run/stop_signals.h"

namespace kospec::cli {

namespace {

namespace fs = std::filesystem;

// What deciding one claim under one ruleset found.
struct Decision {
  std::string status;  // "holds", "refuted" or "unknown"
  std::string why;     // the verdict or the argument, in words
  Json counterexample = nullptr;
};

std::string verdict_words(const Verdict& v) {
  if (v.outcome == Outcome::Legal) return "legal";
  return std::string(outcome_name(v.outcome)) + " by " + std::string(rule_code(v.deciding)) + ": " +
         v.decisive_finding().statement;
}

// A verdict claim: the ply of the main line has the outcome (and the rule), every earlier ply legal.
Decision decide_verdict(const PositionStart& position, const Ruleset& ruleset, const Json& claim,
                        const std::string& file) {
  const std::size_t ply = claim.at("ply").get<std::size_t>();
  const std::vector<Move>& line = position.main_line;
  if (ply == 0 || ply > line.size())
    throw InputError(file + ": claim ply " + std::to_string(ply) + " is beyond the main line");
  Game game(position.game.setup, ruleset);
  for (std::size_t i = 0; i + 1 < ply; ++i) {
    const Judgement j = game.play(line[i]);
    if (j.verdict.outcome != Outcome::Legal) {
      return {"refuted", "ply " + std::to_string(i + 1) + " is already " + verdict_words(j.verdict),
              Json{{"ply", i + 1}, {"verdict", verdict_json(game.record().graph(), j.verdict)}}};
    }
  }
  const Verdict v = game.judge(line[ply - 1]).verdict;
  const bool outcome_ok =
      std::string(outcome_name(v.outcome)) == claim.at("outcome").get<std::string>();
  const bool rule_ok =
      !claim.contains("rule") || claim["rule"].get<std::string>() == rule_code(v.deciding);
  const std::string words = "ply " + std::to_string(ply) + " (" +
                            move_text(game.record().graph(), line[ply - 1]) + ") " +
                            verdict_words(v);
  if (outcome_ok && rule_ok) return {"holds", words, nullptr};
  sgf::SgfGame g = position.game;
  g.moves.assign(line.begin(), line.begin() + static_cast<std::ptrdiff_t>(ply));
  g.move_comments.clear();
  g.move_positions.clear();
  g.root_comment = "kospec verify: counterexample under " + ruleset.name + ": " + words;
  return {"refuted", words,
          Json{{"ply", ply},
               {"verdict", verdict_json(game.record().graph(), v)},
               {"sgf", sgf::write_game(g)}}};
}

// A termination claim: whether play from the position can go on for ever (region: its moves).
Decision decide_terminates(const PositionStart& position, const Ruleset& ruleset, const Json& claim,
                           const std::string& file) {
  const Game start = start_game(position, ruleset, file);
  const PointSet region = start_region(position, start, "moves");
  explore::NativeLimits limits;
  limits.max_states = 2'000'000;
  limits.max_bytes = std::size_t{2} << 30;
  limits.control.stop = &run::install_stop_signals();
  const explore::Decided d = explore::explore_and_decide(start, region, limits, 20000, false);
  const explore::Termination& t = d.termination;
  if (!t.terminates) return {"unknown", t.argument, nullptr};
  const bool holds = *t.terminates == claim.at("value").get<bool>();
  Json counter = nullptr;
  if (!holds && t.lasso) {
    std::vector<std::string> lead, cycle;
    for (std::uint32_t e : t.lasso->lead)
      lead.push_back(move_text(position.game.setup.graph, d.graph.move(e)));
    for (std::uint32_t e : t.lasso->cycle)
      cycle.push_back(move_text(position.game.setup.graph, d.graph.move(e)));
    counter = Json{{"lead", lead}, {"cycle", cycle}};
  }
  return {holds ? "holds" : "refuted", t.argument, counter};
}

}  // namespace

void add_verify_command(CLI::App& app, int& status) {
  auto o = std::make_shared<VerifyOptions>();
  CLI::App* cmd = app.add_subcommand(
      "verify",
      "Decide the claims of a claims corpus (DIR/claims.json: each claim a position, the rulesets "
      "it is made for, literal readings shown beside them, the claim and the quoted sentence it "
      "comes from) and print a claim x ruleset table: holds, refuted (with the counterexample), or "
      "unknown (a limit stopped it). Kinds: verdict (a ply of the main line is legal, illegal, no "
      "result or ends, by a rule) and terminates (play from the position always ends, or can go on "
      "for ever). Exit 0 when every claim holds under its own rulesets, 1 when one is refuted or "
      "unknown there, 2 bad input.\n"
      "Example: kospec verify corpus/claims");
  cmd->add_option("directory", o->directory, "the claims corpus (default corpus/claims)")
      ->check(CLI::ExistingDirectory);
  cmd->add_option("--ruleset,-r", o->rulesets,
                  "decide under these rulesets only (repeatable; 'all' for every named ruleset)");
  cmd->add_flag(
      "--json", o->json,
      "one JSON object: {\"claims\": [{\"id\", \"file\", \"source\", \"quote\", \"claim\", "
      "\"results\": [{\"ruleset\", \"about\", \"status\", \"why\", \"counterexample\"}]}]}");
  cmd->callback([o, &status] { status = run_verify(*o, std::cout); });
}

int run_verify(const VerifyOptions& given, std::ostream& out) {
  const std::string dir = given.directory.empty() ? "corpus/claims" : given.directory;
  std::ifstream in(fs::path(dir) / "claims.json");
  if (!in) throw InputError(dir + "/claims.json: cannot open");
  const Json corpus = Json::parse(in, nullptr, false);
  if (corpus.is_discarded() || !corpus.contains("claims") || !corpus["claims"].is_array())
    throw InputError(dir + "/claims.json: expected a JSON object with a \"claims\" array");
  const std::vector<Ruleset> only = ruleset_list(given.rulesets, SelfCapture::Forbidden);
  int status = 0;
  Json claims = Json::array();
  std::size_t holds = 0, refuted = 0, unknown = 0, conflicts = 0;
  for (const Json& c : corpus["claims"]) {
    const std::string id = c.value("id", "?");
    if (!c.contains("file") || !c.contains("claim") || !c.contains("rulesets"))
      throw InputError(dir + "/claims.json: claim '" + id + "' needs file, claim and rulesets");
    const std::string file =
        (fs::path(dir) / c["file"].get<std::string>()).lexically_normal().string();
    const PositionStart position = read_position(file, 0);
    std::vector<std::pair<std::string, bool>> asked;  // ruleset, whether the claim is made for it
    for (const Json& r : c["rulesets"]) asked.emplace_back(r.get<std::string>(), true);
    for (const Json& r : c.value("readings", Json::array()))
      asked.emplace_back(r.get<std::string>(), false);
    Json results = Json::array();
    if (!given.json)
      out << id << " (" << c.value("source", "") << ")\n  \"" << c.value("quote", "") << "\"\n";
    for (const auto& [name, own] : asked) {
      const Ruleset ruleset = parse_ruleset(name, SelfCapture::Forbidden);
      if (!only.empty() && std::none_of(only.begin(), only.end(),
                                        [&](const Ruleset& r) { return r.name == ruleset.name; }))
        continue;
      const std::string kind = c["claim"].value("kind", "");
      Decision d;
      if (kind == "verdict") {
        d = decide_verdict(position, ruleset, c["claim"], file);
      } else if (kind == "terminates") {
        d = decide_terminates(position, ruleset, c["claim"], file);
      } else {
        throw InputError(dir + "/claims.json: claim '" + id + "': unknown kind '" + kind +
                         "' (expected verdict or terminates)");
      }
      if (own) {
        (d.status == "holds" ? holds : d.status == "refuted" ? refuted : unknown)++;
        if (d.status != "holds") status = 1;
      } else if (d.status == "refuted") {
        ++conflicts;
      }
      results.push_back(Json{{"ruleset", ruleset.name},
                             {"about", own ? "claim" : "reading"},
                             {"status", d.status},
                             {"why", d.why},
                             {"counterexample", d.counterexample}});
      if (!given.json)
        out << "  " << (own ? "" : "(reading) ") << ruleset.name << ": " << d.status << " - "
            << d.why << "\n";
    }
    claims.push_back(Json{{"id", id},
                          {"file", file},
                          {"source", c.value("source", "")},
                          {"quote", c.value("quote", "")},
                          {"claim", c["claim"]},
                          {"results", results}});
  }
  if (given.json) {
    out << Json{{"claims", claims}}.dump() << "\n";
  } else {
    out << holds << " held, " << refuted << " refuted, " << unknown
        << " unknown under the rulesets the claims are made for; " << conflicts
        << " refuted under a literal reading shown beside them (the conflicts the README reports)\n";
  }
  return status;
}

}  // namespace kospec::cli
