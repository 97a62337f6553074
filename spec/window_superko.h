#pragma once
// WSK: the window superko, a bounded positional superko (OGS's 30-move window, Pachi's last 16
// positions): a board play may not recreate a configuration of the last N plies.

#include <optional>

#include "spec/record.h"
#include "spec/rule_text.h"
#include "spec/ruling.h"

namespace kospec {

/// WSK, with kospec's reading of "the last N plies".
inline constexpr RuleText kWindowSuperko{
    RuleId::WSK,
    "Window superko",
    "A board play may not recreate a configuration of the last N plies.",
    RuleSource::Kospec,
    "WSK.window: a board play may not leave a configuration equal (R6) to the one left by any of "
    "the last N plies before it, the setup counting as ply 0 while it is among them; written "
    "PSK(window=N) or WSK(window=N). With N = 2 it forbids the immediate retake of a single-stone "
    "ko, as the basic ko does; with N beyond the game's length it is positional superko.",
    "a bounded positional superko, as engines keep it (rulesets.md: OGS's 30-move window, Pachi's "
    "last 16 positions)",
    "a board play may not repeat a configuration of the last N plies"};

/// WSK from scratch: the latest of the last `window` plies (0 = the setup) whose configuration
/// equals `after`, if any.
std::optional<std::size_t> window_repeat(const GameRecord& record, const Configuration& after,
                                         int window);

/// WSK's vote on a board play: forbidden when it repeats a configuration of the window.
constexpr Vote vote_window_superko(bool repeats_in_window) {
  return repeats_in_window ? Vote::Forbid : Vote::Allow;
}

/// WSK's judgement of a board play, given the latest ply of the last `window` it repeats.
Ruling judge_window_superko(std::optional<std::size_t> earlier, int window);

}  // namespace kospec
