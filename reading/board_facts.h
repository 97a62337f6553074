#pragma once
// GNU Go's board queries for the tactical reader's move generators (engine/board.c: approxlib,
// accuratelib, is_self_atari, is_ko, chainlinks2...), over a FastBoard, with the board's compass:
// the four directions south, west, north, east in GNU Go's order (delta[0..3]), so that the
// generators can speak of "up" and "right" and of points off the board (GNU Go's GRAY border).
// On a graph that is not a plain grid a direction exists only where the grid arc does.

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "reading/fast_board.h"

namespace kospec::reading {

/// What is at a place: a colour, or off the board (GNU Go's GRAY border).
enum class Site : std::uint8_t { Empty = 0, Black = 1, White = 2, Off = 3 };

/// A place that may be off the board.
using Place = std::optional<Point>;

/// The counts GNU Go's incremental_order_moves() collects around a move, for order_moves().
struct MoveSurroundings {
  int edges = 0;        ///< directions off the board
  int same_string = 0;  ///< neighbours in the string read
  int own = 0;          ///< neighbours of the mover's colour
  int opponent = 0;     ///< neighbours of the other colour
  int captured = 0;     ///< stones the move captures
  int threatened = 0;   ///< stones of strings with two liberties it puts in atari
  int saved = 0;        ///< stones of own strings in atari it saves (by extending or capturing)
  int open = 0;         ///< empty neighbours
};

/// Queries on a board, with scratch marks of their own.
class BoardFacts {
 public:
  /// The directions, in GNU Go's order: delta[k] for k = 0..3.
  static constexpr int kSouth = 0, kWest = 1, kNorth = 2, kEast = 3;

  /// Queries on `board` (borrowed; it may change between queries).
  explicit BoardFacts(const FastBoard& board);

  /// The board.
  const FastBoard& board() const { return board_; }
  /// One step from a place in direction d (0..3; d + 2 is the opposite): off the board if the
  /// place is, or if no grid arc leads there.
  Place step(Place p, int d) const {
    if (!p) return std::nullopt;
    const std::int32_t q = dirs_[p->index() * 4 + static_cast<std::uint32_t>(d & 3)];
    return q < 0 ? Place() : Place(Point(static_cast<std::uint32_t>(q)));
  }
  /// What is at a place.
  Site site(Place p) const { return p ? static_cast<Site>(board_.color(*p)) : Site::Off; }
  /// Whether the place holds a stone of colour c (c a player's colour).
  bool holds(Place p, Color c) const { return site(p) == static_cast<Site>(c); }
  /// Whether the place is an empty point.
  bool empty_at(Place p) const { return site(p) == Site::Empty; }
  /// GNU Go's is_edge_vertex: on the first line.
  bool is_edge(Point p) const;
  /// GNU Go's DIAGONAL_NEIGHBORS.
  bool diagonal(Point a, Point b) const;
  /// GNU Go's DIRECT_NEIGHBORS.
  bool direct(Point a, Point b) const;

  /// Liberties of the string at a stone.
  int countlib(Point s) const { return board_.liberty_count(s); }
  /// Stones of the string at a stone.
  int countstones(Point s) const { return board_.stone_count(s); }
  /// The liberties of the string at a stone.
  const FastBoard::Points& findlib(Point s) const { return board_.liberties(s); }
  /// Whether two stones belong to one string.
  bool same_string(Point a, Point b) const { return board_.origin(a) == board_.origin(b); }
  /// Whether p is a liberty of the string at s.
  bool liberty_of_string(Point p, Point s) const { return board_.is_liberty_of(p, s); }
  /// Whether p is next to the string at s.
  bool neighbor_of_string(Point p, Point s) const;
  /// Whether p has a neighbour of colour c.
  bool has_neighbor(Point p, Color c) const;
  /// The origins of the opponent strings next to the string at s (GNU Go's chainlinks).
  const FastBoard::Points& chainlinks(Point s) const { return board_.opponent_strings(s); }
  /// ... those with exactly `libs` liberties (chainlinks2).
  FastBoard::Points chainlinks2(Point s, int libs) const;
  /// ... those with at most `libs` liberties (chainlinks3).
  FastBoard::Points chainlinks3(Point s, int libs) const;
  /// Whether two strings share a liberty (and one of them).
  bool have_common_lib(Point a, Point b, Place* lib = nullptr) const;
  /// Number of liberties two strings share.
  int count_common_libs(Point a, Point b) const;
  /// Stones of the string at a next to the string at b, counted up to `max`.
  int count_adjacent_stones(Point a, Point b, int max) const;

  /// Liberties a stone of `c` at the empty point p would have, ignoring captures, counted up to
  /// `maxlib` (approxlib); the first of them in `libs`.
  int approxlib(Point p, Player c, int maxlib, PointList<8>* libs = nullptr) const;
  /// The same with captures taken into account (accuratelib).
  int accuratelib(Point p, Player c, int maxlib, PointList<8>* libs = nullptr) const;
  /// GNU Go's is_self_atari: the play would leave its string with at most one liberty (true for
  /// a suicide too).
  bool is_self_atari(Point p, Player c) const;
  /// A play with no liberty that captures nothing (the ko ban ignored).
  bool is_suicide(Point p, Player c) const;
  /// GNU Go's is_ko: "All neighbors are opponent stones" and exactly one stone is captured.
  bool is_ko(Point p, Player c, Place* captured = nullptr) const;
  /// Whether a play at p captures something.
  bool does_capture_something(Point p, Player c) const { return board_.captures_at(p, c); }
  /// GNU Go's send_two_return_one: a self-atari making a two-stone string whose capture leaves
  /// the capturing stone in atari and the recapture repeats the position.
  bool send_two_return_one(Point p, Player c) const;
  /// The counts order_moves() uses for a move by `c` at p, reading the string at `str`.
  MoveSurroundings surroundings(Point p, Player c, Point str) const;
  /// A fresh scratch mark: no point carries it until mark() is called with it.
  std::uint32_t fresh_mark() const { return next_mark(); }
  /// Marks p with `m`; returns whether it was not marked with `m` before.
  bool mark(Point p, std::uint32_t m) const {
    if (marks_[p.index()] == m) return false;
    marks_[p.index()] = m;
    return true;
  }
  /// Whether p carries the mark `m`.
  bool marked(Point p, std::uint32_t m) const { return marks_[p.index()] == m; }

 private:
  std::uint32_t next_mark() const;

  // The neighbours of p: the grid directions first in GNU Go's order, then any other arcs.
  const std::vector<Point>& around(Point p) const { return around_[p.index()]; }

  // GNU Go's approxlib and accuratelib caches: for each point and colour, the count found at a
  // board serial, exact up to `threshold` liberties (the whole count if it fell short of maxlib).
  struct LibCache {
    std::uint64_t serial = 0;
    int threshold = 0;
    int liberties = 0;
  };
  int count_libs(Point p, Player c, int maxlib, PointList<8>* libs, bool captures) const;
  int do_countlib(Point p, Player c, int maxlib, PointList<8>* libs, bool captures) const;

  const FastBoard& board_;
  std::vector<std::int32_t> dirs_;           // 4 per point: S W N E, -1 off the board
  mutable std::vector<LibCache> lib_cache_;  // 4 per point: approx/accurate x black/white
  std::vector<std::vector<Point>> around_;
  mutable std::vector<std::uint32_t> marks_;
  mutable std::vector<std::uint32_t> string_marks_;
  mutable std::uint32_t mark_ = 0;
};

}  // namespace kospec::reading
