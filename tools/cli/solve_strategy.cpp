#include "tools/cli/solve_strategy.h"

#include <fstream>

#include "spec/error.h"
#include "tools/solve/solve.h"
#include "tools/solve/strategy_sgf.h"

namespace kospec::cli {

void require_strategy_replay(const SolveOptions& options, const std::vector<Game>& starts) {
  if (options.strategy.empty()) return;
  if (starts.size() != 1 || options.rulesets.front() == "all")
    throw InputError("solve: --strategy writes the strategies of one ruleset: give one -r");
  if (options.each_move) throw InputError("solve: --strategy is not for --each-move");
  if (options.check_states == 0)
    throw InputError(
        "solve: --strategy writes the strategies the replay certifies: not with "
        "--check-states 0");
  const std::optional<solve::SolveMethod> asked = values::method_of(options.method);
  const solve::SolveMethod m = asked ? *asked : solve::default_method(starts.front());
  if (m != solve::SolveMethod::ProofNumber && m != solve::SolveMethod::Loop &&
      m != solve::SolveMethod::LoopProofNumber)
    throw InputError(
        "solve: --strategy: the method " + std::string(solve::solve_method_name(m)) +
        " replays no strategy on the rules layer; --method dfpn, loop or loop-dfpn do");
}

bool write_strategies(const SolveOptions& options, const Game& start, const values::Row& row,
                      const std::vector<solve::StrategyTree>& trees, std::string& line) {
  const solve::SolveResult& r = row.result;
  line = "no strategy written to " + options.strategy + ": ";
  if (r.stopped)
    line += "the solve stopped\n";
  else if (!r.unchecked_by.empty())
    line += "the replay on the rules layer did not finish (" + r.unchecked_by + ")\n";
  else if (trees.empty())
    line += "there is none to replay here\n";
  if (r.stopped || !r.unchecked_by.empty() || trees.empty()) return false;
  std::ofstream file(options.strategy, std::ios::binary);
  file << solve::strategy_sgf(start, trees, options.strategy_nodes);
  if (!file.flush()) throw InputError(options.strategy + ": cannot write the strategy file");
  std::string sides;
  for (const solve::StrategyTree& t : trees)
    sides += std::string(sides.empty() ? "" : " and ") +
             (t.forcer == Player::Black ? "Black's" : "White's");
  line = "strategies written to " + options.strategy + ": " + sides +
         (trees.size() < 2 ? " (one game tree; the other side's bound is the board's extreme: "
                             "every score is within it, no strategy needed)"
                           : ", one game tree each") +
         "\n";
  return true;
}

}  // namespace kospec::cli
