#pragma once
// The tactical reader (gnugo-reading.texi, "Reading Basics"): "a minimax search that declares win
// for the attacker once he can physically take the string off board, whereas the defense is
// considered successful when the string has sufficiently many liberties." attack() and
// find_defense() wrap do_attack() and do_find_defense(), which "call attack1, attack2, attack3 or
// attack4 resp. defend1 [...] defend4 depending on the number of liberties. These are fine-tuned to
// generate and try out the moves in an efficient order. They generate a few moves themselves
// (mostly direct liberties of the string), and then call helper functions called ..._moves which
// suggest less obvious moves. Which of these functions get called depends on the number of
// liberties and of the current search depth."
//
// The functions follow GNU Go 3.8's engine/reading.c: the same batches of move generators
// (move_generators.h, each named in the trace), the same move ordering (reader_order.cpp), killer
// moves and transposition table hints, simple_ladder beyond depth + 10, the branching limit, and
// the ko handling around conditional ko captures (komaster_trymove under the chosen komaster
// scheme; KO_B for a move that needed a conditional capture). Not included: the persistent cache
// (GNU Go's stackp-0 cache across calls), superstring connections through captured stones (owl
// only), and GNU Go's level switch (its default level 10 is assumed: superstring moves on).
// Everything is owned by the Reader object: komaster stack, table, limits, counters.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "reading/board_facts.h"
#include "reading/candidates.h"
#include "reading/fast_board.h"
#include "reading/komaster.h"
#include "reading/move_generators.h"
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
      0;  ///< reading nodes spent (calls of attack1..4, defend1..4 and the ladder functions)
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
  using Hint = std::optional<Point>;

  ReadCode do_attack(Point str, Hint* move);
  ReadCode do_find_defense(Point str, Hint* move);
  ReadCode attack1(Point str, Hint& move);
  ReadCode attack2(Point str, Hint& move);
  ReadCode attack3(Point str, Hint& move);
  ReadCode attack4(Point str, Hint& move);
  void first_attack_moves(Point str, int chain_bonus, Candidates& moves);
  ReadCode defend1(Point str, Hint& move);
  ReadCode defend2(Point str, Hint& move);
  ReadCode defend3(Point str, Hint& move);
  ReadCode defend4(Point str, Hint& move);
  bool first_defense_moves(Point str, const FastBoard::Points& libs, Candidates& moves, Hint& fast);
  bool fast_defense(Point str, const FastBoard::Points& libs, Hint& move);
  bool allows_under_the_stones_tesuji(Point move, Player color);
  ReadCode simple_ladder(Point str, Hint& move);
  ReadCode simple_ladder_defend(Point str, Hint& move);

  // The best result so far of a reading function and its move.
  struct Best {
    ReadCode code = ReadCode::Lose;
    Hint move;
  };
  // The locals GNU Go's attack2-4 and defend2-4 start with.
  struct Frame {
    Player color;  // the string's owner
    Player other;  // its opponent
    int sp;        // stackp
    Best best;     // the best result found so far
    Hint suggest;  // a defence hint passed down by the attack moves tried
    Hint killer;   // the move the caller found best last time (tried first)
  };
  // Counts the node and sets up the frame of a reading function on the string at str.
  Frame enter(Point str, const Hint& move);
  // GNU Go's ATTACK_TRY_MOVES / DEFEND_TRY_MOVES: tries the untried candidates in order; returns
  // true when the function must return now with `best` (a win, or the branching limit).
  bool attack_try_moves(Point str, Candidates& moves, const char* fn, bool no_deep_branching,
                        Hint* defense_hint, Best& best);
  bool defend_try_moves(Point str, Candidates& moves, const char* fn, bool no_deep_branching,
                        Hint* attack_hint, Best& best);
  // GNU Go's order_moves(): scores the untried candidates for `color` and sorts them.
  void order_moves(Point str, Candidates& moves, Player color, const char* fn, Hint killer);
  // Writes the untried candidates, in order, with their scores and generators, into the trace.
  void trace_order(const Candidates& moves, const char* fn);

  // trymove under the komaster scheme; `conditional` tells whether the ko ban was ignored.
  // `fn` and `why` name the reading function and the generator in the trace.
  bool komaster_trymove(Point p, Player mover, bool consider_conditional, bool& conditional,
                        const char* fn, const char* why);
  // A plain trymove (no ko ban ignored, no komaster clause).
  bool trymove(Point p, Player mover, const char* fn, const char* why);
  void popgo();
  // Whether `player` is the komaster now (GNU Go's get_komaster() == color, gray not included).
  bool is_komaster(Player player) const;

  int stackp() const { return static_cast<int>(board_.depth() - base_depth_); }
  bool out_of_nodes() const {
    return limits_.node_limit != 0 && nodes_ - nodes_at_call_ >= limits_.node_limit;
  }
  void note(const std::string& line);
  ReadCode finish(const char* fn, Point str, const Best& best, Hint& move);
  ReadResult top(Point str, bool attacking);

  FastBoard& board_;
  ReadingLimits limits_;
  KoScheme scheme_;
  TranspositionTable table_;
  BoardFacts facts_;
  MoveGenerators gen_;
  std::vector<KomasterState> komaster_;  // one per stackp, parallel to the board's frames
  ReadTrace* trace_ = nullptr;
  std::size_t base_depth_ = 0;
  std::uint64_t nodes_ = 0;
  std::uint64_t nodes_at_call_ = 0;
  int deepest_ = 0;
};

}  // namespace kospec::reading
