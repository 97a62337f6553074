#pragma once
// What `kospec solve` finds: the exact minimax value of a position under a ruleset (area scoring,
// komi 0, Black's score minus White's), or, when the ruleset lets play go on for ever, what each
// side can force (tools/solve/README.md defines every term).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "spec/move.h"
#include "tools/run/run_control.h"

namespace kospec::solve {

struct StrategyTree;  // strategy_check.h

/// How a position was solved.
enum class SolveMethod {
  Native,       ///< negamax on the native superko state (PSK, SSK, NSSK on grids of <= 31 points)
  Search,       ///< negamax with alpha-beta and a transposition table (rulesets whose games end)
  Retrograde,   ///< the whole merged state graph, then retrograde analysis (any finite graph)
  Loop,         ///< depth-first search of native exact states, endless play included (any ruleset)
  ProofNumber,  ///< df-pn threshold searches on the native state (the rules of Native)
  LoopProofNumber,  ///< Loop's game decided by df-pn threshold searches on exact states (any)
  Theorem,          ///< no search: a theorem of the ruleset decides (Ruleset::endless_theorem)
};

/// "native", "search", "retrograde", "loop", "dfpn", "loop-dfpn" or "theorem".
std::string_view solve_method_name(SolveMethod method);

/// The states of each side's strategy replay on the rules layer by default (`--check-states`).
inline constexpr std::uint64_t kDefaultCheckStates = 5'000'000;

/// How far a solve may go.
struct SolveLimits {
  std::uint64_t max_nodes = 50'000'000;  ///< search nodes (Native, Search) or states (Retrograde)
  std::size_t table_bytes = std::size_t{64} << 20;  ///< the native search's transposition table
  std::size_t max_bytes = std::size_t{4} << 30;     ///< memory budget of a retrograde state graph
  bool footprints = true;  ///< Native: the footprint table where the board allows it
  bool symmetry = true;    ///< Native, loop-dfpn: table keys are the least symmetric image
  /// Native, proof-number: the static bounds of unconditional life and territory (settled.h); off
  /// only to check that they change no value.
  bool static_bounds = true;
  /// Loop: replay both sides' forcing strategies of an exact value on the rules layer, up to
  /// this many states each (0: no check).
  std::uint64_t check_states = kDefaultCheckStates;
  run::RunControl control;  ///< stop requests and progress lines
  /// Loop, dfpn (if set): receives each strategy the replay walked and found to hold, Black's
  /// first (`kospec solve --strategy`; the replay then folds no state by symmetry).
  std::vector<StrategyTree>* strategies = nullptr;
};

/// The answer for the start position.
struct SolveResult {
  SolveMethod method = SolveMethod::Search;  ///< how it was found
  bool stopped = false;                      ///< a limit stopped the solve; nothing below is known
  std::string stopped_by;                    ///< which limit, when stopped
  /// Black can force the game to end with a score, at least this one (nullopt: White can keep
  /// the game from ever ending with a score).
  std::optional<int> black_forces;
  /// White can force the game to end with a score, at most this one (nullopt: Black can keep
  /// the game from ever ending with a score).
  std::optional<int> white_forces;
  /// Black can keep the game from ever ending, by a score or by no result (NR): play goes on
  /// for ever. Without NR terminals this is exactly `!white_forces`.
  bool black_avoids_end = false;
  /// White can keep the game from ever ending, by a score or by no result (NR).
  bool white_avoids_end = false;
  /// Every game ends (NR+RPE): what neither side can force ends with no result, not endlessly.
  bool every_game_ends = false;
  /// The principal variation: optimal play to the end when the value is exact; otherwise a
  /// witness line (see `pv_repeats`).
  std::vector<Move> pv;
  /// The line is a cycle witness: it stops at the first state seen before on it.
  bool pv_repeats = false;
  /// When stopped during a search: the bounds on Black's score proven before the stop.
  std::optional<int> proven_lower, proven_upper;
  /// When stopped: Black's forcing was decided before the stop (the loop search decides it
  /// first): Black forces proven_lower and cannot force one more.
  bool black_decided = false;
  std::uint64_t nodes =
      0;  ///< search nodes visited (Native, Search) or states of the graph (Retrograde)
  std::size_t table_bytes = 0;  ///< the transposition table's size (Native)
  /// Loop: the states of both forcing strategies replayed and found to hold on the rules layer
  /// (0: not checked, or beyond SolveLimits::check_states).
  std::uint64_t checked_states = 0;
  /// Of checked_states, those the search's static bounds settled (not played on: settled.h's
  /// theorem forces the rest).
  std::uint64_t settled_states = 0;
  /// Loop, dfpn: what kept an exact value's strategies from being replayed on the rules layer
  /// ("--check-states N": more states than that; "a stop request"); empty when they were, or
  /// when no replay was asked for.
  std::string unchecked_by;
  double seconds = 0;  ///< wall time of the solve
  /// Theorem: the argument that decided the result (empty for a search's result).
  std::string_view theorem;

  /// The exact value: both sides can force it (black_forces == white_forces).
  std::optional<int> value() const {
    if (black_forces && white_forces && *black_forces == *white_forces) return black_forces;
    return std::nullopt;
  }
};

/// One line that states the result: "value +1", "endless: neither side can force the game to end
/// with a score", "Black can force an endless game (or a score of at least 3)", ...
std::string describe(const SolveResult& result);

/// A short word for tables: "+1", "0", "-5", "endless" (neither side can force a scored end and
/// play can go on for ever), "no-result" (neither can force a scored end, and play ends by NR),
/// "B-endless" / "W-endless" (that side can keep the game from ending with a score),
/// "endless[-1,+3]" (no exact value: Black can force an end only at -1 or better for White, White
/// only at +3 or better for Black; if both hold out for more, play never ends), where every game
/// ends (every_game_ends) "B-no-result" / "W-no-result" and "no-result[-1,+3]", "stopped", or
/// "stopped[-4,+1]" (a search stopped when it had proven the value to lie in that range).
std::string summary(const SolveResult& result);

/// Null-window bisection of a value known to lie in [lower, upper]: `probe(gamma)` returns the
/// fail-soft result of a search with the window (gamma - 1, gamma). Each probe tightens a bound;
/// on return lower == upper == the value (if a probe throws, the bounds proven so far remain).
template <class Probe>
int bisect_value(int& lower, int& upper, Probe probe) {
  while (lower < upper) {
    const int gamma = lower + (upper - lower + 1) / 2;
    const int r = probe(gamma);
    if (r >= gamma) {
      lower = r;
    } else {
      upper = r;
    }
  }
  return lower;
}

/// MTD(f) (A. Plaat et al., 1996): null-window probes that start at a guess at the value known to
/// lie in [lower, upper] and follow the fail-soft results, each probe tightening a bound;
/// `probe(gamma)` returns the fail-soft result of a search with the window (gamma - 1, gamma). On
/// return lower == upper == the value (if a probe throws, the bounds proven so far remain).
template <class Probe>
int mtdf_value(int& lower, int& upper, int guess, Probe probe) {
  int g = guess < lower ? lower : guess > upper ? upper : guess;
  while (lower < upper) {
    const int gamma = g == lower ? g + 1 : g;
    const int r = probe(gamma);
    if (r >= gamma) {
      lower = r;
    } else {
      upper = r;
    }
    g = r;
  }
  return lower;
}

/// Records in `result` what a search found in which a no result is worth `no_result` to Black
/// (below every score, -(points + 1): Black's forcing; above, points + 1: White's): `black`, the
/// searched value for Black, is that side's bound, absent when the other side can force a no
/// result (the value is the no result's).
void record_forcing(SolveResult& result, int black, int no_result);

/// Marks `result` stopped by `by`: no value, no line.
void mark_stopped(SolveResult& result, std::string by);

/// A score with its sign: "+5", "0", "-5".
std::string signed_score(int score);

}  // namespace kospec::solve
