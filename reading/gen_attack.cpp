// Attacking move generators (GNU Go's engine/reading.c): capping moves, the special attacks on
// two-liberty strings, drawing back, edge-closing backfills and edge blocks.
#include "reading/move_generators.h"

namespace kospec::reading {

namespace {

int normal(int k, int l) { return (k + 1 + 2 * l) & 3; }
int opposite(int d) { return (d + 2) & 3; }

}  // namespace

void MoveGenerators::find_cap(Point str, Candidates& m) const {
  //  Xa
  //  b*    a and b liberties of the string X, diagonal to each other: the corner point *.
  const FastBoard::Points& libs = f_.findlib(str);
  if (libs.size() > 4 || libs.size() < 2) return;
  const Graph& g = f_.board().graph();
  for (std::size_t i = 0; i + 1 < libs.size(); ++i) {
    for (std::size_t j = i + 1; j < libs.size(); ++j) {
      const Point a = libs[i];
      const Point b = libs[j];
      if (!f_.diagonal(a, b)) continue;
      const Point p1 = g.at(g.column_of(a), g.row_from_top(b));
      const Point p2 = g.at(g.column_of(b), g.row_from_top(a));
      if (f_.board().color(p1) == Color::Empty) {
        m.add(p1, 10, "find_cap");
      } else if (f_.board().color(p2) == Color::Empty) {
        m.add(p2, 10, "find_cap");
      }
    }
  }
}

void MoveGenerators::special_attack2(Point str, const FastBoard::Points& libs,
                                     Candidates& m) const {
  // -----
  // cO.OX     the attack at c
  // XXOOX
  const Player color = owner(str);
  const Player other = opponent(color);
  for (std::size_t k = 0; k < 2; ++k) {
    PointList<8> newlibs;
    if (f_.is_suicide(libs[k], other) && f_.approxlib(libs[k], color, 3, &newlibs) == 2) {
      const Point xpos = newlibs[0] != libs[1 - k] ? newlibs[0] : newlibs[1];
      if (!f_.is_self_atari(xpos, other)) m.add(xpos, 0, "special_attack2");
    }
  }
}

void MoveGenerators::special_attack3(Point str, const FastBoard::Points& libs,
                                     Candidates& m) const {
  // ..XXX..   ...XX
  // .XX.XX.   .cO.X
  // XXOOOXX   ....X      the attack at c
  // XO.O.OX   XOOXX
  // XO.c.OX   XXXX.
  const Player other = opponent(owner(str));
  for (std::size_t k = 0; k < 2; ++k) {
    const Point apos = libs[k];
    const Point bpos = libs[1 - k];
    int side = -1;
    if (Place(apos) == f_.step(bpos, BoardFacts::kSouth) ||
        Place(apos) == f_.step(bpos, BoardFacts::kNorth)) {
      side = BoardFacts::kWest;
    } else if (Place(apos) == f_.step(bpos, BoardFacts::kWest) ||
               Place(apos) == f_.step(bpos, BoardFacts::kEast)) {
      side = BoardFacts::kSouth;
    } else {
      return;  // "Incorrect configuration, give up."
    }
    Place xpos = f_.step(apos, side);
    if (!f_.empty_at(xpos)) xpos = f_.step(apos, opposite(side));
    if (!f_.empty_at(xpos)) continue;
    if (!f_.is_self_atari(*xpos, other)) m.add(*xpos, 0, "special_attack3");
  }
}

void MoveGenerators::special_attack4(Point str, const FastBoard::Points& libs,
                                     Candidates& m) const {
  // ...O.O...   ...O.O...
  // XXXXOOXXX   XXXXOOXXX
  // XOOOXXO*.   Xsssbbcd.     the attack at * (d)
  // .X.O.....   .X.sa.e..
  const Player color = owner(str);
  const Player other = opponent(color);
  // "we require that both liberties are self ataris for X."
  if (!f_.is_self_atari(libs[0], other) || !f_.is_self_atari(libs[1], other)) return;
  const FastBoard::Points links = f_.chainlinks2(str, 2);
  for (std::size_t k = 0; k < 2; ++k) {
    const Point apos = libs[k];
    Place bpos;
    for (std::size_t s = 0; s < links.size(); ++s) {
      if (f_.liberty_of_string(apos, links[s])) {
        bpos = links[s];
        break;
      }
    }
    if (!bpos) continue;
    const FastBoard::Points around = f_.chainlinks3(*bpos, 3);
    for (std::size_t s = 0; s < around.size(); ++s) {
      const Point cpos = around[s];
      if (f_.same_string(cpos, str)) continue;
      const FastBoard::Points& clibs = f_.findlib(cpos);
      const std::size_t n = clibs.size();
      if (n < 2) continue;
      const bool common = f_.have_common_lib(*bpos, cpos);
      if (n > 2 && !common) continue;
      for (std::size_t t = 0; t < n; ++t) {
        const Point dpos = clibs[t];
        if (f_.is_self_atari(dpos, other)) continue;
        bool fine = true;
        for (std::size_t u = 0; u < n && fine; ++u) {
          if (t == u) continue;
          const int elibs = f_.approxlib(clibs[u], color, 4);
          if (elibs > 3)
            fine = false;
          else if (elibs > f_.approxlib(dpos, other, 3) && !common)
            fine = false;
        }
        if (fine) m.add(dpos, 0, "special_attack4");
      }
    }
  }
}

void MoveGenerators::draw_back(Point str, Candidates& m) const {
  //      X*            X=attacker, O=defender
  //      O.
  const FastBoard::Points links = f_.chainlinks2(str, 2);
  for (std::size_t r = 0; r < links.size(); ++r) {
    const FastBoard::Points& libs = f_.findlib(links[r]);
    for (std::size_t k = 0; k < 2; ++k) {
      if (f_.liberty_of_string(libs[k], str)) continue;
      for (int d = 0; d < 4; ++d) {
        const Place q = f_.step(libs[k], d);
        if (q && f_.liberty_of_string(*q, str)) {
          m.add(libs[k], 0, "draw_back");
          break;
        }
      }
    }
  }
}

void MoveGenerators::edge_closing_backfill(Point str, Point apos, Candidates& m) const {
  // ?XOb
  // Xatc      a a liberty of the attacked string X, t the move; b and c hold no more O than X.
  // ----
  const Color mine = f_.board().color(str);
  const Color theirs = mine == Color::Black ? Color::White : Color::Black;
  for (int k = 0; k < 4; ++k) {
    const int up = k;
    int right = (k + 1) & 3;
    if (f_.step(apos, opposite(up))) continue;
    const Place above = f_.step(apos, up);
    if (!f_.holds(above, mine)) return;
    const Place east = f_.step(apos, right);
    const Place west = f_.step(apos, opposite(right));
    if (f_.empty_at(east) && (!west || f_.holds(west, mine))) {
      // "Everything ok so far."
    } else if (f_.empty_at(west) && (!east || f_.holds(east, mine))) {
      right = opposite(right);
    } else {
      return;
    }
    if (!f_.holds(f_.step(above, right), theirs)) return;
    const Place bpos = f_.step(f_.step(above, right), right);
    if (!bpos) return;
    const Place cpos = f_.step(f_.step(apos, right), right);
    int number_x = 0;
    int number_o = 0;
    for (Place q : {bpos, cpos}) {
      if (f_.holds(q, mine))
        ++number_x;
      else if (f_.holds(q, theirs))
        ++number_o;
    }
    if (number_o > number_x) return;
    m.add(*f_.step(apos, right), 0, "edge_closing_backfill");
    return;
  }
}

void MoveGenerators::edge_block(Point str, Point apos, Candidates& m) const {
  //   XO.?   bdf?
  //   .X.o   aceg      a a liberty of the attacked string X, b a stone of it: the moves e, f.
  //   ----   ----
  const Color mine = f_.board().color(str);
  const Color theirs = mine == Color::Black ? Color::White : Color::Black;
  for (int k = 0; k < 4; ++k) {
    const int up = k;
    if (f_.step(apos, opposite(up))) continue;
    const Place above = f_.step(apos, up);
    if (!f_.holds(above, mine) || !f_.same_string(*above, str)) return;
    for (int l = 0; l < 2; ++l) {
      const int right = normal(k, l);
      const Place cpos = f_.step(apos, right);
      const Place dpos = f_.step(cpos, up);
      const Place epos = f_.step(cpos, right);
      const Place fpos = f_.step(dpos, right);
      if (!f_.holds(cpos, mine) || !f_.holds(dpos, theirs) || !f_.empty_at(epos) ||
          !f_.empty_at(fpos))
        continue;
      if (f_.countlib(*dpos) == 1) {
        if (!f_.holds(f_.step(epos, right), mine)) m.add(*fpos, 30, "edge_block-A");
      } else {
        // "Look along board edge to see if the defender's string can run away to a friend."
        for (Place scan = epos;; scan = f_.step(scan, right)) {
          if (f_.holds(scan, mine) || f_.holds(f_.step(scan, up), mine)) {
            m.add(*epos, 10, "edge_block-B");
            break;
          }
          if (!f_.empty_at(scan) || !f_.empty_at(f_.step(scan, up))) break;
        }
      }
    }
  }
}

}  // namespace kospec::reading
