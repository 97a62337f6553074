#include "rules/game.h"

#include <string>

namespace kospec {

Game::Game(GameSetup setup, Ruleset ruleset)
    : ruleset_(std::move(ruleset)), record_(std::move(setup)) {}

Judgement Game::judge(const Move& move) const {
  const Player expected = record_.to_move();
  if (move.player != expected) {
    Judgement j{{Outcome::Illegal, RuleId::TURN, {}}, {{}, record_.current(), {}, {}}};
    j.verdict.trace.push_back({RuleId::TURN,
                               std::string(player_name(move.player)) + " moved but " +
                                   std::string(player_name(expected)) + " is to move",
                               {}, std::nullopt});
    return j;
  }
  PlayResult effect =
      apply_base_rules(record_.graph(), record_.current(), move, ruleset_.self_capture);
  Verdict verdict = effect.verdict;
  verdict.trace.insert(verdict.trace.begin(),
                       {RuleId::TURN, std::string(player_name(move.player)) + " is to move", {},
                        std::nullopt});
  return {std::move(verdict), std::move(effect)};
}

Judgement Game::play(const Move& move) {
  Judgement j = judge(move);
  if (j.verdict.legal()) record_.append(move, j.effect);
  return j;
}

void Game::undo() { record_.pop(); }

}  // namespace kospec

namespace kospec {

std::optional<Refusal> replay(Game& game, const std::vector<Move>& moves, std::size_t limit) {
  for (std::size_t i = 0; i < limit && i < moves.size(); ++i) {
    Judgement j = game.play(moves[i]);
    if (!j.verdict.legal()) return Refusal{i, std::move(j)};
  }
  return std::nullopt;
}

}  // namespace kospec
