#include "spec/a3_tko.h"

#include <string>
#include "spec/base_play.h"
#include "spec/r03_string.h"
#include "spec/r04_liberty.h"

namespace kospec {

std::vector<KoShape> kos_for(const Graph& graph, const Configuration& config, Player player,
                             SelfCapture self_capture) {
  std::vector<KoShape> kos;
  for (Point cavity : graph.points()) {
    if (config.at(cavity) != Color::Empty) continue;
    const PlayResult r = apply_base_rules(graph, config, Move::play(player, cavity), self_capture);
    if (!r.verdict.legal() || r.captured.size() != 1) continue;
    const PointSet played = string_at(graph, r.after, cavity);
    if (played.size() != 1 || liberty_count(graph, r.after, played) != 1) continue;
    kos.push_back({r.captured.points()[0], cavity});
  }
  return kos;
}

const char* a3_reading_id(A3Reading reading) {
  switch (reading) {
    case A3Reading::Counter:
      return "A3.counter";
    case A3Reading::KoLiberty:
      return "A3.ko-liberty";
    case A3Reading::Any:
      return "A3.any";
  }
  return "A3";
}

std::vector<PointSet> tko_groups(const Graph& graph, const Configuration& config, const Move& move,
                                 SelfCapture self_capture, A3Reading reading) {
  if (move.is_pass()) return {};
  const std::vector<KoShape> kos = kos_for(graph, config, move.player, self_capture);
  const KoShape* taken = nullptr;
  for (const KoShape& ko : kos) {
    if (ko.cavity == *move.point) taken = &ko;
  }
  if (!taken) return {};
  // A3.ko-liberty: the liberties of the mover's own ko stones (one-stone strings in atari), where
  // the opponent would take a ko.
  PointSet ko_liberties;
  if (reading == A3Reading::KoLiberty) {
    for (Point p : graph.points()) {
      if (config.at(p) != stone_of(move.player)) continue;
      const PointSet stone = string_at(graph, config, p);
      const PointSet libs = liberties(graph, config, stone);
      if (stone.size() == 1 && libs.size() == 1) ko_liberties.insert(libs.points()[0]);
    }
  }
  std::vector<PointSet> groups;
  PointSet seen;
  for (Point q : graph.neighbours(taken->stone)) {
    if (config.at(q) != stone_of(move.player) || seen.contains(q)) continue;
    const PointSet group = string_at(graph, config, q);
    seen.insert_all(group);
    const PointSet libs = liberties(graph, config, group);
    if (libs.size() != 1 || ko_liberties.contains(libs.points()[0])) continue;
    std::size_t adjacent_kos = 0;
    for (const KoShape& ko : kos) {
      bool touches = false;
      for (Point n : graph.neighbours(ko.stone)) touches = touches || group.contains(n);
      adjacent_kos += touches ? 1 : 0;
    }
    if (adjacent_kos >= 2) groups.push_back(group);
  }
  return groups;
}

Ruling judge_two_kos_one_liberty(const Graph& graph, A3Reading reading, bool constrained,
                                 std::optional<std::size_t> counteracted,
                                 const std::vector<PointSet>& groups) {
  const Vote vote =
      vote_two_kos_one_liberty(reading, constrained, !groups.empty(), counteracted.has_value());
  if (constrained || groups.empty()) {
    return {Vote::Allow,
            {RuleId::A3,
             "not a ko capture by a one-liberty string with two kos, or a ko threat",
             {},
             {}}};
  }
  if (vote == Vote::Allow) {
    return {Vote::Allow,
            {RuleId::A3,
             "captures a ko beside the one-liberty string " + point_list(graph, groups[0]) +
                 " that has two kos, counteracting (R13) the potentially disallowed move at ply " +
                 std::to_string(*counteracted) + " (A3.counter)",
             groups[0], counteracted}};
  }
  return {Vote::Forbid,
          {RuleId::A3,
           "captures a ko beside the one-liberty string " + point_list(graph, groups[0]) +
               " that has two kos, and is not a ko threat (unconstrained)" +
               (reading == A3Reading::Counter ? " nor a counteraction (R13)" : ""),
           groups[0],
           {}}};
}

}  // namespace kospec
