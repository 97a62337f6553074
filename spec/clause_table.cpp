#include "spec/clause_table.h"

#include <algorithm>
#include <string>

#include "spec/a2_eternal_life.h"
#include "spec/a3_tko.h"
#include "spec/error.h"
#include "spec/file_rule.h"
#include "spec/ko_basic.h"
#include "spec/ko_no_result.h"
#include "spec/r09_rule_cycle_sets.h"
#include "spec/r15_rule_disallowed_capture.h"
#include "spec/repeated_pass_end.h"
#include "spec/spight.h"
#include "spec/superko.h"
#include "spec/window_superko.h"

namespace kospec {

namespace {

constexpr FactMask bit(Fact fact) { return fact_bit(fact); }

const Graph& graph_of(const Evidence& e) {
  require(e.graph != nullptr, "clause_table: evidence without a board");
  return *e.graph;
}

// ---- Readings: the terms that select them.

// A1's option (depth=2 or 4); plain A1 is A1.base at depth 2 and A1.local at depth 4.
int a1_depth(std::optional<int> option) {
  const int depth = option.value_or(2);
  if (depth != 2 && depth != 4)
    throw InputError(
        "A1's option: expected (depth=2) or (depth=4), not (depth=" + std::to_string(depth) + ")");
  return depth;
}

void select_a1(Readings& r, std::optional<int> option, bool constrains,
               std::optional<A1Continuations> continuations) {
  const int depth = a1_depth(option);
  r.a1 =
      A1Reading{depth,
                r.self_capture,
                constrains,
                continuations.value_or(depth > 2 ? A1Continuations::Local : A1Continuations::Base),
                {}};
}

constexpr ClauseReading kR9Readings[] = {
    {"A1", "depth", false, false,
     [](Readings& r, std::optional<int> o) { select_a1(r, o, false, std::nullopt); }, false, 4},
    {"A1.local", "depth", false, false,
     [](Readings& r, std::optional<int> o) { select_a1(r, o, false, A1Continuations::Local); },
     false, 4},
    {"A1.base", "depth", false, false,
     [](Readings& r, std::optional<int> o) { select_a1(r, o, false, A1Continuations::Base); },
     false, 4},
    // "behave as though the set has already been created": for R10 too.
    {"A1.full", "depth", false, false,
     [](Readings& r, std::optional<int> o) { select_a1(r, o, true, A1Continuations::Base); }, true,
     4},
    // R7: "the capturing stones are played at identical board points and ... the same board
    // points": no colour named.
    {"R7.points", "", false, true,
     [](Readings& r, std::optional<int>) { r.definitions.r7 = R7Reading::Points; }, true},
    {"R7.colour", "", false, true,
     [](Readings& r, std::optional<int>) { r.definitions.r7 = R7Reading::Colour; }},
    // R8: "the cycle set for the capture": the capture's, whatever configuration it leaves.
    {"R8.between", "", false, true,
     [](Readings& r, std::optional<int>) { r.definitions.r8 = R8Reading::Between; }, true},
    {"R8.config", "", false, true,
     [](Readings& r, std::optional<int>) { r.definitions.r8 = R8Reading::Config; }},
};

constexpr ClauseReading kR15Readings[] = {
    {"R13.next", "", false, true,
     [](Readings& r, std::optional<int>) { r.r13 = R13Reading::Next; }},
    {"R13.later", "", false, true,  // "a subsequent opponent's move": any later one
     [](Readings& r, std::optional<int>) { r.r13 = R13Reading::Later; }, true},
    // "A move threatens a string if its reduces the string's liberties to one": any string.
    {"R11.opponent", "", false, true,
     [](Readings& r, std::optional<int>) { r.definitions.r11 = R11Reading::Opponent; }},
    {"R11.any", "", false, true,
     [](Readings& r, std::optional<int>) { r.definitions.r11 = R11Reading::Any; }, true},
    // "does not increase the liberties of any threatened string of its own color": by any means.
    {"R12.own", "", false, true,
     [](Readings& r, std::optional<int>) { r.definitions.r12 = R12Reading::Own; }, true},
    {"R12.joins", "", false, true,
     [](Readings& r, std::optional<int>) { r.definitions.r12 = R12Reading::Joins; }},
    // "the set consisting of the board point ..., the board points ... and the board points ...".
    {"R14.union", "", false, true,
     [](Readings& r, std::optional<int>) { r.definitions.r14 = R14Reading::Union; }, true},
    {"R14.parts", "", false, true,
     [](Readings& r, std::optional<int>) { r.definitions.r14 = R14Reading::Parts; }},
};

constexpr ClauseReading kA2Readings[] = {
    {"A2.cycle", "", false, true, [](Readings& r, std::optional<int>) { r.a2_passes = false; }},
    {"A2.pass", "", false, true, [](Readings& r, std::optional<int>) { r.a2_passes = true; },
     true},  // "one ply of each player": a pass is a ply
};

constexpr ClauseReading kA3Readings[] = {
    {"A3.fight", "", false, true, [](Readings& r, std::optional<int>) { r.a3 = A3Reading::Fight; }},
    {"A3.counter", "", false, true,
     [](Readings& r, std::optional<int>) { r.a3 = A3Reading::Counter; }},
    {"A3.ko-liberty", "", false, true,
     [](Readings& r, std::optional<int>) { r.a3 = A3Reading::KoLiberty; }},
    {"A3.any", "", false, true, [](Readings& r, std::optional<int>) { r.a3 = A3Reading::Any; },
     true},  // "a group with two kos and only one liberty", no exception
};

void select_window(Readings& r, std::optional<int> option) {
  const int window = option.value_or(0);
  if (window < 1 || window > 1000)
    throw InputError("WSK's option: expected (window=N) with N from 1 to 1000, not (window=" +
                     std::to_string(window) + ")");
  r.window = window;
}

constexpr ClauseReading kWskReadings[] = {
    {"WSK", "window", true, true, select_window},
    {"PSK", "window", true, true, select_window},
};

// ---- Votes and findings: each calls its spec component.

Decision cycle_set_vote(const MoveFacts& f, const Readings&) {
  const Vote r9 = vote_cycle_set_rule(f.in_cycle_set);
  if (r9 == Vote::Allow && vote_obvious_cycles(f.in_obvious_set) == Vote::Forbid)
    return {Vote::Forbid, RuleId::A1};
  return {r9, RuleId::R9};
}

Ruling cycle_set_finding(const Decision& d, const MoveFacts&, const Evidence& e, const Readings&) {
  if (d.rule == RuleId::A1)
    return judge_obvious_cycles(graph_of(e), *e.move.point, e.obvious_set,
                                e.last_capture.capture_ply);
  return judge_cycle_set_rule(graph_of(e), *e.move.point, e.last_capture);
}

constexpr ClauseRow kRows[] = {
    {.id = RuleId::R9,
     .judges = Judges::BoardPlays,
     .reads = bit(Fact::CycleSetBan) | bit(Fact::ObviousSet),
     .vote = cycle_set_vote,
     .explain = cycle_set_finding,
     .readings = kR9Readings,
     .text = &kR9RuleCycleSets},
    {.id = RuleId::R15,
     .judges = Judges::BoardPlays,
     .reads = bit(Fact::Constrained) | bit(Fact::DisallowedSignature),
     .vote =
         [](const MoveFacts& f, const Readings&) {
           return Decision{vote_disallowed_capture(f.constrained, f.signature_disallowed),
                           RuleId::R15};
         },
     .explain =
         [](const Decision&, const MoveFacts& f, const Evidence& e, const Readings&) {
           return judge_disallowed_capture(graph_of(e), f.constrained, e.signature,
                                           e.disallowed ? &*e.disallowed : nullptr);
         },
     .readings = kR15Readings,
     .text = &kR15RuleDisallowedCapture},
    {.id = RuleId::A2,
     .judges = Judges::BoardPlays,
     .reads = bit(Fact::ProtectedCapture),
     .vote =
         [](const MoveFacts& f, const Readings&) {
           return Decision{vote_eternal_life(f.captures_protected), RuleId::A2};
         },
     .explain =
         [](const Decision&, const MoveFacts&, const Evidence& e, const Readings&) {
           return judge_eternal_life(graph_of(e), e.protected_stones, e.captured, e.plies);
         },
     .readings = kA2Readings,
     .text = &kA2EternalLife},
    {.id = RuleId::A3,
     .judges = Judges::BoardPlays,
     .reads = bit(Fact::Constrained) | bit(Fact::TkoCapture) | bit(Fact::Counteracts),
     .vote =
         [](const MoveFacts& f, const Readings& r) {
           return Decision{
               vote_two_kos_one_liberty(r.a3, f.constrained, f.tko_capture, f.counteracts),
               RuleId::A3};
         },
     .explain =
         [](const Decision&, const MoveFacts& f, const Evidence& e, const Readings& r) {
           return judge_two_kos_one_liberty(graph_of(e), r.a3, f.constrained, e.counteracted,
                                            e.tko_groups);
         },
     .readings = kA3Readings,
     .text = &kA3Tko},
    {.id = RuleId::KO,
     .judges = Judges::BoardPlays,
     .reads = bit(Fact::KoPoint),
     .vote =
         [](const MoveFacts& f, const Readings&) {
           return Decision{vote_basic_ko(f.at_ko_point), RuleId::KO};
         },
     .explain = [](const Decision&, const MoveFacts&, const Evidence& e,
                   const Readings&) { return judge_basic_ko(graph_of(e), e.move, e.ko, e.ko_ply); },
     .endless_alone = kEndlessUnderBasicKo,
     .endless_excepted_points = kEndlessUnderBasicKoExceptedPoints,
     .text = &kKoBasic},
    {.id = RuleId::NR,
     .judges = Judges::BoardPlays,
     .reads = bit(Fact::SituationCount),
     .vote =
         [](const MoveFacts& f, const Readings&) {
           return Decision{vote_no_result(f.situation_count), RuleId::NR};
         },
     .explain = [](const Decision&, const MoveFacts&, const Evidence& e,
                   const Readings&) { return judge_no_result(e.situation_plies); },
     .no_result = true,
     .termination =
         "theorem: a player's second pass in the same configuration ends the game (RPE), so "
         "there are finitely many passes, and between two of them a situation occurs at most "
         "twice before a board play repeating it ends the game with no result (NR), so the "
         "board plays between two passes are finitely many",
     .termination_needs = RuleId::RPE,
     .text = &kNoResult},
    {.id = RuleId::PSK,
     .judges = Judges::BoardPlays,
     .reads = bit(Fact::Repeat),
     .vote =
         [](const MoveFacts& f, const Readings&) {
           return Decision{vote_positional_superko(f.repeats), RuleId::PSK};
         },
     .explain = [](const Decision&, const MoveFacts&, const Evidence& e,
                   const Readings&) { return judge_positional_superko(e.repeated); },
     .termination =
         "theorem: under positional superko no board play repeats a configuration, so there are "
         "finitely many board plays, and between two of them the passes are bounded (two "
         "consecutive passes end the game, or SPE ends it at a repeated pass)",
     .text = &kPositionalSuperko},
    {.id = RuleId::SSK,
     .judges = Judges::BoardPlays,
     .reads = bit(Fact::RepeatToMove),
     .vote =
         [](const MoveFacts& f, const Readings&) {
           return Decision{vote_situational_superko(f.repeats_to_move), RuleId::SSK};
         },
     .explain =
         [](const Decision&, const MoveFacts&, const Evidence& e, const Readings&) {
           return judge_situational_superko(e.repeated_to_move, opponent(e.move.player));
         },
     .termination =
         "theorem: under situational superko no board play repeats a configuration with the "
         "same player to move, so there are finitely many board plays, and the passes between "
         "two of them are bounded",
     .text = &kSituationalSuperko},
    {.id = RuleId::NSSK,
     .judges = Judges::BoardPlays,
     .reads = bit(Fact::RepeatMadeBy),
     .vote =
         [](const MoveFacts& f, const Readings&) {
           return Decision{vote_natural_situational_superko(f.repeats_made_by), RuleId::NSSK};
         },
     .explain =
         [](const Decision&, const MoveFacts&, const Evidence& e, const Readings&) {
           return judge_natural_situational_superko(e.repeated_made_by, e.move.player);
         },
     .termination =
         "theorem: under natural situational superko no player recreates by a board play a "
         "configuration they made by a board play, so each player makes finitely many board "
         "plays, and the passes between two of them are bounded",
     .text = &kNaturalSituationalSuperko},
    {.id = RuleId::SPB,
     .judges = Judges::BoardPlays,
     .reads = bit(Fact::RepeatSincePass),
     .vote =
         [](const MoveFacts& f, const Readings&) {
           return Decision{vote_spight_ban(f.repeats_since_pass), RuleId::SPB};
         },
     .explain = [](const Decision&, const MoveFacts&, const Evidence& e,
                   const Readings&) { return judge_spight_ban(e.repeated_since_pass); },
     .termination =
         "theorem: under Spight's rule no board play repeats a configuration seen since the last "
         "pass, and a player's second pass in the same configuration ends play, so there are "
         "finitely many passes and finitely many board plays between two of them",
     .termination_needs = RuleId::SPE,
     .text = &kSpightBan},
    {.id = RuleId::SPE,
     .judges = Judges::Passes,
     .reads = bit(Fact::PassedHere),
     .vote =
         [](const MoveFacts& f, const Readings&) {
           return Decision{vote_repeated_pass(f.passed_here), RuleId::SPE};
         },
     .explain = [](const Decision&, const MoveFacts&, const Evidence& e,
                   const Readings&) { return judge_spight_end(e.move, e.earlier_pass); },
     .bounds_passes = true,
     .replaces_pass_end = true,
     .text = &kSpightEnd},
    {.id = RuleId::RPE,
     .judges = Judges::Passes,
     .reads = bit(Fact::PassedHere),
     .vote =
         [](const MoveFacts& f, const Readings&) {
           return Decision{vote_repeated_pass(f.passed_here), RuleId::RPE};
         },
     .explain = [](const Decision&, const MoveFacts&, const Evidence& e,
                   const Readings&) { return judge_repeated_pass_end(e.move, e.earlier_pass); },
     .bounds_passes = true,
     .text = &kRepeatedPassEnd},
    {.id = RuleId::WSK,
     .judges = Judges::BoardPlays,
     .reads = bit(Fact::RepeatInWindow),
     .vote =
         [](const MoveFacts& f, const Readings&) {
           return Decision{vote_window_superko(f.repeats_in_window), RuleId::WSK};
         },
     .explain =
         [](const Decision&, const MoveFacts&, const Evidence& e, const Readings& r) {
           return judge_window_superko(e.repeated_in_window, r.window);
         },
     .readings = kWskReadings,
     .text = &kWindowSuperko},
};

}  // namespace

std::span<const ClauseRow> clause_table() { return kRows; }

Decision ClauseRow::decide(const MoveFacts& facts, const Readings& taken) const {
  return file ? file->decide(facts) : vote(facts, taken);
}

Ruling ClauseRow::ruling(const Decision& decision, const MoveFacts& facts, const Evidence& evidence,
                         const Readings& taken) const {
  return file ? file->explain(decision, facts, evidence)
              : explain(decision, facts, evidence, taken);
}

const ClauseRow* clause_row(RuleId id) {
  for (const ClauseRow& row : kRows) {
    if (row.id == id) return &row;
  }
  return nullptr;
}

FactMask facts_read_by_table() {
  FactMask mask = 0;
  for (const ClauseRow& row : kRows) mask |= row.reads;
  return mask;
}

A1ContinuationClauses continuation_clauses(std::span<const RuleId> clauses,
                                           const Readings& readings) {
  const auto has = [&](RuleId id) {
    return std::find(clauses.begin(), clauses.end(), id) != clauses.end();
  };
  return {has(RuleId::R9),    has(RuleId::R15), has(RuleId::A2), has(RuleId::A3),
          readings.a2_passes, readings.a3,      readings.r13,    readings.definitions};
}

std::vector<RuleId> continuation_clause_ids(const A1ContinuationClauses& clauses) {
  std::vector<RuleId> ids;
  for (const auto& [on, id] :
       {std::pair{clauses.r9, RuleId::R9}, std::pair{clauses.r15, RuleId::R15},
        std::pair{clauses.a2, RuleId::A2}, std::pair{clauses.a3, RuleId::A3}}) {
    if (on) ids.push_back(id);
  }
  return ids;
}

Readings continuation_readings(const A1Reading& reading) {
  Readings r;
  r.self_capture = reading.self_capture;
  r.a3 = reading.clauses.a3_reading;
  r.a2_passes = reading.clauses.a2_passes;
  r.r13 = reading.clauses.r13;
  r.definitions = reading.clauses.definitions;
  return r;
}

std::span<const RuleId> base_rule_ids() {
  static constexpr RuleId kBase[] = {RuleId::TURN, RuleId::OCC, RuleId::R5, RuleId::SUI,
                                     RuleId::PASS};
  return kBase;
}

bool is_base_rule(RuleId id) {
  const auto base = base_rule_ids();
  return std::find(base.begin(), base.end(), id) != base.end();
}

std::vector<RuleId> definitions_read(FactMask mask) {
  if ((mask & kCycleFacts) == 0) return {};
  return {RuleId::R7, RuleId::R8, RuleId::R10, RuleId::R11, RuleId::R12, RuleId::R13, RuleId::R14};
}

namespace {

// What a reading of A3 excepts, in words.
std::string a3_reading_note(A3Reading reading) {
  switch (reading) {
    case A3Reading::Counter:
      return "a counteraction (R13) is no TKO capture";
    case A3Reading::KoLiberty:
      return "a string whose one liberty is a ko point of its own is no TKO group";
    case A3Reading::Fight:
      return "a counteraction (R13) is no TKO capture, and a string whose one liberty is a ko "
             "point of its own is no TKO group";
    case A3Reading::Any:
      break;
  }
  return "the literal reading, no exception but a ko threat";
}

// The readings of R7, R8, R11, R12 and R14 that are not their defaults, one note each.
void definition_notes(const Readings& r, std::vector<ReadingNote>& notes) {
  const DefinitionReadings& d = r.definitions;
  const DefinitionReadings plain;
  if (d.r7 != plain.r7)
    notes.push_back({RuleId::R7, std::string("reading ") + reading_id(d.r7) +
                                     ": a capture by one colour is not the same as the other's"});
  if (d.r8 != plain.r8)
    notes.push_back({RuleId::R8, std::string("reading ") + reading_id(d.r8) +
                                     ": a cycle set belongs to the capture and the configuration "
                                     "it leaves"});
  if (d.r11 != plain.r11)
    notes.push_back({RuleId::R11, std::string("reading ") + reading_id(d.r11) +
                                      ": a move threatens its own strings it reduces to one "
                                      "liberty too (R13, R14)"});
  if (d.r12 != plain.r12)
    notes.push_back({RuleId::R12, std::string("reading ") + reading_id(d.r12) +
                                      ": an own string in atari counts as helped only when the "
                                      "stone played joins it"});
  if (d.r14 != plain.r14)
    notes.push_back({RuleId::R14, std::string("reading ") + reading_id(d.r14) +
                                      ": signatures are the same when their point played, "
                                      "captured points and threatened points are"});
}

}  // namespace

std::vector<ReadingNote> reading_notes(const Readings& r, std::span<const RuleId> clauses) {
  const auto has = [&](RuleId id) {
    return std::find(clauses.begin(), clauses.end(), id) != clauses.end();
  };
  std::vector<ReadingNote> notes;
  if (r.a1) {
    notes.push_back(
        {RuleId::A1,
         "reading A1.k with k = " + std::to_string(r.a1->depth) + ", " +
             a1_continuations_id(r.a1->continuations) +
             (r.a1->continuations == A1Continuations::Local
                  ? " (board plays in the capture's region, each legal under the ruleset)"
                  : " (the base rules on the whole board)") +
             (r.a1->constrains ? ", A1.full: modifies R9 and R10 (the reply is constrained)"
                               : ", A1.r9: modifies R9's ban only")});
  }
  if (has(RuleId::A3)) {
    notes.push_back(
        {RuleId::A3, std::string("reading ") + a3_reading_id(r.a3) + ": " + a3_reading_note(r.a3)});
  }
  if (has(RuleId::WSK))
    notes.push_back({RuleId::WSK, "window of N = " + std::to_string(r.window) + " plies"});
  definition_notes(r, notes);
  return notes;
}

}  // namespace kospec
