#pragma once
// A1.local's search of continuations (spec/a1_obvious_cycles.h), written once over any way of
// judging and extending a line of play: the spec judges each ply from scratch over the whole
// history (a1_obvious_cycles.cpp), the rules layer from the cycle-set tracker's incremental facts
// (rules/obvious_cycles.cpp). Both search the same continuations; the checks compare their sets.

#include <vector>

#include "spec/a1_obvious_cycles.h"
#include "spec/base_play.h"
#include "spec/r07_same_capture.h"

namespace kospec {

/// A1.local's search from the end of a line (the game up to a capture, then the continuation so
/// far). `Line` provides `const Configuration& current()`, `Player to_move()`,
/// `bool allowed(const Move&, const PlayResult&)` (the ruleset's clauses, A1 excepted, on a
/// board play legal under the base rules), `void push(const Move&, const PlayResult&)` and
/// `void pop()`.
template <class Line>
class LocalContinuations {
 public:
  /// The search of the continuations after `capture` by `capturer`, which left `target`.
  LocalContinuations(Line& line, const Graph& graph, const CaptureMove& capture, Player capturer,
                     const Configuration& target, const A1Reading& reading)
      : line_(line),
        graph_(graph),
        capture_(capture),
        capturer_(capturer),
        target_(target),
        reading_(reading),
        region_(local_region(graph, target, capture.played, capture.captured)) {}

  /// The union of the points of every continuation of at most `reading.depth` plies that ends
  /// with the capture again, its last ply excepted.
  PointSet obvious_set() {
    std::vector<Point> played;
    explore(reading_.depth, played, {});
    return found_;
  }

 private:
  // The capturer's play `move` at the capture's point, with base-rules effect `effect`, is the
  // same capture (R7) leaving the same configuration (R6).
  bool repeats(const Move& move, const PlayResult& effect) const {
    return move.player == capturer_ && *move.point == capture_.played &&
           same_capture(capture_, {*move.point, effect.captured}) && effect.after == target_;
  }

  // Explores the continuations from the end of the line, `left` plies at most; `played` holds the
  // points of the plies so far, `emptied` the points their captures (or self-captures) emptied.
  void explore(int left, std::vector<Point>& played, const PointSet& emptied) {
    const Player mover = line_.to_move();
    PointSet candidates = region_;
    candidates.insert_all(emptied);
    for (Point q : candidates) {
      const Configuration& config = line_.current();
      if (config.at(q) != Color::Empty) continue;
      if (left == 1 && q != capture_.played) continue;  // the last ply is the capture again
      const Move move = Move::play(mover, q);
      const PlayResult effect = apply_base_rules(graph_, config, move, reading_.self_capture);
      if (!effect.verdict.legal()) continue;
      const bool again = repeats(move, effect);
      if (left == 1 && !again) continue;
      if (left == 2) {
        // The opponent's last ply: a continuation through it ends with the capture again, so
        // only a ply after which the base rules let the capturer repeat it can be part of one.
        const Move last = Move::play(capturer_, capture_.played);
        if (effect.after.at(capture_.played) != Color::Empty) continue;
        const PlayResult next = apply_base_rules(graph_, effect.after, last, reading_.self_capture);
        if (!next.verdict.legal() || !repeats(last, next)) continue;
      }
      if (!line_.allowed(move, effect)) continue;
      if (again) {
        for (Point p : played) found_.insert(p);
      }
      if (left == 1) continue;
      PointSet now_empty = emptied;
      now_empty.insert_all(effect.captured);
      now_empty.insert_all(effect.self_captured);
      line_.push(move, effect);
      played.push_back(q);
      explore(left - 1, played, now_empty);
      played.pop_back();
      line_.pop();
    }
  }

  Line& line_;
  const Graph& graph_;
  const CaptureMove& capture_;
  Player capturer_;
  const Configuration& target_;
  const A1Reading& reading_;
  PointSet region_;
  PointSet found_;
};

}  // namespace kospec
