#pragma once
// What `kospec explore` prints: the text report and the JSON object, from one set of results.

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "tools/cli/json_output.h"
#include "tools/explore/cycle_view.h"
#include "tools/explore/termination.h"

namespace kospec::cli {

/// Everything explore found, ready to print.
struct ExploreResults {
  std::string title;                                  ///< "FILE under RULESET, region ..."
  const explore::ExactGraph* native = nullptr;       ///< the exact states and moves
  const explore::Termination* termination = nullptr;  ///< termination, decided
  const GameSetup* setup = nullptr;                   ///< the position's setup
  std::vector<Move> start_moves;               ///< the main line's plies before the start state
  std::size_t max_listed = 0;                  ///< the listing limit (states)
  const explore::StateGraph* graph = nullptr;  ///< the listing (null when not listed)
  const Graph* board = nullptr;                ///< the board
  std::vector<std::size_t> component;          ///< strongly connected component of each state
  std::vector<explore::Cycle> cycles;          ///< the cycles listed
  std::size_t total_cycles = 0;                ///< how many there are (limit + 1: more)
  std::size_t max_cycles = 0;                  ///< the listing limit
  std::vector<std::string> judges;             ///< the rulesets judged, in order
  std::vector<explore::WalkJudgement> cycle_verdicts;  ///< per listed cycle, played twice
  std::vector<explore::CycleWalk> cycle_walks;         ///< per listed cycle, its walk
  std::optional<explore::ChosenLasso> drawn;           ///< the cycle pictures show
  explore::CycleWalk drawn_walk;                       ///< its walk
  explore::WalkJudgement drawn_verdicts;               ///< and the verdicts on it
};

/// The text report: title, counts, the cycles with their states and every ruleset's verdict, and
/// the cycle pictures show with the verdicts on its walk. Plies count from the setup (ply 0).
void print_explore_text(const ExploreResults& r, std::ostream& out);

/// The JSON object: counts, states (name, depth, to_move, board rows, after_pass, ending), edges
/// (from, to, move, outcome, rule, reason), cycles (states by name, moves, verdicts) and the drawn
/// cycle with its verdicts.
Json explore_json(const ExploreResults& r, const std::string& file, const std::string& ruleset,
                  const PointSet& region);

}  // namespace kospec::cli
