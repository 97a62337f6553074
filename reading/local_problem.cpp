#include "reading/local_problem.h"

#include "spec/diagram.h"
#include "spec/error.h"

namespace kospec::reading {

std::size_t LocalProblem::empty_points() const {
  std::size_t n = 0;
  for (Point p : region) n += config.at(p) == Color::Empty ? 1 : 0;
  return n;
}

FastBoard LocalProblem::board() const {
  return FastBoard(graph, config, SelfCapture::Forbidden, ko);
}

void LocalProblem::validate() const {
  require(config.size() == graph.size(), "LocalProblem: the configuration does not fit the graph");
  require(graph.contains(target) && config.at(target) != Color::Empty,
          "LocalProblem: the target must be a stone");
  for (Point p : region)
    require(graph.contains(p), "LocalProblem: the region must be inside the board");
  board();  // throws on a string without liberty or a bad ko point
}

std::string LocalProblem::describe() const {
  std::string out = render_diagram(graph, config);
  out += "target " + graph.name(target) + " (" + std::string(player_name(defender())) + " defends)";
  if (ko)
    out += ", ko ban: " + std::string(player_name(ko->banned)) + " may not play " +
           graph.name(ko->point);
  if (region.size() != graph.size()) {
    out += ", region:";
    for (Point p : region) out += " " + graph.name(p);
  }
  return out + "\n";
}

LocalProblem whole_board_problem(const Graph& graph, const Configuration& config, Point target,
                                 std::optional<KoBan> ko) {
  LocalProblem p{graph, config, ko, PointSet::of(graph.points()), target};
  p.validate();
  return p;
}

}  // namespace kospec::reading
