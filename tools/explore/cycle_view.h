#pragma once
// A cycle of a state graph drawn for a reader: its states as board pictures on a ring in the order
// played, the path that leads to it from the start, the other moves at each of its states, and on
// every move the rulesets that forbid it or end the game there (rule id, ply, one colour a ruleset,
// a legend with each ruleset's verdict).

#include <map>
#include <string>
#include <vector>

#include "tools/explore/main_line.h"
#include "tools/explore/walk_verdicts.h"
#include "tools/figure/svg.h"

namespace kospec::explore {

/// The line of play a cycle picture judges: the plies before the explored start, the lead to the
/// cycle, the cycle twice; and the other moves at each state of the cycle's first run.
struct CycleWalk {
  std::vector<Move> walk;                            ///< every ply from the setup
  std::vector<std::vector<Move>> sides;              ///< per walk step: the other moves judged
  std::vector<std::vector<std::size_t>> side_edges;  ///< per cycle state: its other edges
  std::size_t prefix = 0;  ///< plies before the explored start (the main line up to --at)
};

/// The walk of a lasso after `prefix` (the main line up to the explored start).
CycleWalk plan_walk(const StateGraph& graph, const Lasso& lasso, const std::vector<Move>& prefix);

/// A DOT graph whose nodes get pictures (keys: the nodes' ids), and the layout engine it needs.
struct Drawing {
  std::string dot;                                   ///< Graphviz DOT text
  std::string engine;                                ///< "neato" (pinned positions) or "dot"
  std::map<std::string, figure::SvgPiece> pictures;  ///< pictures for nodes, by node id
};

/// The colour kospec draws the i-th judged ruleset in (distinct for the first twenty).
std::string ruleset_colour(std::size_t i);

/// One ruleset's stop in words: "ply 6 (W F3) illegal by PSK: ...", or "every ply legal".
std::string stop_text(const Graph& board, const CycleWalk& plan, const Lasso& lasso,
                      const WalkStop& stop);

/// The picture of a lasso with the verdicts of `rulesets` (judged on `plan`).
Drawing draw_cycle(const StateGraph& graph, const Graph& board, const Lasso& lasso,
                   const CycleWalk& plan, const WalkJudgement& judged,
                   const std::vector<std::string>& rulesets, const std::string& title);

}  // namespace kospec::explore
