#include "spec/ko_basic.h"

#include <string>
#include "spec/r03_string.h"
#include "spec/r04_liberty.h"

namespace kospec {

std::optional<Point> ko_point(const GameRecord& record) {
  if (record.ply_count() == 0) return std::nullopt;
  const Ply& last = record.plies().back();
  if (last.move.is_pass() || last.captured.size() != 1) return std::nullopt;
  const Configuration& now = record.current();
  const PointSet string = string_at(record.graph(), now, *last.move.point);
  if (string.size() != 1 || liberty_count(record.graph(), now, string) != 1) return std::nullopt;
  return last.captured.points()[0];
}

Ruling judge_basic_ko(const Graph& graph, const Move& move, std::optional<Point> ko,
                      std::size_t ko_ply) {
  if (vote_basic_ko(ko && move.point == ko) == Vote::Forbid) {
    return {Vote::Forbid,
            {RuleId::KO,
             graph.name(*ko) + " is the ko point: ply " + std::to_string(ko_ply) +
                 " captured the stone there in a ko",
             PointSet{*ko}, ko_ply}};
  }
  return {Vote::Allow,
          {RuleId::KO,
           ko ? "the ko point is " + graph.name(*ko) + ", not this point" : "no ko point",
           {},
           {}}};
}

}  // namespace kospec
