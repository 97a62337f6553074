#pragma once
// The tactical reader (gnugo-reading.texi, "Reading Basics"): "a minimax search that declares win
// for the attacker once he can physically take the string off board, whereas the defense is
// considered successful when the string has sufficiently many liberties." attack() and
// find_defense() wrap do_attack() and do_find_defense(), which call each other recursively through
// attack1..attack4 and defend1..defend4 chosen by the liberty count, with ko captures mediated by a
// komaster scheme and results kept in a transposition table. Everything is owned by the Reader
// object: komaster stack, table, limits, counters.
//
// Simplifications of GNU Go's reading.c (the structure is kept, the move generators are fewer):
// - attack2, attack3 and attack4 are one function (attack_n) over one candidate generator:
//   moves that save an attacker string in atari next to the target, the target's liberties,
//   backfilling when an atari is self-atari (2 liberties, stackp <= backfill_depth), and the
//   second-order liberties that touch two liberties (all of them for 2 liberties).
// - defend2..defend4 are one function (defend_n): the liberties (not self-atari ones for a string
//   of several stones), captures of adjacent strings in atari (break_chain), ataris on adjacent
//   strings with two liberties (break_chain2, stackp <= depth), and second-order liberties for two
//   liberties (stackp <= backfill_depth). fast_defense only looks at the liberties.
// - attack1 and defend1 follow GNU Go closely: capture, ko (KO_A when the defender's retake is
//   allowed by the scheme), proper snapback, backfilling, back-capturing; defend1 extends,
//   captures, and backfills when the string's capture would be a ko.
// - No superstrings, no edge-specific moves, no persistent cache, no killer-move bookkeeping
//   beyond the transposition table's stored move, which is tried first.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "reading/fast_board.h"
#include "reading/komaster.h"
#include "reading/read_code.h"
#include "reading/read_trace.h"
#include "reading/reading_limits.h"
#include "reading/transposition.h"

namespace kospec::reading {

/// The answer of attack() or find_defense().
struct ReadResult {
  ReadCode code = ReadCode::Lose;  ///< WIN, KO_A, KO_B or 0
  std::optional<Point> move;  ///< the move that achieves it (none for 0, or a string not in danger)
  std::uint64_t nodes =
      0;  ///< reading nodes spent (calls of attack1..4 and defend1..4, as GNU Go counts)
};

/// A tactical reader on a fast board it borrows (and leaves as it found it).
class Reader {
 public:
  /// A reader of `board` with the given limits and komaster scheme; a table of 2^table_bits entries.
  explicit Reader(FastBoard& board, ReadingLimits limits = {}, KoScheme scheme = KoScheme::Scheme5,
                  int table_bits = 18);

  /// "Determines if the string at str can be attacked": the attacker (the other colour) moves
  /// first. Throws PreconditionError unless `str` holds a stone.
  ReadResult attack(Point str);
  /// "Attempts to find a move that will save the string at str": its owner moves first. "It is
  /// not checked that tenuki defends." Throws PreconditionError unless `str` holds a stone.
  ReadResult find_defense(Point str);

  /// Records the variations read into `trace` (nullptr: no recording).
  void set_trace(ReadTrace* trace) { trace_ = trace; }
  /// The limits.
  const ReadingLimits& limits() const { return limits_; }
  /// The komaster scheme.
  KoScheme scheme() const { return scheme_; }
  /// Reading nodes since construction or the last reset.
  std::uint64_t nodes() const { return nodes_; }
  /// Sets the node counter to zero (GTP reset_reading_node_counter).
  void reset_node_counter() { nodes_ = 0; }
  /// The largest stackp reached by the last call.
  int deepest() const { return deepest_; }
  /// Empties the transposition table.
  void clear_cache() { table_.clear(); }

 private:
  using Moves = PointList<48>;

  ReadCode do_attack(Point str, std::optional<Point>& move);
  ReadCode do_find_defense(Point str, std::optional<Point>& move);
  ReadCode attack1(Point str, std::optional<Point>& move);
  ReadCode attack_n(Point str, int libs, std::optional<Point>& move);
  ReadCode defend1(Point str, std::optional<Point>& move);
  ReadCode defend_n(Point str, int libs, std::optional<Point>& move);
  bool fast_defense(Point str, std::optional<Point>& move);

  Moves attack_candidates(Point str, int libs);
  Moves defend_candidates(Point str, int libs);
  void order_moves(Point str, Moves& moves, Player mover, std::optional<Point> hint);

  // trymove under the komaster scheme; `conditional` tells whether the ko ban was ignored.
  bool komaster_trymove(Point p, Player mover, bool consider_conditional, bool& conditional,
                        const char* why);
  // A plain trymove (no ko ban ignored, no komaster clause: non-ko plays such as a recapture test).
  bool trymove(Point p, Player mover, const char* why);
  void popgo();
  // Would the scheme let `mover` retake at `p` now, conditionally (attack1's KO_A test)?
  bool retake_permitted(Point p, Player mover);

  int stackp() const { return static_cast<int>(board_.depth() - base_depth_); }
  bool out_of_nodes() const {
    return limits_.node_limit != 0 && nodes_ - nodes_at_call_ >= limits_.node_limit;
  }
  int approx_libs(Point p,
                  Player mover);  // liberties of the stone's string after a play (-1: illegal)
  bool is_self_atari(Point p, Player mover);
  void note(const std::string& line);
  ReadCode finish(const char* fn, Point str, ReadCode code, std::optional<Point> at,
                  std::optional<Point>& move);
  ReadResult top(Point str, bool attacking);

  FastBoard& board_;
  ReadingLimits limits_;
  KoScheme scheme_;
  TranspositionTable table_;
  std::vector<KomasterState> komaster_;  // one per stackp, parallel to the board's frames
  ReadTrace* trace_ = nullptr;
  std::size_t base_depth_ = 0;
  std::uint64_t nodes_ = 0;
  std::uint64_t nodes_at_call_ = 0;
  int deepest_ = 0;
};

}  // namespace kospec::reading
