#pragma once
// The clause table: the one registry of kospec's deciding clauses (the ko rules a ruleset composes
// after the base rules). A row per clause id says which moves it judges, which facts its vote reads
// (spec/move_facts.h), its vote and its finding (its spec component's), its readings, and what it
// does to the end of play. The engines (the rules layer, the fast exact engine, the solver's search
// state) gather the facts and ask the rows; parsing a ruleset, state keys, termination and the
// choice of a solver read the rows. Nothing outside this table and the spec names a clause id.

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "spec/move_facts.h"
#include "spec/readings.h"
#include "spec/rule_text.h"

namespace kospec {

/// Which moves a clause judges.
enum class Judges : std::uint8_t {
  BoardPlays,  ///< board plays only
  Passes,      ///< passes only
};

/// A composition term that selects a reading of a clause, e.g. "A3.any" or "A1(depth=4)".
struct ClauseReading {
  std::string_view term;    ///< the term as written (any letter case of an id matches)
  std::string_view option;  ///< the option it takes, e.g. "depth" ("" if none)
  bool option_required;     ///< whether the option must be given
  bool adds_clause;         ///< whether naming it adds the row's clause to the ruleset
  /// Sets the reading, given the option's value if one was written. Throws InputError on a value
  /// the reading does not take.
  void (*select)(Readings& readings, std::optional<int> option);
  /// Whether this is the reading closest to the text's own words (the readings matrix gives ties
  /// to it: `kospec verify --readings`).
  bool literal = false;
  /// A value of its option the readings matrix tries besides none (A1's depth=4), if any.
  std::optional<int> matrix_option = std::nullopt;
};

struct FileRule;

/// One row of the clause table, or a rule file's clause (spec/file_rule.h).
struct ClauseRow {
  RuleId id;       ///< the clause
  Judges judges;   ///< the moves it judges
  FactMask reads;  ///< the facts its vote reads
  /// The spec's vote on the facts of a move, under the ruleset's readings.
  Decision (*vote)(const MoveFacts& facts, const Readings& readings);
  /// The spec's ruling on a move (its finding for `decision`, and the vote the evidence gives,
  /// which the rules layer checks against the decision), from its facts and evidence: built only
  /// where a verdict's trace is shown (the rules layer's judgements).
  Ruling (*explain)(const Decision& decision, const MoveFacts& facts, const Evidence& evidence,
                    const Readings& readings);
  std::span<const ClauseReading> readings = {};  ///< its named readings
  bool bounds_passes = false;      ///< a repeated pass ends play (SPE, RPE): passes are bounded
  bool replaces_pass_end = false;  ///< two consecutive passes no longer end the game (SPE)
  bool no_result = false;          ///< its vote can end the game with no result (NR)
  /// The theorem that every game ends under the clause, when passes are bounded (and the clause
  /// `termination_needs` is in the ruleset too); empty if the clause gives none.
  std::string_view termination = {};
  std::optional<RuleId> termination_needs = {};  ///< the clause its theorem also needs
  /// The theorem that neither side can force an end when the clause is a ruleset's only one and
  /// self-capture is 'all', on every board but those of `endless_excepted_points` points; empty if
  /// the clause gives none.
  std::string_view endless_alone = {};
  std::optional<std::size_t> endless_excepted_points = {};  ///< the board size it leaves out
  /// A rule file's clause: its rule, which decides and explains in place of `vote` and `explain`
  /// (both null); nullptr for a built-in row.
  const FileRule* file = nullptr;
  /// A built-in row's quoted text, its entry in the catalogue (spec/rule_text.h); nullptr for a
  /// rule file's clause, whose rule quotes its own sentence.
  const RuleText* text = nullptr;

  /// The clause's decision on a move with `facts`: the built-in vote, or the rule file's.
  Decision decide(const MoveFacts& facts, const Readings& taken) const;
  /// The clause's ruling on a move (see `explain`).
  Ruling ruling(const Decision& decision, const MoveFacts& facts, const Evidence& evidence,
                const Readings& taken) const;
};

/// Every row, in the order rulesets list them by default.
std::span<const ClauseRow> clause_table();

/// The row of a built-in clause id, or nullptr when the id is no built-in clause (a definition, a
/// base rule, or a rule file's clause: Ruleset::row finds those).
const ClauseRow* clause_row(RuleId id);

/// The facts every row reads together: what each engine must gather.
FactMask facts_read_by_table();

/// The base rules every ruleset starts with, in the order a move is judged by them.
std::span<const RuleId> base_rule_ids();

/// Whether `id` is one of the base rules (an illegal move it decides is illegal under every ruleset).
bool is_base_rule(RuleId id);

/// The definitions the facts in `mask` rest on (R7-R14 for the cycle-set facts), in id order.
std::vector<RuleId> definitions_read(FactMask mask);

/// A reading a ruleset takes, as a note on the rule it reads: "reading A3.any: ...".
struct ReadingNote {
  RuleId rule;       ///< the rule read
  std::string note;  ///< which reading, and what it means
};

/// The readings of `readings` that the clauses `clauses` read, one note each.
std::vector<ReadingNote> reading_notes(const Readings& readings, std::span<const RuleId> clauses);

/// The clauses A1.local judges a continuation's plies by: the ruleset's cycle-set clauses (every
/// row reading R8-R15's facts, A1 excepted), with their readings.
A1ContinuationClauses continuation_clauses(std::span<const RuleId> clauses,
                                           const Readings& readings);

/// The clauses A1.local judges a continuation's plies by, in table order.
std::vector<RuleId> continuation_clause_ids(const A1ContinuationClauses& clauses);

/// The readings a continuation's plies are judged in (A1 itself not applied).
Readings continuation_readings(const A1Reading& reading);

}  // namespace kospec
