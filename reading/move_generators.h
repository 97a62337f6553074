#pragma once
// The move generators of GNU Go 3.8's tactical reader (engine/reading.c), each proposing candidate
// moves under its own name, which the trace shows ("special_rescue2", "edge_clamp"...). They are
// called by attack1..attack4 and defend1..defend4 (reader_attack.cpp, reader_defend.cpp) in GNU
// Go's batches; the depth parameters switch some of them off (ReadingLimits). The diagrams in the
// comments are GNU Go's: O the string's owner, X the other colour, * or a letter the move.
//   gen_chain.cpp       defending by attacking the surrounding chain: break_chain*, double ataris
//   gen_rescue.cpp      special rescue moves, edge clamps, edge moves, snapbacks
//   gen_attack.cpp      capping, special attacks, drawing back, edge blocks and backfills
//   gen_superstring.cpp superstrings (gnugo-reading.texi, "Superstrings") and squeezes

#include <cstddef>
#include <cstdint>
#include <vector>

#include "reading/board_facts.h"
#include "reading/candidates.h"
#include "reading/reading_limits.h"

namespace kospec::reading {

/// GNU Go's move generators over a board, at the reader's current depth.
class MoveGenerators {
 public:
  /// Generators over `facts` (borrowed) with the reader's limits.
  MoveGenerators(const BoardFacts& facts, const ReadingLimits& limits)
      : f_(facts), limits_(limits) {}
  /// Sets the board depth of the position read (stackp 0).
  void set_base(std::size_t depth) { base_ = depth; }
  /// GNU Go's stackp: plies below the position read.
  int stackp() const { return static_cast<int>(f_.board().depth() - base_); }

  // Defending by attacking the surrounding chain (gen_chain.cpp).
  /// Captures of opponent strings next to `str` in atari ("break_chain").
  void break_chain(Point str, Candidates& m) const;
  /// Defends own strings in atari next to the opponent string `str`; returns how many there are.
  int defend_secondary_chain1(Point str, Candidates& m, int min_liberties) const;
  /// Defends own strings with two liberties sharing one with the opponent string `str`.
  void defend_secondary_chain2(Point str, Candidates& m, int min_liberties) const;
  /// Moves that capture two-liberty chain links at once ("break_chain2_efficient").
  void break_chain2_efficient(Point str, Candidates& m) const;
  /// ... for one chain link `adj`.
  void break_chain2_efficient_of(Point str, Point adj, Candidates& m) const;
  /// Ataris, rescues and backfills on two-liberty chain links ("break_chain2").
  void break_chain2(Point str, Candidates& m, bool require_safe, bool be_aggressive) const;
  /// break_chain2 for a defence, with the scores set to -2.
  void break_chain2_defense(Point str, Candidates& m, bool be_aggressive) const;
  /// Attacks on three-liberty chain links ("break_chain3").
  void break_chain3(Point str, Candidates& m, bool be_aggressive) const;
  /// Attacks on four-liberty chain links ("break_chain4").
  void break_chain4(Point str, Candidates& m, bool be_aggressive) const;
  /// Attacks on weak chain links of the superstring not next to the string itself.
  void superstring_break_chain(Point str, int liberty_cap, Candidates& m) const;
  /// Double ataris on the surrounding chain ("double_atari_chain2").
  void double_atari_chain2(Point str, Candidates& m, bool generate_more) const;

  // Rescues (gen_rescue.cpp).
  /// Second-order liberties next to `lib` where the opponent's block is trivially captured.
  void special_rescue(Point str, Point lib, Candidates& m) const;
  /// The bamboo-joint rescue.
  void bamboo_rescue(Point str, const FastBoard::Points& libs, Candidates& m) const;
  /// Defending through a neighbour string when a liberty is suicide for the opponent.
  void special_rescue2(Point str, const FastBoard::Points& libs, Candidates& m) const;
  /// The edge configuration of special_rescue3 (three liberties).
  void special_rescue3(Point str, const FastBoard::Points& libs, Candidates& m) const;
  /// The counter to special_attack3 (two liberties).
  void special_rescue4(Point str, const FastBoard::Points& libs, Candidates& m) const;
  /// The hane rescue.
  void hane_rescue(Point str, const FastBoard::Points& libs, Candidates& m) const;
  /// Exterior liberties of an opponent string sharing two liberties (two or three liberties).
  void special_rescue5(Point str, const FastBoard::Points& libs, Candidates& m) const;
  /// The edge shapes of special_rescue6 (three or four liberties).
  void special_rescue6(Point str, const FastBoard::Points& libs, Candidates& m) const;
  /// A move setting up a snapback (or a ko) for a single stone in atari.
  void set_up_snapback(Point str, Point lib, Candidates& m) const;
  /// The edge clamp.
  void edge_clamp(Point str, Candidates& m) const;
  /// Crawling, climbing and drawing back on the edge; removes hopeless crawls (for `to_move`).
  void propose_edge(Point str, const FastBoard::Points& libs, Candidates& m, Player to_move) const;

  // Attacks (gen_attack.cpp).
  /// Capping moves between two diagonal liberties ("find_cap").
  void find_cap(Point str, Candidates& m) const;
  /// special_attack2, 3 and 4 (two liberties).
  void special_attack2(Point str, const FastBoard::Points& libs, Candidates& m) const;
  /// See special_attack2.
  void special_attack3(Point str, const FastBoard::Points& libs, Candidates& m) const;
  /// See special_attack2.
  void special_attack4(Point str, const FastBoard::Points& libs, Candidates& m) const;
  /// Drawing back from a two-liberty chain link next to the string ("draw_back").
  void draw_back(Point str, Candidates& m) const;
  /// The edge-closing backfill next to the liberty `apos`.
  void edge_closing_backfill(Point str, Point apos, Candidates& m) const;
  /// Edge blocks next to the liberty `apos`.
  void edge_block(Point str, Point apos, Candidates& m) const;

  // Superstrings (gen_superstring.cpp).
  /// Liberties of the superstring (and backfills or second-order liberties).
  void superstring_moves(Point str, Candidates& m, int liberty_cap, bool does_attack) const;
  /// Moves squeezing liberties out of the superstring ("squeeze move").
  void squeeze(Point str, Candidates& m) const;
  /// The liberties of the superstring at `str` (GNU Go's find_superstring_liberties), or the
  /// proper chain links of it (proper_superstring_chainlinks): `proper` leaves out the string's
  /// own.
  FastBoard::Points superstring_liberties(Point str, int liberty_cap) const;
  /// See superstring_liberties.
  FastBoard::Points proper_superstring_chainlinks(Point str, int liberty_cap) const;

 private:
  void break_chain3_of(const FastBoard::Points& links, Candidates& m, bool be_aggressive,
                       const char* name) const;
  // The superstring search (gen_superstring.cpp), with its scratch marks.
  struct Superstring;
  void find_superstring(Point str, int liberty_cap, bool proper, bool for_links,
                        Superstring& out) const;
  Player owner(Point str) const { return *owner_of(f_.board().color(str)); }

  const BoardFacts& f_;
  const ReadingLimits& limits_;
  std::size_t base_ = 0;
  // Scratch of the superstring search: a generation per search, and per point the generation in
  // which it was met as a stone, a liberty, a chain link.
  mutable std::uint32_t search_ = 0;
  mutable std::vector<std::uint32_t> in_, lib_seen_, link_seen_;
  mutable std::vector<Point> explore_;
};

}  // namespace kospec::reading
