#pragma once
// A position to read and the question asked about it, in the form both readers can be given: the
// stones before the last play, and that play (so that its ko ban is on the board: GNU Go's loadsgf
// leaves board_ko_pos after the last move of the file, kospec's board_at_ply likewise).

#include <optional>
#include <string>

#include "reading/fast_board.h"
#include "sgf/sgf_game.h"
#include "spec/move.h"
#include "spec/record.h"

namespace kospec::reading::campaign {

/// attack (the string's opponent moves first) or defend (its owner moves first).
enum class Question : std::uint8_t { Attack, Defend };

/// "attack" or "defend", as GTP spells the commands.
std::string_view question_name(Question q);

/// A position: the stones before the last play, and the last play (if any).
struct ReadingPosition {
  Graph graph;                   ///< the board
  Configuration before;          ///< the stones before `last`
  std::optional<Move> last;      ///< the last play (a board play, never a pass), if any
  Player first = Player::Black;  ///< who plays `last` (or who is to move when there is none)

  /// The fast board of the position, with the ko ban the last play left. Throws InputError if the
  /// last play is not legal under the base rules.
  FastBoard board() const;
  /// The position as an SGF game: setup stones, then the last play.
  sgf::SgfGame game(const std::string& comment = "") const;
  /// The stones after the last play.
  Configuration after() const;
};

/// The position after `plies` plies of a game (the last of them is the `last` play; a pass as the
/// last ply leaves no ko ban and is dropped).
ReadingPosition position_at(const sgf::SgfGame& game, std::size_t plies);

/// A question about a string of a position.
struct ReadingCase {
  ReadingPosition position;              ///< where
  Question question = Question::Attack;  ///< what is asked
  Point target{0};                       ///< a stone of the string read
};

}  // namespace kospec::reading::campaign
