#include "spec/vocabulary.h"

#include <algorithm>

#include "spec/base_play.h"

namespace kospec {

namespace {

using enum TermType;
using enum TermMoves;

constexpr VocabularyTerm kTerms[] = {
    // The move itself.
    {"captures", Fact::Captures, Count, BoardPlays,
     "the number of the opponent's stones the play captures (R5)", 1, false, 0},
    {"self-capture", Fact::SelfCapture, Truth, BoardPlays,
     "the play captures its own string (SUI)"},
    {"black", Fact::Mover, Truth, Both, "Black makes the move"},
    {"white", Fact::Mover, Truth, Both, "White makes the move", 1, true},
    {"after-pass", Fact::AfterPass, Truth, Both, "the previous ply was a pass"},
    {"threatens", Fact::Threatens, Truth, BoardPlays,
     "the play reduces an opponent's string to one liberty: it threatens it (R11)"},
    {"ko-point", Fact::KoPoint, Truth, BoardPlays,
     "the play is on the ko point: the point of the single stone the last ply captured, "
     "which a single stone with one liberty now takes back (KO)"},
    // The configuration and the situation after it (R6), and the history.
    {"repeats(configuration)", Fact::Repeat, Truth, BoardPlays,
     "the configuration after the play occurred before in the game (R6; PSK)"},
    {"repeats(situation)", Fact::RepeatToMove, Truth, BoardPlays,
     "the configuration after the play occurred before with the same player to move (SSK)"},
    {"repeats(configuration, made-by-player)", Fact::RepeatMadeBy, Truth, BoardPlays,
     "the configuration after the play is one its player made before by a board play, or the "
     "setup's when the opponent is to move at the start (NSSK)"},
    {"repeats(configuration, since-last-pass)", Fact::RepeatSincePass, Truth, BoardPlays,
     "the configuration after the play occurred at or after the last pass (SPB)"},
    {"repeats(configuration, within=N)", Fact::RepeatInWindow, Truth, BoardPlays,
     "the configuration after the play is one the last N plies left, the setup counting as a "
     "ply (WSK)"},
    {"repeats(situation, since-last-pass)", Fact::SituationCount, Truth, BoardPlays,
     "the situation after the play occurred at or after the last pass (NR)"},
    {"occurrences(situation, since-last-pass)", Fact::SituationCount, Count, BoardPlays,
     "how often the situation after the play occurred at or after the last pass, counted to 2 "
     "(NR)",
     1, false, 2},
    {"passed-here", Fact::PassedHere, Truth, Passes,
     "the passer passed before in this configuration (SPE, RPE)"},
    // The cycle-set rules' definitions.
    {"cycle-set", Fact::CycleSetBan, Truth, BoardPlays,
     "the play is on a point of the cycle set (R8) of the last ply's capture (R9)"},
    {"obvious-cycle-set", Fact::ObviousSet, Truth, BoardPlays,
     "the play is on a point of the cycle set the last ply's capture could obviously create (A1)"},
    {"constrained", Fact::Constrained, Truth, BoardPlays,
     "the move is constrained: the last ply's capture made a cycle set or repeated a capture (R10)"},
    {"disallowed-signature", Fact::DisallowedSignature, Truth, BoardPlays,
     "the play's signature (R14) is one disallowed for its player (R15)"},
    {"counteracts", Fact::Counteracts, Truth, BoardPlays,
     "the play counteracts (R13) a pending potentially disallowed (R12) move of the opponent"},
    {"captures-protected-stones", Fact::ProtectedCapture, Truth, BoardPlays,
     "the play captures protected double ko stones (A2)"},
    {"tko-capture", Fact::TkoCapture, Truth, BoardPlays,
     "the play takes a ko beside a string of one liberty that has two kos (A3)"},
};

std::string ply_text(std::size_t ply) { return "ply " + std::to_string(ply); }

}  // namespace

std::span<const VocabularyTerm> vocabulary() { return kTerms; }

const VocabularyTerm* find_term(std::string_view spelling) {
  for (const VocabularyTerm& term : kTerms) {
    if (term.spelling == spelling) return &term;
  }
  return nullptr;
}

int term_value(const VocabularyTerm& term, const MoveFacts& facts) {
  const int value = facts.value(term.fact);
  if (term.type == TermType::Count) return term.largest > 0 ? std::min(value, term.largest) : value;
  const bool holds = value >= term.at_least;
  return holds != term.negated ? 1 : 0;
}

bool applies_to(const VocabularyTerm& term, Judges judges) {
  if (term.moves == TermMoves::Both) return true;
  return (term.moves == TermMoves::BoardPlays) == (judges == Judges::BoardPlays);
}

std::string term_evidence(const VocabularyTerm& term, const MoveFacts& facts, const Evidence& e) {
  const auto earlier = [](const std::optional<std::size_t>& ply, std::string_view what) {
    return std::string(what) + (ply ? " of " + ply_text(*ply) : "");
  };
  switch (term.fact) {
    case Fact::Captures:
      return "captures " + std::to_string(facts.captures) +
             (facts.captures == 1 ? " stone" : " stones");
    case Fact::SelfCapture:
      return "is a self-capture";
    case Fact::Mover:
      return facts.black ? "is Black's" : "is White's";
    case Fact::AfterPass:
      return "follows a pass";
    case Fact::KoPoint:
      return e.ko && e.graph ? "is on the ko point " + e.graph->name(*e.ko) : "is on the ko point";
    case Fact::Repeat:
      return earlier(e.repeated, "repeats the configuration");
    case Fact::RepeatToMove:
      return earlier(e.repeated_to_move, "repeats the situation");
    case Fact::RepeatMadeBy:
      return earlier(e.repeated_made_by, "repeats the configuration its player made");
    case Fact::RepeatSincePass:
      return earlier(e.repeated_since_pass, "repeats since the last pass the configuration");
    case Fact::RepeatInWindow:
      return earlier(e.repeated_in_window, "repeats within the window the configuration");
    case Fact::SituationCount: {
      std::string plies;
      for (std::size_t p : e.situation_plies) plies += (plies.empty() ? "" : ", ") + ply_text(p);
      return "repeats since the last pass the situation" + (plies.empty() ? "" : " of " + plies);
    }
    case Fact::PassedHere:
      return e.earlier_pass
                 ? "passes again in the configuration of its pass at " + ply_text(*e.earlier_pass)
                 : "passes again in a configuration it passed in";
    case Fact::CycleSetBan:
      return "is in the cycle set " +
             (e.graph ? point_list(*e.graph, e.last_capture.cycle_set) : std::string()) +
             " of the last capture";
    case Fact::ObviousSet:
      return "is in the cycle set " + (e.graph ? point_list(*e.graph, e.obvious_set) : "") +
             " the last capture could obviously create";
    case Fact::Constrained:
      return "is constrained";
    case Fact::DisallowedSignature:
      return "has a disallowed signature " + (e.graph ? point_list(*e.graph, e.signature) : "");
    case Fact::Counteracts:
      return earlier(e.counteracted, "counteracts the potentially disallowed move");
    case Fact::ProtectedCapture:
      return "captures protected double ko stones";
    case Fact::TkoCapture:
      return "takes a ko beside a one-liberty string with two kos";
    case Fact::Threatens:
      return "reduces an opponent's string to one liberty";
  }
  return std::string(term.spelling);
}

}  // namespace kospec
