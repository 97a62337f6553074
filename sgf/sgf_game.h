#pragma once
// An SGF game of Go (GM[1]) as kospec sees it: a setup, the moves of the main line, the comments,
// and the other root properties kept for the round trip.

#include <string>
#include <string_view>
#include <vector>

#include "sgf/sgf_tree.h"
#include "spec/move.h"
#include "spec/record.h"

namespace kospec::sgf {

/// How strictly a game is read. Real files break FF[4] in a few ways that programs (GNU Go's
/// loadsgf among them) accept; by default kospec accepts them too, with a warning naming
/// file:line:column: a property repeated in a node (C values joined; other repeats with the same
/// values kept once), FF[3]-style PL[1] and PL[2] (black, white), and setup after moves (the game
/// restarts from the position there, as GNU Go's loadsgf does; earlier moves are dropped). Strict
/// reading makes each of them an error.
struct ReadOptions {
  bool strict = false;  ///< reject what the lenient reading warns about
};

/// The main line of an SGF game.
struct SgfGame {
  GameSetup setup;          ///< the board (SZ, KA, KR), setup stones, first player
  std::vector<Move> moves;  ///< the B and W moves of the main line; passes included
  std::vector<SourcePos>
      move_positions;  ///< where each move's property is; empty if built in memory
  std::vector<std::string> move_comments;  ///< C of each move's node, "" if none; one per move
  std::string root_comment;                ///< C of the root node
  std::vector<Property> info;              ///< every other root property (PB, RE, KM...), in order
  std::vector<std::string> warnings = {};  ///< "source:line:column: warning: ..." (lenient reading)
};

/// The first game of an SGF collection, along its main line. Throws SgfError (source:line:column,
/// what was found and expected) on bad syntax or a game kospec cannot read; see sgf_game_read.cpp.
SgfGame read_game(std::string_view text, std::string_view source_name,
                  const ReadOptions& options = {});

/// Every line of an SGF collection, each game tree's root to each of its leaves, in file order
/// (depth first, the first variation first), each read as read_game reads the main line.
std::vector<SgfGame> read_every_line(std::string_view text, std::string_view source_name,
                                     const ReadOptions& options = {});

/// The SGF text of a game: a root node with FF[4] GM[1] SZ, the info, C, KA/KR, AB/AW and PL, then
/// one node per move. read_game() gives back the same setup, moves, comments and info. Throws
/// PreconditionError if move_comments is neither empty nor one per move, or info holds a property
/// written from the other fields (FF GM SZ KA KR AB AW AE PL C B W).
std::string write_game(const SgfGame& game);

/// Cuts the main line of `game` after `at` plies, with its comments and file positions. Throws
/// InputError "WHERE N is beyond the main line (M plies)" when the main line is shorter.
void cut_main_line(SgfGame& game, std::size_t at, const std::string& where);

/// The setup and the moves of a record, with empty comments and no info.
SgfGame game_from_record(const GameRecord& record);

}  // namespace kospec::sgf
