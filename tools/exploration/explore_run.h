#pragma once
// One exploration of a position (`kospec explore`, the report's state graphs): the exact states
// reachable from it under a ruleset, termination decided, and when the graph is small enough its
// listing, strongly connected components, elementary cycles with every judging ruleset's verdicts
// and the cycle a picture shows.

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "sgf/sgf_game.h"
#include "tools/explore/cycle_view.h"
#include "tools/explore/dot_writer.h"
#include "tools/explore/termination.h"

namespace kospec::exploration {

/// What to explore.
struct ExploreRequest {
  std::string file;                  ///< the SGF position
  std::size_t at = 0;                ///< start after this many plies of the main line
  Ruleset ruleset;                   ///< the ruleset whose states are explored
  std::string region;                ///< explore::parse_region syntax ("": the ko shapes)
  std::vector<Ruleset> judges;       ///< rulesets whose verdicts are shown (the explored one added)
  explore::ExactLimits limits;       ///< states, depth, memory, stop, progress
  std::size_t max_listed = 20000;    ///< above this many states, no listing, cycles or drawing
  bool complete = false;             ///< explore on after termination is decided
  std::size_t max_cycles = 200;      ///< elementary cycles listed at most
  std::optional<std::size_t> cycle;  ///< the listed cycle to draw (default: the main line's)
};

/// Everything explore found, ready to print.
struct ExploreResults {
  std::string title;                                  ///< "FILE under RULESET, region ..."
  const explore::ExactGraph* native = nullptr;        ///< the exact states and moves
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

/// One exploration and everything found in it (the results point into it: keep it in place).
struct ExploreRun {
  sgf::SgfGame game;                 ///< the position; its moves cut at --at
  std::vector<Move> main_line;       ///< the whole main line
  PointSet region;                   ///< where board plays were tried
  std::string ruleset;               ///< the explored ruleset's name
  explore::ExactGraph native;        ///< the exact states and their moves
  explore::Termination termination;  ///< whether play can go on for ever, and why
  explore::StateGraph graph;         ///< the listing of the states and moves (when not too many)
  bool listed = false;               ///< whether the graph was listed (at most max_listed states)
  ExploreResults results;            ///< cycles, verdicts, the drawn cycle
};

/// Explores as `request` says. Throws InputError on bad input.
std::unique_ptr<ExploreRun> explore_run(const ExploreRequest& request);

/// The drawing of a run: its drawn cycle, or the whole graph (asked for, or when it has no cycle).
explore::Drawing explore_drawing(const ExploreRun& run, bool whole_graph, std::size_t max_drawn);

}  // namespace kospec::exploration
