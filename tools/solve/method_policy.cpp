#include "tools/solve/method_policy.h"

#include "tools/solve/native_state.h"

namespace kospec::solve {

namespace {

bool endless(const Game& start) {
  return !start.over() && start.ruleset().endless_theorem(start.record().graph().size());
}

bool native(const Game& start) { return native_superko(start).has_value(); }

bool window(const Game& start) { return reads(start.ruleset().reads(), Fact::RepeatInWindow); }

bool history(const Game& start) {
  const FactMask m = start.ruleset().reads();
  return (m & (kHistoryFacts | kCycleFacts | facts_of_group(FactGroup::Guard))) != 0;
}

bool always(const Game&) { return true; }

constexpr MethodRule kPolicy[] = {
    {SolveMethod::Theorem,
     "a theorem decides (self-capture 'all': no-ko on any board; a ruleset whose one clause forbids "
     "nothing but the ko point, simple-ko's KO or a rule file's, on any board but 1x2)",
     "no search can do better than a proof", endless},
    {SolveMethod::ProofNumber,
     "the native state holds exactly the history the clauses read (PSK, SSK, NSSK on grids of at "
     "most 31 points; SPB+SPE and KO+NR+RPE on at most 24; rule files reading the same facts)",
     "fewer nodes than the native MTD(f) search on every board measured", native},
    {SolveMethod::Loop, "a clause reads the last N plies' configurations (a window superko)",
     "its proof-number searches re-search the window's states on every line", window},
    {SolveMethod::LoopProofNumber,
     "any other clause reads a history (a superko's, NR's, a pass rule's, the cycle-set rules', "
     "A2's), built-in or from a rule file",
     "it decides endless play too, and solved every such composition measured where the search "
     "over the rules layer stopped at its budget (2x2 PSK+KO: 1,135 nodes against a minute)",
     history},
    {SolveMethod::Retrograde,
     "no clause reads a history (no-ko, simple-ko): the state graph closes",
     "the merged graph of positions is small", always},
};

}  // namespace

std::span<const MethodRule> method_policy() { return kPolicy; }

SolveMethod policy_method(const Game& start) {
  for (const MethodRule& rule : kPolicy) {
    if (rule.applies(start)) return rule.method;
  }
  return SolveMethod::Retrograde;
}

std::string method_policy_text() {
  std::string text = "auto (default) picks, in order: ";
  for (std::size_t i = 0; i < std::size(kPolicy); ++i) {
    text += (i ? "; " : "") + std::string(solve_method_name(kPolicy[i].method)) + " where " +
            kPolicy[i].when;
  }
  return text;
}

}  // namespace kospec::solve
