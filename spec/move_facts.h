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
#include <string_view>
#include <vector>

#include "spec/move.h"
#include "spec/r09_rule_cycle_sets.h"
#include "spec/r15_rule_disallowed_capture.h"
#include "spec/rule_id.h"
#include "spec/ruling.h"

namespace kospec {

// Every kind of fact a clause reads, once: X(Kind, member, Type, Group, Rule, what it says of a
// move, definition). The definition of a fact of the move itself (group Move) is a function of
// spec/move_definitions.cpp, which the rules layer calls; the other groups' facts come from the
// engines' indexes of the history (their definition: none). The Fact enum, MoveFacts' members,
// the groups, the rule each kind belongs to and its name are all made from this list; each engine
// says which kinds it gathers, and a test gives every engine a witness of each value of every kind
// (corpus/facts/witnesses.json, FACT_Witness). Group: Move (the move itself), History (an index of
// the game's configurations), Cycle (R8-R15's facts of the history), Guard (A2's protected stones).
// clang-format off
#define KOSPEC_FACTS(X)                                                                            \
  X(KoPoint, at_ko_point, bool, Move, KO, "the play is on the ko point", ko_point_fact)            \
  X(Repeat, repeats, bool, History, PSK, "the play repeats a configuration of the game", none)     \
  X(RepeatToMove, repeats_to_move, bool, History, SSK,                                             \
    "the play repeats a configuration of the game with the same player to move", none)             \
  X(RepeatMadeBy, repeats_made_by, bool, History, NSSK,                                            \
    "the play repeats a configuration its player made by a board play (or the setup)", none)       \
  X(RepeatSincePass, repeats_since_pass, bool, History, SPB,                                       \
    "the play repeats a configuration seen at or after the last pass", none)                       \
  X(RepeatInWindow, repeats_in_window, bool, History, WSK,                                         \
    "the play repeats a configuration left by one of the last N plies (the setup counting)", none) \
  X(SituationCount, situation_count, std::uint8_t, History, NR,                                    \
    "the earlier occurrences since the last pass of the situation the play makes (to 2)", none)    \
  X(PassedHere, passed_here, bool, History, SPE,                                                   \
    "the passer passed in this configuration before", none)                                        \
  X(CycleSetBan, in_cycle_set, bool, Cycle, R9,                                                    \
    "the play is in the cycle set of the last capture", none)                                      \
  X(ObviousSet, in_obvious_set, bool, Cycle, A1,                                                   \
    "the play is in the cycle set the last capture could obviously create", none)                  \
  X(Constrained, constrained, bool, Cycle, R10, "the move is constrained", none)                   \
  X(DisallowedSignature, signature_disallowed, bool, Cycle, R15,                                   \
    "the move's signature (R14) is disallowed for its player", none)                               \
  X(ProtectedCapture, captures_protected, bool, Guard, A2,                                         \
    "the play captures protected double ko stones", none)                                          \
  X(TkoCapture, tko_capture, bool, Cycle, A3,                                                      \
    "the play is a ko capture beside a one-liberty string with two kos", none)                     \
  X(Counteracts, counteracts, bool, Cycle, R13,                                                    \
    "the play counteracts a pending potentially disallowed move of the opponent", none)            \
  X(Captures, captures, std::uint16_t, Move, R5,                                                   \
    "the number of the opponent's stones it captures", captures_fact)                              \
  X(SelfCapture, self_capture, bool, Move, SUI, "the play captures its own string",                \
    self_capture_fact)                                                                             \
  X(Mover, black, bool, Move, TURN, "Black makes the move (else White)", mover_fact)               \
  X(AfterPass, after_pass, bool, Move, PASS, "the previous ply was a pass", after_pass_fact)       \
  X(Threatens, threatens, bool, Move, R11,                                                         \
    "the play reduces an opponent's string to one liberty (it threatens it)", threatens_fact)
// clang-format on

/// A kind of fact a clause reads (KOSPEC_FACTS).
enum class Fact : std::uint8_t {
#define KOSPEC_FACT_ENUMERATOR(kind, member, type, group, rule, what, def) kind,
  KOSPEC_FACTS(KOSPEC_FACT_ENUMERATOR)
#undef KOSPEC_FACT_ENUMERATOR
};

/// The number of fact kinds.
inline constexpr std::size_t kFactCount = 0
#define KOSPEC_FACT_COUNT(kind, member, type, group, rule, what, def) +1
    KOSPEC_FACTS(KOSPEC_FACT_COUNT)
#undef KOSPEC_FACT_COUNT
    ;

/// A set of fact kinds, one bit a kind.
using FactMask = std::uint32_t;
static_assert(kFactCount <= 32, "FactMask holds a bit a kind");

/// The bit of a fact kind.
constexpr FactMask fact_bit(Fact fact) { return FactMask{1} << static_cast<unsigned>(fact); }

/// Whether `mask` holds the kind `fact`.
constexpr bool reads(FactMask mask, Fact fact) { return (mask & fact_bit(fact)) != 0; }

/// Which part of a game a fact kind reads.
enum class FactGroup : std::uint8_t {
  Move,     ///< the move itself and the last ply
  History,  ///< an index of the game's configurations (the repetition clauses)
  Cycle,    ///< R8-R15's facts of the history (the cycle-set rules)
  Guard,    ///< A2's protected stones
};

/// Every fact kind, in Fact order.
inline constexpr Fact kFacts[] = {
#define KOSPEC_FACT_LIST(kind, member, type, group, rule, what, def) Fact::kind,
    KOSPEC_FACTS(KOSPEC_FACT_LIST)
#undef KOSPEC_FACT_LIST
};

/// The group of a fact kind.
constexpr FactGroup fact_group(Fact fact) {
  constexpr FactGroup kGroups[] = {
#define KOSPEC_FACT_GROUP(kind, member, type, group, rule, what, def) FactGroup::group,
      KOSPEC_FACTS(KOSPEC_FACT_GROUP)
#undef KOSPEC_FACT_GROUP
  };
  return kGroups[static_cast<std::size_t>(fact)];
}

/// The kinds of one group.
constexpr FactMask facts_of_group(FactGroup group) {
  FactMask mask = 0;
  for (Fact fact : kFacts) {
    if (fact_group(fact) == group) mask |= fact_bit(fact);
  }
  return mask;
}

/// Every kind.
inline constexpr FactMask kAllFacts =
    (kFactCount == 32 ? ~FactMask{0} : (FactMask{1} << kFactCount) - 1);

/// The rule whose definition a fact kind is (checks and test labels name it).
constexpr RuleId fact_rule(Fact fact) {
  constexpr RuleId kRules[] = {
#define KOSPEC_FACT_RULE(kind, member, type, group, rule, what, def) RuleId::rule,
      KOSPEC_FACTS(KOSPEC_FACT_RULE)
#undef KOSPEC_FACT_RULE
  };
  return kRules[static_cast<std::size_t>(fact)];
}

/// The kind's name as written in KOSPEC_FACTS ("RepeatToMove").
std::string_view fact_name(Fact fact);

/// What a fact of the kind says of a move, in words.
std::string_view fact_meaning(Fact fact);

/// The kinds the repetition clauses read: an index of the game's configurations.
inline constexpr FactMask kHistoryFacts = facts_of_group(FactGroup::History);

/// The kinds the cycle-set rules read: R8-R15's facts of the history.
inline constexpr FactMask kCycleFacts = facts_of_group(FactGroup::Cycle);

/// The plain facts of one move: what the clauses' votes decide from (a member a kind).
struct MoveFacts {
#define KOSPEC_FACT_MEMBER(kind, member, type, group, rule, what, def) type member = 0;  ///< kind
  KOSPEC_FACTS(KOSPEC_FACT_MEMBER)
#undef KOSPEC_FACT_MEMBER

  /// The value of one kind's fact, as a number (false 0, true 1).
  int value(Fact fact) const;
  /// Sets one kind's fact to `value` (a flag: nonzero is true).
  void set(Fact fact, int value);

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
