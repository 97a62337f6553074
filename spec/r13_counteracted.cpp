#include "spec/r13_counteracted.h"

#include "spec/r03_string.h"
#include "spec/r04_liberty.h"
#include "spec/r10_constrained.h"
#include "spec/r12_potentially_disallowed.h"

namespace kospec {

namespace {

// Every stone of every threatened string is a stone of `owner` in a string with two or more
// liberties in `config`.
bool relieved(const Graph& graph, Player owner, const std::vector<PointSet>& threatened,
              const Configuration& config) {
  for (const PointSet& string : threatened) {
    for (Point stone : string) {
      if (config.at(stone) != stone_of(owner)) return false;
    }
    if (liberty_count(graph, config, string_at(graph, config, string.points()[0])) < 2) {
      return false;
    }
  }
  return true;
}

}  // namespace

const char* r13_reading_id(R13Reading reading) {
  return reading == R13Reading::Later ? "R13.later" : "R13.next";
}

bool counteracts(const Graph& graph, Point pd_point, const std::vector<PointSet>& threatened,
                 const Move& reply, const PlayResult& effect,
                 const std::vector<PointSet>& own_threatened) {
  if (reply.is_pass() || !effect.verdict.legal()) return false;
  if (effect.captured.contains(pd_point)) return false;
  return relieved(graph, reply.player, threatened, effect.after) &&
         relieved(graph, opponent(reply.player), own_threatened, effect.after);
}

bool still_pending(const Graph& graph, Player player, Point pd_point,
                   const std::vector<PointSet>& threatened, const Configuration& after,
                   const std::vector<PointSet>& own_threatened) {
  if (after.at(pd_point) != stone_of(player)) return false;
  const auto on_board = [&](const std::vector<PointSet>& strings, Player owner) {
    for (const PointSet& string : strings) {
      for (Point stone : string) {
        if (after.at(stone) != stone_of(owner)) return false;
      }
    }
    return true;
  };
  const Player owner = opponent(player);
  if (!on_board(threatened, owner) || !on_board(own_threatened, player)) return false;
  return !(relieved(graph, owner, threatened, after) &&
           relieved(graph, player, own_threatened, after));
}

std::vector<PotentiallyDisallowedPly> potentially_disallowed_plies(
    const GameRecord& record, std::size_t plies, const A1Reading* a1, R13Reading r13,
    const DefinitionReadings& readings) {
  std::vector<PotentiallyDisallowedPly> found;
  const Graph& graph = record.graph();
  auto effect_of = [&](std::size_t ply) {
    const Ply& p = record.plies()[ply - 1];
    return PlayResult{{}, *p.after, p.captured, p.self_captured};
  };
  for (std::size_t ply = 1; ply <= plies; ++ply) {
    const Move& move = record.plies()[ply - 1].move;
    if (move.is_pass()) continue;
    const PlayResult effect = effect_of(ply);
    const ThreatFacts facts =
        threat_facts(graph, record.configuration_after(ply - 1), move, effect,
                     constrained_after(record, ply - 1, a1, readings), readings);
    if (!facts.potentially_disallowed) continue;
    PotentiallyDisallowedPly pd{ply,
                                move.player,
                                *move.point,
                                effect.captured,
                                facts.threatened,
                                facts.own_threatened,
                                std::nullopt,
                                true};
    // R13: the plies after it that may counteract it, while it is pending.
    for (std::size_t later = ply + 1; later <= plies && pd.pending; ++later) {
      const Move& reply = record.plies()[later - 1].move;
      if (reply.player != move.player &&
          counteracts(graph, pd.point, pd.threatened, reply, effect_of(later), pd.own_threatened)) {
        pd.counter_ply = later;
        pd.pending = false;
      } else if (r13 == R13Reading::Next ||
                 !still_pending(graph, pd.player, pd.point, pd.threatened,
                                record.configuration_after(later), pd.own_threatened)) {
        pd.pending = false;
      }
    }
    found.push_back(std::move(pd));
  }
  return found;
}

std::optional<std::size_t> counteracts_pending(const GameRecord& record, const Move& move,
                                               const PlayResult& effect, const A1Reading* a1,
                                               R13Reading r13, const DefinitionReadings& readings) {
  for (const PotentiallyDisallowedPly& pd :
       potentially_disallowed_plies(record, record.ply_count(), a1, r13, readings)) {
    if (pd.pending && pd.player != move.player &&
        counteracts(record.graph(), pd.point, pd.threatened, move, effect, pd.own_threatened))
      return pd.ply;
  }
  return std::nullopt;
}

}  // namespace kospec
