#pragma once
// The proof-number stage of the loop search: depth-first proof-number search (df-pn) of "the
// forcer can force an end of play with a score worth at least t" on the engine's exact states,
// any ruleset. A proof never rests on a repetition (a repeated state counts against the forcer),
// so it holds wherever the state is reached; a disproof that rests on a state of the line above
// the node is not kept (the graph-history interaction: tools/solve/README.md, "Loop search").

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "tools/solve/exact_shared.h"

namespace kospec::solve {

/// One side's proof-number search on exact states, with its table kept across thresholds.
class ExactProver : public ExactTables {
 public:
  /// The search of `goal` (its forcer and what an end by no result counts as) on `shared`'s rules.
  ExactProver(ExactShared& shared, ExactGoal goal);

  /// What one search of a threshold found at the state searched.
  struct Verdict {
    bool proven = false;  ///< the forcer can force its goal at t (else it cannot, for good)
    /// Proven: the forcer forces its goal at this t as well, at least t (the worth its proof's
    /// ends give). Disproven: it cannot at this t, at most t.
    int bound = 0;
  };

  /// Decides whether the forcer can force its goal at t from `s`. Throws run::Stopped at a limit.
  Verdict prove(const engine::State& s, int t);

  /// The forcer's move that proved its goal at t or above from `s`, searching again where the
  /// table has none (kNoMove when the goal is not proven there).
  int proven_move(const engine::State& s, int t);

  /// Entries in the table and on the line.
  std::size_t entries() const override { return table_.size() + line_.size(); }

 private:
  static constexpr std::uint32_t kInf = 1u << 30;
  static constexpr int kFree = std::numeric_limits<int>::max();
  /// The bound of a proof that holds at any t (an end by no result that reaches the goal).
  static constexpr int kAlways = std::numeric_limits<int>::max() / 2;
  /// The bound of a disproof that holds at any t (an end by no result, play for ever).
  static constexpr int kNever = std::numeric_limits<int>::min() / 2;

  /// A state's table key (ExactShared::canonical): its least symmetric image, and the number of
  /// the map from the state to it (moves are stored in the image's frame).
  using Key = std::pair<engine::State, int>;

  /// What the table knows of a state.
  struct Entry {
    int proven = std::numeric_limits<int>::min();     ///< the largest t proven forced
    int disproven = std::numeric_limits<int>::max();  ///< the smallest t disproven for good
    int move = kNoMove;                               ///< the forcer's move that proved `proven`
    int numbers_t = std::numeric_limits<int>::min();  ///< the threshold of pn and dn
    std::uint32_t pn = 1, dn = 1;
  };
  /// The numbers a search returns, with what its disproof assumed.
  struct Numbers {
    std::uint32_t pn = 1, dn = 1;
    int depends = kFree;  ///< a disproof's shallowest line state assumed repeated (kFree: none)
    int bound = 0;        ///< solved: the worth proven forced (pn 0) or not forced (dn 0)
  };
  /// A child of the node searched, with its numbers.
  struct Node {
    ExactChild child;
    /// The child's table key (none for an end); none either while its image is new to the
    /// stores (ExactShared::known_canonical), until the child is searched.
    std::optional<Key> key;
    Numbers numbers;
  };

  Key key_of(const engine::State& s);
  Numbers mid(const engine::State& s, const Key& key, int t, int depth, std::uint32_t thpn,
              std::uint32_t thdn);
  Numbers look_up(const engine::State& s, const std::optional<Key>& key, int t);
  std::optional<Numbers> static_numbers(const engine::State& s, int t) const;
  void solved(bool forcer, const std::vector<Node>& nodes, int depth, Numbers& out, int& move);
  void store(const Key& key, int t, const Numbers& n, int move);

  ExactShared& shared_;
  ExactGoal goal_;
  std::string probe_;
  std::unordered_map<engine::State, Entry, engine::StateHash> table_;
  std::unordered_map<engine::State, int, engine::StateHash> line_;  ///< the line's states, depths
  ExactShared::Counted counted_{shared_, *this};  // (last: counts the tables above)
};

}  // namespace kospec::solve
