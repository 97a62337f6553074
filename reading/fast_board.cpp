#include "reading/fast_board.h"

#include "spec/checks.h"

#include <algorithm>

#include "spec/error.h"

namespace kospec::reading {

namespace {

constexpr std::uint32_t kKoPoint = 0;
constexpr std::uint32_t kKoBanned = 1;
constexpr std::uint32_t kScalars = 2;
constexpr std::int32_t kNone = -1;

std::int32_t to_cell(Color c) { return static_cast<std::int32_t>(c); }
std::int32_t to_cell(std::uint32_t index) { return static_cast<std::int32_t>(index); }
std::uint32_t to_index(std::int32_t cell) { return static_cast<std::uint32_t>(cell); }

}  // namespace

FastBoard::FastBoard(const Graph& graph, const Configuration& config, SelfCapture self_capture,
                     std::optional<KoBan> ko, std::uint64_t zobrist_seed)
    : graph_(graph),
      nbr_start_(graph.size() + 1, 0),
      self_capture_(self_capture),
      keys_(graph.size(), zobrist_seed),
      n_(static_cast<std::uint32_t>(graph.size())),
      mem_(kFieldCount * graph.size() + kScalars, kNone),
      marks_(graph.size(), 0),
      cache_(graph.size()) {
  require(config.size() == graph.size(), "FastBoard: the configuration does not fit the graph");
  // Each point's neighbours in GNU Go's order of directions (south, west, north, east: its
  // delta[0..3]), then any arcs off the grid: liberty and chain-link lists come out in the order
  // GNU Go 3.8 builds them for a new string, and the reader's ties break as GNU Go's do.
  for (std::uint32_t i = 0; i < n_; ++i) {
    std::vector<Point> around = graph.neighbours(Point(i));
    const int c = graph.column_of(Point(i));
    const int r = graph.row_from_top(Point(i));
    auto rank = [&](Point q) {
      const int dc = graph.column_of(q) - c;
      const int dr = graph.row_from_top(q) - r;
      if (dc == 0 && dr == 1) return 0;   // south
      if (dc == -1 && dr == 0) return 1;  // west
      if (dc == 0 && dr == -1) return 2;  // north
      if (dc == 1 && dr == 0) return 3;   // east
      return 4;
    };
    std::stable_sort(around.begin(), around.end(),
                     [&](Point a, Point b) { return rank(a) < rank(b); });
    nbr_.insert(nbr_.end(), around.begin(), around.end());
    nbr_start_[i + 1] = static_cast<std::uint32_t>(nbr_.size());
  }
  for (std::uint32_t i = 0; i < n_; ++i) {
    const Color c = config.at(Point(i));
    mem_[kColor * n_ + i] = to_cell(c);
    if (c != Color::Empty) hash_ ^= keys_.stone(i, c);
  }
  // Strings by flood fill; the origin is the smallest index, met first in index order.
  std::vector<std::uint32_t> stack;
  for (std::uint32_t i = 0; i < n_; ++i) {
    const std::int32_t colour = cell(kColor, i);
    if (colour == 0 || cell(kString, i) != kNone) continue;
    std::vector<std::uint32_t> members{i};
    mem_[kString * n_ + i] = to_cell(i);
    stack.assign(1, i);
    while (!stack.empty()) {
      const std::uint32_t q = stack.back();
      stack.pop_back();
      for (Point r : neighbours(Point(q))) {
        if (cell(kColor, r.index()) == colour && cell(kString, r.index()) == kNone) {
          mem_[kString * n_ + r.index()] = to_cell(i);
          members.push_back(r.index());
          stack.push_back(r.index());
        }
      }
    }
    for (std::size_t k = 0; k < members.size(); ++k) {
      mem_[kNext * n_ + members[k]] = to_cell(members[(k + 1) % members.size()]);
    }
    mem_[kSize * n_ + i] = static_cast<std::int32_t>(members.size());
    mem_[kLibs * n_ + i] = count_liberties(i);
    mem_[kVersion * n_ + i] = ++versions_;
    require(cell(kLibs, i) > 0, "FastBoard: a string of the configuration has no liberty");
  }
  if (ko) {
    require(graph_.contains(ko->point) && cell(kColor, ko->point.index()) == 0,
            "FastBoard: the ko point must be an empty point of the board");
    mem_[kFieldCount * n_ + kKoPoint] = to_cell(ko->point.index());
    mem_[kFieldCount * n_ + kKoBanned] = ko->banned == Player::Black ? 0 : 1;
    hash_ ^= keys_.ko(ko->point.index());
  }
}

Configuration FastBoard::configuration() const {
  Configuration config(n_);
  for (std::uint32_t i = 0; i < n_; ++i) config.set(Point(i), static_cast<Color>(cell(kColor, i)));
  return config;
}

std::optional<KoBan> FastBoard::ko() const {
  if (scalar(kKoPoint) == kNone) return std::nullopt;
  return KoBan{Point(to_index(scalar(kKoPoint))),
               scalar(kKoBanned) == 0 ? Player::Black : Player::White};
}

void FastBoard::set(Field f, std::uint32_t i, std::int32_t value) {
  const std::uint32_t at = f * n_ + i;
  log_.emplace_back(at, mem_[at]);
  mem_[at] = value;
}

void FastBoard::set_libs(std::uint32_t origin, std::int32_t libs) {
  set(kLibs, origin, libs);
  set(kVersion, origin, ++versions_);
}

void FastBoard::set_scalar(std::uint32_t slot, std::int32_t value) {
  const std::uint32_t at = kFieldCount * n_ + slot;
  log_.emplace_back(at, mem_[at]);
  mem_[at] = value;
}

void FastBoard::set_ko(std::int32_t point, std::int32_t banned) {
  if (scalar(kKoPoint) != kNone) hash_ ^= keys_.ko(to_index(scalar(kKoPoint)));
  if (point != kNone) hash_ ^= keys_.ko(to_index(point));
  if (scalar(kKoPoint) != point) set_scalar(kKoPoint, point);
  if (scalar(kKoBanned) != banned) set_scalar(kKoBanned, banned);
}

std::uint32_t FastBoard::next_mark() const {
  if (++mark_ == 0) {
    std::fill(marks_.begin(), marks_.end(), 0);
    mark_ = 1;
  }
  return mark_;
}

std::int32_t FastBoard::count_liberties(std::uint32_t origin) const {
  const std::uint32_t m = next_mark();
  std::int32_t libs = 0;
  std::uint32_t q = origin;
  do {
    for (Point r : neighbours(Point(q))) {
      if (cell(kColor, r.index()) == 0 && marks_[r.index()] != m) {
        marks_[r.index()] = m;
        ++libs;
      }
    }
    q = to_index(cell(kNext, q));
  } while (q != origin);
  return libs;
}

const FastBoard::Points& FastBoard::liberties(Point stone) const {
  const std::uint32_t origin = this->origin(stone).index();
  StringCache& c = cache_[origin];
  const std::int32_t version = cell(kVersion, origin);
  if (c.libs_version == version) return c.libs;
  Points& out = c.libs;
  out.clear();
  c.libs_version = version;
  const std::uint32_t m = next_mark();
  std::uint32_t q = origin;
  do {
    for (Point r : neighbours(Point(q))) {
      if (cell(kColor, r.index()) == 0 && marks_[r.index()] != m) {
        marks_[r.index()] = m;
        out.push_back(r);
      }
    }
    q = to_index(cell(kNext, q));
  } while (q != origin);
  return out;
}

std::vector<Point> FastBoard::stones(Point stone) const {
  std::vector<Point> out;
  const std::uint32_t origin = this->origin(stone).index();
  std::uint32_t q = origin;
  do {
    out.push_back(Point(q));
    q = to_index(cell(kNext, q));
  } while (q != origin);
  return out;
}

FastBoard::Points FastBoard::adjacent_strings(Point stone, Color c) const {
  Points out;
  const std::uint32_t origin = this->origin(stone).index();
  std::uint32_t q = origin;
  do {
    for (Point r : neighbours(Point(q))) {
      if (cell(kColor, r.index()) == to_cell(c)) out.add_unique(this->origin(r));
    }
    q = to_index(cell(kNext, q));
  } while (q != origin);
  return out;
}

const FastBoard::Points& FastBoard::opponent_strings(Point stone) const {
  const std::uint32_t origin = this->origin(stone).index();
  StringCache& c = cache_[origin];
  const Color theirs = color(stone) == Color::Black ? Color::White : Color::Black;
  const std::int32_t version = cell(kVersion, origin);
  if (c.links_version == version) return c.links;
  c.links = adjacent_strings(stone, theirs);
  c.links_version = version;
  return c.links;
}

bool FastBoard::is_liberty_of(Point p, Point stone) const {
  if (color(p) != Color::Empty) return false;
  const Point o = origin(stone);
  for (Point r : neighbours(p)) {
    if (color(r) != Color::Empty && origin(r) == o) return true;
  }
  return false;
}

bool FastBoard::captures_at(Point p, Player player) const {
  const Color theirs = stone_of(opponent(player));
  for (Point r : neighbours(p)) {
    if (color(r) == theirs && liberty_count(r) == 1) return true;
  }
  return false;
}

bool FastBoard::is_legal(Point p, Player player, KoRule ko_rule) const {
  if (color(p) != Color::Empty) return false;
  if (ko_rule == KoRule::Respect && scalar(kKoPoint) == to_cell(p.index()) &&
      scalar(kKoBanned) == (player == Player::Black ? 0 : 1)) {
    return false;
  }
  const Color mine = stone_of(player);
  bool friend_nearby = false;
  for (Point r : neighbours(p)) {
    const Color c = color(r);
    if (c == Color::Empty) return true;
    if (c == mine) {
      friend_nearby = true;
      if (liberty_count(r) > 1) return true;
    } else if (liberty_count(r) == 1) {
      return true;
    }
  }
  // The play would leave its string without a liberty: a self-capture (SUI).
  switch (self_capture_) {
    case SelfCapture::Forbidden:
      return false;
    case SelfCapture::MultiStone:
      return friend_nearby;
    case SelfCapture::All:
      return true;
  }
  return false;
}

bool FastBoard::is_ko_capture(Point p, Player player, std::optional<Point>* captured) const {
  if (captured) *captured = std::nullopt;
  if (color(p) != Color::Empty || neighbours(p).empty()) return false;
  const Color theirs = stone_of(opponent(player));
  int taken = 0;
  std::optional<Point> at;
  for (Point r : neighbours(p)) {
    if (color(r) != theirs) return false;
    if (liberty_count(r) == 1) {
      taken += stone_count(r);
      at = r;
      if (taken > 1) return false;
    }
  }
  if (taken != 1) return false;
  if (captured) *captured = at;
  return true;
}

void FastBoard::remove_string(std::uint32_t origin, std::vector<std::uint32_t>& removed) {
  const std::size_t first = removed.size();
  std::uint32_t q = origin;
  do {
    removed.push_back(q);
    q = to_index(cell(kNext, q));
  } while (q != origin);
  for (std::size_t k = first; k < removed.size(); ++k) {
    const std::uint32_t s = removed[k];
    hash_ ^= keys_.stone(s, static_cast<Color>(cell(kColor, s)));
    set(kColor, s, 0);
    set(kString, s, kNone);
  }
  // Each removed point is a new liberty of every distinct string next to it.
  for (std::size_t k = first; k < removed.size(); ++k) {
    PointList<16> seen;
    for (Point r : neighbours(Point(removed[k]))) {
      if (cell(kColor, r.index()) == 0) continue;
      const Point o = this->origin(r);
      if (seen.add_unique(o)) set_libs(o.index(), cell(kLibs, o.index()) + 1);
    }
  }
}

std::uint32_t FastBoard::merge(std::uint32_t a, std::uint32_t b) {
  const std::uint32_t keep = std::min(a, b);
  const std::uint32_t gone = std::max(a, b);
  std::uint32_t q = gone;
  do {
    set(kString, q, to_cell(keep));
    q = to_index(cell(kNext, q));
  } while (q != gone);
  // Splice the two circular lists.
  const std::int32_t next_keep = cell(kNext, keep);
  set(kNext, keep, cell(kNext, gone));
  set(kNext, gone, next_keep);
  set(kSize, keep, cell(kSize, keep) + cell(kSize, gone));
  return keep;
}

bool FastBoard::play(Point p, Player player, KoRule ko_rule) {
  if (!graph_.contains(p) || !is_legal(p, player, ko_rule)) return false;
  const std::uint32_t at = p.index();
  ++serial_;
  frames_.push_back({static_cast<std::uint32_t>(log_.size()),
                     static_cast<std::uint32_t>(captured_.size()),
                     static_cast<std::uint32_t>(self_captured_.size()), hash_, to_cell(at)});
  const Color mine = stone_of(player);
  const Color theirs = stone_of(opponent(player));
  PointList<16> near;
  std::int32_t empty_neighbours = 0;
  for (Point r : neighbours(p)) {
    if (color(r) == Color::Empty) {
      ++empty_neighbours;
    } else {
      near.add_unique(origin(r));
    }
  }
  set(kColor, at, to_cell(mine));
  set(kString, at, to_cell(at));
  set(kNext, at, to_cell(at));
  set(kSize, at, 1);
  set_libs(at, empty_neighbours);
  hash_ ^= keys_.stone(at, mine);
  for (std::size_t k = 0; k < near.size(); ++k) {
    set_libs(near[k].index(), cell(kLibs, near[k].index()) - 1);
  }
  const std::size_t captured_before = captured_.size();
  for (std::size_t k = 0; k < near.size(); ++k) {
    const std::uint32_t s = near[k].index();
    if (cell(kColor, s) == to_cell(theirs) && cell(kString, s) == to_cell(s) &&
        cell(kLibs, s) == 0) {
      remove_string(s, captured_);
    }
  }
  std::uint32_t root = at;
  bool merged = false;
  for (std::size_t k = 0; k < near.size(); ++k) {
    const std::uint32_t s = near[k].index();
    if (cell(kColor, s) != to_cell(mine)) continue;
    const std::uint32_t s_root = to_index(cell(kString, s));
    if (s_root == root) continue;
    root = merge(root, s_root);
    merged = true;
  }
  if (merged) {
    set_libs(root, count_liberties(root));
    // The opponent strings next to the merged string list it under a new origin now: new
    // versions for them too (their cached lists of opponent strings are stale).
    const Points around = adjacent_strings(Point(root), theirs);
    for (std::size_t k = 0; k < around.size(); ++k) set(kVersion, around[k].index(), ++versions_);
  }
  std::int32_t ko_point = kNone;
  std::int32_t banned = kNone;
  if (cell(kLibs, root) == 0) {
    remove_string(root, self_captured_);  // is_legal() allowed this self-capture
  } else if (captured_.size() == captured_before + 1 && cell(kSize, root) == 1 &&
             cell(kLibs, root) == 1) {
    ko_point = to_cell(captured_.back());
    banned = player == Player::Black ? 1 : 0;
  }
  set_ko(ko_point, banned);
  if constexpr (kChecks) check_consistency();
  return true;
}

void FastBoard::pass() {
  ++serial_;
  frames_.push_back({static_cast<std::uint32_t>(log_.size()),
                     static_cast<std::uint32_t>(captured_.size()),
                     static_cast<std::uint32_t>(self_captured_.size()), hash_, kNone});
  set_ko(kNone, kNone);
  if constexpr (kChecks) check_consistency();
}

void FastBoard::undo() {
  require(!frames_.empty(), "FastBoard::undo: no move to take back");
  const Frame f = frames_.back();
  frames_.pop_back();
  ++serial_;
  while (log_.size() > f.log_mark) {
    mem_[log_.back().first] = log_.back().second;
    log_.pop_back();
  }
  captured_.resize(f.captured_mark);
  self_captured_.resize(f.self_captured_mark);
  hash_ = f.hash;
  if constexpr (kChecks) check_consistency();
}

std::vector<Point> FastBoard::last_captured() const {
  std::vector<Point> out;
  if (frames_.empty()) return out;
  for (std::size_t k = frames_.back().captured_mark; k < captured_.size(); ++k)
    out.push_back(Point(captured_[k]));
  return out;
}

std::vector<Point> FastBoard::last_self_captured() const {
  std::vector<Point> out;
  if (frames_.empty()) return out;
  for (std::size_t k = frames_.back().self_captured_mark; k < self_captured_.size(); ++k) {
    out.push_back(Point(self_captured_[k]));
  }
  return out;
}

std::optional<Point> FastBoard::last_move() const {
  if (frames_.empty() || frames_.back().move == kNone) return std::nullopt;
  return Point(to_index(frames_.back().move));
}

}  // namespace kospec::reading
