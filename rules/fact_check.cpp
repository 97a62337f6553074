#include "rules/fact_check.h"

namespace kospec {

std::string describe_fact(const std::optional<std::size_t>& ply) {
  return ply ? "ply " + std::to_string(*ply) : "none";
}

std::string describe_fact(const std::vector<std::size_t>& plies) {
  std::string out = "[";
  for (std::size_t ply : plies) out += (out.size() > 1 ? ", " : "") + std::to_string(ply);
  return out + "]";
}

std::string describe_fact(const PointSet& points) {
  std::string out = "{";
  for (Point p : points) out += (out.size() > 1 ? ", " : "") + std::to_string(p.index());
  return out + "}";
}

std::string describe_fact(bool flag) { return flag ? "true" : "false"; }

}  // namespace kospec
