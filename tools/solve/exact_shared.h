#pragma once
// What the searches of one solve on the engine's exact states share (the loop search and its
// proof-number stage): the rules and their history stores, the limits, the node count, the
// progress clock, the legal moves of a state and the scores of the ends met.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/rules.h"
#include "rules/game.h"
#include "tools/explore/state_symmetry.h"
#include "tools/run/stack_guard.h"
#include "tools/solve/move_code.h"
#include "tools/solve/result.h"
#include "tools/solve/settled.h"

namespace kospec::solve {

/// Bytes a table entry or a line entry of a search on exact states costs, with the hash table's
/// own (a node and a bucket).
inline constexpr std::size_t kExactEntryBytes = sizeof(engine::State) + 16 + 32;

/// A legal move of a state and the state it leads to.
struct ExactChild {
  int code = kPassCode;  ///< the point played, or kPassCode
  engine::State next;    ///< the state after it (over() when it ends the game)
};

/// What a side forces: an end of play with a score worth at least t to it (Black: the score;
/// White: minus the score), or, when `no_result_reaches`, an end by no result whatever t.
struct ExactGoal {
  Player forcer = Player::Black;
  bool no_result_reaches = false;
};

/// A search whose table and line the memory budget counts while it lives (ExactShared::Counted).
class ExactTables {
 public:
  virtual ~ExactTables() = default;
  /// Entries in its table and on its line.
  virtual std::size_t entries() const = 0;
};

/// The rules, limits, counters and caches the searches of one solve share.
class ExactShared {
 public:
  /// Counts `tables` in the memory budget from its making to its end.
  class Counted {
   public:
    /// Starts counting `tables` in `shared`'s budget.
    Counted(ExactShared& shared, const ExactTables& tables);
    ~Counted();
    Counted(const Counted&) = delete;
    Counted& operator=(const Counted&) = delete;

   private:
    ExactShared& shared_;
    const ExactTables& tables_;
  };

  /// The searches of `start`'s ruleset from its state, within `limits`.
  ExactShared(const Game& start, const SolveLimits& limits);

  /// The rules and their history stores.
  engine::ExactRules& rules() { return rules_; }
  /// Nodes visited so far by every search.
  std::uint64_t nodes() const { return nodes_; }
  /// The memory the budget counts now: every counted search's entries and the rules' history
  /// stores.
  std::size_t bytes() const;

  /// Counts a node `depth` plies into a line; throws run::Stopped at a limit (the memory budget
  /// counts the entries of every search counted) or a stop request, and reports progress naming
  /// `probe`.
  void visit(const std::string& probe, int depth);

  /// The legal moves of a non-terminal state: captures first, then the other board plays, then
  /// the pass.
  std::vector<ExactChild> children(const engine::State& s);

  /// The area score (Black's margin) of a game ended on `board`.
  int score(const engine::Board& board);

  /// Whether the game ended in `s` (over()) reaches `goal` at t.
  bool reached(const engine::State& s, const ExactGoal& goal, int t);

  /// The static bounds of a state in play from its settled areas (settled.h), where they hold
  /// for the loop search (tools/solve/README.md, "Static bounds": self-capture forbidden, no
  /// end by no result, a grid of at most 32 points, SolveLimits::static_bounds); else none.
  /// Each bound is forced by its side's passing at every turn.
  std::optional<AreaBounds> settled(const engine::State& s) const;

  /// The least image of `s` under the board symmetries that keep the start state (the identity
  /// alone when SolveLimits::symmetry is off) and the number of the map giving it: the key of
  /// `s` in a table, shared by every state with the same future up to a map.
  std::pair<engine::State, int> canonical(const engine::State& s);
  /// canonical(s) where finding it adds nothing to the rules' stores (StateSymmetry::
  /// known_canonical); nullopt where the image is new to them, so that no table holds it.
  std::optional<std::pair<engine::State, int>> known_canonical(const engine::State& s);
  /// A move's code (a point or kPassCode) under map number `t`.
  int map_code(int code, int t) const;
  /// The number of the map that undoes map number `t`.
  int inverse(int t) const { return symmetry_.group()->inverse(t); }

 private:
  struct BoardHash {
    std::uint64_t operator()(const engine::Board& b) const { return engine::board_hash(b); }
  };
  std::size_t table_entries() const;  // every counted search's entries
  engine::ExactRules rules_;
  explore::StateSymmetry symmetry_;
  std::unique_ptr<const smallboard::BitBoard> settled_board_;  // null: no static bounds
  SolveLimits limits_;
  run::ProgressClock clock_;
  run::StackGuard stack_guard_;  // the line's recursion stops before the thread's stack runs out
  std::uint64_t nodes_ = 0;
  int deepest_ = 0;
  std::unordered_map<engine::Board, int, BoardHash> scores_;
  std::vector<const ExactTables*> tables_;  // the searches counted (Counted)
};

}  // namespace kospec::solve
