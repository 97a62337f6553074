#pragma once
// An exact index of the configurations of a game, answering what the superko rules ask in constant
// time: a hash of the configuration finds the entry, and the configuration itself confirms it, so a
// hash collision can never forbid a legal move.

#include <array>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

#include "spec/record.h"

namespace kospec {

/// What is known about one configuration of the game so far.
struct Occurrences {
  std::size_t first = 0;  ///< the earliest ply (0 = setup) that left it
  std::size_t last = 0;   ///< the latest ply that left it
  std::array<std::optional<std::size_t>, 2> first_with_to_move;  ///< earliest, by player to move
  std::array<std::optional<std::size_t>, 2> first_made_by;       ///< earliest board play by player
                                                                 ///< (NSSK.setup for the setup)
  std::array<std::optional<std::size_t>, 2> passed_by;           ///< earliest pass by player in it
  std::array<std::size_t, 2> epoch{};  ///< pass count when since_pass was last counted
  std::array<std::vector<std::size_t>, 2> since_pass;  ///< plies since the last pass, by to move
  /// Same facts.
  bool operator==(const Occurrences&) const = default;
};

/// Every configuration of a game, indexed exactly.
class PositionIndex {
 public:
  /// Indexes the setup and every ply of the record.
  explicit PositionIndex(const GameRecord& record);
  /// Indexes the record's last ply (call once after each ply is appended).
  void add_last(const GameRecord& record);
  /// Takes the record's last ply out of the index (call before the record drops it): the index
  /// is then the one the record without that ply gives.
  void remove_last(const GameRecord& record);
  /// What is known about a configuration, or nullptr if it never occurred.
  const Occurrences* find(const Configuration& config) const;
  /// The last pass ply (1-based), 0 if none.
  std::size_t last_pass() const { return last_pass_; }
  /// The number of passes so far.
  std::size_t passes() const { return passes_; }
  /// Calls f(configuration, occurrences) for every configuration seen, in no particular order.
  template <class F>
  void for_each(F&& f) const {
    for (const auto& [key, occurrences] : entries_) f(*key.config, occurrences);
  }

 private:
  struct Key {
    std::shared_ptr<const Configuration> config;
    std::uint64_t digest;
  };
  struct Hash {
    std::size_t operator()(const Key& k) const { return static_cast<std::size_t>(k.digest); }
  };
  struct Equal {
    bool operator()(const Key& a, const Key& b) const {
      return a.digest == b.digest && *a.config == *b.config;
    }
  };
  void add(const GameRecord& record, std::size_t ply);
  /// Counts in `o` the record's ply `ply`, which left o's configuration when `passes` passes had
  /// been played (that ply's included).
  static void count(Occurrences& o, const GameRecord& record, std::size_t ply, std::size_t passes);

  std::unordered_map<Key, Occurrences, Hash, Equal> entries_;
  std::size_t last_pass_ = 0;
  std::size_t passes_ = 0;
};

}  // namespace kospec
