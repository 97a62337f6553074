#include "tools/solve/result.h"

namespace kospec::solve {

std::string_view solve_method_name(SolveMethod method) {
  switch (method) {
    case SolveMethod::Native:
      return "native";
    case SolveMethod::Search:
      return "search";
    case SolveMethod::Retrograde:
      return "retrograde";
  }
  return "?";
}

void mark_stopped(SolveResult& result, std::string by) {
  result.stopped = true;
  result.stopped_by = std::move(by);
  result.black_forces.reset();
  result.white_forces.reset();
  result.pv.clear();
}

std::string signed_score(int score) {
  std::string text = std::to_string(score);
  if (score > 0) text.insert(text.begin(), '+');
  return text;
}

std::string describe(const SolveResult& r) {
  if (r.stopped) {
    if (r.proven_lower && r.proven_upper) {
      return "stopped by " + r.stopped_by + ": no value; proven so far: between " +
             signed_score(*r.proven_lower) + " and " + signed_score(*r.proven_upper);
    }
    return "stopped by " + r.stopped_by + ": no value";
  }
  if (auto v = r.value()) return "value " + signed_score(*v);
  const auto& b = r.black_forces;
  const auto& w = r.white_forces;
  if (!b && !w) {
    if (r.black_avoids_end || r.white_avoids_end)
      return "endless: neither side can force the game to end with a score";
    return "no result: neither side can force the game to end with a score; it ends with no result (NR)";
  }
  if (!w) {
    return "Black can force an endless game (White cannot force an end with a score); Black can also force an end "
           "with at least " +
           signed_score(*b);
  }
  if (!b) {
    return "White can force an endless game (Black cannot force an end with a score); White can also force an end "
           "with at most " +
           signed_score(*w);
  }
  return "endless unless a side concedes: Black can force an end with a score only of at least " +
         signed_score(*b) + ", White only of at most " + signed_score(*w) +
         "; if Black holds out for more and White for less, play never ends";
}

std::string summary(const SolveResult& r) {
  if (r.stopped) {
    if (r.proven_lower && r.proven_upper)
      return "stopped[" + signed_score(*r.proven_lower) + "," + signed_score(*r.proven_upper) + "]";
    return "stopped";
  }
  if (auto v = r.value()) return signed_score(*v);
  if (!r.black_forces && !r.white_forces)
    return r.black_avoids_end || r.white_avoids_end ? "endless" : "no-result";
  if (!r.white_forces) return "B-endless";
  if (!r.black_forces) return "W-endless";
  std::string text = "endless[";
  text.append(signed_score(*r.black_forces))
      .append(",")
      .append(signed_score(*r.white_forces))
      .append("]");
  return text;
}

}  // namespace kospec::solve
