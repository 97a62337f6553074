#include "spec/base_play.h"

#include <string>

#include "spec/base_occupied.h"
#include "spec/r05_capture.h"

namespace kospec {

std::string point_list(const Graph& graph, const PointSet& points) {
  if (points.empty()) return "none";
  std::string out;
  for (Point p : points) {
    if (!out.empty()) out += ", ";
    out += graph.name(p);
  }
  return out;
}

PlayResult apply_base_rules(const Graph& graph, const Configuration& before, const Move& move,
                            SelfCapture self_capture) {
  PlayResult result{{}, before, {}, {}};
  Verdict& verdict = result.verdict;
  if (move.is_pass()) {
    verdict.deciding = RuleId::PASS;
    verdict.trace.push_back(
        {RuleId::PASS, std::string(player_name(move.player)) + " passes", {}, {}});
    return result;
  }
  const Point at = *move.point;
  Ruling occupied = judge_occupied(graph, before, at);
  verdict.trace.push_back(std::move(occupied.finding));
  if (occupied.vote == Vote::Forbid) {
    verdict.outcome = Outcome::Illegal;
    verdict.deciding = RuleId::OCC;
    return result;
  }
  for (const PointSet& string : strings_captured_by(graph, before, move.player, at)) {
    result.captured.insert_all(string);
  }
  verdict.trace.push_back({RuleId::R5,
                           result.captured.empty()
                               ? "captures nothing"
                               : "captures " + point_list(graph, result.captured) +
                                     " (strings whose only liberty was " + graph.name(at) + ")",
                           result.captured, std::nullopt});
  result.after.set(at, stone_of(move.player));
  remove_stones(result.after, result.captured);
  SelfCaptureDecision decision = judge_self_capture(graph, result.after, at, self_capture);
  verdict.trace.push_back(std::move(decision.ruling.finding));
  verdict.deciding = RuleId::SUI;
  result.self_capture = decision.self_capture;
  if (decision.ruling.vote == Vote::Forbid) {
    verdict.outcome = Outcome::Illegal;
    result.after = before;
    result.captured = {};
    return result;
  }
  result.self_captured = decision.removed;
  remove_stones(result.after, result.self_captured);
  return result;
}

}  // namespace kospec
