// Candidate moves for attack_n and defend1/defend_n, and their ordering (GNU Go's *_moves helpers
// and order_moves, simplified: see reader.h).
#include <algorithm>
#include <array>

#include "reading/reader.h"

namespace kospec::reading {

namespace {

bool has_neighbour(const FastBoard& b, Point p, Color c) {
  for (Point r : b.graph().neighbours(p)) {
    if (b.color(r) == c) return true;
  }
  return false;
}

}  // namespace

Reader::Moves Reader::attack_candidates(Point str, int libs) {
  Moves m;
  const Player defender = *owner_of(board_.color(str));
  const Player attacker = opponent(defender);
  const int sp = stackp();
  // Save a boundary string in atari: extend it, or capture what ataris it (GNU Go's
  // "save_boundary" and break_chain_moves of the boundary).
  const auto boundary = board_.adjacent_strings(str, stone_of(attacker));
  for (std::size_t r = 0; r < boundary.size(); ++r) {
    if (board_.liberty_count(boundary[r]) != 1) continue;
    m.add_unique(board_.liberties(boundary[r])[0]);
    const auto chain = board_.adjacent_strings(boundary[r], stone_of(defender));
    for (std::size_t k = 0; k < chain.size(); ++k) {
      if (board_.liberty_count(chain[k]) == 1) m.add_unique(board_.liberties(chain[k])[0]);
    }
  }
  // The liberties: "We only want to consider the move at (apos) if: stackp <= backfill_depth
  // -or- stackp <= depth and it is an isolated stone -or- it is not in immediate atari".
  const auto liberties = board_.liberties(str);
  for (std::size_t k = 0; k < liberties.size(); ++k) {
    const Point apos = liberties[k];
    if (sp <= limits_.backfill_depth ||
        (sp <= limits_.depth && !has_neighbour(board_, apos, stone_of(attacker))) ||
        !is_self_atari(apos, attacker)) {
      m.add_unique(apos);
    }
  }
  if (libs == 2 && sp <= limits_.backfill_depth) {
    // "Try backfilling if atari is impossible": the other liberty of a self-atari liberty play.
    for (std::size_t k = 0; k < liberties.size(); ++k) {
      if (!board_.play(liberties[k], attacker)) continue;
      if (board_.color(liberties[k]) != Color::Empty && board_.liberty_count(liberties[k]) == 1) {
        const Point other = board_.liberties(liberties[k])[0];
        board_.undo();
        m.add_unique(other);
      } else {
        board_.undo();
      }
    }
  }
  if (libs <= 3 && sp <= limits_.backfill_depth) {
    // Second-order liberties: nets (any of them for two liberties), and points touching two
    // liberties (GNU Go's find_cap_moves) for three.
    for (std::size_t k = 0; k < liberties.size(); ++k) {
      for (Point r : board_.graph().neighbours(liberties[k])) {
        if (board_.color(r) != Color::Empty || board_.is_liberty_of(r, str)) continue;
        int touching = 0;
        for (Point q : board_.graph().neighbours(r)) {
          if (board_.color(q) == Color::Empty && board_.is_liberty_of(q, str)) ++touching;
        }
        if (libs == 2 || touching >= 2) m.add_unique(r);
      }
    }
  }
  return m;
}

Reader::Moves Reader::defend_candidates(Point str, int libs) {
  Moves m;
  const Player defender = *owner_of(board_.color(str));
  const Player attacker = opponent(defender);
  const int sp = stackp();
  // The liberties; "We don't want to play self-atari liberties, unless the string is a single
  // stone (in which case it might be a snapback move)."
  const auto liberties = board_.liberties(str);
  for (std::size_t k = 0; k < liberties.size(); ++k) {
    if (libs == 1 || board_.stone_count(str) == 1 || !is_self_atari(liberties[k], defender)) {
      m.add_unique(liberties[k]);
    }
  }
  // Captures of adjacent strings in atari (break_chain_moves), and ataris on adjacent strings
  // with two liberties (break_chain2).
  const auto around = board_.adjacent_strings(str, stone_of(attacker));
  for (std::size_t r = 0; r < around.size(); ++r) {
    const int around_libs = board_.liberty_count(around[r]);
    if (around_libs == 1) {
      m.add_unique(board_.liberties(around[r])[0]);
    } else if (around_libs == 2 && libs >= 2 && sp <= limits_.depth) {
      const auto two = board_.liberties(around[r]);
      for (std::size_t k = 0; k < two.size(); ++k) {
        if (!is_self_atari(two[k], defender)) m.add_unique(two[k]);
      }
    }
  }
  if (libs == 2 && sp <= limits_.backfill_depth) {
    // Second-order liberties: extensions and hanes that keep the string out of a net.
    for (std::size_t k = 0; k < liberties.size(); ++k) {
      for (Point r : board_.graph().neighbours(liberties[k])) {
        if (board_.color(r) != Color::Empty || board_.is_liberty_of(r, str)) continue;
        if (!is_self_atari(r, defender)) m.add_unique(r);
      }
    }
  }
  return m;
}

void Reader::order_moves(Point str, Moves& moves, Player mover, std::optional<Point> hint) {
  const Player defender = *owner_of(board_.color(str));
  const bool attacking = mover != defender;
  const int libs_before = board_.liberty_count(str);
  std::array<int, 48> score{};
  for (std::size_t k = 0; k < moves.size(); ++k) {
    const Point p = moves[k];
    int s = 0;
    if (!board_.play(p, mover)) {
      s = -100000;  // illegal now: tried last (a ko retake, only conditionally)
    } else {
      const bool captured = !board_.last_captured().empty();
      const int own = board_.color(p) == Color::Empty ? 0 : std::min(board_.liberty_count(p), 5);
      if (board_.color(str) == Color::Empty) {
        s = 50000;
      } else if (attacking) {
        s = 1000 * (libs_before - board_.liberty_count(str)) + 10 * own + (captured ? 500 : 0);
      } else {
        s = 1000 * board_.liberty_count(str) + (captured ? 500 : 0) + 10 * own;
      }
      board_.undo();
    }
    if (hint && *hint == p) s += 1000000;
    score[k] = s;
  }
  // Stable insertion sort, best first (candidate lists are short).
  for (std::size_t i = 1; i < moves.size(); ++i) {
    for (std::size_t j = i; j > 0 && score[j] > score[j - 1]; --j) {
      std::swap(score[j], score[j - 1]);
      moves.swap_items(j, j - 1);
    }
  }
}

}  // namespace kospec::reading
