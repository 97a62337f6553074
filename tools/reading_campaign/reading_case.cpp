#include "tools/reading_campaign/reading_case.h"

#include "reading/position_setup.h"
#include "spec/error.h"

namespace kospec::reading::campaign {

std::string_view question_name(Question q) { return q == Question::Attack ? "attack" : "defend"; }

FastBoard ReadingPosition::board() const {
  const GameSetup setup{graph, before, first};
  std::vector<Move> moves;
  if (last) moves.push_back(*last);
  return board_at_ply(setup, moves, moves.size());
}

Configuration ReadingPosition::after() const { return board().configuration(); }

sgf::SgfGame ReadingPosition::game(const std::string& comment) const {
  sgf::SgfGame g{GameSetup{graph, before, first}, {}, {}, {}, "", {}};
  if (last) {
    g.moves.push_back(*last);
    g.move_comments.push_back("");
  }
  g.root_comment = comment;
  return g;
}

ReadingPosition position_at(const sgf::SgfGame& game, std::size_t plies) {
  require(plies <= game.moves.size(), "position_at: ply beyond the game");
  ReadingPosition p{game.setup.graph, game.setup.initial, std::nullopt, game.setup.to_move};
  if (plies == 0) return p;
  const Move& last = game.moves[plies - 1];
  const FastBoard before = board_at_ply(game.setup, game.moves, plies - 1);
  p.before = before.configuration();
  if (last.is_pass()) {
    p.first = opponent(last.player);
    return p;
  }
  p.last = last;
  p.first = last.player;
  return p;
}

}  // namespace kospec::reading::campaign
