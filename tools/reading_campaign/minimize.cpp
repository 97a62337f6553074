#include "tools/reading_campaign/minimize.h"

#include <algorithm>
#include <vector>

namespace kospec::reading::campaign {

namespace {

// The strings of the position after the last play, each with its stones and its distance (in
// arcs) from the nearest stone of the string read.
struct Unit {
  std::vector<Point> stones;
  int distance = 0;
};

std::vector<Unit> removable_units(const ReadingCase& c) {
  const FastBoard board = c.position.board();
  const Graph& g = c.position.graph;
  std::vector<int> dist(g.size(), -1);
  std::vector<Point> queue = board.stones(c.target);
  for (Point p : queue) dist[p.index()] = 0;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    for (Point q : g.neighbours(queue[head])) {
      if (dist[q.index()] < 0) {
        dist[q.index()] = dist[queue[head].index()] + 1;
        queue.push_back(q);
      }
    }
  }
  const Point target_origin = board.origin(c.target);
  std::optional<Point> last_origin;
  if (c.position.last && board.color(*c.position.last->point) != Color::Empty)
    last_origin = board.origin(*c.position.last->point);
  std::vector<Unit> units;
  for (Point p : g.points()) {
    if (board.color(p) == Color::Empty || board.origin(p) != p) continue;
    if (p == target_origin || (last_origin && p == *last_origin)) continue;
    Unit u{board.stones(p), 0};
    int d = 1 << 20;
    for (Point s : u.stones) d = std::min(d, dist[s.index()] < 0 ? (1 << 20) : dist[s.index()]);
    u.distance = d;
    units.push_back(std::move(u));
  }
  std::stable_sort(units.begin(), units.end(),
                   [](const Unit& a, const Unit& b) { return a.distance > b.distance; });
  return units;
}

// The case without the given units' stones, if it is still a valid position.
std::optional<ReadingCase> without(const ReadingCase& c, const std::vector<const Unit*>& units) {
  ReadingCase smaller = c;
  for (const Unit* u : units) {
    for (Point s : u->stones) smaller.position.before.set(s, Color::Empty);
  }
  try {
    const FastBoard b = smaller.position.board();
    if (b.color(c.target) == Color::Empty) return std::nullopt;
    if (c.position.last && b.ko().has_value() != c.position.board().ko().has_value())
      return std::nullopt;
  } catch (const std::exception&) {
    return std::nullopt;  // a string without liberty, or the last play no longer legal
  }
  return smaller;
}

}  // namespace

Minimized minimize(const ReadingCase& original, const StillDisagrees& still,
                   std::size_t max_trials) {
  Minimized m{original, 0, 0};
  // Whole bands beyond a distance first: cheap when most of the board does not matter.
  for (int beyond : {8, 5, 3}) {
    if (m.trials >= max_trials) break;
    const std::vector<Unit> units = removable_units(m.reading_case);
    std::vector<const Unit*> band;
    for (const Unit& u : units) {
      if (u.distance > beyond) band.push_back(&u);
    }
    if (band.empty()) continue;
    const std::optional<ReadingCase> smaller = without(m.reading_case, band);
    if (!smaller) continue;
    ++m.trials;
    if (still(*smaller)) {
      m.reading_case = *smaller;
      m.removed += band.size();
    }
  }
  // Then one string at a time, farthest first; removing a string changes no other string, so a
  // pass goes through the list once, and passes repeat while one removes something.
  bool progress = true;
  while (progress && m.trials < max_trials) {
    progress = false;
    const std::vector<Unit> units = removable_units(m.reading_case);
    for (const Unit& u : units) {
      if (m.trials >= max_trials) break;
      const std::optional<ReadingCase> smaller = without(m.reading_case, {&u});
      if (!smaller) continue;
      ++m.trials;
      if (still(*smaller)) {
        m.reading_case = *smaller;
        ++m.removed;
        progress = true;
      }
    }
  }
  return m;
}

}  // namespace kospec::reading::campaign
