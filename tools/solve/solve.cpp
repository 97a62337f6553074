#include "tools/solve/solve.h"

#include "spec/error.h"
#include "tools/run/stack_guard.h"
#include "tools/solve/dfpn_solve.h"
#include "tools/solve/loop_search.h"
#include "tools/solve/native.h"
#include "tools/solve/native_state.h"
#include "tools/solve/retrograde.h"
#include "tools/solve/search.h"

namespace kospec::solve {

namespace {

// The theorem that neither side can force an end, where it applies to the start.
std::optional<std::string_view> endless_theorem(const Game& start) {
  if (start.over()) return std::nullopt;
  return start.ruleset().endless_theorem(start.record().graph().size());
}

// The theorem's result: neither side can force an end, and either can keep play going for ever.
SolveResult solve_by_theorem(std::string_view theorem) {
  SolveResult result;
  result.method = SolveMethod::Theorem;
  result.black_avoids_end = true;
  result.white_avoids_end = true;
  result.theorem = theorem;
  return result;
}

// The method's own search, on the calling thread.
SolveResult solve_by(SolveMethod m, const Game& start, const SolveLimits& limits) {
  switch (m) {
    case SolveMethod::Native:
      return solve_by_native_search(start, limits);
    case SolveMethod::ProofNumber:
      return solve_by_proof_number(start, limits);
    case SolveMethod::Search:
      return solve_by_search(start, limits);
    case SolveMethod::Loop:
      return solve_by_loop_search(start, limits);
    case SolveMethod::LoopProofNumber:
      return solve_by_loop_search(start, limits, true);
    case SolveMethod::Theorem:
      return solve_by_theorem(*endless_theorem(start));
    case SolveMethod::Retrograde:
      break;
  }
  return solve_by_retrograde(start, limits);
}

}  // namespace

SolveMethod default_method(const Game& start) {
  // No search where a theorem decides: no-ko with self-capture 'all' on any board, simple-ko on
  // any but 1x2 (4x4: the loop search stopped at 27-35 M nodes and the retrograde graph at 113 M
  // states without an answer).
  if (endless_theorem(start)) return SolveMethod::Theorem;
  // The proof-number search: fewer nodes than the native MTD(f) search on every board measured
  // (tools/solve/README.md, "Figures"), and its values' strategies are replayed on the rules layer.
  if (native_superko(start)) return SolveMethod::ProofNumber;
  // The cycle-set rules' exact states keep every capture's occurrences: their graphs do not close
  // even on 2x2 (30 million states at depth 21), while the forcing strategies are small; the loop
  // search on native states also beats the rules layer's search for a composition (PSK+R15). Its
  // proof-number searches decide what its depth-first search does not within minutes: 2x2 with
  // self-capture, endless[-1,+1], in 0.7-0.8 M nodes against 19.8 M and 8.6 GB.
  const Ruleset& r = start.ruleset();
  if ((r.reads() & (kCycleFacts | fact_bit(Fact::ProtectedCapture))) != 0)
    return SolveMethod::LoopProofNumber;
  if (search_applies(r)) return SolveMethod::Search;
  // A history the retrograde analysis cannot fold (NR's situations since the last pass, a window
  // superko's last N plies) keeps its graph from closing within 100,000 states beyond 1x5. KO+NR:
  // the proof-number searches solve 1x6 and 3x3 in 0.5 s and 4 s, where the depth-first search
  // stops at 15 s; a window superko: the depth-first search solves PSK(window=6) on 2x3 in 0.9 s,
  // where the proof-number searches stop at 15 s (their disproofs resting on the line are
  // searched again: the window's states repeat on every line).
  if ((r.reads() & fact_bit(Fact::RepeatInWindow)) != 0) return SolveMethod::Loop;
  if ((r.reads() & kHistoryFacts) != 0) return SolveMethod::LoopProofNumber;
  return SolveMethod::Retrograde;
}

bool method_applies(SolveMethod method, const Game& start) {
  switch (method) {
    case SolveMethod::Native:
    case SolveMethod::ProofNumber:
      return native_superko(start).has_value();
    case SolveMethod::Search:
      return search_applies(start.ruleset());
    case SolveMethod::Theorem:
      return endless_theorem(start).has_value();
    case SolveMethod::Retrograde:
    case SolveMethod::Loop:
    case SolveMethod::LoopProofNumber:
      break;
  }
  return true;
}

SolveResult solve(const Game& start, const SolveLimits& limits, std::optional<SolveMethod> method) {
  const SolveMethod m = method.value_or(default_method(start));
  if (!method_applies(m, start)) {
    if (m == SolveMethod::Native || m == SolveMethod::ProofNumber) {
      throw InputError(
          "the native search needs exactly one of PSK, SSK, NSSK as the ruleset and a plain grid of at "
          "most 31 points, or SPB+SPE or KO+NR+RPE on at most 24; " +
          start.ruleset().name + " on " + start.record().graph().size_name() +
          " is not one: use --method search or retrograde");
    }
    if (m == SolveMethod::Theorem) {
      throw InputError("no theorem decides " + start.ruleset().name + " with self-capture '" +
                       std::string(self_capture_name(start.ruleset().self_capture)) + "' on " +
                       start.record().graph().size_name() +
                       ": the theorem method needs self-capture 'all', no-ko on any board or "
                       "simple-ko on any but 1x2, and a game not over; use another method");
    }
    throw InputError(
        "search needs a ruleset whose games always end (PSK, SSK, NSSK, SPB+SPE, or NR with RPE); " +
        start.ruleset().name + " is not one: use the retrograde method");
  }
  // The searches recurse along a line of play: on a stack of their own they go far deeper (the
  // loop search's line under KO+NR on 3x3: 75,000 plies, where a default thread's 8 MiB
  // overflowed at 19,390) before their stack guard stops them.
  SolveResult result;
  run::on_large_stack(run::kSearchStackBytes, [&] { result = solve_by(m, start, limits); });
  return result;
}

}  // namespace kospec::solve
