// attack1..attack4: GNU Go 3.8's attacking functions by liberty count, each trying its batches of
// candidates (move_generators.h) in GNU Go's order.
#include "reading/reader.h"

namespace kospec::reading {

ReadCode Reader::attack1(Point str, Hint& move) {
  ++nodes_;
  const Player color = *owner_of(board_.color(str));
  const Player other = opponent(color);
  const Point xpos = board_.liberties(str)[0];
  Best best;
  // "If the attacked string consists of more than one stone, the attack never fails. (This
  // assumes simple ko rule.)"
  if (board_.stone_count(str) > 1) return finish("attack1", str, {ReadCode::Win, xpos}, move);
  // "Try to play on the liberty. This fails if and only if it is an illegal ko capture."
  if (trymove(xpos, other, "attack1", "last liberty")) {
    if (board_.liberty_count(xpos) > 1) {
      popgo();
      return finish("attack1", str, {ReadCode::Win, xpos}, move);
    }
    if (board_.stone_count(xpos) == 1) {
      // "If the attacking string is also a single stone, a possible recapture would be a ko
      // violation, so the defender has to make a ko threat first." KO_A unless the attacker is
      // komaster: then the defender may not retake and the attack succeeds.
      popgo();
      if (is_komaster(other)) return finish("attack1", str, {ReadCode::Win, xpos}, move);
      note("attack1: last liberty - ko");
      best = {ReadCode::KoA, xpos};
    } else {
      // "Otherwise, do recapture. [...] If this was a proper snapback, (str) will now have more
      // than one liberty."
      if (trymove(str, color, "attack1", "recapture")) {
        const bool snapback = board_.liberty_count(str) > 1;
        popgo();
        if (!snapback) {
          popgo();
          return finish("attack1", str, {ReadCode::Win, xpos}, move);
        }
      }
      popgo();
    }
  } else if (!is_komaster(color)) {
    // "Illegal ko capture." The attacker needs a ko threat first.
    note("attack1: last liberty - ko");
    best = {ReadCode::KoB, xpos};
  }
  // "If not yet successful, try backfilling and back-capturing."
  PointList<8> libs;
  const int liberties = facts_.approxlib(xpos, color, 6, &libs);
  if (liberties <= 5) {
    for (std::size_t k = 0; k < libs.size(); ++k) {
      const Point apos = libs[k];
      if (facts_.is_self_atari(apos, other) || !trymove(apos, other, "attack1", "backfilling"))
        continue;
      const ReadCode dcode = do_find_defense(str, nullptr);
      if (dcode != ReadCode::Win && do_attack(str, nullptr) != ReadCode::Lose) {
        if (dcode == ReadCode::Lose) {
          popgo();
          return finish("attack1", str, {ReadCode::Win, apos}, move);
        }
        if (strength(reverse(dcode)) > strength(best.code)) best = {reverse(dcode), apos};
      }
      popgo();
    }
  }
  const FastBoard::Points adjs = facts_.chainlinks2(str, 1);
  for (std::size_t r = 0; r < adjs.size(); ++r) {
    if (!facts_.liberty_of_string(xpos, adjs[r])) continue;
    const FastBoard::Points adjs2 = facts_.chainlinks2(adjs[r], 1);
    for (std::size_t k = 0; k < adjs2.size(); ++k) {
      if (facts_.same_string(adjs2[k], str)) continue;
      const Point apos = board_.liberties(adjs2[k])[0];
      bool ko_move = false;
      if (!komaster_trymove(apos, other,
                            stackp() <= limits_.ko_depth && best.code == ReadCode::Lose, ko_move,
                            "attack1", "back-capture"))
        continue;
      const ReadCode dcode = do_find_defense(str, nullptr);
      const bool works = dcode != ReadCode::Win && do_attack(str, nullptr) != ReadCode::Lose;
      popgo();
      if (!works) continue;
      if (!ko_move) {
        if (dcode == ReadCode::Lose) return finish("attack1", str, {ReadCode::Win, apos}, move);
        if (strength(reverse(dcode)) > strength(best.code)) best = {reverse(dcode), apos};
      } else {
        best = {ReadCode::KoB, apos};
      }
    }
  }
  return finish("attack1", str, best, move);
}

ReadCode Reader::attack2(Point str, Hint& move) {
  auto [color, other, sp, best, suggest, killer] = enter(str, move);
  Candidates moves;
  const FastBoard::Points libs = board_.liberties(str);
  bool atari_possible = false;
  for (int pass = 0; pass < 4; ++pass) {
    if (pass == 0) {
      // "The attack may fail if a boundary string is in atari and cannot be defended. First we
      // must try defending such a string."
      const FastBoard::Points weak = facts_.chainlinks2(str, 1);
      for (std::size_t r = 0; r < weak.size(); ++r) {
        // "If stackp > depth and any boundary chain is in atari, assume safe. However, if the
        // captured chain is only of size 1 [...] Also if the string in atari shares its liberty
        // with the attacked string".
        if (sp > limits_.depth && facts_.countstones(weak[r]) > 1 &&
            !facts_.have_common_lib(str, weak[r]))
          return finish("attack2", str, best, move);
        if (sp <= limits_.depth) gen_.break_chain(weak[r], moves);
        moves.add(board_.liberties(weak[r])[0], 0, "save_boundary");
      }
      const bool adjacent_liberties = facts_.direct(libs[0], libs[1]);
      for (std::size_t k = 0; k < 2; ++k) {
        const Point apos = libs[k];
        const bool self_atari = facts_.is_self_atari(apos, other);
        if (!self_atari) atari_possible = true;
        // "We only want to consider the move at (apos) if: stackp <= backfill_depth -or- stackp <=
        // depth and it is an isolated stone -or- it is not in immediate atari"
        if (sp <= limits_.backfill_depth ||
            ((sp <= limits_.depth || adjacent_liberties) &&
             !facts_.has_neighbor(apos, stone_of(other))) ||
            !self_atari)
          moves.add(apos, 0, "liberty");
        // "Try backfilling if atari is impossible."
        PointList<8> libs2;
        if (sp <= limits_.backfill_depth && facts_.approxlib(apos, other, 2, &libs2) == 1) {
          moves.add(libs2[0], 0, "backfill");
          // "If there is a neighbor in atari, we also try back-capturing."
          for (int d = 0; d < 4; ++d) {
            const Place bpos = facts_.step(libs2[0], d);
            if (!facts_.holds(bpos, stone_of(other))) continue;
            const FastBoard::Points atari = facts_.chainlinks2(*bpos, 1);
            if (!atari.empty()) moves.add(board_.liberties(atari[0])[0], 0, "back-capture");
          }
        }
      }
      // "If we can't make a direct atari, look for edge blocking moves."
      if (!atari_possible) {
        for (std::size_t k = 0; k < 2; ++k) gen_.edge_block(str, libs[k], moves);
      }
      // "If one of the surrounding chains have only two liberties, which coincide with the
      // liberties of the attacked string, we try to backcapture."
      const FastBoard::Points two = facts_.chainlinks2(str, 2);
      for (std::size_t r = 0; r < two.size(); ++r) {
        if (facts_.liberty_of_string(libs[0], two[r]) && facts_.liberty_of_string(libs[1], two[r]))
          gen_.break_chain(two[r], moves);
      }
      gen_.propose_edge(str, libs, moves, other);
    } else if (pass == 1) {
      if (sp <= limits_.backfill_depth) {
        gen_.special_attack2(str, libs, moves);
        gen_.special_attack3(str, libs, moves);
        gen_.special_attack4(str, libs, moves);
      }
    } else if (pass == 2) {
      gen_.find_cap(str, moves);
    } else if (sp <= limits_.backfill_depth &&
               (sp <= limits_.superstring_depth || !atari_possible)) {
      // "If it is not possible to make a direct atari, we try filling a liberty of the
      // superstring."
      gen_.superstring_moves(str, moves, sp <= limits_.backfill2_depth ? 3 : 2, true);
      gen_.squeeze(str, moves);
    }
    order_moves(str, moves, other, "attack2", killer);
    if (attack_try_moves(str, moves, "attack2", false, &suggest, best)) break;
  }
  return finish("attack2", str, best, move);
}

// The first batch of attack3 and attack4: boundary strings in atari (break them or save them),
// "Defend against double atari in the surrounding chain early." (these chain preserving moves get
// `chain_bonus`), then each liberty of the string (three or four) with edge backfills and blocks.
void Reader::first_attack_moves(Point str, int chain_bonus, Candidates& moves) {
  const Player other = opponent(*owner_of(board_.color(str)));
  const int sp = stackp();
  const FastBoard::Points weak = facts_.chainlinks2(str, 1);
  for (std::size_t r = 0; r < weak.size(); ++r) {
    gen_.break_chain(weak[r], moves);
    moves.add(board_.liberties(weak[r])[0], 0, "save_boundary");
  }
  gen_.double_atari_chain2(str, moves, sp <= limits_.superstring_depth);
  for (std::size_t k = 0; k < moves.num; ++k) moves.score[k] += chain_bonus;
  const FastBoard::Points libs = board_.liberties(str);
  for (std::size_t k = 0; k < libs.size(); ++k) {
    const Point apos = libs[k];
    if (sp <= limits_.backfill_depth ||
        (sp <= limits_.depth && !facts_.has_neighbor(apos, stone_of(other))) ||
        !facts_.is_self_atari(apos, other))
      moves.add(apos, 0, "liberty");
    gen_.edge_closing_backfill(str, apos, moves);
    gen_.edge_block(str, apos, moves);
  }
  gen_.propose_edge(str, libs, moves, other);
}

ReadCode Reader::attack3(Point str, Hint& move) {
  auto [color, other, sp, best, suggest, killer] = enter(str, move);
  Candidates moves;
  for (int pass = 0; pass < 4; ++pass) {
    if (pass == 0) {
      first_attack_moves(str, 0, moves);
    } else if (pass == 1) {
      // "The simple ataris didn't work. Try something more fancy."
      if (sp <= limits_.backfill_depth) gen_.find_cap(str, moves);
      if (sp <= limits_.fourlib_depth) gen_.draw_back(str, moves);
    } else if (pass == 2) {
      // "Try to defend chain links with two liberties."
      if (sp <= limits_.backfill2_depth) {
        const FastBoard::Points two = facts_.chainlinks2(str, 2);
        for (std::size_t r = 0; r < two.size(); ++r) {
          const FastBoard::Points libs2 = board_.liberties(two[r]);
          if (facts_.approxlib(libs2[0], other, 4) > 3 && facts_.approxlib(libs2[1], other, 4) > 3)
            continue;
          gen_.break_chain(two[r], moves);
          gen_.break_chain2(two[r], moves, true, false);
          for (std::size_t k = 0; k < 2; ++k) moves.add(libs2[k], 0, "save_boundary-2");
        }
      }
    } else if (sp <= limits_.backfill2_depth) {
      // "If nothing else works, we try filling a liberty of the super_string."
      gen_.superstring_moves(str, moves, 3, true);
      gen_.squeeze(str, moves);
    }
    order_moves(str, moves, other, "attack3", killer);
    if (attack_try_moves(str, moves, "attack3", true, &suggest, best)) break;
  }
  return finish("attack3", str, best, move);
}

ReadCode Reader::attack4(Point str, Hint& move) {
  auto [color, other, sp, best, suggest, killer] = enter(str, move);
  Candidates moves;
  if (sp > limits_.depth) return finish("attack4", str, best, move);
  for (int pass = 0; pass < 2; ++pass) {
    if (pass == 0) {
      // "Give a score bonus to the chain preserving moves."
      first_attack_moves(str, 5, moves);
    } else if (sp <= limits_.backfill_depth) {
      gen_.find_cap(str, moves);
    }
    order_moves(str, moves, other, "attack4", killer);
    if (attack_try_moves(str, moves, "attack4", true, &suggest, best)) break;
  }
  return finish("attack4", str, best, move);
}

}  // namespace kospec::reading
