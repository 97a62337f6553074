#include "tools/claims/verdict_claims.h"

#include "sgf/sgf_game.h"
#include "spec/base_play.h"
#include "spec/error.h"
#include "spec/r03_string.h"
#include "spec/r04_liberty.h"
#include "tools/explore/region.h"
#include "tools/explore/termination.h"

namespace kospec::claims {

namespace {

std::string verdict_words(const Verdict& v) {
  if (v.outcome == Outcome::Legal) return "legal";
  return std::string(outcome_name(v.outcome)) + " by " + std::string(rule_code(v.deciding)) + ": " +
         v.decisive_finding().statement;
}

// Plays the main line from the claim's position up to ply `upto` (excluded) into `game`; the
// refutation when one of those plies is not legal.
std::optional<Decision> play_line(const Claim& claim, const ClaimPosition& position, Game& game,
                                  std::size_t upto) {
  const std::vector<Move>& line = position.main_line;
  if (claim.ply == 0 || claim.ply > line.size() || claim.ply <= claim.at) {
    throw InputError(claim.file + ": claim '" + claim.id + "': ply " + std::to_string(claim.ply) +
                     " is not on the main line after the claim's position");
  }
  for (std::size_t i = claim.at; i < upto; ++i) {
    const Judgement j = game.play(line[i]);
    if (j.verdict.outcome != Outcome::Legal) {
      return Decision{Status::Refuted,
                      "ply " + std::to_string(i + 1) + " is already " + verdict_words(j.verdict),
                      Counterexample{Json{{"ply", i + 1}}, j.verdict}};
    }
  }
  return std::nullopt;
}

}  // namespace

Decision decide_cycle_set(const Claim& claim, const ClaimPosition& position,
                          const Ruleset& ruleset) {
  Game game = claim_start(claim, position, ruleset);
  if (auto refuted = play_line(claim, position, game, claim.ply)) return *refuted;
  const Graph& graph = game.record().graph();
  PointSet claimed;
  for (const std::string& name : claim.points) {
    const auto p = graph.parse_name(name);
    if (!p) throw InputError(claim.file + ": claim '" + claim.id + "': no point " + name);
    claimed.insert(*p);
  }
  const PointSet found = game.cycle_sets() ? game.cycle_sets()->ban().last.cycle_set : PointSet{};
  const std::string words = "the cycle set of ply " + std::to_string(claim.ply) + " is {" +
                            point_list(graph, found) + "}";
  if (found == claimed) return {Status::Holds, words, std::nullopt};
  PointSet missing, extra;
  for (Point p : claimed)
    if (!found.contains(p)) missing.insert(p);
  for (Point p : found)
    if (!claimed.contains(p)) extra.insert(p);
  return {Status::Refuted,
          words + " (not in it: {" + point_list(graph, missing) + "}; not claimed: {" +
              point_list(graph, extra) + "})",
          Counterexample{Json{{"ply", claim.ply}}, std::nullopt}};
}

Decision decide_liberties(const Claim& claim, const ClaimPosition& position,
                          const Ruleset& ruleset) {
  const Game game = claim_start(claim, position, ruleset);
  const Graph& graph = game.record().graph();
  const Configuration& config = game.record().current();
  std::string words, wrong;
  for (const std::string& name : claim.strings) {
    const auto p = graph.parse_name(name);
    if (!p || config.at(*p) == Color::Empty)
      throw InputError(claim.file + ": claim '" + claim.id + "': no stone at " + name);
    const std::size_t n = liberty_count(graph, config, string_at(graph, config, *p));
    const std::string one = "the string at " + name + " has " + std::to_string(n) +
                            (n == 1 ? " liberty" : " liberties");
    words += (words.empty() ? "" : "; ") + one;
    if (n != static_cast<std::size_t>(claim.bound)) wrong += (wrong.empty() ? "" : "; ") + one;
  }
  if (wrong.empty()) return {Status::Holds, words, std::nullopt};
  return {Status::Refuted, wrong, Counterexample{Json{{"ply", claim.at}}, std::nullopt}};
}

Decision decide_verdict(const Claim& claim, const ClaimPosition& position, const Ruleset& ruleset) {
  const std::vector<Move>& line = position.main_line;
  Game game = claim_start(claim, position, ruleset);
  if (auto refuted = play_line(claim, position, game, claim.ply - 1)) return *refuted;
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
  if (*t.terminates == claim.terminates) {
    // A theorem of the ruleset holds whatever the position: where the exploration completed,
    // the position's own graph is the evidence (it could have held a cycle), the theorem agreeing.
    if (*t.terminates && d.graph.complete && t.argument.rfind("theorem", 0) == 0)
      return {Status::Holds,
              "explored: the complete graph of " + std::to_string(d.graph.size()) +
                  " reachable states has no cycle, as the ruleset's " + t.argument,
              std::nullopt};
    return {Status::Holds, t.argument, std::nullopt};
  }
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
