#include "tools/cli/json_output.h"

namespace kospec::cli {

Json command_json(std::string_view command) {
  return Json{{"schema", kJsonSchemaVersion}, {"command", command}};
}

Json board_json(const Graph& graph) {
  return Json{
      {"columns", graph.columns()}, {"rows", graph.rows()}, {"plain_grid", graph.is_plain_grid()}};
}

Json points_json(const Graph& graph, const PointSet& points) {
  Json list = Json::array();
  for (Point p : points) list.push_back(graph.name(p));
  return list;
}

Json trace_json(const Graph& graph, const std::vector<Finding>& trace) {
  Json list = Json::array();
  for (const Finding& f : trace) {
    Json item{{"rule", rule_code(f.rule)},
              {"finding", f.statement},
              {"points", points_json(graph, f.points)}};
    if (f.ply) item["ply"] = *f.ply;
    list.push_back(std::move(item));
  }
  return list;
}

Json verdict_json(const Graph& graph, const Verdict& verdict) {
  return Json{{"verdict", outcome_name(verdict.outcome)},
              {"rule", rule_code(verdict.deciding)},
              {"reason", verdict.decisive_finding().statement},
              {"trace", trace_json(graph, verdict.trace)}};
}

}  // namespace kospec::cli
