// PSK, SSK, NSSK, SPB, SPE, RPE: the superko clauses, their facts read from the exact position index.
#include "rules/clause_judges.h"
#include "rules/fact_check.h"
#include "spec/repeated_pass_end.h"
#include "spec/spight.h"
#include "spec/superko.h"

namespace kospec::judges {

namespace {

std::size_t slot(Player p) { return p == Player::Black ? 0 : 1; }

// Checks an earlier ply read from the index against the spec's from-scratch answer.
void check_earlier(RuleId rule, const Game& game, const Move& move,
                   std::optional<std::size_t> earlier, std::optional<std::size_t> scratch) {
  if constexpr (kChecks)
    check_fact(rule, "earlier ply repeated", judged_at(game, move), earlier, scratch);
}

}  // namespace

Ruling positional_superko(const Game& game, const Move& move, const PlayResult& effect) {
  const Occurrences* seen = game.positions().find(effect.after);
  const auto earlier = seen ? std::optional(seen->first) : std::nullopt;
  if constexpr (kChecks)
    check_earlier(RuleId::PSK, game, move, earlier, positional_repeat(game.record(), effect.after));
  return judge_positional_superko(earlier);
}

Ruling situational_superko(const Game& game, const Move& move, const PlayResult& effect) {
  const Occurrences* seen = game.positions().find(effect.after);
  const Player to_move = opponent(move.player);
  const auto earlier = seen ? seen->first_with_to_move[slot(to_move)] : std::nullopt;
  if constexpr (kChecks) {
    check_earlier(RuleId::SSK, game, move, earlier,
                  situational_repeat(game.record(), effect.after, to_move));
  }
  return judge_situational_superko(earlier, to_move);
}

Ruling natural_situational_superko(const Game& game, const Move& move, const PlayResult& effect) {
  const Occurrences* seen = game.positions().find(effect.after);
  const auto earlier = seen ? seen->first_made_by[slot(move.player)] : std::nullopt;
  if constexpr (kChecks) {
    check_earlier(RuleId::NSSK, game, move, earlier,
                  natural_repeat(game.record(), effect.after, move.player));
  }
  return judge_natural_situational_superko(earlier, move.player);
}

Ruling spight_ban(const Game& game, const Move& move, const PlayResult& effect) {
  const Occurrences* seen = game.positions().find(effect.after);
  const bool banned = seen && seen->last >= game.positions().last_pass();
  const auto earlier = banned ? std::optional(seen->last) : std::nullopt;
  if constexpr (kChecks)
    check_earlier(RuleId::SPB, game, move, earlier, spight_repeat(game.record(), effect.after));
  return judge_spight_ban(earlier);
}

// The earlier pass by the mover in the current configuration, read from the index (SPE, RPE).
std::optional<std::size_t> earlier_pass(RuleId rule, const Game& game, const Move& move) {
  const Occurrences* seen = game.positions().find(game.record().current());
  const auto earlier = seen ? seen->passed_by[slot(move.player)] : std::nullopt;
  if constexpr (kChecks)
    check_earlier(rule, game, move, earlier, spight_earlier_pass(game.record(), move.player));
  return earlier;
}

Ruling spight_end(const Game& game, const Move& move, const PlayResult&) {
  return judge_spight_end(move, earlier_pass(RuleId::SPE, game, move));
}

Ruling repeated_pass_end(const Game& game, const Move& move, const PlayResult&) {
  return judge_repeated_pass_end(move, earlier_pass(RuleId::RPE, game, move));
}

}  // namespace kospec::judges
