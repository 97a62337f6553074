#pragma once
// The fast board of the tactical reader: incremental strings and liberty counts, captures, Zobrist
// hashing and an undo stack (GNU Go's trymove/popgo, gnugo-overview.txt: "Pushes the board
// position on the stack, increments stackp, places the stone on the board if the move is legal,
// removes captures"). It works on any kospec Graph, so rectangular boards and boards with extra
// arcs too. It plays the base rules (OCC, R5, SUI with the board's self-capture option) plus the
// simple ko point GNU Go keeps (board_ko_pos), which a play may respect or ignore (tryko).
//
// Representation: every state variable is a 32-bit cell of one array; a play records (cell, old
// value) pairs, and undo writes them back. A string is named by its origin, its smallest point
// index; its stones form a circular list; its liberty count is kept incrementally and recounted
// only when strings merge. check_consistency() rebuilds everything from the colours.

#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "reading/point_list.h"
#include "reading/zobrist.h"
#include "spec/base_self_capture.h"
#include "spec/configuration.h"
#include "spec/graph.h"

namespace kospec::reading {

/// check_consistency() found incremental state that differs from a rebuild (a bug, not bad input).
class ConsistencyError : public std::logic_error {
 public:
  /// An error with a message naming the point and both values.
  explicit ConsistencyError(const std::string& message) : std::logic_error(message) {}
};

/// A simple-ko ban: `banned` may not play at `point` (the point of the stone just captured by a
/// ko capture) on the next move, unless the play ignores ko (a conditional capture).
struct KoBan {
  Point point;    ///< the empty point where the single stone was captured
  Player banned;  ///< the player who may not retake there now
  /// Same point and player.
  bool operator==(const KoBan&) const = default;
};

/// Whether a play respects the ko ban or ignores it (GNU Go's trymove vs tryko).
enum class KoRule : std::uint8_t { Respect, Ignore };

/// A board position with incremental strings, hashing and undo.
class FastBoard {
 public:
  /// Largest number of liberties list functions return (more are counted, not listed).
  static constexpr std::size_t kMaxListed = 64;
  /// A list of points as the board returns it.
  using Points = PointList<kMaxListed>;

  /// The position `config` on `graph`, with an optional ko ban, under a self-capture option.
  /// Throws PreconditionError if the sizes differ, a string has no liberty, or the ko point is
  /// not empty.
  FastBoard(const Graph& graph, const Configuration& config,
            SelfCapture self_capture = SelfCapture::Forbidden,
            std::optional<KoBan> ko = std::nullopt,
            std::uint64_t zobrist_seed = ZobristKeys::kDefaultSeed);

  /// The board graph.
  const Graph& graph() const { return graph_; }
  /// The points joined to p by an arc: south, west, north, east (GNU Go's order), then others.
  std::span<const Point> neighbours(Point p) const {
    return {nbr_.data() + nbr_start_[p.index()], nbr_.data() + nbr_start_[p.index() + 1]};
  }
  /// The self-capture option plays follow.
  SelfCapture self_capture() const { return self_capture_; }
  /// The colour of a point.
  Color color(Point p) const { return static_cast<Color>(cell(kColor, p.index())); }
  /// The current configuration.
  Configuration configuration() const;
  /// The current ko ban, if the last move was a ko capture.
  std::optional<KoBan> ko() const;
  /// Zobrist hash of the stones and the ko point.
  std::uint64_t hash() const { return hash_; }
  /// A number that changes with every play, pass and undo (for caches of board facts).
  std::uint64_t serial() const { return serial_; }
  /// Number of moves (plays and passes) on the undo stack: GNU Go's stackp.
  std::size_t depth() const { return frames_.size(); }

  /// The origin (smallest point) of the string at a stone. Precondition: p holds a stone.
  Point origin(Point stone) const {
    return Point(static_cast<std::uint32_t>(cell(kString, stone.index())));
  }
  /// Number of stones of the string at a stone.
  int stone_count(Point stone) const { return cell(kSize, origin(stone).index()); }
  /// Liberty count of the string at a stone (R4).
  int liberty_count(Point stone) const { return cell(kLibs, origin(stone).index()); }
  /// Up to kMaxListed liberties of the string at a stone, in the order met walking the string.
  /// The reference is valid until the board changes.
  const Points& liberties(Point stone) const;
  /// Origins of the opponent strings next to the string at `stone`, each once; valid until the
  /// board changes.
  const Points& opponent_strings(Point stone) const;
  /// The next stone of the string's circular list (walk from any stone back to it).
  Point next_stone(Point stone) const {
    return Point(static_cast<std::uint32_t>(cell(kNext, stone.index())));
  }
  /// The stones of the string at a stone (all of them).
  std::vector<Point> stones(Point stone) const;
  /// Origins of the strings of colour `c` adjacent to the string at `stone`, each once.
  Points adjacent_strings(Point stone, Color c) const;
  /// Whether `p` is a liberty of the string at `stone`.
  bool is_liberty_of(Point p, Point stone) const;

  /// Whether `player` may play at `p` (OCC, SUI with the board's option, and the ko ban unless
  /// ignored), without playing.
  bool is_legal(Point p, Player player, KoRule ko_rule = KoRule::Respect) const;
  /// Whether playing at `p` captures something of the opponent's.
  bool captures_at(Point p, Player player) const;
  /// GNU Go's is_ko: "A move is a ko capture if and only if 1. All neighbors are opponent
  /// stones. 2. The number of captured stones is exactly one." Sets `captured` to that stone.
  bool is_ko_capture(Point p, Player player, std::optional<Point>* captured = nullptr) const;

  /// Plays a stone (trymove, or tryko with KoRule::Ignore). Returns false and changes nothing
  /// if the play is illegal.
  bool play(Point p, Player player, KoRule ko_rule = KoRule::Respect);
  /// A pass: pushes a frame and lifts the ko ban.
  void pass();
  /// Takes back the last play or pass (popgo). Precondition: depth() > 0.
  void undo();
  /// The opponent stones the last play captured (empty after a pass or with no capture).
  std::vector<Point> last_captured() const;
  /// The own stones the last play removed by self-capture.
  std::vector<Point> last_self_captured() const;
  /// The move of the last frame: the point played, or nullopt for a pass.
  std::optional<Point> last_move() const;

  /// Rebuilds strings, liberties, hash and the ko ban from the colours and throws
  /// ConsistencyError naming the first difference.
  void check_consistency() const;

 private:
  // kVersion: at a string's origin, a number given afresh whenever its liberties or its opponent
  // neighbours change (undo restores the old number, which then stands for the old ones again).
  enum Field : std::uint32_t { kColor, kString, kNext, kSize, kLibs, kVersion, kFieldCount };
  struct Frame {
    std::uint32_t log_mark;
    std::uint32_t captured_mark;
    std::uint32_t self_captured_mark;
    std::uint64_t hash;
    std::int32_t move;  // point index, -1 for a pass
  };

  std::int32_t cell(Field f, std::uint32_t i) const { return mem_[f * n_ + i]; }
  void set(Field f, std::uint32_t i, std::int32_t value);
  void set_scalar(std::uint32_t slot, std::int32_t value);
  // Sets a string's liberty count and gives it a new version.
  void set_libs(std::uint32_t origin, std::int32_t libs);
  std::int32_t scalar(std::uint32_t slot) const { return mem_[kFieldCount * n_ + slot]; }
  void set_ko(std::int32_t point, std::int32_t banned);
  void remove_string(std::uint32_t origin, std::vector<std::uint32_t>& removed);
  std::uint32_t merge(std::uint32_t a, std::uint32_t b);
  std::int32_t count_liberties(std::uint32_t origin) const;
  std::uint32_t next_mark() const;
  std::uint64_t rebuild_hash() const;

  // Liberty lists by origin, valid while the string's version is the same, and lists of opponent
  // strings computed since the last change of the board: the reader asks for the same ones many
  // times at one node, and most strings do not change from one node to the next.
  struct StringCache {
    std::int32_t libs_version = -1;   // the string's kVersion when `libs` was computed
    std::int32_t links_version = -1;  // the string's kVersion when `links` was computed
    Points libs;
    Points links;
  };

  Graph graph_;
  std::vector<Point> nbr_;                // every point's neighbours, one run after another
  std::vector<std::uint32_t> nbr_start_;  // where each point's run starts (size + 1 entries)
  SelfCapture self_capture_;
  ZobristKeys keys_;
  std::uint32_t n_;
  std::vector<std::int32_t> mem_;
  std::vector<std::pair<std::uint32_t, std::int32_t>> log_;
  std::vector<Frame> frames_;
  std::vector<std::uint32_t> captured_;
  std::vector<std::uint32_t> self_captured_;
  std::uint64_t hash_ = 0;
  mutable std::vector<std::uint32_t> marks_;
  mutable std::uint32_t mark_ = 0;
  std::uint64_t serial_ = 1;   // changes with every play, pass and undo
  std::int32_t versions_ = 0;  // the last version number given
  mutable std::vector<StringCache> cache_;
};

}  // namespace kospec::reading
