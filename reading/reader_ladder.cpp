// simple_ladder (GNU Go 3.8, used by do_attack for two-liberty strings beyond depth + 10): "tries
// to capture a string (str) with exactly two liberties under simplified assumptions, which are
// adequate in a ladder": the attacker plays only on the two liberties, the defender only extends
// or captures a neighbour in atari; three liberties or more is a failed attack.
#include "reading/reader.h"

namespace kospec::reading {

ReadCode Reader::simple_ladder(Point str, Hint& move) {
  ++nodes_;
  const Player color = *owner_of(board_.color(str));
  const Player other = opponent(color);
  Best best;
  // "Give up if we attacked depending on ko for too long."
  if (stackp() > limits_.depth + 20 && is_komaster(other))
    return finish("simple_ladder", str, best, move);
  const FastBoard::Points libs = board_.liberties(str);
  // "If the defender can get enough liberties by playing one of these two, then we have no choice
  // but to block there".
  Candidates moves;
  if (facts_.approxlib(libs[0], color, 4) <= 3) moves.add(libs[1], 0, "simple_ladder");
  if (facts_.approxlib(libs[1], color, 4) <= 3) moves.add(libs[0], 0, "simple_ladder");
  order_moves(str, moves, other, "simple_ladder", Hint());
  for (std::size_t k = 0; k < moves.num; ++k) {
    const Point apos = moves.pos(k);
    bool ko_move = false;
    if (!komaster_trymove(apos, other, best.code == ReadCode::Lose, ko_move, "simple_ladder",
                          moves.why[k]))
      continue;
    Hint ignored;
    const ReadCode dcode = simple_ladder_defend(str, ignored);
    if (!ko_move) {
      if (dcode == ReadCode::Lose) {
        popgo();
        return finish("simple_ladder", str, {ReadCode::Win, apos}, move);
      }
      if (dcode != ReadCode::Win && strength(reverse(dcode)) > strength(best.code))
        best = {reverse(dcode), apos};
    } else if (dcode != ReadCode::Win) {
      best = {ReadCode::KoB, apos};
    }
    popgo();
  }
  return finish("simple_ladder", str, best, move);
}

ReadCode Reader::simple_ladder_defend(Point str, Hint& move) {
  ++nodes_;
  const Player color = *owner_of(board_.color(str));
  const Point lib = board_.liberties(str)[0];
  Best best;
  Candidates moves;
  moves.add(lib, 0, "liberty");
  gen_.break_chain(str, moves);
  order_moves(str, moves, color, "simple_ladder_defend", Hint());
  for (std::size_t k = 0; k < moves.num; ++k) {
    const Point xpos = moves.pos(k);
    bool ko_move = false;
    if (!komaster_trymove(xpos, color, best.code == ReadCode::Lose, ko_move, "simple_ladder_defend",
                          moves.why[k]))
      continue;
    const int new_libs = board_.liberty_count(str);
    ReadCode acode = ReadCode::Lose;
    if (new_libs < 2) {
      acode = ReadCode::Win;
    } else if (new_libs == 2) {
      Hint ignored;
      acode = simple_ladder(str, ignored);
    }
    popgo();
    if (!ko_move) {
      if (acode == ReadCode::Lose)
        return finish("simple_ladder_defend", str, {ReadCode::Win, xpos}, move);
      if (strength(reverse(acode)) > strength(best.code)) best = {reverse(acode), xpos};
    } else if (acode != ReadCode::Win) {
      best = {ReadCode::KoB, xpos};
    }
  }
  return finish("simple_ladder_defend", str, best, move);
}

}  // namespace kospec::reading
