#include "tools/solve/solve.h"

#include "spec/error.h"
#include "tools/run/stack_guard.h"
#include "tools/solve/dfpn_solve.h"
#include "tools/solve/loop_search.h"
#include "tools/solve/method_policy.h"
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

SolveMethod default_method(const Game& start) { return policy_method(start); }

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
