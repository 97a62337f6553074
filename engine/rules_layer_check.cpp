#include "engine/rules_layer_check.h"

#include <string>

#include "engine/rules.h"

namespace kospec::engine {

namespace {

std::string where(const Game& game, const Move& move) {
  return "ply " + std::to_string(game.record().ply_count() + 1) + ", " +
         move_text(game.record().graph(), move);
}

}  // namespace

void check_against_rules_layer(const Game& game, const Move& move, const Step& step) {
  const Judgement judgement = game.judge(move);
  const Verdict& verdict = judgement.verdict;
  const FactMask mask = game.ruleset().reads();
  if (step.gathered) {
    const MoveFacts& expected = judgement.facts;
    for (const Fact fact : kFacts) {
      if (!reads(mask, fact) || step.facts.value(fact) == expected.value(fact)) continue;
      throw CheckError("KOSPEC_CHECKS: the engine's " + rule_code(fact_rule(fact)) + " fact " +
                       std::string(fact_name(fact)) + " differs from the rules layer's at " +
                       where(game, move) + ": engine " + std::to_string(step.facts.value(fact)) +
                       ", rules layer " + std::to_string(expected.value(fact)));
    }
  }
  if (verdict.outcome != step.outcome || verdict.deciding != step.deciding) {
    throw CheckError("KOSPEC_CHECKS: the engine judges " + where(game, move) + " " +
                     std::string(outcome_name(step.outcome)) + " by " +
                     std::string(rule_code(step.deciding)) + ", the rules layer " +
                     std::string(outcome_name(verdict.outcome)) + " by " +
                     std::string(rule_code(verdict.deciding)));
  }
}

void RulesLayerShadow::start(const State& state, const Game& game) {
  games_.clear();
  games_.emplace(state, std::make_shared<const Game>(game));
}

void RulesLayerShadow::check(const State& state, const Move& move, const Step& step) {
  const auto found = games_.find(state);
  if (found == games_.end()) return;
  const std::shared_ptr<const Game> game = found->second;
  check_against_rules_layer(*game, move, step);
  ++checked_;
  if (step.outcome == Outcome::Illegal || games_.size() >= kMaxStates ||
      games_.count(step.next) != 0)
    return;
  auto next = std::make_shared<Game>(*game);
  next->play(move);
  games_.emplace(step.next, std::move(next));
}

}  // namespace kospec::engine
