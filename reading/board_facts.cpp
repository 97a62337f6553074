#include "reading/board_facts.h"

#include <algorithm>

namespace kospec::reading {

BoardFacts::BoardFacts(const FastBoard& board)
    : board_(board),
      dirs_(board.graph().size() * 4, -1),
      lib_cache_(board.graph().size() * 4),
      around_(board.graph().size()),
      marks_(board.graph().size(), 0),
      string_marks_(board.graph().size(), 0) {
  const Graph& g = board.graph();
  // GNU Go's delta[0..3]: south (next row down), west, north, east.
  constexpr int dc[4] = {0, -1, 0, 1};
  constexpr int dr[4] = {1, 0, -1, 0};
  for (Point p : g.points()) {
    for (int d = 0; d < 4; ++d) {
      const int c = g.column_of(p) + dc[d];
      const int r = g.row_from_top(p) + dr[d];
      if (c < 0 || r < 0 || c >= g.columns() || r >= g.rows()) continue;
      const Point q = g.at(c, r);
      if (g.has_arc(p, q))
        dirs_[p.index() * 4 + static_cast<std::uint32_t>(d)] = static_cast<std::int32_t>(q.index());
    }
    for (int d = 0; d < 4; ++d) {
      if (const Place q = step(p, d)) around_[p.index()].push_back(*q);
    }
    for (Point q : g.neighbours(p)) {
      if (std::find(around_[p.index()].begin(), around_[p.index()].end(), q) ==
          around_[p.index()].end())
        around_[p.index()].push_back(q);
    }
  }
}

std::uint32_t BoardFacts::next_mark() const {
  if (++mark_ == 0) {
    std::fill(marks_.begin(), marks_.end(), 0);
    std::fill(string_marks_.begin(), string_marks_.end(), 0);
    mark_ = 1;
  }
  return mark_;
}

bool BoardFacts::is_edge(Point p) const {
  // GNU Go: !ON_BOARD(SW(pos)) || !ON_BOARD(NE(pos)), that is, a direction leads off the board.
  return !step(p, kSouth) || !step(p, kWest) || !step(p, kNorth) || !step(p, kEast);
}

bool BoardFacts::diagonal(Point a, Point b) const {
  for (int d = 0; d < 4; ++d) {
    if (step(step(a, d), (d + 1) & 3) == Place(b)) return true;
  }
  return false;
}

bool BoardFacts::direct(Point a, Point b) const {
  for (int d = 0; d < 4; ++d) {
    if (step(a, d) == Place(b)) return true;
  }
  return false;
}

bool BoardFacts::neighbor_of_string(Point p, Point s) const {
  const Point o = board_.origin(s);
  for (Point r : board_.neighbours(p)) {
    if (board_.color(r) != Color::Empty && board_.origin(r) == o) return true;
  }
  return false;
}

bool BoardFacts::has_neighbor(Point p, Color c) const {
  for (Point r : board_.neighbours(p)) {
    if (board_.color(r) == c) return true;
  }
  return false;
}

FastBoard::Points BoardFacts::chainlinks2(Point s, int libs) const {
  const FastBoard::Points& all = chainlinks(s);
  FastBoard::Points out;
  for (std::size_t k = 0; k < all.size(); ++k) {
    if (board_.liberty_count(all[k]) == libs) out.push_back(all[k]);
  }
  return out;
}

FastBoard::Points BoardFacts::chainlinks3(Point s, int libs) const {
  const FastBoard::Points& all = chainlinks(s);
  FastBoard::Points out;
  for (std::size_t k = 0; k < all.size(); ++k) {
    if (board_.liberty_count(all[k]) <= libs) out.push_back(all[k]);
  }
  return out;
}

bool BoardFacts::have_common_lib(Point a, Point b, Place* lib) const {
  const FastBoard::Points& libs = board_.liberties(a);
  for (std::size_t k = 0; k < libs.size(); ++k) {
    if (neighbor_of_string(libs[k], b)) {
      if (lib) *lib = libs[k];
      return true;
    }
  }
  return false;
}

int BoardFacts::count_common_libs(Point a, Point b) const {
  const FastBoard::Points& libs = board_.liberties(a);
  int n = 0;
  for (std::size_t k = 0; k < libs.size(); ++k) n += neighbor_of_string(libs[k], b) ? 1 : 0;
  return n;
}

int BoardFacts::count_adjacent_stones(Point a, Point b, int max) const {
  int n = 0;
  Point s = a;
  do {
    if (n >= max) break;
    n += neighbor_of_string(s, b) ? 1 : 0;
    s = board_.next_stone(s);
  } while (s != a);
  return n;
}

int BoardFacts::approxlib(Point p, Player c, int maxlib, PointList<8>* libs) const {
  return count_libs(p, c, maxlib, libs, false);
}

int BoardFacts::accuratelib(Point p, Player c, int maxlib, PointList<8>* libs) const {
  return count_libs(p, c, maxlib, libs, true);
}

int BoardFacts::count_libs(Point p, Player c, int maxlib, PointList<8>* libs, bool captures) const {
  LibCache& cached = lib_cache_[p.index() * 4 + (captures ? 2 : 0) + (c == Player::Black ? 0 : 1)];
  if (!libs && cached.serial == board_.serial() && maxlib <= cached.threshold)
    return std::min(cached.liberties, maxlib);
  const int n = do_countlib(p, c, maxlib, libs, captures);
  cached = {board_.serial(), n < maxlib ? 1 << 30 : maxlib, n};
  return n;
}

// GNU Go's do_approxlib (captures false) and do_accuratelib (captures true): the liberties the
// string of a stone of c played at p would have, up to maxlib; accuratelib also counts the stones
// the play would capture that would touch the new string.
int BoardFacts::do_countlib(Point p, Player c, int maxlib, PointList<8>* libs,
                            bool captures) const {
  const std::uint32_t m = next_mark();
  marks_[p.index()] = m;
  int n = 0;
  auto add = [&](Point q) {
    if (marks_[q.index()] == m) return false;
    marks_[q.index()] = m;
    if (libs) libs->push_back(q);
    return ++n >= maxlib;
  };
  const Color mine = stone_of(c);
  const Color theirs = stone_of(opponent(c));
  PointList<4> captured;
  for (Point r : around(p)) {
    const Color here = board_.color(r);
    if (here == Color::Empty) {
      if (add(r)) return n;
    } else if (here == mine) {
      const Point o = board_.origin(r);
      if (string_marks_[o.index()] == m) continue;
      string_marks_[o.index()] = m;
      const FastBoard::Points& more = board_.liberties(o);
      for (std::size_t k = 0; k < more.size(); ++k) {
        if (add(more[k])) return n;
      }
    } else if (captures && here == theirs && board_.liberty_count(r) == 1) {
      captured.add_unique(board_.origin(r));
    }
  }
  // A captured stone becomes a liberty if it touches the new string: the played point, or one of
  // the own strings next to it (marked above).
  for (std::size_t k = 0; k < captured.size(); ++k) {
    Point s = captured[k];
    do {
      bool touches = false;
      for (Point r : board_.neighbours(s)) {
        if (r == p || (board_.color(r) == mine && string_marks_[board_.origin(r).index()] == m)) {
          touches = true;
          break;
        }
      }
      if (touches && add(s)) return n;
      s = board_.next_stone(s);
    } while (s != captured[k]);
  }
  return n;
}

bool BoardFacts::is_self_atari(Point p, Player c) const { return accuratelib(p, c, 2) <= 1; }

bool BoardFacts::is_suicide(Point p, Player c) const {
  const Color mine = stone_of(c);
  for (Point r : board_.neighbours(p)) {
    const Color here = board_.color(r);
    if (here == Color::Empty) return false;
    const int libs = board_.liberty_count(r);
    if (here == mine && libs > 1) return false;   // the own string keeps a liberty
    if (here != mine && libs == 1) return false;  // a capture
  }
  return true;
}

bool BoardFacts::is_ko(Point p, Player c, Place* captured) const {
  std::optional<Point> at;
  const bool ko = board_.is_ko_capture(p, c, &at);
  if (captured) *captured = ko ? at : Place();
  return ko;
}

bool BoardFacts::send_two_return_one(Point move, Player c) const {
  const Color mine = stone_of(c);
  const Color theirs = stone_of(opponent(c));
  Place lib;
  bool friendly = false;
  for (Point r : board_.neighbours(move)) {
    const Color here = board_.color(r);
    if (here == Color::Empty) return false;
    if (here == mine) {
      if (friendly) return false;
      friendly = true;
      if (board_.stone_count(r) != 1 || board_.liberty_count(r) != 2) return false;
      const FastBoard::Points two = board_.liberties(r);
      lib = two[0] == move ? two[1] : two[0];
    } else if (here == theirs && board_.liberty_count(r) == 1) {
      return false;
    }
  }
  if (!friendly) return false;
  for (Point r : board_.neighbours(*lib)) {
    const Color here = board_.color(r);
    if (here == Color::Empty || here == theirs) return false;
    if (here == mine && board_.liberty_count(r) < 2) return false;
  }
  return true;
}

MoveSurroundings BoardFacts::surroundings(Point p, Player c, Point str) const {
  MoveSurroundings s;
  const Color mine = stone_of(c);
  const Point target = board_.origin(str);
  const std::uint32_t m = next_mark();
  for (int d = 0; d < 4; ++d) {
    const Place q = step(p, d);
    if (!q) {
      ++s.edges;
      continue;
    }
    const Color here = board_.color(*q);
    if (here == Color::Empty) {
      ++s.open;
      continue;
    }
    const Point o = board_.origin(*q);
    if (o == target) ++s.same_string;
    const int libs = board_.liberty_count(o);
    if (here == mine) {
      ++s.own;
      if (libs == 1) s.saved += board_.stone_count(o);
    } else {
      ++s.opponent;
      if (libs == 1) {
        s.captured += board_.stone_count(o);
        const FastBoard::Points& around = board_.opponent_strings(o);
        for (std::size_t k = 0; k < around.size(); ++k) {
          if (board_.liberty_count(around[k]) == 1) s.saved += board_.stone_count(around[k]);
        }
      } else if (libs == 2 && string_marks_[o.index()] != m) {
        s.threatened += board_.stone_count(o);
        string_marks_[o.index()] = m;
      }
    }
  }
  return s;
}

}  // namespace kospec::reading
