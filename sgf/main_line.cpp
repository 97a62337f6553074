#include <algorithm>

#include "sgf/sgf_game.h"
#include "spec/error.h"

namespace kospec::sgf {

void cut_main_line(SgfGame& game, std::size_t at, const std::string& where) {
  if (at > game.moves.size()) {
    throw InputError(where + " " + std::to_string(at) + " is beyond the main line (" +
                     std::to_string(game.moves.size()) + " plies)");
  }
  game.moves.resize(at);
  game.move_comments.resize(std::min(game.move_comments.size(), at));
  game.move_positions.resize(std::min(game.move_positions.size(), at));
}

}  // namespace kospec::sgf
