#include "tools/claims/verdict_claims.h"

#include "spec/error.h"
#include "tools/explore/region.h"
#include "tools/explore/termination.h"
#include "tools/sgf/sgf_game.h"

namespace kospec::claims {

namespace {

std::string verdict_words(const Verdict& v) {
  if (v.outcome == Outcome::Legal) return "legal";
  return std::string(outcome_name(v.outcome)) + " by " + std::string(rule_code(v.deciding)) + ": " +
         v.decisive_finding().statement;
}

}  // namespace

Decision decide_verdict(const Claim& claim, const ClaimPosition& position, const Ruleset& ruleset) {
  const std::vector<Move>& line = position.main_line;
  if (claim.ply == 0 || claim.ply > line.size() || claim.ply <= claim.at) {
    throw InputError(claim.file + ": claim '" + claim.id + "': ply " + std::to_string(claim.ply) +
                     " is not on the main line after the claim's position");
  }
  Game game = claim_start(claim, position, ruleset);
  for (std::size_t i = claim.at; i + 1 < claim.ply; ++i) {
    const Judgement j = game.play(line[i]);
    if (j.verdict.outcome != Outcome::Legal) {
      return {Status::Refuted,
              "ply " + std::to_string(i + 1) + " is already " + verdict_words(j.verdict),
              Counterexample{Json{{"ply", i + 1}}, j.verdict}};
    }
  }
  const Verdict v = game.judge(line[claim.ply - 1]).verdict;
  const bool outcome_ok = std::string(outcome_name(v.outcome)) == claim.outcome;
  const bool rule_ok = !claim.rule || *claim.rule == rule_code(v.deciding);
  const std::string words = "ply " + std::to_string(claim.ply) + " (" +
                            move_text(game.record().graph(), line[claim.ply - 1]) + ") " +
                            verdict_words(v);
  if (outcome_ok && rule_ok) return {Status::Holds, words, std::nullopt};
  sgf::SgfGame g = position.game;
  g.moves.assign(line.begin(), line.begin() + static_cast<std::ptrdiff_t>(claim.ply));
  g.move_comments.clear();
  g.move_positions.clear();
  g.root_comment = "kospec verify: counterexample under " + ruleset.name + ": " + words;
  return {Status::Refuted, words,
          Counterexample{Json{{"ply", claim.ply}, {"sgf", sgf::write_game(g)}}, v}};
}

Decision decide_terminates(const Claim& claim, const ClaimPosition& position,
                           const Ruleset& ruleset, const SearchLimits& limits) {
  const Game start = claim_start(claim, position, ruleset);
  const PointSet region =
      explore::parse_region(start.record().graph(), claim.region, position.main_line);
  explore::ExactLimits native;
  native.max_states = limits.max_nodes;
  native.max_bytes = limits.max_bytes;
  native.control = limits.control;
  const explore::Decided d =
      explore::explore_and_decide(start, region, native, limits.first_budget, false);
  const explore::Termination& t = d.termination;
  if (!t.terminates) return {Status::Unknown, t.argument, std::nullopt};
  if (*t.terminates == claim.terminates) return {Status::Holds, t.argument, std::nullopt};
  std::optional<Counterexample> counter;
  if (t.lasso) {
    const Graph& graph = start.record().graph();
    Json lead = Json::array(), cycle = Json::array();
    sgf::SgfGame g = position.game;
    g.move_comments.clear();
    g.move_positions.clear();
    for (const Move& m : t.lasso->lead) {
      lead.push_back(move_text(graph, m));
      g.moves.push_back(m);
    }
    for (int twice = 0; twice < 2; ++twice) {
      for (const Move& m : t.lasso->cycle) {
        if (twice == 0) cycle.push_back(move_text(graph, m));
        g.moves.push_back(m);
      }
    }
    g.root_comment = "kospec verify: claim " + claim.id + " under " + ruleset.name +
                     ": the lasso, its cycle played twice: " + t.argument;
    counter = Counterexample{Json{{"lead", lead}, {"cycle", cycle}, {"sgf", sgf::write_game(g)}},
                             std::nullopt};
  }
  return {Status::Refuted, t.argument, counter};
}

}  // namespace kospec::claims
