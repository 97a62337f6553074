#include "reading/position_setup.h"

#include <string>

#include "spec/error.h"

namespace kospec::reading {

FastBoard board_at_ply(const GameSetup& setup, const std::vector<Move>& moves, std::size_t plies) {
  if (plies > moves.size()) {
    throw InputError("ply " + std::to_string(plies) + " is beyond the main line, which has " +
                     std::to_string(moves.size()) + " plies");
  }
  FastBoard board(setup.graph, setup.initial, SelfCapture::Forbidden);
  for (std::size_t i = 0; i < plies; ++i) {
    const Move& m = moves[i];
    if (m.is_pass()) {
      board.pass();
      continue;
    }
    if (!board.play(*m.point, m.player, KoRule::Ignore)) {
      throw InputError("ply " + std::to_string(i + 1) + ", " +
                       std::string(player_letter(m.player)) + " " + setup.graph.name(*m.point) +
                       ", is not a legal play under the base rules");
    }
  }
  return board;
}

Player player_at_ply(const GameSetup& setup, const std::vector<Move>& moves, std::size_t plies) {
  if (plies == 0) return setup.to_move;
  if (plies <= moves.size()) return opponent(moves[plies - 1].player);
  return (plies % 2 == 0) ? setup.to_move : opponent(setup.to_move);
}

}  // namespace kospec::reading
