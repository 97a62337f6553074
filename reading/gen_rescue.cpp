// Special rescue moves, edge clamps, edge moves and snapback set-ups (GNU Go's engine/reading.c).
// Directions are GNU Go's delta[0..3]; "up" and "right" are two of them at right angles.
#include "reading/move_generators.h"

namespace kospec::reading {

namespace {

// GNU Go's delta[(k+1)%4], negated when l == 1: the two directions at right angles to delta[k].
int normal(int k, int l) { return (k + 1 + 2 * l) & 3; }
int opposite(int d) { return (d + 2) & 3; }

}  // namespace

void MoveGenerators::special_rescue(Point str, Point lib, Candidates& m) const {
  //    .        O        O       X.XXO
  //   O.*  or  ..*  or  O.*  or  XOOXO
  //    O        O        O       ...*.
  const Player color = owner(str);
  const Player other = opponent(color);
  // "we require that the opponent can be trivially captured when trying to intercept on the
  // corresponding first order liberty."
  const int otherlib = f_.approxlib(lib, other, 3);
  if (otherlib > 2) return;
  for (int k = 0; k < 4; ++k) {
    const Place p = f_.step(lib, k);
    if (!f_.empty_at(p)) continue;
    if (f_.is_self_atari(*p, color) && otherlib > 1) continue;
    if (f_.countlib(str) > 3) {
      int protected_points = 0;
      for (int r = 0; r < 4 && protected_points < 2; ++r) {
        const Place q = f_.step(p, r);
        if (f_.empty_at(q) && f_.approxlib(*q, other, 3) < 3) ++protected_points;
      }
      if (protected_points < 2) continue;
    }
    m.add(*p, 0, "special_rescue");
  }
}

void MoveGenerators::bamboo_rescue(Point str, const FastBoard::Points& libs, Candidates& m) const {
  // XXXXXO
  // XO.*.O
  // XO.O.O
  // XXXXXO
  const Player color = owner(str);
  const Color mine = stone_of(color);
  for (std::size_t l1 = 0; l1 < libs.size(); ++l1) {
    for (std::size_t l2 = 0; l2 < libs.size(); ++l2) {
      if (l1 == l2) continue;
      const Place a = libs[l1];
      const Place b = libs[l2];
      const bool across = a == f_.step(b, BoardFacts::kWest) || a == f_.step(b, BoardFacts::kEast);
      const bool along = a == f_.step(b, BoardFacts::kNorth) || a == f_.step(b, BoardFacts::kSouth);
      if (!across && !along) continue;
      const int d1 = across ? BoardFacts::kSouth : BoardFacts::kWest;
      for (int d : {d1, opposite(d1)}) {
        const Place p = f_.step(a, d);
        if (f_.empty_at(p) && f_.holds(f_.step(b, d), mine) && !f_.is_self_atari(*p, color))
          m.add(*p, 0, "bamboo_rescue");
      }
    }
  }
}

void MoveGenerators::special_rescue2(Point str, const FastBoard::Points& libs,
                                     Candidates& m) const {
  //   OOXXXX     the defensive move at 'c'
  //   .OXOOX
  //   .cO.OX
  //   .X.OOX
  const Player color = owner(str);
  const Player other = opponent(color);
  for (std::size_t r = 0; r < 2; ++r) {
    const Point alib = libs[r];
    if (!f_.is_suicide(alib, other)) continue;
    for (int k = 0; k < 4; ++k) {
      const Place q = f_.step(alib, k);
      if (!f_.holds(q, stone_of(color)) || f_.same_string(*q, str)) continue;
      const FastBoard::Points& newlibs = f_.findlib(*q);
      for (std::size_t s = 0; s < newlibs.size() && s < 4; ++s) {
        if (!f_.is_self_atari(newlibs[s], color)) m.add(newlibs[s], 0, "special_rescue2");
      }
      break_chain(*q, m);
      break_chain2_efficient(*q, m);
      edge_clamp(*q, m);
    }
  }
}

void MoveGenerators::special_rescue3(Point str, const FastBoard::Points& libs,
                                     Candidates& m) const {
  //   OXO   cde
  //   .*.   afg
  //   ---   b--
  const Player color = owner(str);
  const Player other = opponent(color);
  for (std::size_t r = 0; r < 3; ++r) {
    const Point apos = libs[r];
    for (int k = 0; k < 4; ++k) {
      if (f_.step(apos, k)) continue;  // b must be off the board
      const Place cpos = f_.step(apos, opposite(k));
      if (!f_.holds(cpos, stone_of(color)) || !f_.same_string(*cpos, str)) continue;
      for (int l = 0; l < 2; ++l) {
        const int n = normal(k, l);
        const Place dpos = f_.step(cpos, n);
        if (!f_.holds(dpos, stone_of(other))) continue;
        if (!f_.holds(f_.step(dpos, n), stone_of(color))) continue;
        const Place fpos = f_.step(apos, n);
        if (!f_.empty_at(fpos) || !f_.empty_at(f_.step(fpos, n))) continue;
        // "Now require an X move at 'a' not getting too many liberties."
        if (f_.approxlib(apos, other, 4) > 3) continue;
        m.add(*fpos, 0, "special_rescue3");
      }
    }
  }
}

void MoveGenerators::special_rescue4(Point str, const FastBoard::Points& libs,
                                     Candidates& m) const {
  // The counter to special_attack3: the liberty of the attacking stone not shared with the string.
  const Player color = owner(str);
  const Color theirs = stone_of(opponent(color));
  for (std::size_t k = 0; k < 2; ++k) {
    const Point apos = libs[k];
    const Point bpos = libs[1 - k];
    Place xpos;
    if (Place(apos) == f_.step(bpos, BoardFacts::kSouth) ||
        Place(apos) == f_.step(bpos, BoardFacts::kNorth)) {
      if (f_.holds(f_.step(apos, BoardFacts::kWest), theirs)) {
        xpos = f_.step(apos, BoardFacts::kWest);
      } else if (f_.holds(f_.step(apos, BoardFacts::kEast), theirs)) {
        xpos = f_.step(apos, BoardFacts::kEast);
      } else {
        continue;
      }
    } else if (Place(apos) == f_.step(bpos, BoardFacts::kWest) ||
               Place(apos) == f_.step(bpos, BoardFacts::kEast)) {
      if (f_.holds(f_.step(apos, BoardFacts::kSouth), theirs)) {
        xpos = f_.step(apos, BoardFacts::kSouth);
      } else if (f_.holds(f_.step(apos, BoardFacts::kNorth), theirs)) {
        xpos = f_.step(apos, BoardFacts::kNorth);
      } else {
        continue;
      }
    } else {
      return;  // "Incorrect configuration, give up."
    }
    if (f_.countlib(*xpos) != 2) continue;
    const FastBoard::Points& two = f_.findlib(*xpos);
    for (std::size_t r = 0; r < 2; ++r) {
      if (two[r] != apos && two[r] != bpos && !f_.is_self_atari(two[r], color))
        m.add(two[r], 0, "special_rescue4");
    }
  }
}

void MoveGenerators::hane_rescue(Point str, const FastBoard::Points& libs, Candidates& m) const {
  //   .XXXXX
  //   XX.*OO     .*   ac
  //   X.OX..     OX   bd
  const Player color = owner(str);
  const int num_libs = f_.countlib(str);
  for (std::size_t r = 0; r < libs.size(); ++r) {
    const Point apos = libs[r];
    for (int k = 0; k < 4; ++k) {
      const Place bpos = f_.step(apos, k);
      if (!f_.holds(bpos, stone_of(color)) || !f_.same_string(*bpos, str)) continue;
      for (int l = 0; l < 2; ++l) {
        const int n = normal(k, l);
        const Place cpos = f_.step(apos, n);
        if (!f_.empty_at(cpos)) continue;
        const Place dpos = f_.step(bpos, n);
        if (!f_.holds(dpos, stone_of(opponent(color)))) continue;
        const int dlibs = f_.countlib(*dpos);
        if (dlibs > num_libs || dlibs > f_.accuratelib(*cpos, color, dlibs)) continue;
        m.add(*cpos, 0, "hane_rescue");
      }
    }
  }
}

void MoveGenerators::special_rescue5(Point str, const FastBoard::Points& libs,
                                     Candidates& m) const {
  // The string shares two liberties with an X string: play on an exterior liberty of it, or
  // defend a weak neighbour of it.
  const Player color = owner(str);
  const int liberties = f_.countlib(str);
  for (std::size_t r = 0; r < libs.size(); ++r) {
    for (int k = 0; k < 4; ++k) {
      const Place bpos = f_.step(libs[r], k);
      if (!f_.holds(bpos, stone_of(opponent(color)))) continue;
      if (f_.countlib(*bpos) > liberties + 1) continue;
      if (f_.count_common_libs(str, *bpos) < 2) continue;
      const FastBoard::Points& libs2 = f_.findlib(*bpos);
      for (std::size_t s = 0; s < libs2.size() && s < 4; ++s) {
        if (!f_.liberty_of_string(libs2[s], str) && !f_.is_self_atari(libs2[s], color))
          m.add(libs2[s], 0, "special_rescue5-A");
      }
      if (static_cast<int>(libs2.size()) <= liberties) {
        const FastBoard::Points weak = f_.chainlinks2(*bpos, 1);
        for (std::size_t t = 0; t < weak.size(); ++t) {
          break_chain(weak[t], m);
          const Point cpos = f_.findlib(weak[t])[0];
          if (!f_.is_self_atari(cpos, color)) m.add(cpos, 0, "special_rescue5-B");
        }
        double_atari_chain2(*bpos, m, false);
      }
    }
  }
}

void MoveGenerators::special_rescue6(Point str, const FastBoard::Points& libs,
                                     Candidates& m) const {
  // |.X.   |.c*       |..O   |.*O
  // |.OX   |abX  and  |.X.   |.c*  (a on the edge, b a stone of the string)
  const Player color = owner(str);
  const Color mine = stone_of(color);
  const Color theirs = stone_of(opponent(color));
  for (std::size_t r = 0; r < libs.size(); ++r) {
    const Point apos = libs[r];
    for (int k = 0; k < 4; ++k) {
      const int right = k;
      if (f_.step(apos, opposite(right))) continue;
      const Place bpos = f_.step(apos, right);
      if (!f_.holds(bpos, mine) || !f_.same_string(str, *bpos)) continue;
      for (int l = 0; l < 2; ++l) {
        const int up = normal(k, l);
        const Place cpos = f_.step(bpos, up);
        if (!f_.holds(cpos, theirs)) continue;
        if (!f_.empty_at(f_.step(apos, up))) continue;
        const Place cr = f_.step(cpos, right);
        if (!f_.empty_at(cr)) continue;
        const Place cu = f_.step(cpos, up);
        if (f_.empty_at(f_.step(f_.step(apos, up), up)) && f_.empty_at(cu) &&
            f_.holds(f_.step(cu, right), mine)) {
          m.add(*cr, 0, "special_rescue6-A");
          m.add(*cu, 0, "special_rescue6-B");
        } else if (f_.countlib(*cpos) <= 3) {
          const Place br = f_.step(bpos, right);
          if ((f_.empty_at(br) || (f_.holds(br, theirs) && f_.countlib(*br) <= 4)) &&
              !f_.is_self_atari(*cr, color))
            m.add(*cr, 0, "special_rescue6-C");
        }
      }
    }
  }
}

void MoveGenerators::set_up_snapback(Point str, Point lib, Candidates& m) const {
  // "This can only work if our string is a single stone and the opponent is short of liberties."
  const Player color = owner(str);
  PointList<8> libs2;
  if (stackp() <= limits_.backfill_depth && f_.countstones(str) == 1 &&
      f_.approxlib(lib, opponent(color), 2, &libs2) == 1 &&
      (!f_.is_self_atari(libs2[0], color) || f_.is_ko(libs2[0], color)))
    m.add(libs2[0], 0, "set_up_snapback");
}

void MoveGenerators::edge_clamp(Point str, Candidates& m) const {
  // |.XXOO.
  // |XXOXe.     a: an adjacent string with three liberties, b its edge liberty, c a stone of the
  // |OOcad.     string, d and e liberties of a: the clamp at d.
  // |...b..
  const Player color = owner(str);
  const Player other = opponent(color);
  const FastBoard::Points links = f_.chainlinks2(str, 3);
  for (std::size_t r = 0; r < links.size(); ++r) {
    const Point apos = links[r];
    const FastBoard::Points& libs = f_.findlib(apos);
    Place bpos;
    for (std::size_t k = 0; k < 3; ++k) {
      if (f_.is_edge(libs[k])) {
        bpos = libs[k];
        break;
      }
    }
    if (!bpos) continue;
    for (int k = 0; k < 4; ++k) {
      const int up = k;
      if (f_.step(bpos, opposite(up))) continue;
      const Place above = f_.step(bpos, up);
      if (!f_.holds(above, stone_of(other))) continue;
      for (int l = 0; l < 2; ++l) {
        const int right = normal(k, l);
        const Place cpos = f_.step(above, opposite(right));
        const Place dpos = f_.step(above, right);
        if (!f_.holds(cpos, stone_of(color)) || !f_.same_string(*cpos, str)) continue;
        if (!f_.empty_at(dpos) || !f_.liberty_of_string(*dpos, apos)) continue;
        const Place epos = f_.step(dpos, up);
        if (!f_.empty_at(epos) || !f_.liberty_of_string(*epos, apos)) continue;
        if (f_.approxlib(*dpos, color, 3) < 3) continue;
        if (f_.approxlib(*epos, other, 4) > 3) continue;
        m.add(*dpos, 10, "edge_clamp");
      }
    }
  }
}

void MoveGenerators::propose_edge(Point str, const FastBoard::Points& libs, Candidates& m,
                                  Player to_move) const {
  //   XX       XX          X.?        Xbc
  //   O.       Oa          O..        Oa.
  //   --       --          ---        ---
  const Player color = owner(str);
  const Color mine = stone_of(color);
  const Color theirs = stone_of(opponent(color));
  for (std::size_t r = 0; r < libs.size(); ++r) {
    const Point apos = libs[r];
    for (int k = 0; k < 4; ++k) {
      const int up = k;
      if (f_.step(apos, opposite(up))) continue;
      for (int l = 0; l < 2; ++l) {
        const int right = normal(k, l);
        const Place above = f_.step(apos, up);
        if (f_.holds(above, theirs) && f_.countlib(*above) > 4 && color == to_move) {
          // Case 1: crawling along the edge is pointless if no friendly stone is ahead.
          Place x = apos;
          while (x && !f_.holds(x, mine) && !f_.holds(f_.step(x, up), mine)) x = f_.step(x, right);
          if (!x) m.remove(apos);
        } else if (f_.empty_at(above) && f_.holds(f_.step(above, opposite(right)), theirs) &&
                   f_.empty_at(f_.step(apos, right))) {
          // Case 2: try to escape or contain.
          if (f_.countlib(*f_.step(above, opposite(right))) == 1) {
            m.add(*above, 10, "propose_edge-A");
          } else {
            m.add(*above, 0, "propose_edge-B");
            const Place c = f_.step(above, right);
            if (f_.empty_at(c) && (libs.size() != 2 || color != to_move))
              m.add(*c, 0, "propose_edge-C");
          }
        }
      }
    }
  }
}

}  // namespace kospec::reading
