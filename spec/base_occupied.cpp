#include "spec/base_occupied.h"

namespace kospec {

bool point_is_empty(const Graph& graph, const Configuration& config, Point at, Finding& finding) {
  const Color c = config.at(at);
  finding = {RuleId::OCC, graph.name(at) + " is empty", PointSet{at}, std::nullopt};
  if (c == Color::Empty) return true;
  finding.statement =
      graph.name(at) + " is occupied by a " + std::string(player_name(*owner_of(c))) + " stone";
  return false;
}

}  // namespace kospec
