#pragma once
// A forcing strategy checked on the rules layer (rules/game.h), apart from the search that found
// it: the forcer plays the strategy's move, the other side every move the rules layer allows, and
// every play must end, with a score worth at least t to the forcer, without repeating a state.
// States are folded by the board's reflections and rotations that keep the start state (the
// rules read only adjacency): a state whose image was checked is not checked again, since the
// strategy, mapped, forces from it. (Not under the cycle-set rules, whose images the rules
// layer's state key does not write.)

#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "rules/game.h"
#include "spec/board_symmetry.h"
#include "tools/run/run_control.h"

namespace kospec::solve {

/// The forcer's move after a line of moves from the start (nullopt: the strategy has none).
using Strategy = std::function<std::optional<Move>(const std::vector<Move>& line)>;

/// Whether a theorem settles the forcer's goal at the state a line of moves from the start
/// reaches (the static bounds the search used: settled.h), so that the check need not play on.
using Settled = std::function<bool(const std::vector<Move>& line)>;

/// A node of a strategy tree the check walked: the ply that reached it and how its line goes on.
struct StrategyNode {
  /// How the line goes on from the node.
  enum class End {
    Open,        ///< its plies are its children: the forcer's one move, or every legal reply
    Scored,      ///< the game ended here with `score`
    Bounded,     ///< the static bounds settled the forcer's goal here (settled.h): not played on
    Transposed,  ///< the state (key and pending pass) of node `same_as`, checked there
  };
  Move move = Move::pass(Player::Black);  ///< the ply that reached it (the root: none)
  std::vector<std::size_t> children;      ///< the nodes of its plies, in the order played
  End end = End::Open;                    ///< how the line goes on
  int score = 0;                          ///< Scored: Black's area minus White's
  std::size_t same_as = 0;                ///< Transposed: the node of the same state
};

/// The forcing strategy a check walked and found to hold: node 0 is the start. Recorded with the
/// symmetry folding off, so a transposition is the very state of an earlier node.
struct StrategyTree {
  Player forcer = Player::Black;  ///< the side whose strategy it is
  int t = 0;  ///< the worth to the forcer it forces (Black: the score; White: -it)
  std::vector<StrategyNode> nodes;  ///< the root first; a child after its parent
};

/// What the check found.
struct StrategyCheck {
  bool holds = false;    ///< every play ends with a worth of at least t to the forcer
  bool stopped = false;  ///< a limit stopped the check: nothing is claimed
  /// When stopped: "--check-states N", "--max-memory ...", a stop request, or the stack at a
  /// line's depth.
  std::string stopped_by;
  std::string why;            ///< when it does not hold: what went wrong, in words
  std::vector<Move> line;     ///< when it does not hold: the line from the start to the failure
  std::uint64_t states = 0;   ///< distinct states (rules-layer state keys, up to symmetry) checked
  std::uint64_t settled = 0;  ///< of those, the states a `Settled` theorem settled
};

/// Checks that `strategy` forces, from `start`, an end of play with a score (Black's margin, area
/// scoring) of at least t for Black, or at most -t for White (`forcer`), against every reply the
/// rules layer allows. An end by no result, a state repeated on a line, a move the rules layer
/// forbids or a missing move is a failure. At most `max_states` distinct states are checked, on lines
/// as deep as the calling thread's stack allows (run::StackGuard). What holds is the value: the
/// strategy, completed at states folded onto checked ones by the maps that fold them, forces it.
/// `control`: a stop request stops the check (stopped_by "a stop request (Ctrl-C)"), and it gets a
/// progress line at its interval. `max_bytes`: the memory its memo of checked states and its
/// line's states may take (each a state key and kMemoEntryBytes); beyond it the check stops
/// (stopped_by "--max-memory: ...").
/// `settled` (if given): the states it settles hold without being played on (each is counted,
/// and the forcer's goal there rests on its theorem, not on the replay). `record` (if given)
/// receives the tree walked, the states folded only where equal (no symmetry), when it holds.
StrategyCheck check_strategy(const Game& start, Player forcer, int t, const Strategy& strategy,
                             std::uint64_t max_states, const run::RunControl& control = {},
                             std::size_t max_bytes = std::numeric_limits<std::size_t>::max(),
                             const Settled& settled = {}, StrategyTree* record = nullptr);

/// The moves the player to move might make at `game`: a board play on each empty point, in point
/// order, then the pass (the rules layer judges which are legal).
std::vector<Move> candidate_moves(const Game& game);

/// The board's reflections and rotations, not the identity, that keep `start`'s state key (its
/// position and the history its rules read); none under the cycle-set rules, whose images the
/// state key does not write.
std::vector<PointMap> start_symmetries(const Game& start);

/// The memory a state of the check's memo takes besides its key's bytes: the hash set's node (the
/// key's string, the hash, the link), its allocation's header and its bucket.
inline constexpr std::size_t kMemoEntryBytes = 80;

/// What a search holding `used` bytes leaves of a `budget` for the strategy check (0 if none).
constexpr std::size_t bytes_left(std::size_t budget, std::size_t used) {
  return budget > used ? budget - used : 0;
}

}  // namespace kospec::solve
