#include "spec/base_setup.h"

#include "spec/r03_string.h"
#include "spec/r04_liberty.h"

namespace kospec {

std::optional<PointSet> string_without_liberty(const Graph& graph, const Configuration& config) {
  for (const PointSet& string : all_strings(graph, config)) {
    if (liberty_count(graph, config, string) == 0) return string;
  }
  return std::nullopt;
}

}  // namespace kospec
