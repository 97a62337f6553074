// defend1 (one liberty), defend_n (two to four liberties, GNU Go's defend2..defend4), fast_defense.
#include "reading/reader.h"

namespace kospec::reading {

bool Reader::fast_defense(Point str, std::optional<Point>& move) {
  // "Don't think too much if there's an easy way to get enough liberties."
  const Player defender = *owner_of(board_.color(str));
  const int goal = stackp() < limits_.fourlib_depth ? 5 : 4;
  const auto libs = board_.liberties(str);
  for (std::size_t k = 0; k < libs.size(); ++k) {
    if (approx_libs(libs[k], defender) >= goal) {
      move = libs[k];
      return true;
    }
  }
  return false;
}

ReadCode Reader::defend1(Point str, std::optional<Point>& move) {
  ++nodes_;
  const Player defender = *owner_of(board_.color(str));
  const Player attacker = opponent(defender);
  const Point lib = board_.liberties(str)[0];
  const int sp = stackp();
  std::optional<Point> fast;
  if (fast_defense(str, fast)) return finish("defend1", str, ReadCode::Win, fast, move);
  Moves moves = defend_candidates(str, 1);
  order_moves(str, moves, defender, move);
  ReadCode savecode = ReadCode::Lose;
  std::optional<Point> savemove;
  for (std::size_t k = 0; k < moves.size(); ++k) {
    const Point dpos = moves[k];
    bool cond = false;
    if (!komaster_trymove(dpos, defender, sp <= limits_.ko_depth && savecode == ReadCode::Lose,
                          cond, "defend1")) {
      continue;
    }
    std::optional<Point> amove;
    const ReadCode acode = do_attack(str, amove);
    popgo();
    if (!cond) {
      if (acode == ReadCode::Lose) return finish("defend1", str, ReadCode::Win, dpos, move);
      if (strength(reverse(acode)) > strength(savecode)) {
        savecode = reverse(acode);
        savemove = dpos;
      }
    } else if (acode != ReadCode::Win && strength(ReadCode::KoB) > strength(savecode)) {
      savecode = ReadCode::KoB;
      savemove = dpos;
    }
  }
  // "If the string is a single stone and a capture would give a ko, try to defend it with ko by
  // backfilling."
  if (sp <= limits_.backfill_depth && board_.stone_count(str) == 1 &&
      board_.is_ko_capture(lib, attacker)) {
    PointList<8> libs;
    for (Point r : board_.graph().neighbours(lib)) {
      if (board_.color(r) == Color::Empty) libs.add_unique(r);
      if (board_.color(r) == stone_of(defender)) {
        const auto more = board_.liberties(r);
        for (std::size_t i = 0; i < more.size(); ++i) {
          if (more[i] != lib) libs.add_unique(more[i]);
        }
      }
    }
    if (libs.size() <= 5) {
      for (std::size_t k = 0; k < libs.size(); ++k) {
        const Point apos = libs[k];
        if (libs.size() != 1 && is_self_atari(apos, attacker)) continue;
        if (!trymove(apos, defender, "defend1: backfilling")) continue;
        std::optional<Point> amove;
        const ReadCode acode = do_attack(str, amove);
        popgo();
        if (acode == ReadCode::Lose) return finish("defend1", str, ReadCode::Win, apos, move);
        if (strength(reverse(acode)) > strength(savecode)) {
          savecode = reverse(acode);
          savemove = apos;
        }
      }
    }
  }
  return finish("defend1", str, savecode, savemove, move);
}

ReadCode Reader::defend_n(Point str, int libs, std::optional<Point>& move) {
  ++nodes_;
  const Player defender = *owner_of(board_.color(str));
  const int sp = stackp();
  const char* name = libs == 2 ? "defend2" : libs == 3 ? "defend3" : "defend4";
  std::optional<Point> fast;
  if (fast_defense(str, fast)) return finish(name, str, ReadCode::Win, fast, move);
  Moves moves = defend_candidates(str, libs);
  order_moves(str, moves, defender, move);
  ReadCode savecode = ReadCode::Lose;
  std::optional<Point> savemove;
  for (std::size_t k = 0; k < moves.size(); ++k) {
    const Point dpos = moves[k];
    bool cond = false;
    if (komaster_trymove(dpos, defender, sp <= limits_.ko_depth && savecode == ReadCode::Lose, cond,
                         name)) {
      std::optional<Point> amove;
      const ReadCode acode = do_attack(str, amove);
      popgo();
      if (!cond) {
        if (acode == ReadCode::Lose) return finish(name, str, ReadCode::Win, dpos, move);
        if (strength(reverse(acode)) > strength(savecode)) {
          savecode = reverse(acode);
          savemove = dpos;
        }
      } else if (acode != ReadCode::Win && strength(ReadCode::KoB) > strength(savecode)) {
        savecode = ReadCode::KoB;
        savemove = dpos;
      }
    }
    if (libs >= 3 && sp >= limits_.branch_depth) break;
  }
  return finish(name, str, savecode, savemove, move);
}

}  // namespace kospec::reading
