#pragma once
// A claim's local game on exact states: from a position, board plays on a set of points
// (the claim's region, and the points freed by captures), passes, and external ko threats spent
// by the player to move (reading THREAT.exchange: a threat and its answer played elsewhere, then
// the same player moves), each side with a stated number of them. Explored breadth-first, every
// node once, bounded by a node count and a memory budget, with progress and stop requests.

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/pass_code.h"
#include "engine/rules.h"
#include "tools/claims/claim.h"
#include "tools/run/run_control.h"

namespace kospec::claims {

/// A node of the local game: the exact state and the threats each side has left.
struct LocalNode {
  engine::State state;                 ///< the position and its history
  std::array<std::uint8_t, 2> left{};  ///< threats left: [0] Black, [1] White
  /// Same node.
  bool operator==(const LocalNode&) const = default;
};

/// Hashes nodes.
struct LocalNodeHash {
  /// The hash of a node.
  std::uint64_t operator()(const LocalNode& n) const;
};

/// A legal move of the local game.
struct LocalMove {
  /// The code of a pass.
  static constexpr std::int16_t kPass = engine::kPassPoint;
  /// The code of an external ko threat spent (THREAT.exchange).
  static constexpr std::int16_t kThreat = -2;
  std::uint32_t to = 0;              ///< the node it leads to
  std::int16_t code = kPass;         ///< the point played, kPass or kThreat
  Outcome outcome = Outcome::Legal;  ///< legal, no result or ends
  RuleId rule = RuleId::PASS;        ///< the deciding rule (PASS for a threat)
};

/// How far the exploration of a local game may go.
struct LocalLimits {
  std::size_t max_nodes = 4'000'000;             ///< stop adding nodes beyond this many
  std::size_t max_bytes = std::size_t{2} << 30;  ///< memory budget: nodes, moves, history
  run::RunControl control;                       ///< stop requests and progress lines
};

/// The nodes reachable from a claim's position, and their legal moves.
struct LocalGame {
  std::unique_ptr<engine::ExactRules> rules;  ///< the ruleset and the nodes' history stores
  engine::Mask playable;                      ///< points where board plays are tried, if empty
  std::vector<LocalNode> nodes;               ///< breadth-first (0: the start)
  std::vector<std::uint32_t> first_move;      ///< a node's moves: [first_move[n], first_move[n+1])
  std::vector<LocalMove> moves;               ///< legal moves, by node
  std::size_t expanded = 0;                   ///< nodes whose moves were tried (a prefix)
  bool complete = true;                       ///< false when a limit or a stop ended it early
  std::string stopped_by;                     ///< which, if one did
  double seconds = 0;                         ///< wall time

  /// Number of nodes.
  std::size_t size() const { return nodes.size(); }
  /// The moves of a node: empty for one not expanded.
  std::pair<std::size_t, std::size_t> move_range(std::size_t n) const {
    return n < expanded ? std::pair{std::size_t{first_move[n]}, std::size_t{first_move[n + 1]}}
                        : std::pair{std::size_t{0}, std::size_t{0}};
  }
  /// Whether a node was left unexplored by a limit.
  bool frontier(std::size_t n) const { return n >= expanded; }
  /// Bytes held: nodes, moves and the history stores.
  std::size_t bytes() const;
};

/// Explores the local game from `start` (a game under its ruleset): board plays on the empty
/// points of `region` and of the points occupied in `start`'s configuration (freed by captures),
/// passes, and a threat for a player with one left. A node where `ends` holds (the local game is
/// decided there) is not expanded: it has no moves. Throws InputError for a board the native
/// states cannot hold.
LocalGame explore_local(const Game& start, const PointSet& region, const Threats& threats,
                        const LocalLimits& limits,
                        const std::function<bool(const engine::State&)>& ends);

/// The text of a move of a local game: "B C3", "W pass", "B threat".
std::string local_move_text(const Graph& graph, Player player, std::int16_t code);

}  // namespace kospec::claims
