#include "spec/a1_obvious_cycles.h"

#include <string>
#include "spec/base_play.h"
#include "spec/error.h"
#include "spec/r08_cycle_sets.h"

namespace kospec {

namespace {

struct Search {
  const Graph& graph;
  const CaptureMove& capture;
  Player capturer;
  const Configuration& target;
  SelfCapture self_capture;
  PointSet found;

  // Explores continuations from `config` with `to_move` to play, `left` plies at most; `played`
  // holds the board-play points of the plies so far. Returns whether one succeeded.
  bool explore(const Configuration& config, Player to_move, int left, std::vector<Point>& played) {
    bool success = false;
    if (to_move == capturer && config.at(capture.played) == Color::Empty) {
      const PlayResult again =
          apply_base_rules(graph, config, Move::play(capturer, capture.played), self_capture);
      if (again.verdict.legal() && again.captured == capture.captured && again.after == target) {
        for (Point p : played) found.insert(p);
        success = true;
      }
    }
    if (left <= 1) return success;
    std::vector<Move> moves{Move::pass(to_move)};
    for (Point p : graph.points()) {
      if (config.at(p) == Color::Empty) moves.push_back(Move::play(to_move, p));
    }
    for (const Move& move : moves) {
      const PlayResult r = apply_base_rules(graph, config, move, self_capture);
      if (!r.verdict.legal()) continue;
      if (!move.is_pass()) played.push_back(*move.point);
      success = explore(r.after, opponent(to_move), left - 1, played) || success;
      if (!move.is_pass()) played.pop_back();
    }
    return success;
  }
};

}  // namespace

PointSet obvious_cycle_set(const GameRecord& record, std::size_t ply, const A1Reading& reading) {
  require(ply >= 1 && ply <= record.ply_count(), "obvious_cycle_set: no such ply");
  require(reading.depth >= 2 && reading.depth % 2 == 0, "obvious_cycle_set: depth must be even");
  const Ply& made = record.plies()[ply - 1];
  const auto capture = capture_of(made);
  if (!capture) return {};
  const Configuration& after = record.configuration_after(ply);
  Search search{record.graph(), *capture, made.move.player, after, reading.self_capture, {}};
  std::vector<Point> played;
  search.explore(after, opponent(made.move.player), reading.depth, played);
  return search.found;
}

Ruling judge_obvious_cycles(const Graph& graph, Point at, const PointSet& obvious_set,
                            std::size_t capture_ply) {
  if (obvious_set.contains(at)) {
    return {Vote::Forbid,
            {RuleId::A1,
             graph.name(at) + " is in the cycle set {" + point_list(graph, obvious_set) +
                 "} the capture at ply " + std::to_string(capture_ply) +
                 " could obviously create: R9 applies as though it had",
             obvious_set, capture_ply}};
  }
  return {Vote::Allow,
          {RuleId::A1, "not in a cycle set the last capture could obviously create", {}, {}}};
}

}  // namespace kospec
