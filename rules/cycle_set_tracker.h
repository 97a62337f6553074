#pragma once
// The cycle-set rules' state, kept incrementally as a game grows: R8 cycle sets, the R9 ban and
// R10 constraint on the next move (with A1's obvious sets when asked), and R15's disallowed
// signatures (R12-R14). Each ply costs time proportional to the board, never to the history.
// spec/ computes the same from scratch; a property test keeps the two equal.

#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "spec/a1_obvious_cycles.h"
#include "spec/r07_same_capture.h"
#include "spec/r09_rule_cycle_sets.h"
#include "spec/r15_rule_disallowed_capture.h"
#include "spec/record.h"

namespace kospec {

/// What the last ply left for the next move under R9/R10.
struct CycleSetBan {
  CaptureCycleSet last;  ///< R8 cycle set of the last ply's capture (has or creates), R9's facts
  PointSet obvious_set;  ///< A1's obvious cycle set of that capture (empty without A1)

  /// R10: whether the next move is constrained (A1's obvious set counting under A1.full).
  bool constrains(bool obvious_counts) const {
    return !last.cycle_set.empty() || (obvious_counts && !obvious_set.empty());
  }
};

/// Incremental R8-R15 state of one game.
class CycleSetTracker {
 public:
  /// Builds the state of the record so far; `a1` enables A1's obvious cycle sets, `r13` is the
  /// reading of R13's "subsequent opponent's move", `definitions` those of R7, R8, R11, R12, R14.
  CycleSetTracker(const GameRecord& record, std::optional<A1Reading> a1,
                  R13Reading r13 = R13Reading::Later, const DefinitionReadings& definitions = {});
  /// Updates the state with the record's last ply.
  void add_last(const GameRecord& record) { add(record, record.ply_count(), true); }
  /// Updates the state with ply `n` (1-based), made in `before`, without A1: one step of an A1.local
  /// continuation (rules/obvious_cycles.h).
  void add_ply(const Graph& graph, const Configuration& before, const Ply& ply, std::size_t n);
  /// A copy of the state that applies no A1 to later plies: the start of A1.local's continuations
  /// ("A1 itself is not applied inside a continuation").
  CycleSetTracker without_a1() const;
  /// R9/R10: what the last ply left for the next move.
  const CycleSetBan& ban() const { return ban_; }
  /// R15: the disallowed signature of `player` the same as `signature` (R14's reading), if any.
  const DisallowedSignature* disallowed(Player player, const Signature& signature) const;
  /// The readings of R7, R8, R11, R12 and R14 it keeps the facts in.
  const DefinitionReadings& definitions() const { return definitions_; }
  /// R13: the ply of a pending potentially disallowed move of the opponent that `move` (a legal
  /// board play with base-rules effect `effect`) would counteract, if any (the earliest).
  std::optional<std::size_t> counteracted_by(const Graph& graph, const Move& move,
                                             const PlayResult& effect) const;
  /// R15: every disallowed signature so far, in the order they arose.
  const std::vector<DisallowedSignature>& disallowed_signatures() const { return disallowed_; }
  /// R13: a potentially disallowed move (R12) still pending.
  struct PendingPd {
    Player player;                         ///< who played it
    Point point;                           ///< where
    std::vector<PointSet> threatened;      ///< the opponent strings it threatened (R11)
    PointSet signature;                    ///< its signature (R14)
    std::size_t ply;                       ///< the ply (1-based)
    std::vector<PointSet> own_threatened;  ///< its own strings it threatened (R11.any)
    PointSet captured;                     ///< the stones it captured
  };
  /// R13: the potentially disallowed moves pending after the last ply (by point).
  const std::vector<PendingPd>& pending() const { return pending_; }
  /// Everything the future verdicts of R8-R15 (and A1) depend on, as bytes, free of ply numbers:
  /// the ban, the pending potentially disallowed moves, the disallowed signatures, the cycle sets,
  /// and for each capture occurrence the points played since. Equal for two histories whose
  /// futures these rules judge alike.
  std::string canonical_state() const;

 private:
  // R8: what a cycle set belongs to: the capture (R7: its point and captured points, and under
  // R7.colour its player, else -1), and under R8.config the configuration it leaves (its bytes).
  using CycleSetKey = std::tuple<Point, PointSet, int, std::string>;
  // R15: what a disallowed signature is told apart by: the player, the union (R14), and under
  // R14.parts the point played and the captured points (else -1 and none).
  using SignatureKey = std::tuple<Player, PointSet, std::int64_t, PointSet>;

  // The key of a signature of `player` under the tracker's R14 reading.
  SignatureKey signature_key(Player player, const Signature& signature) const;
  // The key of the cycle set of `capture`, made by `by`, that left `after`.
  CycleSetKey cycle_set_key(const CaptureMove& capture, const Configuration& after) const;
  struct OccurrenceKey {
    CaptureMove capture;
    std::shared_ptr<const Configuration> config;
    std::uint64_t digest;
  };
  struct KeyHash {
    std::size_t operator()(const OccurrenceKey& k) const;
  };
  struct KeyEqual {
    bool operator()(const OccurrenceKey& a, const OccurrenceKey& b) const;
  };

  // Adds ply n of the record; `last`: it is the record's last ply (A1.local's obvious set, which
  // nothing but the next move reads, is searched for the last ply only).
  void add(const GameRecord& record, std::size_t n, bool last);

  std::optional<A1Reading> a1_;
  R13Reading r13_;
  DefinitionReadings definitions_;
  std::unordered_map<OccurrenceKey, std::size_t, KeyHash, KeyEqual> first_occurrence_;
  std::map<CycleSetKey, PointSet> cycle_sets_;
  std::vector<std::size_t> last_played_;  // per point: last ply that played a stone there
  CycleSetBan ban_;
  std::vector<PendingPd> pending_;  // R13.next: at most the last ply; R13.later: by point
  std::vector<DisallowedSignature> disallowed_;
  std::map<SignatureKey, std::size_t> disallowed_index_;  // into disallowed_
};

}  // namespace kospec
