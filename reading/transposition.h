#pragma once
// The reader's transposition table (gnugo-reading.texi, "Hashing of Positions": "we store away the
// current position, the function we are in, and which worm is under attack or to be defended.
// When the search for this position is finished, we also store away the result of the search and
// which move made the attack or defense succeed."). The key is the position hash (stones and ko
// point), the function, the string, the komaster and kom_pos, as in GNU Go's Read_result. Owned by
// a reader: a fixed array of entries, always-replace, cleared on demand.

#include <cstdint>
#include <optional>
#include <vector>

#include "reading/komaster.h"
#include "reading/read_code.h"

namespace kospec::reading {

/// The reading functions whose results are stored.
enum class ReadFunction : std::uint8_t { Attack = 1, FindDefense = 2 };

/// What a lookup found.
struct TableHit {
  bool usable = false;             ///< stored with at least the remaining depth asked for
  ReadCode code = ReadCode::Lose;  ///< the stored result (when usable)
  std::optional<Point> move;       ///< the stored move: the answer, or a hint for move ordering
};

/// A fixed-size table of read results.
class TranspositionTable {
 public:
  /// A table of 2^bits entries (bits in 4..26).
  explicit TranspositionTable(int bits = 18);
  /// Looks up a result stored for the same key with at least `remaining_depth` plies to go.
  TableHit find(std::uint64_t position, ReadFunction fn, Point str, const KomasterState& ko,
                int remaining_depth) const;
  /// Stores a result.
  void store(std::uint64_t position, ReadFunction fn, Point str, const KomasterState& ko,
             int remaining_depth, ReadCode code, std::optional<Point> move);
  /// Empties the table.
  void clear();
  /// Lookups that returned a usable result, since construction.
  std::uint64_t hits() const { return hits_; }

 private:
  struct Entry {
    std::uint64_t key = 0;
    std::uint32_t str = 0;
    std::int32_t kom_pos = -1;
    std::int32_t move = -1;
    std::uint8_t fn = 0;
    std::uint8_t komaster = 0;
    std::int8_t remaining = 0;
    std::uint8_t code = 0;
    std::uint32_t generation = 0;  // the table's generation when stored (older ones are cleared)
  };
  static std::uint64_t mix(std::uint64_t position, ReadFunction fn, Point str,
                           const KomasterState& ko);
  bool same(const Entry& e, std::uint64_t key, ReadFunction fn, Point str,
            const KomasterState& ko) const;

  std::vector<Entry> entries_;
  std::uint64_t mask_;
  std::uint32_t generation_ = 1;  // clear() starts a new generation instead of wiping the array
  mutable std::uint64_t hits_ = 0;
};

}  // namespace kospec::reading
