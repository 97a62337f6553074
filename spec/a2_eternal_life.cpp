#include "spec/a2_eternal_life.h"

#include <string>
#include "spec/base_play.h"
#include "spec/r03_string.h"
#include "spec/r04_liberty.h"

namespace kospec {

namespace {

// Board plays (and the pass, when `with_pass`) available to `player` in `config` that the base
// rules allow.
std::vector<PlayResult> legal_results(const Graph& graph, const Configuration& config,
                                      Player player, SelfCapture self_capture, bool with_pass) {
  std::vector<PlayResult> results;
  if (with_pass)
    results.push_back(apply_base_rules(graph, config, Move::pass(player), self_capture));
  for (Point p : graph.points()) {
    if (config.at(p) != Color::Empty) continue;
    PlayResult r = apply_base_rules(graph, config, Move::play(player, p), self_capture);
    if (r.verdict.legal()) results.push_back(std::move(r));
  }
  return results;
}

}  // namespace

std::optional<PointSet> protected_double_ko_stones(const GameRecord& record,
                                                   SelfCapture self_capture, bool passes_count) {
  if (record.ply_count() == 0) return std::nullopt;
  return protected_double_ko_stones(record.graph(), record.current(), record.plies().back().move,
                                    self_capture, passes_count);
}

std::optional<PointSet> protected_double_ko_stones(const Graph& graph, const Configuration& made,
                                                   const Move& last, SelfCapture self_capture,
                                                   bool passes_count) {
  if (last.is_pass()) return std::nullopt;
  const Point played = *last.point;
  if (made.at(played) == Color::Empty) return std::nullopt;  // the stone self-captured
  const PointSet stones = string_at(graph, made, played);
  if (stones.size() != 2) return std::nullopt;
  const PointSet libs = liberties(graph, made, stones);
  if (libs.size() != 1) return std::nullopt;
  const Player owner = last.player;
  const PlayResult capture =
      apply_base_rules(graph, made, Move::play(opponent(owner), libs.points()[0]), self_capture);
  if (!capture.verdict.legal() || !stones.is_subset_of(capture.captured)) return std::nullopt;
  for (const PlayResult& second :
       legal_results(graph, capture.after, owner, self_capture, passes_count)) {
    for (const PlayResult& third :
         legal_results(graph, second.after, opponent(owner), self_capture, passes_count)) {
      if (third.after.at(played) != Color::Empty) continue;
      const PlayResult again =
          apply_base_rules(graph, third.after, Move::play(owner, played), self_capture);
      if (again.verdict.legal() && again.after == made) return stones;
    }
  }
  return std::nullopt;
}

Ruling judge_eternal_life(const Graph& graph, const std::optional<PointSet>& protected_stones,
                          const PointSet& captured, std::size_t stones_ply) {
  if (vote_eternal_life(protected_stones && protected_stones->intersects(captured)) ==
      Vote::Forbid) {
    return {Vote::Forbid,
            {RuleId::A2,
             "captures the double ko stones " + point_list(graph, *protected_stones) +
                 " made by ply " + std::to_string(stones_ply) + " in an eternal life position",
             *protected_stones, stones_ply}};
  }
  return {Vote::Allow, {RuleId::A2, "captures no protected double ko stones", {}, {}}};
}

}  // namespace kospec
