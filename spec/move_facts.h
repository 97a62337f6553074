#pragma once
// What a deciding clause reads about one move the base rules allow, in two parts. The plain facts
// (MoveFacts: flags and a count, no strings, no allocation) are what its vote decides from; the
// evidence (Evidence: plies and point sets) is what its finding cites. Each engine gathers the
// facts its own way (the rules layer from its incremental indexes, the fast exact engine from its
// compact states, the solver's search state along its line), only the kinds its ruleset's
// clauses read; the clause table (spec/clause_table.h) says which kinds each clause reads, and
// every engine gathers every kind the table names (checked when it is compiled).

#include <cstdint>
#include <iterator>
#include <optional>
#include <vector>

#include "spec/move.h"
#include "spec/r09_rule_cycle_sets.h"
#include "spec/r15_rule_disallowed_capture.h"
#include "spec/rule_id.h"
#include "spec/ruling.h"

namespace kospec {

/// A kind of fact a clause reads.
enum class Fact : std::uint8_t {
  KoPoint,          ///< KO: the play is on the ko point
  Repeat,           ///< PSK: the play repeats a configuration of the game
  RepeatToMove,     ///< SSK: ... with the same player to move
  RepeatMadeBy,     ///< NSSK: ... its player made by a board play (or the setup)
  RepeatSincePass,  ///< SPB: ... seen at or after the last pass
  RepeatInWindow,   ///< WSK: ... left by one of the last N plies (the setup counting)
  SituationCount,   ///< NR: earlier occurrences of the situation it makes since the last pass
  PassedHere,       ///< SPE, RPE: the passer passed in this configuration before
  CycleSetBan,      ///< R9: the play is in the cycle set of the last ply's capture
  ObviousSet,       ///< A1: the play is in the cycle set the last capture could obviously create
  Constrained,      ///< R10: the move is constrained
  DisallowedSignature,  ///< R15: its signature (R14) is disallowed for its player
  ProtectedCapture,     ///< A2: it captures protected double ko stones
  TkoCapture,           ///< A3: a ko capture beside a one-liberty string with two kos
  Counteracts,          ///< R13: it counteracts a pending potentially disallowed opponent move
  Count_,               ///< the number of kinds (not a kind)
};

/// A set of fact kinds, one bit a kind.
using FactMask = std::uint32_t;

/// The bit of a fact kind.
constexpr FactMask fact_bit(Fact fact) { return FactMask{1} << static_cast<unsigned>(fact); }

/// Whether `mask` holds the kind `fact`.
constexpr bool reads(FactMask mask, Fact fact) { return (mask & fact_bit(fact)) != 0; }

/// The rule whose definition a fact kind is (checks and test labels name it).
constexpr RuleId fact_rule(Fact fact) {
  constexpr RuleId kRules[] = {RuleId::KO,  RuleId::PSK, RuleId::SSK, RuleId::NSSK, RuleId::SPB,
                               RuleId::WSK, RuleId::NR,  RuleId::SPE, RuleId::R9,   RuleId::A1,
                               RuleId::R10, RuleId::R15, RuleId::A2,  RuleId::A3,   RuleId::R13};
  static_assert(std::size(kRules) == static_cast<std::size_t>(Fact::Count_));
  return kRules[static_cast<std::size_t>(fact)];
}

/// The kinds the repetition clauses read: an index of the game's configurations.
inline constexpr FactMask kHistoryFacts =
    fact_bit(Fact::Repeat) | fact_bit(Fact::RepeatToMove) | fact_bit(Fact::RepeatMadeBy) |
    fact_bit(Fact::RepeatSincePass) | fact_bit(Fact::RepeatInWindow) |
    fact_bit(Fact::SituationCount) | fact_bit(Fact::PassedHere);

/// The kinds the cycle-set rules read: R8-R15's facts of the history.
inline constexpr FactMask kCycleFacts =
    fact_bit(Fact::CycleSetBan) | fact_bit(Fact::ObviousSet) | fact_bit(Fact::Constrained) |
    fact_bit(Fact::DisallowedSignature) | fact_bit(Fact::TkoCapture) | fact_bit(Fact::Counteracts);

/// The plain facts of one move: what the clauses' votes decide from.
struct MoveFacts {
  bool at_ko_point = false;           ///< KoPoint
  bool repeats = false;               ///< Repeat
  bool repeats_to_move = false;       ///< RepeatToMove
  bool repeats_made_by = false;       ///< RepeatMadeBy
  bool repeats_since_pass = false;    ///< RepeatSincePass
  bool repeats_in_window = false;     ///< RepeatInWindow
  std::uint8_t situation_count = 0;   ///< SituationCount (at most 2: a third occurrence decides)
  bool passed_here = false;           ///< PassedHere
  bool in_cycle_set = false;          ///< CycleSetBan
  bool in_obvious_set = false;        ///< ObviousSet
  bool constrained = false;           ///< Constrained
  bool signature_disallowed = false;  ///< DisallowedSignature
  bool captures_protected = false;    ///< ProtectedCapture
  bool tko_capture = false;           ///< TkoCapture
  bool counteracts = false;           ///< Counteracts

  /// Same facts.
  bool operator==(const MoveFacts&) const = default;
};

/// The evidence of one move: what the clauses' findings cite (the rules layer gathers it).
struct Evidence {
  const Graph* graph = nullptr;                    ///< the board, for point names
  Move move = Move::pass(Player::Black);           ///< the move judged
  std::optional<Point> ko;                         ///< KO: the ko point
  std::size_t ko_ply = 0;                          ///< KO: the ply that made it
  std::optional<std::size_t> repeated;             ///< PSK: the earliest ply repeated
  std::optional<std::size_t> repeated_to_move;     ///< SSK: the earliest ply repeated
  std::optional<std::size_t> repeated_made_by;     ///< NSSK: the earliest ply repeated
  std::optional<std::size_t> repeated_since_pass;  ///< SPB: the latest ply repeated
  std::optional<std::size_t> repeated_in_window;   ///< WSK: the latest ply repeated
  std::vector<std::size_t> situation_plies;        ///< NR: the earlier plies of the situation
  std::optional<std::size_t> earlier_pass;         ///< SPE, RPE: the passer's earlier pass here
  CaptureCycleSet last_capture;                    ///< R9: the last ply's capture and its set
  PointSet obvious_set;                            ///< A1: the set it could obviously create
  PointSet signature;                              ///< R15: the move's signature (R14)
  std::optional<DisallowedSignature> disallowed;   ///< R15: the disallowed signature it matches
  std::optional<PointSet> protected_stones;        ///< A2: the protected double ko stones
  PointSet captured;                               ///< A2: the stones the move captures
  std::size_t plies = 0;                           ///< A2: the plies played so far
  std::vector<PointSet> tko_groups;                ///< A3: the one-liberty strings with two kos
  std::optional<std::size_t> counteracted;         ///< A3.counter: the pending ply counteracted
};

/// A clause's vote on a move, and the rule that decided it (a clause may decide by a rule it
/// applies: R9 by A1 when A1's obvious set forbids).
struct Decision {
  Vote vote = Vote::Allow;     ///< the clause's decision
  RuleId rule = RuleId::TURN;  ///< the rule that decided it
};

}  // namespace kospec
