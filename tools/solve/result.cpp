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
    case SolveMethod::Loop:
      return "loop";
    case SolveMethod::ProofNumber:
      return "dfpn";
    case SolveMethod::LoopProofNumber:
      return "loop-dfpn";
    case SolveMethod::Theorem:
      return "theorem";
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

void record_forcing(SolveResult& result, int black, int no_result) {
  if (black == no_result) return;
  (no_result < 0 ? result.black_forces : result.white_forces) = black;
}

std::string signed_score(int score) {
  std::string text = std::to_string(score);
  if (score > 0) text.insert(text.begin(), '+');
  return text;
}

std::string describe(const SolveResult& r) {
  if (r.stopped) {
    const std::string stopped = "stopped by " + r.stopped_by + ": no value";
    if (r.proven_lower && r.black_decided) {
      return stopped + "; proven so far: Black forces " + signed_score(*r.proven_lower) +
             " and no more; " +
             (r.proven_upper ? "White forces at most " + signed_score(*r.proven_upper)
                             : std::string("White's bound not proven"));
    }
    if (r.proven_lower && r.proven_upper) {
      return stopped + "; proven so far: between " + signed_score(*r.proven_lower) + " and " +
             signed_score(*r.proven_upper);
    }
    // (One side's bound alone: the other side's forcing of any end was not proven.)
    if (r.proven_lower)
      return stopped + "; proven so far: Black forces at least " + signed_score(*r.proven_lower);
    if (r.proven_upper)
      return stopped + "; proven so far: White forces at most " + signed_score(*r.proven_upper);
    return stopped;
  }
  if (auto v = r.value()) return "value " + signed_score(*v);
  const auto& b = r.black_forces;
  const auto& w = r.white_forces;
  if (!b && !w) {
    if (r.black_avoids_end || r.white_avoids_end)
      return "endless: neither side can force the game to end with a score";
    return "no result: neither side can force the game to end with a score; it ends with no result (NR)";
  }
  const std::string avoided = r.every_game_ends ? "a no result" : "an endless game";
  if (!w) {
    return "Black can force " + avoided +
           " (White cannot force an end with a score); Black can also force an end with at "
           "least " +
           signed_score(*b);
  }
  if (!b) {
    return "White can force " + avoided +
           " (Black cannot force an end with a score); White can also force an end with at "
           "most " +
           signed_score(*w);
  }
  return std::string(r.every_game_ends ? "no value" : "endless unless a side concedes") +
         ": Black can force an end with a score only of at least " + signed_score(*b) +
         ", White only of at most " + signed_score(*w) +
         "; if Black holds out for more and White for less, " +
         (r.every_game_ends ? "the game ends with no result (NR)" : "play never ends");
}

std::string summary(const SolveResult& r) {
  if (r.stopped) {
    if (r.proven_lower && r.proven_upper)
      return "stopped[" + signed_score(*r.proven_lower) + "," + signed_score(*r.proven_upper) + "]";
    if (r.proven_lower) return "stopped[>=" + signed_score(*r.proven_lower) + "]";
    if (r.proven_upper) return "stopped[<=" + signed_score(*r.proven_upper) + "]";
    return "stopped";
  }
  if (auto v = r.value()) return signed_score(*v);
  if (!r.black_forces && !r.white_forces)
    return r.black_avoids_end || r.white_avoids_end ? "endless" : "no-result";
  const std::string avoided = r.every_game_ends ? "no-result" : "endless";
  if (!r.white_forces) return "B-" + avoided;
  if (!r.black_forces) return "W-" + avoided;
  std::string text = avoided + "[";
  text.append(signed_score(*r.black_forces))
      .append(",")
      .append(signed_score(*r.white_forces))
      .append("]");
  return text;
}

}  // namespace kospec::solve
