#pragma once
// A figure in the Go literature's style: the position before ply `from`, and plies from..to
// numbered on their stones. A play on a point that already shows a stone is written as a note
// ("4, 10 at a"; "5 at 1"), a pass too ("7 pass"); a stone of the starting position played on later
// gets a letter; the starting position marks the ko point (KO.point) and the stones the last ply
// before the figure captured.

#include <optional>
#include <string>
#include <vector>

#include "sgf/sgf_game.h"
#include "spec/base_self_capture.h"
#include "spec/record.h"
#include "tools/figure/board_svg.h"

namespace kospec::figure {

/// Which plies a figure numbers.
struct FigureRange {
  std::size_t from = 1;           ///< first numbered ply (1-based)
  std::optional<std::size_t> to;  ///< last numbered ply; default: one cycle (first_repetition)
};

/// A board figure: what to draw on each point, and the notes under the board.
struct Figure {
  Graph graph;           ///< the board
  std::size_t from = 1;  ///< first numbered ply
  std::size_t to = 0;    ///< last numbered ply (to < from: no ply, the position only)
  Player first_player = Player::Black;  ///< who plays ply `from`
  std::vector<Move> moves;              ///< plies from..to
  std::vector<PointMark> marks;         ///< one per point of the graph
  std::vector<std::string> notes;       ///< "4, 10 at a", "5 at 1", "7 pass", in order of first ply
  std::vector<std::string> legend;      ///< what the markers mean, one line each
  std::optional<Point> ko_point;        ///< KO.point before ply `from`, marked with a square
  PointSet just_captured;               ///< stones ply from-1 captured, marked with a cross
  PointSet captured_in_figure;          ///< starting stones captured by plies from..to
  std::vector<std::pair<std::string, Point>> letters;  ///< letter names of starting stones
  std::optional<std::size_t> repeats;  ///< the earlier ply whose situation ply `to` repeats
};

/// The first ply after `from - 1` that repeats the situation (configuration and player to move)
/// after an earlier ply at or after `from - 1`; nullopt if the main line never does.
std::optional<std::size_t> first_repetition(const GameSetup& setup, const std::vector<Move>& moves,
                                            std::size_t from, SelfCapture self_capture);

/// Builds the figure of `moves` (a main line from `setup`) over `range`. The plies are played
/// under the base rules. Throws InputError for a range outside the main line, or a ply the base
/// rules forbid (naming it).
Figure make_figure(const GameSetup& setup, const std::vector<Move>& moves, const FigureRange& range,
                   SelfCapture self_capture);

/// A game's title for a figure: its GN property, else the file's stem.
std::string game_title(const sgf::SgfGame& game, const std::string& file);

}  // namespace kospec::figure
