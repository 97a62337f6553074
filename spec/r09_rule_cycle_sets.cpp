#include "spec/r09_rule_cycle_sets.h"

#include <string>
#include "spec/base_play.h"
#include "spec/r08_cycle_sets.h"

namespace kospec {

PointSet capture_cycle_set(const GameRecord& record, std::size_t ply, const A1Reading* a1) {
  const auto capture = capture_of(record.plies()[ply - 1]);
  if (!capture) return {};
  PointSet set = cycle_set(record, *capture, ply);
  if (a1) set.insert_all(obvious_cycle_set(record, ply, *a1));
  return set;
}

PointSet cycle_set_ban(const GameRecord& record, const A1Reading* a1) {
  if (record.ply_count() == 0) return {};
  return capture_cycle_set(record, record.ply_count(), a1);
}

CaptureCycleSet last_capture_cycle_set(const GameRecord& record) {
  CaptureCycleSet facts;
  const std::size_t n = record.ply_count();
  if (n == 0) return facts;
  const auto capture = capture_of(record.plies()[n - 1]);
  if (!capture) return facts;
  facts.capture_ply = n;
  facts.cycle_set = cycle_set(record, *capture, n);
  if (const auto growth = cycle_set_growth(record, n)) facts.earlier_ply = growth->earlier_ply;
  return facts;
}

Ruling judge_cycle_set_rule(const Graph& graph, Point at, const CaptureCycleSet& last) {
  if (vote_cycle_set_rule(last.cycle_set.contains(at)) == Vote::Forbid) {
    return {Vote::Forbid,
            {RuleId::R9,
             graph.name(at) + " is in the cycle set {" + point_list(graph, last.cycle_set) +
                 "} of the capture at ply " + std::to_string(last.capture_ply) +
                 (last.earlier_ply ? " (it repeated ply " + std::to_string(*last.earlier_ply) + ")"
                                   : ""),
             last.cycle_set, last.capture_ply}};
  }
  return {Vote::Allow,
          {RuleId::R9,
           last.cycle_set.empty() ? "the last ply left no cycle set"
                                  : "not in the cycle set of the last capture",
           {},
           {}}};
}

}  // namespace kospec
