// defend1..defend4 and fast_defense: GNU Go 3.8's defending functions by liberty count, each
// trying its batches of candidates (move_generators.h) in GNU Go's order.
#include "reading/reader.h"

namespace kospec::reading {

bool Reader::fast_defense(Point str, const FastBoard::Points& libs, Hint& move) {
  // "Don't think too much if there's an easy way to get enough liberties."
  const Player color = *owner_of(board_.color(str));
  const int goal = stackp() < limits_.fourlib_depth ? 5 : 4;
  const int liberties = static_cast<int>(libs.size());
  for (std::size_t k = 0; k < libs.size(); ++k) {
    if (facts_.accuratelib(libs[k], color, goal) >= goal) {
      move = libs[k];
      return true;
    }
  }
  // "Check the cases where an opponent neighbor string is in atari."
  const FastBoard::Points lunches = facts_.chainlinks2(str, 1);
  for (std::size_t j = 0; j < lunches.size(); ++j) {
    const Point lib = board_.liberties(lunches[j])[0];
    // "We aren't interested in ko (at this stage). And playing our own last liberty to capture is
    // prone to snapbacks".
    if ((liberties == 1 && lib == libs[0] && facts_.countstones(lunches[j]) <= 2) ||
        facts_.is_ko(lib, color))
      continue;
    const int missing = goal - liberties;
    const int adjacent = facts_.count_adjacent_stones(lunches[j], str, missing);
    // "Would the capture already gain enough liberties?"
    if (!facts_.liberty_of_string(lib, str) && adjacent >= missing) {
      move = lib;
      return true;
    }
    // "What is the total number of liberties of the friendly strings around the lunch?"
    const std::uint32_t counted = facts_.fresh_mark();
    int total = 0;
    const FastBoard::Points friends = facts_.chainlinks(lunches[j]);
    for (std::size_t k = 0; k < friends.size(); ++k) {
      const FastBoard::Points& flibs = board_.liberties(friends[k]);
      for (std::size_t l = 0; l < flibs.size(); ++l)
        total += facts_.mark(flibs[l], counted) ? 1 : 0;
    }
    // "The captured string is treated as common liberties, and some adjustements are made".
    total += facts_.countstones(lunches[j]) - 2;
    if (facts_.marked(lib, counted)) --total;
    if (adjacent == 1) --total;
    if (total >= goal) {
      // "One case when this code can give a false defense is an under-the-stones tesuji".
      if (liberties == 1 && lib == libs[0] && allows_under_the_stones_tesuji(lib, color)) continue;
      move = lib;
      return true;
    }
  }
  return false;
}

bool Reader::allows_under_the_stones_tesuji(Point move, Player color) {
  // "returns true if a move creates a string of with two liberties, which can, however, be
  // instantly recaptured by opponent."
  if (facts_.accuratelib(move, color, 3) != 2) return false;
  if (!board_.play(move, color)) return false;
  bool result = false;
  const FastBoard::Points libs = board_.liberties(move);
  if (libs.size() == 2) {
    result = (!facts_.is_self_atari(libs[0], color) &&
              facts_.accuratelib(libs[1], opponent(color), 3) <= 2) ||
             (!facts_.is_self_atari(libs[1], color) &&
              facts_.accuratelib(libs[0], opponent(color), 3) <= 2);
  }
  board_.undo();
  return result;
}

ReadCode Reader::defend1(Point str, Hint& move) {
  ++nodes_;
  const Player color = *owner_of(board_.color(str));
  const Player other = opponent(color);
  const FastBoard::Points libs = board_.liberties(str);
  const Point lib = libs[0];
  const int sp = stackp();
  Best best;
  Hint fast;
  if (fast_defense(str, libs, fast)) return finish("defend1", str, {ReadCode::Win, fast}, move);
  // "1. First order liberty. 2. Chain breaking moves. 3. Moves to set up a snapback."
  Candidates moves;
  moves.add(lib, 0, "liberty");
  gen_.break_chain(str, moves);
  gen_.set_up_snapback(str, lib, moves);
  order_moves(str, moves, color, "defend1", move);
  if (defend_try_moves(str, moves, "defend1", false, nullptr, best))
    return finish("defend1", str, best, move);
  // "If the string is a single stone and a capture would give a ko, try to defend it with ko by
  // backfilling."
  if (sp <= limits_.backfill_depth && board_.stone_count(str) == 1 && facts_.is_ko(lib, other)) {
    PointList<8> libs2;
    const int liberties = facts_.approxlib(lib, color, 6, &libs2);
    if (liberties <= 5) {
      for (std::size_t k = 0; k < libs2.size(); ++k) {
        const Point apos = libs2[k];
        if ((liberties == 1 || !facts_.is_self_atari(apos, other)) &&
            trymove(apos, color, "defend1", "backfilling")) {
          const ReadCode acode = do_attack(str, nullptr);
          popgo();
          if (acode == ReadCode::Lose) return finish("defend1", str, {ReadCode::Win, apos}, move);
          if (strength(reverse(acode)) > strength(best.code)) best = {reverse(acode), apos};
        }
      }
    }
  }
  return finish("defend1", str, best, move);
}

ReadCode Reader::defend2(Point str, Hint& move) {
  auto [color, other, sp, best, suggest, killer] = enter(str, move);
  const FastBoard::Points libs = board_.liberties(str);
  Hint fast;
  if (fast_defense(str, libs, fast)) return finish("defend2", str, {ReadCode::Win, fast}, move);
  // "1. First order liberties. 2. Chain breaking moves. 3. Second order liberties moving up from
  // first line to second. 4. Edge clamps." Self-atari liberties only for a single stone ("in
  // which case it might be a snapback move").
  Candidates moves;
  const bool single = board_.stone_count(str) == 1;
  for (std::size_t k = 0; k < 2; ++k) {
    if (single || !facts_.is_self_atari(libs[k], color)) moves.add(libs[k], 0, "liberty");
  }
  gen_.break_chain(str, moves);
  gen_.break_chain2_efficient(str, moves);
  gen_.propose_edge(str, libs, moves, color);
  gen_.edge_clamp(str, moves);
  if (sp <= limits_.depth) {
    for (std::size_t k = 0; k < libs.size(); ++k) gen_.special_rescue(str, libs[k], moves);
    gen_.bamboo_rescue(str, libs, moves);
  }
  if (sp <= limits_.backfill_depth) gen_.special_rescue2(str, libs, moves);
  order_moves(str, moves, color, "defend2", killer);
  if (defend_try_moves(str, moves, "defend2", false, &suggest, best))
    return finish("defend2", str, best, move);
  // "Look for backfilling moves."
  for (std::size_t k = 0; k < libs.size(); ++k) {
    PointList<8> libs2;
    if (facts_.is_self_atari(libs[k], other)) {
      facts_.approxlib(libs[k], color, 6, &libs2);
      for (std::size_t r = 0; r < libs2.size(); ++r) {
        // "If the newly placed stone would be in atari, but not a single stone, we don't even
        // try."
        if (!facts_.is_self_atari(libs2[r], color) &&
            facts_.has_neighbor(libs2[r], stone_of(color)))
          moves.add(libs2[r], 0, "backfill-A");
      }
    }
    libs2.clear();
    if (facts_.approxlib(libs[k], other, 3, &libs2) <= 2) {
      for (std::size_t r = 0; r < libs2.size(); ++r) {
        if (!facts_.is_self_atari(libs2[r], color)) moves.add(libs2[r], 0, "backfill-B");
      }
    }
  }
  gen_.special_rescue4(str, libs, moves);
  order_moves(str, moves, color, "defend2", killer);
  if (defend_try_moves(str, moves, "defend2", false, &suggest, best))
    return finish("defend2", str, best, move);
  // "If we haven't found any useful moves in first batches, be more aggressive in
  // break_chain[23]_moves()."
  const bool be_aggressive = moves.num == 0;
  if (sp <= limits_.superstring_depth) gen_.superstring_break_chain(str, 4, moves);
  // "If nothing else works, we try playing a liberty of the super_string."
  if (sp <= limits_.superstring_depth) {
    gen_.superstring_moves(str, moves, 3, false);
    gen_.squeeze(str, moves);
  }
  gen_.break_chain2_defense(str, moves, be_aggressive);
  if (sp <= limits_.backfill_depth) gen_.special_rescue5(str, libs, moves);
  if (sp <= limits_.break_chain_depth || (be_aggressive && sp <= limits_.backfill_depth))
    gen_.break_chain3(str, moves, be_aggressive);
  if (be_aggressive && sp <= limits_.backfill_depth) gen_.break_chain4(str, moves, be_aggressive);
  order_moves(str, moves, color, "defend2", killer);
  defend_try_moves(str, moves, "defend2", false, &suggest, best);
  return finish("defend2", str, best, move);
}

// The start of defend3 and defend4: fast_defense; when it finds nothing, each liberty, then
// break_chain and break_chain2_efficient, as the first candidates. True when fast_defense saved it.
bool Reader::first_defense_moves(Point str, const FastBoard::Points& libs, Candidates& moves,
                                 Hint& fast) {
  if (fast_defense(str, libs, fast)) return true;
  for (std::size_t k = 0; k < libs.size(); ++k) moves.add(libs[k], 0, "liberty");
  gen_.break_chain(str, moves);
  gen_.break_chain2_efficient(str, moves);
  return false;
}

ReadCode Reader::defend3(Point str, Hint& move) {
  auto [color, other, sp, best, suggest, killer] = enter(str, move);
  const FastBoard::Points libs = board_.liberties(str);
  Hint fast;
  Candidates moves;
  if (first_defense_moves(str, libs, moves, fast))
    return finish("defend3", str, {ReadCode::Win, fast}, move);
  gen_.propose_edge(str, libs, moves, color);
  gen_.edge_clamp(str, moves);
  if (sp <= limits_.backfill2_depth) gen_.hane_rescue(str, libs, moves);
  order_moves(str, moves, color, "defend3", killer);
  if (defend_try_moves(str, moves, "defend3", true, &suggest, best))
    return finish("defend3", str, best, move);
  // "If nothing else works, try to defend with second order liberties."
  if (sp <= limits_.backfill_depth) gen_.special_rescue3(str, libs, moves);
  if (sp <= limits_.depth) {
    for (std::size_t k = 0; k < libs.size(); ++k) gen_.special_rescue(str, libs[k], moves);
    gen_.bamboo_rescue(str, libs, moves);
  }
  if (sp <= limits_.backfill2_depth) gen_.superstring_break_chain(str, 4, moves);
  if (sp <= limits_.break_chain_depth) gen_.break_chain2_defense(str, moves, false);
  if (sp <= limits_.backfill_depth) {
    gen_.special_rescue5(str, libs, moves);
    gen_.special_rescue6(str, libs, moves);
  }
  order_moves(str, moves, color, "defend3", killer);
  if (defend_try_moves(str, moves, "defend3", true, &suggest, best))
    return finish("defend3", str, best, move);
  if (sp <= limits_.backfill2_depth) {
    gen_.superstring_moves(str, moves, 3, false);
    gen_.squeeze(str, moves);
  }
  if (sp <= limits_.break_chain_depth) gen_.break_chain3(str, moves, false);
  order_moves(str, moves, color, "defend3", killer);
  defend_try_moves(str, moves, "defend3", true, &suggest, best);
  return finish("defend3", str, best, move);
}

ReadCode Reader::defend4(Point str, Hint& move) {
  auto [color, other, sp, best, suggest, killer] = enter(str, move);
  const FastBoard::Points libs = board_.liberties(str);
  Hint fast;
  Candidates moves;
  if (first_defense_moves(str, libs, moves, fast))
    return finish("defend4", str, {ReadCode::Win, fast}, move);
  if (sp <= limits_.backfill_depth) {
    gen_.break_chain2_defense(str, moves, false);
    gen_.break_chain3(str, moves, false);
    gen_.break_chain4(str, moves, false);
    if (sp <= limits_.superstring_depth) gen_.superstring_moves(str, moves, 4, false);
    gen_.squeeze(str, moves);
  }
  order_moves(str, moves, color, "defend4", killer);
  if (defend_try_moves(str, moves, "defend4", true, &suggest, best))
    return finish("defend4", str, best, move);
  if (sp <= limits_.depth) {
    for (std::size_t k = 0; k < libs.size(); ++k) gen_.special_rescue(str, libs[k], moves);
    gen_.bamboo_rescue(str, libs, moves);
  }
  order_moves(str, moves, color, "defend4", killer);
  defend_try_moves(str, moves, "defend4", true, &suggest, best);
  return finish("defend4", str, best, move);
}

}  // namespace kospec::reading
