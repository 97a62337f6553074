#pragma once
// A1.local's search of continuations (spec/a1_obvious_cycles.h), written once over any way of
// judging and extending a line of play: the spec judges each ply from scratch over the whole
// history (a1_obvious_cycles.cpp), the rules layer from the cycle-set tracker's incremental facts
// (rules/obvious_cycles.cpp). Both search the same continuations; the checks compare their sets.

#include <algorithm>
#include <vector>

#include "spec/a1_obvious_cycles.h"
#include "spec/base_play.h"
#include "spec/r07_same_capture.h"

namespace kospec {

/// A1.local's search from the end of a line (the game up to a capture, then the continuation so
/// far). `Line` provides `bool allowed(const Move&, const PlayResult&)` (the ruleset's clauses,
/// A1 excepted, on a board play the base rules allow at the end of the line), and
/// `void push(const Move&, const PlayResult&)` and `void pop()` (extend the line by a ply, take
/// it back).
template <class Line>
class LocalContinuations {
 public:
  /// The search of the continuations after `capture` by `capturer`, made in `before`, which left
  /// `target`.
  LocalContinuations(Line& line, const Graph& graph, const CaptureMove& capture, Player capturer,
                     const Configuration& before, const Configuration& target,
                     const A1Reading& reading)
      : line_(line),
        graph_(graph),
        capture_(capture),
        capturer_(capturer),
        before_(before),
        target_(target),
        reading_(reading),
        region_(local_region(graph, target, capture.played, capture.captured)) {}

  /// The union of the points of every continuation of at most `reading.depth` plies that ends
  /// with the capture again, its last ply excepted.
  PointSet obvious_set() {
    std::vector<Point> played;
    explore(reading_.depth, plies(reading_.depth, target_, opponent(capturer_), {}), played, {});
    return found_;
  }

 private:
  // A ply the base rules allow that may be part of a continuation.
  struct Candidate {
    Move move;
    PlayResult effect;
    bool again;            // it is the capture again, leaving the same configuration
    bool retakes = false;  // A1's basic ko forbids it but as the closing ply (see `retakes`)
  };

  // The capturer's play `move` at the capture's point, with base-rules effect `effect`, is the
  // same capture (R7) leaving the same configuration (R6).
  bool repeats(const Move& move, const PlayResult& effect) const {
    return move.player == capturer_ && *move.point == capture_.played &&
           same_capture(capture_, {*move.point, effect.captured, move.player}) &&
           effect.after == target_;
  }

  // The plies by `mover` in `config`, `left` plies at most to go, that the base rules allow on
  // the region's empty points or on `emptied`, and after which the continuation can still end
  // with the capture again: the last ply must be it; the opponent's last ply must leave the
  // configuration the capture was made in (the one configuration from which the capturer's play
  // captures the same stones and leaves the same configuration), so it keeps its stone where that
  // configuration has one of the opponent's, or (self-capture) leaves an empty point.
  std::vector<Candidate> plies(int left, const Configuration& config, Player mover,
                               const PointSet& emptied) const {
    std::vector<Candidate> found;
    PointSet points = region_;
    points.insert_all(emptied);
    const Color own = stone_of(mover);
    for (Point q : points) {
      if (config.at(q) != Color::Empty) continue;
      if (left == 1 && q != capture_.played) continue;
      if (left == 2 && before_.at(q) != own &&
          (reading_.self_capture == SelfCapture::Forbidden || before_.at(q) != Color::Empty))
        continue;
      const Move move = Move::play(mover, q);
      PlayResult effect = apply_base_rules(graph_, config, move, reading_.self_capture);
      if (!effect.verdict.legal()) continue;
      const bool again = repeats(move, effect);
      if (left == 1 && !again) continue;
      if (left == 2 && effect.after != before_) continue;
      found.push_back({move, std::move(effect), again});
    }
    return found;
  }

  // A1's basic ko inside a continuation: `reply` answers the continuation's ply `ply` with a
  // play after which the same capture (R7) could be made again at once, leaving the same
  // configuration (R6): A1.k with k = 2 forbids it, as it forbids it in play. The first reply
  // answers the capture being judged, not one of the continuation's, and the closing ply is the
  // capture again: neither is judged so (a ply this forbids may only close a continuation).
  bool retakes(const Candidate& ply, const Candidate& reply) const {
    if (ply.effect.captured.empty() || reply.effect.after.at(*ply.move.point) != Color::Empty)
      return false;
    const PlayResult again =
        apply_base_rules(graph_, reply.effect.after, ply.move, reading_.self_capture);
    return again.verdict.legal() && again.captured == ply.effect.captured &&
           again.after == ply.effect.after;
  }

  // Explores the continuations through `candidates`, the plies from the end of the line with
  // `left` plies at most to go; `played` holds the points of the plies so far, `emptied` the
  // points their captures (or self-captures) emptied. A ply is judged by the line's clauses only
  // if it ends a continuation or some ply can follow it.
  void explore(int left, const std::vector<Candidate>& candidates, std::vector<Point>& played,
               const PointSet& emptied) {
    for (const Candidate& c : candidates) {
      PointSet now_empty = emptied;
      now_empty.insert_all(c.effect.captured);
      now_empty.insert_all(c.effect.self_captured);
      std::vector<Candidate> next =
          left == 1 ? std::vector<Candidate>{}
                    : plies(left - 1, c.effect.after, opponent(c.move.player), now_empty);
      for (Candidate& n : next) n.retakes = retakes(c, n);
      if (!c.again && (next.empty() || c.retakes)) continue;
      if (!line_.allowed(c.move, c.effect)) continue;
      if (c.again) {
        for (Point p : played) found_.insert(p);
      }
      if (c.retakes) continue;  // closing a continuation only
      if (next.empty()) continue;
      line_.push(c.move, c.effect);
      played.push_back(*c.move.point);
      explore(left - 1, next, played, now_empty);
      played.pop_back();
      line_.pop();
    }
  }

  Line& line_;
  const Graph& graph_;
  const CaptureMove& capture_;
  Player capturer_;
  const Configuration& before_;
  const Configuration& target_;
  const A1Reading& reading_;
  PointSet region_;
  PointSet found_;
};

}  // namespace kospec
