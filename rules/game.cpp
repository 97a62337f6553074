#include "rules/game.h"

#include <string>

#include "rules/move_facts.h"
#include "spec/a2_eternal_life.h"
#include "spec/base_pass.h"
#include "spec/clause_table.h"
#include "spec/error.h"

namespace kospec {

Game::Game(GameSetup setup, Ruleset ruleset)
    : ruleset_(std::move(ruleset)), reads_(ruleset_.reads()), record_(std::move(setup)) {
  // A1.base(depth=4) searches every 3-ply continuation of each capture on the whole board:
  // points^3 base plays per judged capture (22 s for one capture on 19x19). A bound where the
  // input is unbounded; A1.local's search is bounded by the capture's region instead.
  if (ruleset_.a1 && ruleset_.a1->continuations == A1Continuations::Base &&
      ruleset_.a1->depth > 2 && record_.graph().size() > kA1DeepMaxPoints) {
    throw InputError("A1.base(depth=" + std::to_string(ruleset_.a1->depth) + ") on a " +
                     record_.graph().size_name() +
                     " board: its search costs points^3 plays per "
                     "capture; expected a board of at most " +
                     std::to_string(kA1DeepMaxPoints) +
                     " points (9x9), A1(depth=4) (A1.local) or A1(depth=2)");
  }
  if (ruleset_.needs_positions()) positions_.emplace(record_);
  if (ruleset_.needs_cycle_sets())
    cycle_sets_.emplace(record_, ruleset_.a1, ruleset_.r13, ruleset_.definitions);
  check_cycle_set_state(*this);
}

const PositionIndex& Game::positions() const {
  require(positions_.has_value(), "Game::positions: this ruleset keeps no position index");
  return *positions_;
}

Judgement Game::judge(const Move& move) const {
  const Ruling turn = judge_turn(move.player, record_.to_move(), ending_.has_value());
  if (turn.vote == Vote::Forbid) {
    return {{Outcome::Illegal, RuleId::TURN, {turn.finding}}, {{}, record_.current(), {}, {}}, {}};
  }
  Judgement j{
      {}, apply_base_rules(record_.graph(), record_.current(), move, ruleset_.self_capture), {}};
  Verdict& verdict = j.verdict;
  verdict = j.effect.verdict;
  verdict.trace.insert(verdict.trace.begin(), turn.finding);
  if (!verdict.legal()) return j;
  if (move.is_pass()) {
    const std::size_t n = record_.ply_count();
    const bool after_pass = n > 0 && record_.plies().back().move.is_pass();
    Ruling end = judge_pass_end(move.player, after_pass, n, ruleset_.two_passes_end());
    if (end.vote == Vote::Ends) {
      verdict.outcome = Outcome::Ends;
      verdict.deciding = RuleId::PASS;
      verdict.trace.push_back(std::move(end.finding));
    }
  }
  MoveFacts& facts = j.facts;
  Evidence evidence;
  gather_facts(*this, move, j.effect, reads_, facts, evidence);
  const Judges kind = move.is_pass() ? Judges::Passes : Judges::BoardPlays;
  for (RuleId id : ruleset_.clauses) {
    const ClauseRow& row = ruleset_.row(id);
    if (row.judges != kind) continue;
    const Decision decision = row.decide(facts, ruleset_);
    Ruling ruling = row.ruling(decision, facts, evidence, ruleset_);
    if (ruling.vote != decision.vote || ruling.finding.rule != decision.rule)
      throw CheckError("Game::judge: " + rule_code(id) +
                       "'s finding disagrees with its vote on the facts gathered");
    verdict.trace.push_back(std::move(ruling.finding));
    if (decision.vote == Vote::Forbid) {  // the first clause that forbids decides
      verdict.deciding = decision.rule;
      verdict.outcome = Outcome::Illegal;
      return j;
    }
    if (verdict.outcome != Outcome::Legal) continue;  // the first end of the game decides it
    verdict.deciding = decision.rule;
    verdict.outcome = outcome_of(decision.vote);
  }
  return j;
}

Judgement Game::play(const Move& move) {
  Judgement j = judge(move);
  if (!j.verdict.legal()) return j;
  record_.append(move, j.effect);
  index_last_ply();
  if (j.verdict.outcome == Outcome::NoResult || j.verdict.outcome == Outcome::Ends)
    ending_ = j.verdict.outcome;
  return j;
}

void Game::hand_over_turn() {
  const Move pass = Move::pass(record_.to_move());
  record_.append(pass,
                 apply_base_rules(record_.graph(), record_.current(), pass, ruleset_.self_capture));
  index_last_ply();
}

void Game::index_last_ply() {
  if (positions_) positions_->add_last(record_);
  if (cycle_sets_) cycle_sets_->add_last(record_);
  if (reads(reads_, Fact::ProtectedCapture))
    eternal_life_stones_ =
        protected_double_ko_stones(record_, ruleset_.self_capture, ruleset_.a2_passes);
  check_cycle_set_state(*this);
}

void Game::undo() {
  if (positions_) positions_->remove_last(record_);
  record_.pop();
  ending_.reset();
  if (cycle_sets_) cycle_sets_.emplace(record_, ruleset_.a1, ruleset_.r13, ruleset_.definitions);
  if (reads(reads_, Fact::ProtectedCapture))
    eternal_life_stones_ =
        protected_double_ko_stones(record_, ruleset_.self_capture, ruleset_.a2_passes);
  check_cycle_set_state(*this);
}

std::optional<Refusal> replay(Game& game, const std::vector<Move>& moves, std::size_t limit) {
  for (std::size_t i = 0; i < limit && i < moves.size(); ++i) {
    Judgement j = game.play(moves[i]);
    if (j.verdict.outcome != Outcome::Legal) return Refusal{i, std::move(j)};
  }
  return std::nullopt;
}

}  // namespace kospec
