#include "tools/claims/position.h"

#include "spec/error.h"
#include "tools/sgf/sgf_file.h"

namespace kospec::claims {

ClaimPosition read_claim_position(const Claim& claim) {
  ClaimPosition p{sgf::read_game_file(claim.file), {}};
  p.main_line = p.game.moves;
  sgf::cut_main_line(p.game, claim.at, claim.file + ": claim '" + claim.id + "': \"at\"");
  return p;
}

Game claim_start(const Claim& claim, const ClaimPosition& position, const Ruleset& ruleset) {
  Game start(position.game.setup, ruleset);
  for (std::size_t i = 0; i < position.game.moves.size(); ++i) {
    const Judgement j = start.play(position.game.moves[i]);
    if (j.verdict.outcome != Outcome::Legal) {
      throw InputError(claim.file + ": claim '" + claim.id + "': ply " + std::to_string(i + 1) +
                       " before the claim's position is not legal under " + ruleset.name + " (" +
                       std::string(rule_code(j.verdict.deciding)) + ")");
    }
  }
  return start;
}

}  // namespace kospec::claims
