#include "spec/r13_counteracted.h"

#include "spec/r03_string.h"
#include "spec/r04_liberty.h"

namespace kospec {

bool counteracts(const Graph& graph, Point pd_point, const std::vector<PointSet>& threatened,
                 const Move& reply, const PlayResult& effect) {
  if (reply.is_pass() || !effect.verdict.legal()) return false;
  if (effect.captured.contains(pd_point)) return false;
  for (const PointSet& string : threatened) {
    for (Point stone : string) {
      if (effect.after.at(stone) != stone_of(reply.player)) return false;
    }
    if (liberty_count(graph, effect.after, string_at(graph, effect.after, string.points()[0])) <
        2) {
      return false;
    }
  }
  return true;
}

}  // namespace kospec
