#pragma once
// The native solver's search: negamax with fail-soft alpha-beta over a NativeSuperkoState, for the
// null-window probes of an MTD(f) driver (native.cpp). What cuts the tree:
// - the transposition table: on boards of at most 9 points the footprint table
//   (footprint_table.h: an entry holds wherever the history agrees on the entries its search
//   tested), on larger ones the table of whole-history keys in their least symmetric image
//   (table.h); both exact, with enhanced transposition cut-offs (a child's stored bound that
//   refutes the window ends the node before any child is searched);
// - the settled areas (settled.h): static bounds that are exact once every point is settled;
// - a pass that ends the game is scored first; a pass that does not is worth at most the area
//   margin as it stands (the opponent can pass and end the game there), so it is tried first when
//   that may reach beta and never when it cannot pass alpha (superkos; Spight's consecutive passes
//   end nothing);
// - move order: the table's move, then captures, then the history heuristic (plays that cut
//   before, by colour and point), then points with more neighbours (centre first).

#include <array>
#include <cstdint>

#include "tools/run/run_control.h"
#include "tools/run/stack_guard.h"
#include "tools/solve/footprint_table.h"
#include "tools/solve/native_state.h"
#include "tools/solve/result.h"
#include "tools/solve/settled.h"
#include "tools/solve/table.h"

namespace kospec::solve {

/// What a native search has counted.
struct NativeSearchCounts {
  std::uint64_t nodes = 0;         ///< states searched
  std::uint64_t table_cuts = 0;    ///< states answered by their table entry
  std::uint64_t etc_cuts = 0;      ///< states answered by a child's table entry
  std::uint64_t settled_cuts = 0;  ///< states answered by the settled areas' bounds
  std::size_t deepest = 0;         ///< the longest line searched, in plies
};

/// Negamax over the native state; values are the area margin for the player to move.
class NativeSearch {
 public:
  /// A search of `state` within `limits` (nodes, table size, stop requests, progress). A game
  /// that ends with no result (Japanese) is worth `no_result_for_black` to Black: -(points + 1)
  /// when Black's forcing is searched (a no result is worse for Black than any score), points + 1
  /// for White's.
  NativeSearch(NativeSuperkoState& state, const SolveLimits& limits, int no_result_for_black = 0);

  /// Bounds on the value of the state for the player to move proven by a search of (alpha, beta)
  /// at most `depth` plies deep (a state at the horizon proves only what the table and the
  /// settled areas know). Fail-soft: the bounds hold whatever the window; the search stops at a
  /// node once they decide the window (lower >= beta or upper <= alpha). With an unbounded depth
  /// one of the two holds at the root when it returns.
  AreaBounds search(int alpha, int beta, int depth);
  /// A guess at the value for the player to move: a search `depth` plies deep that scores the
  /// positions at its horizon by their area margin (within the settled bounds). Uses no table.
  int guess(int depth);

  /// What the search has counted.
  const NativeSearchCounts& counts() const { return counts_; }
  /// The table's size in bytes.
  std::size_t table_bytes() const {
    return footprints_ ? footprint_table_.bytes() : table_.bytes();
  }
  /// Reports the probe under way in progress lines.
  void set_probe(int lower, int upper, int gamma, int horizon) {
    lower_ = lower;
    upper_ = upper;
    gamma_ = gamma;
    horizon_ = horizon;
  }

 private:
  struct Child {
    NativePlay play;  ///< the play (point kPassCode: a pass)
    int score;        ///< its order: higher first
  };
  /// The bounds the table holds for the state now, into lower and upper (and its best move into
  /// hint); the footprint of what was used is OR-ed into `footprint`.
  void probe(int& lower, int& upper, int& hint, std::uint64_t* footprint);
  /// ORs the image of footprint `from` under symmetry `t` into `into`.
  void map_footprint(const std::uint64_t* from, int t, std::uint64_t* into) const;
  void store(int lower, int upper, int best, int work, const std::uint64_t* footprint);
  std::uint64_t* footprint(std::size_t depth);
  void merge_child(std::size_t depth, bool pass);
  int order(std::array<Child, 33>& children, int n, int hint, bool pass_first) const;
  int heuristic(int depth, int alpha, int beta);
  /// The value of a finished game for the player to move: the area margin, or a no result's.
  int final_value() const;
  /// The settled areas' bounds for the player to move, widened where a no result may fall.
  AreaBounds bounds() const;
  void tick();

  NativeSuperkoState& state_;
  const SolveLimits& limits_;
  bool footprints_;  ///< the footprint table, not the whole-history one
  BoundTable table_;
  FootprintTable footprint_table_;
  std::size_t words_;                   ///< a footprint's words
  std::vector<std::uint64_t> stack_;    ///< the footprint of each node on the line, by depth
  std::vector<std::uint64_t> scratch_;  ///< a footprint mapped to or from a key's image
  std::size_t depth_ = 0;
  int points_;
  bool pass_bound_;  ///< a non-ending pass is worth at most the area margin (not Spight)
  int no_result_;    ///< a no result's value for Black (0: the rule has none)
  std::array<std::array<std::uint32_t, 32>, 2> history_{};
  std::array<int, 32> degree_{};
  NativeSearchCounts counts_;
  run::ProgressClock progress_;
  run::StackGuard stack_guard_;  ///< the path's recursion stops before the thread's stack runs out
  int lower_ = 0, upper_ = 0, gamma_ = 0, horizon_ = 0;
};

}  // namespace kospec::solve
