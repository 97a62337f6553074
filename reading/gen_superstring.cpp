// Superstrings (gnugo-reading.texi, "Superstrings": "an extended string, where the extensions
// are through the following kinds of connections: 1. Solid connections [...] 2. Diagonal
// connection or one space jump through an intersection where an opponent move would be suicide or
// self-atari. 3. Bamboo joint. 4. Diagonal connection where both adjacent intersections are empty.
// 5. Connection through adjacent or diagonal tactically captured stones. Connections of this type
// are omitted when the superstring code is called from reading.c"), and the moves on them.
#include <algorithm>

#include "reading/move_generators.h"

namespace kospec::reading {

namespace {

constexpr std::size_t kMaxLiberties = 20;  // GNU Go's MAX_LIBERTIES

}  // namespace

// The superstring at a string: what the caller asked for.
struct MoveGenerators::Superstring {
  FastBoard::Points libs;   // liberties of strings with at most liberty_cap (0: any)
  FastBoard::Points links;  // chain links with at most liberty_cap liberties
};

// GNU Go's do_find_superstring for reading.c (types 0 and 2): grows the superstring string by
// string; `proper` leaves the string's own liberties or links out; `for_links` chooses the
// self-atari test of type 2 (approxlib < 2) instead of is_self_atari (type 0).
void MoveGenerators::find_superstring(Point str, int liberty_cap, bool proper, bool for_links,
                                      Superstring& ss) const {
  const FastBoard& b = f_.board();
  const Color mine = b.color(str);
  const Player other = opponent(*owner_of(mine));
  const std::size_t n = b.graph().size();
  if (in_.size() != n) {
    in_.assign(n, 0);
    lib_seen_.assign(n, 0);
    link_seen_.assign(n, 0);
    search_ = 0;
  }
  if (++search_ == 0) {
    std::fill(in_.begin(), in_.end(), 0);
    std::fill(lib_seen_.begin(), lib_seen_.end(), 0);
    std::fill(link_seen_.begin(), link_seen_.end(), 0);
    search_ = 1;
  }
  const std::uint32_t g = search_;
  explore_.clear();  // stones whose neighbourhoods are still to be explored
  auto is_in = [&](Place q) { return in_[q->index()] == g; };
  auto add_string = [&](Point s, bool record) {
    const Point o = b.origin(s);
    const std::size_t first = explore_.size();
    Point stone = o;
    do {
      in_[stone.index()] = g;
      explore_.push_back(stone);
      stone = b.next_stone(stone);
    } while (stone != o);
    if (!for_links) {
      const FastBoard::Points& libs = b.liberties(o);
      // "Remove this string from the superstring if it has too many liberties."
      const bool too_free = liberty_cap > 0 && static_cast<int>(libs.size()) > liberty_cap;
      if (too_free)
        explore_.erase(explore_.begin() + static_cast<std::ptrdiff_t>(first), explore_.end());
      for (std::size_t k = 0; k < libs.size(); ++k) {
        if (lib_seen_[libs[k].index()] == g) continue;
        lib_seen_[libs[k].index()] = g;
        if (record && !too_free && ss.libs.size() < kMaxLiberties) ss.libs.push_back(libs[k]);
      }
    } else {
      const FastBoard::Points& adj = f_.chainlinks(o);
      for (std::size_t k = 0; k < adj.size(); ++k) {
        if (liberty_cap > 0 && f_.countlib(adj[k]) > liberty_cap) continue;
        if (link_seen_[adj[k].index()] == g) continue;
        link_seen_[adj[k].index()] = g;
        if (record) ss.links.push_back(adj[k]);
      }
    }
  };
  add_string(str, !proper);
  for (std::size_t r = 0; r < explore_.size(); ++r) {
    const Point pos = explore_[r];
    for (int k = 0; k < 4; ++k) {
      //  ef.
      //  gb.
      //  *ac      (* = pos)
      //  .d.
      const int right = k;
      const int up = (k + 1) & 3;
      const Place apos = f_.step(pos, right);
      if (!apos) continue;
      const Place bpos = f_.step(apos, up);
      const Place cpos = f_.step(apos, right);
      const Place dpos = f_.step(apos, (up + 2) & 3);
      const Place gpos = f_.step(pos, up);
      const Place epos = f_.step(gpos, up);
      const Place fpos = f_.step(bpos, up);
      if (f_.empty_at(apos)) {
        // Case 2: a jump through a point where the opponent would be in atari.
        const bool unsafe =
            for_links ? f_.approxlib(*apos, other, 2) < 2 : f_.is_self_atari(*apos, other);
        if (unsafe) {
          for (Place q : {bpos, cpos, dpos}) {
            if (f_.holds(q, mine) && !is_in(q)) add_string(*q, true);
          }
        }
      }
      // Case 3: a bamboo joint.
      if (f_.holds(apos, mine) && f_.empty_at(bpos) && f_.holds(fpos, mine) &&
          f_.holds(epos, mine) && !is_in(epos) && f_.empty_at(gpos))
        add_string(*epos, true);
      // Case 4: a diagonal with both adjacent points empty.
      if (f_.holds(bpos, mine) && !is_in(bpos) && f_.empty_at(apos) && f_.empty_at(gpos))
        add_string(*bpos, true);
      if (!for_links && ss.libs.size() >= kMaxLiberties) return;
    }
  }
}

FastBoard::Points MoveGenerators::superstring_liberties(Point str, int liberty_cap) const {
  Superstring ss;
  find_superstring(str, liberty_cap, false, false, ss);
  return ss.libs;
}

FastBoard::Points MoveGenerators::proper_superstring_chainlinks(Point str, int liberty_cap) const {
  Superstring ss;
  find_superstring(str, liberty_cap, true, true, ss);
  return ss.links;
}

void MoveGenerators::superstring_moves(Point str, Candidates& m, int liberty_cap,
                                       bool does_attack) const {
  // "When attacking, we also try backfilling in case the direct approach would be self-atari.
  // When defending, we also try second order liberties."
  const Player other = opponent(owner(str));
  const FastBoard::Points ss_libs = superstring_liberties(str, liberty_cap);
  if (ss_libs.size() > 5) return;
  for (std::size_t k = 0; k < ss_libs.size(); ++k) {
    const Point apos = ss_libs[k];
    PointList<8> alibs;
    const int alib = f_.accuratelib(apos, other, 2, &alibs);
    if (f_.liberty_of_string(apos, str)) continue;
    if (alib >= 2) {
      m.add(apos, 0, "superstring liberty");
    } else if (alib == 1 && does_attack && f_.board().color(alibs[0]) == Color::Empty &&
               f_.approxlib(alibs[0], other, 3) >= 3) {
      m.add(alibs[0], 0, "superstring backfill");
    }
    if (!does_attack) special_rescue(str, apos, m);
  }
}

void MoveGenerators::squeeze(Point str, Candidates& m) const {
  // "tries to find moves to squeeze out liberties from the superstring, aiming to capture the
  // main string in a shortage of liberties."
  const Player color = owner(str);
  const Player other = opponent(color);
  const FastBoard::Points& libs = f_.findlib(str);
  const int num_libs = static_cast<int>(libs.size());
  for (std::size_t k = 0; k < libs.size() && k < 4; ++k) {
    if (!f_.is_suicide(libs[k], other)) continue;
    PointList<8> libs2;
    if (f_.approxlib(libs[k], color, 4, &libs2) != num_libs) continue;
    Place potential;
    for (std::size_t r = 0; r < libs2.size(); ++r) {
      if (!f_.liberty_of_string(libs2[r], str)) {
        potential = libs2[r];
        break;
      }
    }
    Point previous = libs[k];
    while (potential && f_.is_suicide(*potential, other)) {
      PointList<8> two;
      if (f_.approxlib(*potential, color, 3, &two) != 2) {
        potential.reset();
        break;
      }
      const Point next = two[0] == previous ? two[1] : two[0];
      previous = *potential;
      potential = next;
      if (f_.liberty_of_string(*potential, str)) {
        potential.reset();
        break;
      }
    }
    if (!potential || !f_.is_self_atari(*potential, other)) continue;
    PointList<8> one;
    if (f_.approxlib(*potential, other, 1, &one) < 1) continue;
    const int n = f_.approxlib(one[0], color, 1000);
    if (n < 3 && n < f_.approxlib(*potential, color, 1000)) m.add(*potential, 0, "squeeze move");
  }
}

}  // namespace kospec::reading
