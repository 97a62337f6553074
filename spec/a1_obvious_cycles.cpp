#include "spec/a1_obvious_cycles.h"

#include "spec/a1_continuations.h"

#include <string>
#include "spec/a2_eternal_life.h"
#include "spec/a3_tko.h"
#include "spec/base_play.h"
#include "spec/error.h"
#include "spec/r03_string.h"
#include "spec/r04_liberty.h"
#include "spec/r08_cycle_sets.h"
#include "spec/r09_rule_cycle_sets.h"
#include "spec/r10_constrained.h"
#include "spec/r13_counteracted.h"
#include "spec/r15_rule_disallowed_capture.h"

namespace kospec {

namespace {

// A1.base: every continuation under the base rules, on the whole board, passes included.
struct BaseSearch {
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

// A1.local: whether the board play `move` (legal under the base rules, with `effect`) after the
// whole of `line` (the game up to the capture, then the continuation so far) is legal under the
// ruleset's clauses R9, R15, A2 and A3, each from scratch over `line`; A1 is not applied (no
// obvious set inside a continuation), so R10 reads R8's cycle sets alone.
bool allowed_in_continuation(const GameRecord& line, const Move& move, const PlayResult& effect,
                             const A1Reading& reading) {
  const A1ContinuationClauses& clauses = reading.clauses;
  const Graph& graph = line.graph();
  const std::size_t plies = line.ply_count();
  if (clauses.r9 &&
      judge_cycle_set_rule(graph, *move.point, last_capture_cycle_set(line)).vote == Vote::Forbid)
    return false;
  const bool constrained = constrained_after(line, plies, nullptr);
  if (clauses.r15) {
    const PointSet signature = signature_of(line, move, effect);
    const auto all = disallowed_signatures(line, plies, nullptr, clauses.r13);
    const DisallowedSignature* match = nullptr;
    for (const DisallowedSignature& d : all) {
      if (d.player == move.player && d.signature == signature) match = &d;
    }
    if (judge_disallowed_capture(graph, constrained, signature, match).vote == Vote::Forbid)
      return false;
  }
  if (clauses.a2 &&
      judge_eternal_life(graph,
                         protected_double_ko_stones(line, reading.self_capture, clauses.a2_passes),
                         effect.captured, plies)
              .vote == Vote::Forbid)
    return false;
  if (clauses.a3 && effect.captured.size() == 1) {
    const auto groups =
        tko_groups(graph, line.current(), move, reading.self_capture, clauses.a3_reading);
    const auto counteracted = groups.empty() || clauses.a3_reading != A3Reading::Counter
                                  ? std::nullopt
                                  : counteracts_pending(line, move, effect, nullptr, clauses.r13);
    if (judge_two_kos_one_liberty(graph, clauses.a3_reading, constrained, counteracted, groups)
            .vote == Vote::Forbid)
      return false;
  }
  return true;
}

// A1.local's line on the spec: the game up to the capture, then the continuation so far, each
// ply judged from scratch over the whole of it.
struct SpecLine {
  GameRecord record;
  const A1Reading& reading;

  bool allowed(const Move& move, const PlayResult& effect) const {
    return allowed_in_continuation(record, move, effect, reading);
  }
  void push(const Move& move, const PlayResult& effect) { record.append(move, effect); }
  void pop() { record.pop(); }
};

}  // namespace

const char* a1_continuations_id(A1Continuations continuations) {
  return continuations == A1Continuations::Local ? "A1.local" : "A1.base";
}

PointSet local_region(const Graph& graph, const Configuration& after, Point played,
                      const PointSet& captured) {
  PointSet points = captured;
  points.insert(played);
  PointSet region = points;
  PointSet strings;  // every stone of a string on or next to one of `points`
  for (Point p : points) {
    std::vector<Point> around = graph.neighbours(p);
    around.push_back(p);
    for (Point q : around) {
      if (after.at(q) == Color::Empty || strings.contains(q)) continue;
      const PointSet string = string_at(graph, after, q);
      strings.insert_all(string);
      region.insert_all(string);
      region.insert_all(liberties(graph, after, string));
    }
  }
  return region;
}

PointSet obvious_cycle_set(const GameRecord& record, std::size_t ply, const A1Reading& reading) {
  require(ply >= 1 && ply <= record.ply_count(), "obvious_cycle_set: no such ply");
  require(reading.depth >= 2 && reading.depth % 2 == 0, "obvious_cycle_set: depth must be even");
  const Ply& made = record.plies()[ply - 1];
  const auto capture = capture_of(made);
  if (!capture) return {};
  const Configuration& after = record.configuration_after(ply);
  const Player capturer = made.move.player;
  if (reading.continuations == A1Continuations::Local) {
    SpecLine line{record.prefix(ply), reading};
    return LocalContinuations(line, record.graph(), *capture, capturer,
                              record.configuration_after(ply - 1), after, reading)
        .obvious_set();
  }
  BaseSearch search{record.graph(), *capture, capturer, after, reading.self_capture, {}};
  std::vector<Point> played;
  search.explore(after, opponent(capturer), reading.depth, played);
  return search.found;
}

Ruling judge_obvious_cycles(const Graph& graph, Point at, const PointSet& obvious_set,
                            std::size_t capture_ply) {
  if (vote_obvious_cycles(obvious_set.contains(at)) == Vote::Forbid) {
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
