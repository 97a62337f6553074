#include "tools/claims/position.h"

#include "sgf/sgf_file.h"
#include "spec/error.h"

namespace kospec::claims {

ClaimPosition read_claim_position(const Claim& claim) {
  ClaimPosition p{sgf::read_game_file(claim.file), {}};
  p.main_line = p.game.moves;
  sgf::cut_main_line(p.game, claim.at, claim.file + ": claim '" + claim.id + "': \"at\"");
  return p;
}

namespace {

// Plays the plies before the claim's position into `game`; the first that is not legal, if any.
std::optional<BlockedPly> play_to_position(const ClaimPosition& position, Game& game) {
  for (std::size_t i = 0; i < position.game.moves.size(); ++i) {
    const Judgement j = game.play(position.game.moves[i]);
    if (j.verdict.outcome != Outcome::Legal) return BlockedPly{i + 1, j.verdict};
  }
  return std::nullopt;
}

}  // namespace

Game claim_start(const Claim& claim, const ClaimPosition& position, const Ruleset& ruleset) {
  Game start(position.game.setup, ruleset);
  if (const auto blocked = play_to_position(position, start)) {
    throw InputError(claim.file + ": claim '" + claim.id + "': ply " +
                     std::to_string(blocked->ply) +
                     " before the claim's position is not legal under " + ruleset.name + " (" +
                     std::string(rule_code(blocked->verdict.deciding)) + ")");
  }
  return start;
}

std::optional<BlockedPly> blocked_ply(const ClaimPosition& position, const Ruleset& ruleset) {
  Game game(position.game.setup, ruleset);
  return play_to_position(position, game);
}

}  // namespace kospec::claims
