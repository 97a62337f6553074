// FastBoard::check_consistency: everything incremental, rebuilt from the colours and compared.
#include <string>
#include <vector>

#include "reading/fast_board.h"

namespace kospec::reading {

namespace {

[[noreturn]] void fail(const Graph& g, Point p, const std::string& what, long long kept,
                       long long rebuilt) {
  throw ConsistencyError("FastBoard::check_consistency: " + what + " at " + g.name(p) + " is " +
                         std::to_string(kept) + ", rebuilt " + std::to_string(rebuilt));
}

}  // namespace

std::uint64_t FastBoard::rebuild_hash() const {
  std::uint64_t h = 0;
  for (std::uint32_t i = 0; i < n_; ++i) {
    const Color c = static_cast<Color>(cell(kColor, i));
    if (c != Color::Empty) h ^= keys_.stone(i, c);
  }
  if (scalar(0) >= 0) h ^= keys_.ko(static_cast<std::uint32_t>(scalar(0)));
  return h;
}

void FastBoard::check_consistency() const {
  // Components by flood fill from the colours alone.
  std::vector<std::int64_t> component(n_, -1);
  for (std::uint32_t i = 0; i < n_; ++i) {
    const std::int32_t colour = cell(kColor, i);
    if (colour < 0 || colour > 2) fail(graph_, Point(i), "colour code", colour, 0);
    if (colour == 0) {
      if (cell(kString, i) != -1)
        fail(graph_, Point(i), "string of an empty point", cell(kString, i), -1);
      continue;
    }
    if (component[i] >= 0) continue;
    std::vector<std::uint32_t> members{i};
    component[i] = i;
    for (std::size_t k = 0; k < members.size(); ++k) {
      for (Point r : neighbours(Point(members[k]))) {
        if (cell(kColor, r.index()) == colour && component[r.index()] < 0) {
          component[r.index()] = i;
          members.push_back(r.index());
        }
      }
    }
    // i is the smallest member: the origin.
    std::vector<bool> is_liberty(n_, false);
    long long libs = 0;
    for (std::uint32_t q : members) {
      if (cell(kString, q) != static_cast<std::int32_t>(i))
        fail(graph_, Point(q), "string origin", cell(kString, q), i);
      for (Point r : neighbours(Point(q))) {
        if (cell(kColor, r.index()) == 0 && !is_liberty[r.index()]) {
          is_liberty[r.index()] = true;
          ++libs;
        }
      }
    }
    if (cell(kSize, i) != static_cast<std::int32_t>(members.size())) {
      fail(graph_, Point(i), "stone count", cell(kSize, i), static_cast<long long>(members.size()));
    }
    if (cell(kLibs, i) != libs) fail(graph_, Point(i), "liberty count", cell(kLibs, i), libs);
    if (libs == 0) fail(graph_, Point(i), "liberty count of a string on the board", 0, 1);
    // The circular list visits every member once and returns to the origin.
    std::uint32_t q = i;
    for (std::size_t k = 0; k < members.size(); ++k) {
      const std::int32_t next = cell(kNext, q);
      if (next < 0 || static_cast<std::uint32_t>(next) >= n_ ||
          component[next] != static_cast<std::int64_t>(i)) {
        fail(graph_, Point(q), "next stone of the string list", next, i);
      }
      q = static_cast<std::uint32_t>(next);
      if (q == i && k + 1 < members.size()) {
        fail(graph_, Point(i), "length of the string list", static_cast<long long>(k + 1),
             static_cast<long long>(members.size()));
      }
    }
    if (q != i) fail(graph_, Point(i), "end of the string list", q, i);
  }
  if (scalar(0) >= 0) {
    const Point ko_point(static_cast<std::uint32_t>(scalar(0)));
    if (cell(kColor, ko_point.index()) != 0)
      fail(graph_, ko_point, "colour of the ko point", cell(kColor, ko_point.index()), 0);
    if (scalar(1) != 0 && scalar(1) != 1)
      fail(graph_, ko_point, "player banned at the ko point", scalar(1), 0);
  }
  const std::uint64_t rebuilt = rebuild_hash();
  if (rebuilt != hash_) {
    throw ConsistencyError("FastBoard::check_consistency: hash is " + std::to_string(hash_) +
                           ", rebuilt " + std::to_string(rebuilt));
  }
}

}  // namespace kospec::reading
