// GNU Go's order_moves(): "This function orders the moves in the order where the move most likely
// to succeed to attack or defend the string will be first". Each untried candidate gets a score
// from the counts around it (BoardFacts::surroundings) and GNU Go 3.8's tables (tuned by GNU Go's
// authors; tune_move_ordering() documents their meaning), plus 50 for the killer move; then a
// selection sort, best first.
#include <algorithm>
#include <array>

#include "reading/reader.h"

namespace kospec::reading {

namespace {

//                                                    0   1   2   3   4  >4
constexpr std::array<int, 6> kDefendLib{-5, -4, 0, 3, 5, 50};
constexpr std::array<int, 5> kDefendNotAdjacentLib{0, 0, 2, 3, 5};
constexpr std::array<int, 6> kDefendCapture{0, 6, 9, 13, 18, 24};
constexpr std::array<int, 6> kDefendAtari{0, 2, 4, 6, 7, 8};
constexpr std::array<int, 6> kDefendSave{0, 3, 6, 8, 10, 12};
constexpr std::array<int, 5> kDefendOpen{0, 1, 2, 3, 4};
constexpr std::array<int, 5> kAttackOwnLib{10, -4, 2, 3, 4};
constexpr std::array<int, 6> kAttackStringLib{-5, 2, 3, 7, 10, 19};
constexpr std::array<int, 6> kAttackCapture{-4, 4, 10, 15, 20, 25};
constexpr std::array<int, 6> kAttackSave{0, 10, 13, 18, 21, 24};
constexpr std::array<int, 5> kAttackOpen{0, 0, 2, 4, 4};
constexpr int kDefendNotEdge = 5;
constexpr int kAttackNotEdge = 1;
constexpr int kAttackKo = -15;
constexpr int kCannotDefendPenalty = -20;
constexpr int kSafeAtari = 8;

std::size_t at_most(int n, int top) { return static_cast<std::size_t>(std::clamp(n, 0, top)); }

}  // namespace

void Reader::order_moves(Point str, Candidates& moves, Player color, const char* fn, Hint killer) {
  if (moves.num == moves.tried) return;
  if (moves.num - moves.tried < 2) {  // nothing to sort, but the trace shows the candidate
    trace_order(moves, fn);
    return;
  }
  const Player string_color = *owner_of(board_.color(str));
  const int string_libs = board_.liberty_count(str);
  const int sp = stackp();
  for (std::size_t r = moves.tried; r < moves.num; ++r) {
    const Point move = moves.pos(r);
    const MoveSurroundings n = facts_.surroundings(move, color, str);
    int score = 0;
    if (color == string_color) {
      // Defence: liberties of the extended string, open points, off the edge, captures, ataris,
      // saved stones.
      const int libs = facts_.approxlib(move, color, 10);
      if (n.same_string > 0) {
        if (libs > 5 || (libs == 4 && sp > limits_.fourlib_depth)) {
          score += kDefendLib[5] + (libs - 4);
        } else {
          score += kDefendLib[at_most(libs, 5)];
        }
      } else {
        score += kDefendNotAdjacentLib[at_most(libs, 4)];
      }
      score += kDefendOpen[at_most(n.open, 4)];
      if (n.edges == 0 || n.captured > 0) score += kDefendNotEdge;
      score +=
          n.captured <= 5 ? kDefendCapture[at_most(n.captured, 5)] : kDefendCapture[5] + n.captured;
      if (libs + n.captured > 1) {
        score += n.threatened <= 5 ? kDefendAtari[at_most(n.threatened, 5)]
                                   : kDefendAtari[5] + n.threatened;
      }
      score += kDefendSave[at_most(n.saved, 5)];
    } else {
      // Attack: the attacker's own liberties there, the string's liberties it takes, open points,
      // off the edge, captures, saved stones.
      const int libs = std::min(facts_.approxlib(move, color, 4), 4);
      score += kAttackOwnLib[at_most(libs, 4)];
      if (libs == 0 && n.captured == 1) score += kAttackKo;
      if ((libs + n.captured > 1 || (string_libs <= 2 && n.own == 0)) && n.same_string > 0) {
        int liberties = facts_.approxlib(move, string_color, 5);
        if (liberties > 5 || (liberties == 4 && sp > limits_.fourlib_depth)) liberties = 5;
        score += kAttackStringLib[at_most(liberties, 5)];
        const bool safe_atari = string_libs <= 2 && libs + n.captured > 1;
        // "The defender can't play here without getting into atari, so we probably shouldn't
        // either."
        if (liberties == 1 && n.saved == 0 && !safe_atari) score += kCannotDefendPenalty;
        if (safe_atari) score += kSafeAtari;
      }
      score += kAttackOpen[at_most(n.open, 4)];
      if (n.edges == 0) score += kAttackNotEdge;
      score += kAttackCapture[at_most(n.captured, 5)];
      score += kAttackSave[at_most(n.saved, 5)];
    }
    if (killer && *killer == move) score += 50;
    moves.score[r] += score;
  }
  // Selection sort, best first; equal scores keep their order unless a later one is better.
  for (std::size_t i = moves.tried; i + 1 < moves.num; ++i) {
    int maxscore = moves.score[i];
    std::size_t max_at = i;
    for (std::size_t j = i + 1; j < moves.num; ++j) {
      if (moves.score[j] > maxscore) {
        maxscore = moves.score[j];
        max_at = j;
      }
    }
    if (max_at != i) {
      std::swap(moves.at[i], moves.at[max_at]);
      std::swap(moves.score[i], moves.score[max_at]);
      std::swap(moves.why[i], moves.why[max_at]);
    }
  }
  trace_order(moves, fn);
}

void Reader::trace_order(const Candidates& moves, const char* fn) {
  if (!trace_) return;
  std::string line = std::string("move order for ") + fn + ":";
  for (std::size_t i = moves.tried; i < moves.num; ++i) {
    line += " " + board_.graph().name(moves.pos(i)) + " (" + std::to_string(moves.score[i]) + ", " +
            moves.why[i] + ")";
  }
  trace_->comment(line);
}

}  // namespace kospec::reading
