#pragma once
// The candidate moves of a reading function (GNU Go's struct reading_moves): up to 50 moves, each
// with a score for order_moves() and the name of the generator that proposed it, which the trace
// shows. Moves below `tried` have been tried; a new batch is ordered and tried from there.

#include <array>
#include <cstddef>
#include <cstdint>

#include "spec/point.h"

namespace kospec::reading {

/// A batch-wise list of candidate moves.
struct Candidates {
  static constexpr std::size_t kMax = 50;  ///< GNU Go's MAX_MOVES
  std::array<std::uint32_t, kMax> at{};    ///< the moves (point indices)
  std::array<int, kMax> score{};           ///< their scores
  std::array<const char*, kMax> why{};     ///< the generator that proposed each
  std::size_t num = 0;                     ///< moves in the list
  std::size_t tried = 0;                   ///< moves already tried

  /// The k-th move.
  Point pos(std::size_t k) const { return Point(at[k]); }
  /// GNU Go's ADD_CANDIDATE_MOVE: adds the move with a score, or adds the score to it if present.
  void add(Point p, int s, const char* generator) {
    for (std::size_t u = 0; u < num; ++u) {
      if (at[u] == p.index()) {
        score[u] += s;
        return;
      }
    }
    if (num == kMax) return;
    at[num] = p.index();
    score[num] = s;
    why[num] = generator;
    ++num;
  }
  /// GNU Go's REMOVE_CANDIDATE_MOVE: drops an untried move (the last one takes its place).
  void remove(Point p) {
    for (std::size_t u = tried; u < num; ++u) {
      if (at[u] == p.index()) {
        at[u] = at[num - 1];
        score[u] = score[num - 1];
        why[u] = why[num - 1];
        --num;
        return;
      }
    }
  }
  /// Whether the move is in the list.
  bool contains(Point p) const {
    for (std::size_t u = 0; u < num; ++u) {
      if (at[u] == p.index()) return true;
    }
    return false;
  }
};

}  // namespace kospec::reading
