#pragma once
// Depth-first proof-number search (df-pn: A. Nagai, 2002; with the 1+epsilon thresholds of
// J. Pawlewicz and L. Lew, 2007) over a NativeSuperkoState, for the predicate "the prover (Black
// or White) can force the game to end with a score worth at least t to it" (a no result, under
// the Japanese rule, reaches no t). Every node proven or disproven at t also carries the bound it
// proves on the prover's forced value (a proof at t of a child ending the game with +5 proves
// "at least 5"), and the table keeps those bounds across thresholds, so the value is found by
// a few threshold searches (dfpn_solve.h).
//
// The graph-history interaction: under PSK, SSK and NSSK the table is keyed by the position, the
// player to move and a pending pass, in its least symmetric image, and each proven bound carries
// what its proof read of the history (read_box.h): a box that holds every position the proof's
// moves create at the prover's (for a lower bound) or the defender's (upper) choices, and every
// history entry that forbade a move of the other side. A bound is used only where the history has
// the same entries in that box, so a proof that depended on a repetition above the node is reused
// only where that repetition is forbidden as well, and never where a move it played is forbidden.
// Under Spight's and the Japanese rule (whose passes open epochs) the key is the same, with the
// Japanese ko point, and a box is checked against what the rule's future verdicts read: every
// pass's entry and the entries of the epoch under way, not those of earlier epochs.

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "rules/game.h"
#include "tools/run/run_control.h"
#include "tools/run/stack_guard.h"
#include "tools/solve/dfpn_table.h"
#include "tools/solve/native_state.h"
#include "tools/solve/result.h"
#include "tools/solve/settled.h"

namespace kospec::solve {

/// What a proof-number search has counted.
struct DfpnCounts {
  std::uint64_t nodes = 0;     ///< nodes expanded (their children generated)
  std::uint64_t children = 0;  ///< children generated and looked up
  std::size_t deepest = 0;     ///< the longest line searched, in plies
};

/// Bounds on the prover's forced value (a score worth at least lower to it can be forced; none
/// worth more than upper), with the boxes of what their proofs read, in the state's own frame.
struct DfpnBounds {
  int lower;          ///< proven: the prover forces at least this
  int upper;          ///< proven: the prover forces no more than this
  ReadBox lower_box;  ///< what the proof of `lower` read (empty: nothing)
  ReadBox upper_box;  ///< what the proof of `upper` read
};

/// A df-pn search of one prover's forcing over the native state.
class DfpnSearch {
 public:
  /// A search of `prover`'s forcing from the state now (which it plays and takes back), within
  /// `limits` (nodes, table size, stop requests, progress). `self_capture`: the ruleset's option.
  DfpnSearch(NativeSuperkoState& state, SelfCapture self_capture, const SolveLimits& limits,
             Player prover);
  /// The search's frames are freed.
  ~DfpnSearch();
  DfpnSearch(const DfpnSearch&) = delete;
  DfpnSearch& operator=(const DfpnSearch&) = delete;

  /// Proven bounds on the prover's forced value at the state now, from a search that decides
  /// whether it forces at least t (lower >= t or upper < t on return). Throws run::Stopped at a
  /// limit or a stop request.
  DfpnBounds prove(int t);
  /// The prover's forced value's static bounds at the state now (unconditional life and
  /// territory, a pass that ends the game); `move` gets the move that realizes the lower bound
  /// when the prover is to move (a pass), the upper when the other side is.
  DfpnBounds static_bounds(int* move = nullptr) const;
  /// The move of the player to move that the table proves keeps the prover's forced value at
  /// least `t` (the prover to move: a lower bound >= t) or below `t` (the other side to move: an
  /// upper bound < t), after searching the state at t if the table does not know; kNoMove if
  /// there is none (the state's value is on the other side of t).
  int proven_move(int t);
  /// The prover.
  Player prover() const { return prover_; }
  /// The value of a no result or of no score for the prover: below every score.
  int no_score() const { return -points_ - 1; }
  /// What the search has counted.
  const DfpnCounts& counts() const { return counts_; }
  /// The table's size in bytes.
  std::size_t table_bytes() const { return table_.bytes() + numbers_.bytes(); }
  /// Reports the threshold under way in progress lines, with the bounds known at the start.
  void set_probe(int lower, int upper, int t) {
    probe_lower_ = lower;
    probe_upper_ = upper;
    probe_t_ = t;
  }

 private:
  struct Child;
  struct Frame;
  /// The table key of the state now, and its symmetry.
  StateKey key_now() const;
  /// PSK, SSK, NSSK: the table key of position `p` with `to_move` to play and, when `pending`,
  /// a pass just played.
  StateKey position_key(smallboard::BitPosition p, Player to_move, bool pending) const;
  /// The settled areas' bounds on the prover's value in position `p` (settled.h), cached.
  AreaBounds settled(smallboard::BitPosition p) const;
  /// The prover-signed value of the finished game now.
  int final_value() const;
  /// Fills `c` (the state being after its move) with its key, static bounds and table facts.
  void look_up_child(Child& c, int t);
  /// Tightens the child's known bounds (the state after its move: played, or not) with the
  /// bounds of table entry `e` (key `k`) that hold for this history.
  void table_bounds(Child& c, const DfpnEntry& e, const StateKey& k, bool played);
  /// Whether bound `b` (from the entry of symmetry `sym`) holds for the history now; its box
  /// mapped to this frame into `box`.
  bool holds(const ProvenBound& b, int sym, ReadBox& box) const;
  /// The fingerprint of the history now inside `box` (this frame), in the image of symmetry
  /// `sym`.
  std::uint64_t reads(const ReadBox& box, int sym) const;
  /// Generates the children of the state now into the frame.
  void generate(Frame& f, int t);
  /// The MID procedure: searches the state now at threshold t until its proof or disproof
  /// number reaches its threshold or it is solved; returns its bounds (pn, dn into the frame's
  /// result).
  DfpnBounds mid(const DfpnBounds& node_static, int t, std::uint32_t thpn, std::uint32_t thdn,
                 std::uint32_t& pn, std::uint32_t& dn);
  /// The bounds and numbers of a frame from its children.
  void aggregate(Frame& f, int t) const;
  /// The boxes of the frame's bounds (after aggregate) into `out`, and the moves that prove them
  /// (the player to move's choice; kNoMove when every move does).
  void boxes(const Frame& f, DfpnBounds& out, int& lower_move, int& upper_move) const;
  /// The positions of the moves of the player to move that the history forbids.
  void add_forbidden(ReadBox& box) const;
  /// Stores the frame's numbers at t and its bounds, which took `nodes` nodes.
  void store(const Frame& f, const DfpnBounds& b, int t, int lower_move, int upper_move,
             std::uint64_t nodes);
  /// Whether a state of key `k` is on the line above the state entered now.
  bool on_line(const StateKey& k) const;
  /// The context of the line after `play` (a pass: kPassCode) from the state now.
  std::uint64_t child_context(const NativePlay& play) const;
  /// The numbers table's key of a state of key `k` reached by a line of context `context`.
  static StateKey numbers_key(const StateKey& k, std::uint64_t context);
  /// Plays `play` (or passes) one ply deeper.
  void enter(const NativePlay& play);
  /// Counts a node; throws run::Stopped at a limit or a stop request; reports progress.
  void tick();

  NativeSuperkoState& state_;
  SelfCapture self_capture_;
  const SolveLimits& limits_;
  Player prover_;
  bool epochs_;  ///< Spight, Japanese: a pass opens an epoch (children are played to look up)
  int points_;
  DfpnTable<DfpnEntry> table_;      ///< the bounds, and the numbers any line left
  DfpnTable<DfpnNumbers> numbers_;  ///< the numbers of each line's context
  /// A hash of the positions of the line to each depth (numbers_key).
  std::vector<std::uint64_t> context_ = std::vector<std::uint64_t>(1, 0);
  struct SettledSlot {
    std::uint64_t code = 0;  ///< the position's code plus one (0: empty)
    std::int8_t lower = 0;
    std::int8_t upper = 0;
  };
  mutable std::vector<SettledSlot> settled_cache_ = std::vector<SettledSlot>(1 << 16);
  std::vector<std::unique_ptr<Frame>> frames_;  ///< one a depth of the line, reused
  std::size_t depth_ = 0;
  std::array<int, 32> degree_{};
  DfpnCounts counts_;
  run::ProgressClock progress_;
  run::StackGuard stack_guard_;  ///< the path's recursion stops before the thread's stack runs out
  int probe_lower_ = 0, probe_upper_ = 0, probe_t_ = 0;
};

}  // namespace kospec::solve
