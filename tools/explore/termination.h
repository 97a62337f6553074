#pragma once
// Termination, decided: whether play from a position can go on for ever under a ruleset (a
// reachable cycle of legal moves that never ends the game), with the shortest such lasso (the
// shortest found within a few passes over the graph, on graphs of long cycles), or a
// proof that every play ends (a theorem of the ruleset, or a complete acyclic state graph, with
// its longest game).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "rules/game.h"
#include "rules/ruleset.h"
#include "tools/explore/exact_graph.h"
#include "tools/explore/scc.h"

namespace kospec::explore {

/// A path from the start to a cycle, and the cycle, as real moves (lifted from a graph explored
/// up to symmetry: a cycle of stored states that closes on an image of its first state is walked
/// again until play returns to the same state).
struct ExactLasso {
  std::vector<Move> lead;   ///< moves from the start to the cycle's first state
  std::vector<Move> cycle;  ///< moves around the cycle, back to its first state
};

/// What is known of termination.
struct Termination {
  std::optional<bool> terminates;   ///< true: every play ends; false: play can go on for ever;
                                    ///< nullopt: unknown (a limit stopped the exploration)
  std::string argument;             ///< why: the theorem, the cycle found, or the acyclic graph
  std::optional<ExactLasso> lasso;  ///< when play can go on for ever: the shortest lasso found
                                    ///< (up to symmetry, with ExactLimits::symmetry)
  std::optional<std::size_t> longest_game;  ///< when the complete graph is acyclic: in plies
};

/// The theorem by which every play ends under `ruleset`, if it has one: positional, situational
/// and natural situational superko allow each configuration (with its player) to be made by a
/// board play once, and Spight's rule each pass in a configuration once per player.
std::optional<std::string> termination_theorem(const Ruleset& ruleset);

/// The graph of legal moves (moves to a state) of an explored graph, in compressed rows.
Adjacency legal_moves(const ExactGraph& graph);

/// Decides termination on an explored graph; `argument`, when given, is a proof that every play
/// from its start ends (cycle_set_argument), used as the ruleset's theorems are.
Termination decide_termination(const ExactGraph& graph,
                               const std::optional<std::string>& argument = std::nullopt);

/// An exploration and what it decided.
struct Decided {
  ExactGraph graph;         ///< the states explored (in the last round)
  Termination termination;  ///< what is known of termination
};

/// Explores from `start` and decides termination: the R9 argument first (cycle_set_argument),
/// then rounds of exploration with a growing state budget (`first_budget`, then eight times more
/// each round, up to limits.max_states) until a round decides termination, completes the graph, or
/// another limit or a stop request ends it. With `complete`, one round to limits.max_states.
Decided explore_and_decide(const Game& start, const PointSet& region, ExactLimits limits,
                           std::size_t first_budget, bool complete);

}  // namespace kospec::explore
