// Move generators that defend a string by attacking its surrounding chain (GNU Go's "Defending by
// attacking surrounding strings", engine/reading.c), and double ataris on that chain.
#include <array>
#include <vector>

#include "reading/move_generators.h"

namespace kospec::reading {

void MoveGenerators::break_chain(Point str, Candidates& m) const {
  const FastBoard::Points links = f_.chainlinks2(str, 1);
  for (std::size_t r = 0; r < links.size(); ++r) m.add(f_.findlib(links[r])[0], 1, "break_chain");
}

int MoveGenerators::defend_secondary_chain1(Point str, Candidates& m, int min_liberties) const {
  // str is an opponent string: `color` is the side defending its own strings around it.
  const Player color = opponent(owner(str));
  const FastBoard::Points links = f_.chainlinks2(str, 1);
  for (std::size_t r = 0; r < links.size(); ++r) {
    const Point xpos = f_.findlib(links[r])[0];
    if (f_.approxlib(xpos, color, min_liberties) + (f_.neighbor_of_string(xpos, str) ? 1 : 0) >=
        min_liberties)
      m.add(xpos, 0, "defend_secondary_chain1-A");
    const FastBoard::Points capture = f_.chainlinks2(links[r], 1);
    for (std::size_t s = 0; s < capture.size(); ++s) {
      const Point c = f_.findlib(capture[s])[0];
      if (!f_.is_self_atari(c, color)) m.add(c, 0, "defend_secondary_chain1-B");
    }
  }
  return static_cast<int>(links.size());
}

void MoveGenerators::defend_secondary_chain2(Point str, Candidates& m, int min_liberties) const {
  const Player color = opponent(owner(str));
  const FastBoard::Points links = f_.chainlinks2(str, 2);
  for (std::size_t r = 0; r < links.size(); ++r) {
    if (!f_.have_common_lib(str, links[r])) continue;
    const FastBoard::Points& libs = f_.findlib(links[r]);
    for (std::size_t t = 0; t < 2; ++t) {
      if (f_.approxlib(libs[t], color, min_liberties) +
              (f_.neighbor_of_string(libs[t], str) ? 1 : 0) >=
          min_liberties)
        m.add(libs[t], 0, "defend_secondary_chain2-A");
    }
    const FastBoard::Points capture = f_.chainlinks2(links[r], 1);
    for (std::size_t s = 0; s < capture.size(); ++s) {
      const Point c = f_.findlib(capture[s])[0];
      if (!f_.is_self_atari(c, color)) m.add(c, 0, "defend_secondary_chain2-B");
    }
    const FastBoard::Points ataris = f_.chainlinks2(links[r], 2);
    for (std::size_t s = 0; s < ataris.size(); ++s) {
      const FastBoard::Points& two = f_.findlib(ataris[s]);
      for (std::size_t t = 0; t < 2; ++t) {
        // "Only atari if target has no easy escape with his other liberty."
        if (f_.approxlib(two[1 - t], opponent(color), 3) < 3 && !f_.is_self_atari(two[t], color))
          m.add(two[t], 0, "defend_secondary_chain2-C");
      }
    }
  }
}

void MoveGenerators::break_chain2_efficient(Point str, Candidates& m) const {
  const FastBoard::Points links = f_.chainlinks2(str, 2);
  for (std::size_t r = 0; r < links.size(); ++r) break_chain2_efficient_of(str, links[r], m);
}

void MoveGenerators::break_chain2_efficient_of(Point str, Point adj, Candidates& m) const {
  const Player color = owner(str);
  const Player other = opponent(color);
  const FastBoard::Points weak = f_.chainlinks2(adj, 1);
  if (weak.size() == 1 && f_.countlib(str) > 2) {
    break_chain(weak[0], m);
    const Point apos = f_.findlib(weak[0])[0];
    if (!f_.is_self_atari(apos, color)) m.add(apos, 0, "break_chain2_efficient-A");
    return;
  }
  if (weak.size() > 1) return;
  const FastBoard::Points& libs = f_.findlib(adj);
  for (std::size_t k = 0; k < 2; ++k) {
    if (f_.approxlib(libs[k], other, 3) <= 2 && !f_.is_self_atari(libs[1 - k], color))
      m.add(libs[1 - k], 0, "break_chain2_efficient-B");
  }
  // The edge case: the two liberties of the X stone diagonal, one on the edge, the stone on the
  // second line; play the other liberty.
  if (!f_.diagonal(libs[0], libs[1])) return;
  const Point low = libs[0].index() > libs[1].index() ? libs[0] : libs[1];
  const Point high = libs[0].index() > libs[1].index() ? libs[1] : libs[0];
  const Place pos1 = f_.step(low, BoardFacts::kNorth);
  const Place pos2 = f_.step(high, BoardFacts::kSouth);
  const Color theirs = stone_of(other);
  const bool first = f_.holds(pos1, theirs) && f_.is_edge(*pos2) && f_.same_string(*pos1, adj);
  const bool second = f_.holds(pos2, theirs) && f_.is_edge(*pos1) && f_.same_string(*pos2, adj);
  if (!first && !second) return;
  if (f_.is_edge(libs[0]) && !f_.is_self_atari(libs[1], color))
    m.add(libs[1], 1, "break_chain2_efficient-C");
  if (f_.is_edge(libs[1]) && !f_.is_self_atari(libs[0], color))
    m.add(libs[0], 1, "break_chain2_efficient-C");
}

void MoveGenerators::break_chain2(Point str, Candidates& m, bool require_safe,
                                  bool be_aggressive) const {
  const Player color = owner(str);
  const Player other = opponent(color);
  const int sp = stackp();
  const FastBoard::Points links = f_.chainlinks2(str, 2);
  for (std::size_t r = 0; r < links.size(); ++r) {
    const Point apos = links[r];
    const FastBoard::Points& libs = f_.findlib(apos);
    // "If stackp > backfill_depth, don't bother playing liberties of 2-liberty strings if those
    // also have at least one neighbor in atari."
    if (sp > limits_.backfill_depth && !f_.chainlinks2(apos, 1).empty()) continue;
    std::array<bool, 2> unsafe{};
    for (std::size_t k = 0; k < 2; ++k) {
      unsafe[k] = f_.is_self_atari(libs[k], color);
      if (!unsafe[k] || f_.is_ko(libs[k], color) ||
          (!require_safe && f_.approxlib(libs[k], other, 5) < 5))
        m.add(libs[k], 0, "break_chain2-A");
    }
    if (sp <= limits_.break_chain_depth || (be_aggressive && sp <= limits_.backfill_depth)) {
      // "If the chain link cannot escape easily, try to defend all adjacent friendly stones in
      // atari (if any). If there are none, defend adjacent friendly stones with only two
      // liberties."
      if (f_.approxlib(libs[0], other, 4) < 4 && f_.approxlib(libs[1], other, 4) < 4) {
        if (defend_secondary_chain1(apos, m, 2) == 0) defend_secondary_chain2(apos, m, 2);
      }
    }
    if (unsafe[0] && unsafe[1] &&
        (sp <= limits_.backfill2_depth || f_.have_common_lib(str, apos))) {
      for (std::size_t k = 0; k < 2; ++k) {
        PointList<8> two;
        if (f_.approxlib(libs[k], other, 3, &two) == 2) {
          if (!f_.is_self_atari(two[0], color)) m.add(two[0], 0, "break_chain2-B");
          if (!f_.is_self_atari(two[1], color)) m.add(two[1], 0, "break_chain2-B");
        }
      }
      if (f_.approxlib(libs[0], other, 3) <= 2 && f_.approxlib(libs[1], other, 3) <= 2) {
        for (std::size_t k = 0; k < 2; ++k) {
          PointList<8> one;
          if (f_.approxlib(libs[k], color, 1, &one) == 1 && f_.approxlib(one[0], color, 3) >= 3)
            m.add(one[0], 0, "break_chain2-C");
        }
      }
    }
  }
}

void MoveGenerators::break_chain2_defense(Point str, Candidates& m, bool be_aggressive) const {
  const std::size_t before = m.num;
  break_chain2(str, m, !(stackp() <= limits_.backfill_depth), be_aggressive);
  // "Otherwise, these moves get overvalued by order_moves."
  for (std::size_t k = before; k < m.num; ++k) m.score[k] = -2;
}

void MoveGenerators::break_chain3_of(const FastBoard::Points& links, Candidates& m,
                                     bool be_aggressive, const char* name) const {
  const Player other = owner(links[0]);  // the chain links' owner
  const Player color = opponent(other);
  const int sp = stackp();
  PointList<Candidates::kMax> possible;
  for (std::size_t r = 0; r < links.size(); ++r) {
    const FastBoard::Points& libs = f_.findlib(links[r]);
    // "If the 3 liberty chain easily can run away through one of the liberties, we don't play on
    // any of the other liberties."
    const int lib1 = f_.approxlib(libs[0], other, 4);
    const int lib2 = f_.approxlib(libs[1], other, 4);
    if (lib1 >= 4 && lib2 >= 4) continue;
    const int lib3 = f_.approxlib(libs[2], other, 4);
    if ((lib1 >= 4 || lib2 >= 4) && lib3 >= 4) continue;
    if (lib1 >= 4) {
      possible.add_unique(libs[0]);
      continue;
    }
    if (lib2 >= 4) {
      possible.add_unique(libs[1]);
      continue;
    }
    if (lib3 >= 4) {
      possible.add_unique(libs[2]);
      continue;
    }
    for (std::size_t k = 0; k < 3; ++k) possible.add_unique(libs[k]);
    if (sp <= limits_.backfill2_depth || (be_aggressive && sp <= limits_.backfill_depth))
      defend_secondary_chain1(links[r], m, 3);
  }
  for (std::size_t k = 0; k < possible.size(); ++k) {
    // "We do not wish to consider the move if it can be immediately recaptured."
    if (sp <= limits_.break_chain_depth || (be_aggressive && sp <= limits_.backfill_depth) ||
        f_.approxlib(possible[k], color, 2) > 1)
      m.add(possible[k], -2, name);
  }
}

void MoveGenerators::break_chain3(Point str, Candidates& m, bool be_aggressive) const {
  const FastBoard::Points links = f_.chainlinks2(str, 3);
  if (!links.empty()) break_chain3_of(links, m, be_aggressive, "break_chain3");
}

void MoveGenerators::break_chain4(Point str, Candidates& m, bool be_aggressive) const {
  const Player color = owner(str);
  const Player other = opponent(color);
  const int sp = stackp();
  PointList<Candidates::kMax> possible;
  const FastBoard::Points links = f_.chainlinks2(str, 4);
  for (std::size_t r = 0; r < links.size(); ++r) {
    const FastBoard::Points& libs = f_.findlib(links[r]);
    std::array<int, 4> lib{};
    lib[0] = f_.approxlib(libs[0], other, 5);
    lib[1] = f_.approxlib(libs[1], other, 5);
    if (lib[0] >= 5 && lib[1] >= 5) continue;
    lib[2] = f_.approxlib(libs[2], other, 5);
    if ((lib[0] >= 5 || lib[1] >= 5) && lib[2] >= 5) continue;
    lib[3] = f_.approxlib(libs[3], other, 5);
    if ((lib[0] >= 5 || lib[1] >= 5 || lib[2] >= 5) && lib[3] >= 5) continue;
    bool escape = false;
    for (std::size_t k = 0; k < 4 && !escape; ++k) {
      if (lib[k] >= 5 && !possible.contains(libs[k])) {
        possible.push_back(libs[k]);
        escape = true;
      }
    }
    if (escape) continue;
    for (std::size_t k = 0; k < 4; ++k) possible.add_unique(libs[k]);
    if (sp <= limits_.backfill2_depth || (be_aggressive && sp <= limits_.backfill_depth))
      defend_secondary_chain1(links[r], m, 4);
  }
  for (std::size_t v = 0; v < possible.size(); ++v) {
    if (sp <= limits_.break_chain_depth || (be_aggressive && sp <= limits_.backfill_depth) ||
        f_.approxlib(possible[v], color, 2) > 1)
      m.add(possible[v], -2, "break_chain4");
  }
}

void MoveGenerators::superstring_break_chain(Point str, int liberty_cap, Candidates& m) const {
  const FastBoard::Points links = proper_superstring_chainlinks(str, liberty_cap);
  FastBoard::Points three;
  for (std::size_t k = 0; k < links.size(); ++k) {
    const int libs = f_.countlib(links[k]);
    if (libs == 1) {
      m.add(f_.findlib(links[k])[0], 0, "superstring_break_chain");
    } else if (libs == 2) {
      break_chain2_efficient_of(str, links[k], m);
    } else if (libs == 3) {
      three.push_back(links[k]);
    }
  }
  if (!three.empty()) break_chain3_of(three, m, false, "superstring_break_chain-3");
}

void MoveGenerators::double_atari_chain2(Point str, Candidates& m, bool generate_more) const {
  const Player color = owner(str);
  PointList<Candidates::kMax> once;
  PointList<Candidates::kMax> twice;
  const FastBoard::Points links = f_.chainlinks2(str, 2);
  for (std::size_t r = 0; r < links.size(); ++r) {
    const FastBoard::Points& libs = f_.findlib(links[r]);
    for (std::size_t k = 0; k < 2; ++k) {
      if (once.add_unique(libs[k])) continue;
      if (!twice.add_unique(libs[k])) continue;
      // "Found a double atari, but don't play there unless the move is safe for the defender."
      if (!f_.is_self_atari(libs[k], color)) m.add(libs[k], 1, "double_atari_chain2-A");
    }
  }
  if (!generate_more) return;
  const FastBoard::Points links3 = f_.chainlinks2(str, 3);
  for (std::size_t r = 0; r < links3.size(); ++r) {
    const FastBoard::Points& libs = f_.findlib(links3[r]);
    for (std::size_t k = 0; k < 3; ++k) {
      if (once.contains(libs[k]) && !twice.contains(libs[k])) {
        twice.push_back(libs[k]);
        if (!f_.is_self_atari(libs[k], color)) m.add(libs[k], -3, "double_atari_chain2-B");
      }
    }
  }
}

}  // namespace kospec::reading
