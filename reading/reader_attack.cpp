// attack1 (one liberty) and attack_n (two to four liberties, GNU Go's attack2..attack4).
#include "reading/reader.h"

namespace kospec::reading {

namespace {

// The liberties a stone of `player` at `p` would have, ignoring captures (GNU Go's approxlib):
// the empty neighbours of p and the liberties of the player's strings next to it, up to `max`.
PointList<8> approx_liberty_list(const FastBoard& b, Point p, Player player, std::size_t max) {
  PointList<8> out;
  const Color mine = stone_of(player);
  for (Point r : b.graph().neighbours(p)) {
    if (b.color(r) == Color::Empty) {
      if (r != p) out.add_unique(r);
    } else if (b.color(r) == mine) {
      const auto libs = b.liberties(r);
      for (std::size_t k = 0; k < libs.size(); ++k) {
        if (libs[k] != p) out.add_unique(libs[k]);
      }
    }
    if (out.size() > max) break;
  }
  return out;
}

}  // namespace

ReadCode Reader::attack1(Point str, std::optional<Point>& move) {
  ++nodes_;
  const Player defender = *owner_of(board_.color(str));
  const Player attacker = opponent(defender);
  const Point lib = board_.liberties(str)[0];
  const int sp = stackp();
  ReadCode savecode = ReadCode::Lose;
  std::optional<Point> savemove;
  auto save = [&](ReadCode c, Point at) {
    if (strength(c) > strength(savecode)) {
      savecode = c;
      savemove = at;
    }
  };
  // "If the attacked string consists of more than one stone, the attack never fails. (This
  // assumes simple ko rule.)"
  if (board_.stone_count(str) > 1) return finish("attack1", str, ReadCode::Win, lib, move);

  bool cond = false;
  if (komaster_trymove(lib, attacker, sp <= limits_.ko_depth, cond, "attack1: last liberty")) {
    if (cond) {
      // The capture needed a ko threat: the attacker makes the first threat.
      popgo();
      save(ReadCode::KoB, lib);
    } else if (board_.liberty_count(lib) > 1) {
      popgo();
      return finish("attack1", str, ReadCode::Win, lib, move);
    } else if (board_.stone_count(lib) == 1) {
      // A ko: "If the defender is allowed to take the ko the result is KO_A", the scheme says
      // whether the defender's conditional retake at str would be allowed now.
      const bool retake = retake_permitted(str, defender);
      popgo();
      if (!retake) return finish("attack1", str, ReadCode::Win, lib, move);
      save(ReadCode::KoA, lib);
    } else {
      // The capturing string is in atari: a proper snapback if the recapture at str leaves it with
      // more than one liberty ("capture by O and recapture by X leaves the X stone intact with at
      // least two liberties").
      bool snapback = false;
      if (trymove(str, defender, "attack1: recapture")) {
        snapback = board_.liberty_count(str) > 1;
        popgo();
      }
      popgo();
      if (!snapback) return finish("attack1", str, ReadCode::Win, lib, move);
    }
  }

  // "If not yet successful, try backfilling and back-capturing."
  if (sp <= limits_.backfill_depth) {
    const PointList<8> libs = approx_liberty_list(board_, lib, defender, 6);
    if (libs.size() <= 5) {
      for (std::size_t k = 0; k < libs.size(); ++k) {
        const Point apos = libs[k];
        if (is_self_atari(apos, attacker)) continue;
        if (!komaster_trymove(apos, attacker, false, cond, "attack1: backfilling")) continue;
        std::optional<Point> dmove;
        const ReadCode dcode =
            board_.color(str) == Color::Empty ? ReadCode::Lose : do_find_defense(str, dmove);
        std::optional<Point> amove;
        if (dcode != ReadCode::Win &&
            (board_.color(str) == Color::Empty || do_attack(str, amove) != ReadCode::Lose)) {
          if (dcode == ReadCode::Lose) {
            popgo();
            return finish("attack1", str, ReadCode::Win, apos, move);
          }
          save(reverse(dcode), apos);
        }
        popgo();
      }
    }
  }
  const auto boundary = board_.adjacent_strings(str, stone_of(attacker));
  for (std::size_t r = 0; r < boundary.size(); ++r) {
    if (board_.liberty_count(boundary[r]) != 1 || !board_.is_liberty_of(lib, boundary[r])) continue;
    const auto chain = board_.adjacent_strings(boundary[r], stone_of(defender));
    for (std::size_t k = 0; k < chain.size(); ++k) {
      if (chain[k] == str || board_.liberty_count(chain[k]) != 1) continue;
      const Point apos = board_.liberties(chain[k])[0];
      if (apos == lib) continue;
      if (!komaster_trymove(apos, attacker, sp <= limits_.ko_depth && savecode == ReadCode::Lose,
                            cond, "attack1: back-capture")) {
        continue;
      }
      std::optional<Point> dmove;
      std::optional<Point> amove;
      const ReadCode dcode = do_find_defense(str, dmove);
      if (dcode != ReadCode::Win && do_attack(str, amove) != ReadCode::Lose) {
        if (!cond && dcode == ReadCode::Lose) {
          popgo();
          return finish("attack1", str, ReadCode::Win, apos, move);
        }
        save(cond ? ReadCode::KoB : reverse(dcode), apos);
      }
      popgo();
    }
  }
  return finish("attack1", str, savecode, savemove, move);
}

ReadCode Reader::attack_n(Point str, int libs, std::optional<Point>& move) {
  ++nodes_;
  const Player defender = *owner_of(board_.color(str));
  const Player attacker = opponent(defender);
  const int sp = stackp();
  const char* name = libs == 2 ? "attack2" : libs == 3 ? "attack3" : "attack4";
  // attack2: "If stackp > depth and any boundary chain is in atari, assume safe" (unless it is a
  // single stone or shares a liberty with the string).
  if (libs == 2 && sp > limits_.depth) {
    const auto boundary = board_.adjacent_strings(str, stone_of(attacker));
    for (std::size_t r = 0; r < boundary.size(); ++r) {
      if (board_.liberty_count(boundary[r]) != 1 || board_.stone_count(boundary[r]) == 1) continue;
      if (!board_.is_liberty_of(board_.liberties(boundary[r])[0], str)) {
        return finish(name, str, ReadCode::Lose, std::nullopt, move);
      }
    }
  }
  Moves moves = attack_candidates(str, libs);
  order_moves(str, moves, attacker, move);
  ReadCode savecode = ReadCode::Lose;
  std::optional<Point> savemove;
  for (std::size_t k = 0; k < moves.size(); ++k) {
    const Point apos = moves[k];
    bool cond = false;
    if (komaster_trymove(apos, attacker, sp <= limits_.ko_depth && savecode == ReadCode::Lose, cond,
                         name)) {
      std::optional<Point> dmove;
      const ReadCode dcode = do_find_defense(str, dmove);
      if (strength(reverse(dcode)) > strength(savecode)) {
        // "when defender fails to defend, attacker has to prove that he can capture the string"
        std::optional<Point> amove;
        if (do_attack(str, amove) != ReadCode::Lose) {
          if (!cond && dcode == ReadCode::Lose) {
            popgo();
            return finish(name, str, ReadCode::Win, apos, move);
          }
          const ReadCode got = cond ? ReadCode::KoB : reverse(dcode);
          if (strength(got) > strength(savecode)) {
            savecode = got;
            savemove = apos;
          }
        }
      }
      popgo();
    }
    // "Between branch_depth and depth, attacks on strings with 3 liberties are considered, but
    // branching is inhibited."
    if (libs >= 3 && sp >= limits_.branch_depth) break;
  }
  return finish(name, str, savecode, savemove, move);
}

}  // namespace kospec::reading
