#include "spec/base_occupied.h"

namespace kospec {

Ruling judge_occupied(const Graph& graph, const Configuration& config, Point at) {
  const Color c = config.at(at);
  if (c == Color::Empty) {
    return {Vote::Allow, {RuleId::OCC, graph.name(at) + " is empty", PointSet{at}, std::nullopt}};
  }
  return {
      Vote::Forbid,
      {RuleId::OCC,
       graph.name(at) + " is occupied by a " + std::string(player_name(*owner_of(c))) + " stone",
       PointSet{at}, std::nullopt}};
}

}  // namespace kospec
