#pragma once
// The cycles of a state graph: strongly connected components (Boost.Graph's Tarjan), elementary
// cycles (Boost.Graph's Hawick-James, run on each component, bounded), and how every ruleset
// judges each cycle when it is played twice from the start.

#include <string>
#include <vector>

#include "tools/explore/state_graph.h"

namespace kospec::explore {

/// The strongly connected components of the graph of legal moves: a component number per state.
std::vector<std::size_t> components(const StateGraph& graph);

/// An elementary cycle: its states in order and the edges between them (the last back to the first).
struct Cycle {
  std::vector<std::size_t> states;  ///< states, starting at the one nearest the start
  std::vector<std::size_t> edges;   ///< edges[i] goes from states[i] to states[i+1] (cyclically)
};

/// The elementary cycles, at most `limit`; `total` receives how many there are, or limit + 1 when
/// the enumeration stopped at the limit.
std::vector<Cycle> elementary_cycles(const StateGraph& graph, std::size_t limit,
                                     std::size_t& total);

/// How one ruleset judges a cycle played twice after the path that reaches it.
struct CycleVerdict {
  std::string ruleset;  ///< the ruleset
  Outcome outcome;      ///< Legal (both runs complete), Illegal, NoResult or Ends
  std::size_t ply = 0;  ///< the ply of the cycle (1-based, counting both runs) that stopped it
  RuleId rule = RuleId::PASS;  ///< the deciding rule
  std::string reason;          ///< its finding
  bool unreachable = false;    ///< the path to the cycle is already refused by this ruleset
};

/// Judges a cycle under each ruleset: replays `prefix` (the position's main line), the path to the
/// cycle and the cycle twice, from `setup`.
std::vector<CycleVerdict> judge_cycle(const StateGraph& graph, const Cycle& cycle,
                                      const GameSetup& setup, const std::vector<Move>& prefix,
                                      const std::vector<Ruleset>& rulesets);

}  // namespace kospec::explore
