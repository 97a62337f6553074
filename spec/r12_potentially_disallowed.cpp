#include "spec/r12_potentially_disallowed.h"

#include "spec/error.h"
#include "spec/r03_string.h"
#include "spec/r04_liberty.h"
#include "spec/r11_threatened.h"

namespace kospec {

ThreatFacts threat_facts(const Graph& graph, const Configuration& before, const Move& move,
                         const PlayResult& effect, bool constrained,
                         const DefinitionReadings& readings) {
  require(!move.is_pass() && effect.verdict.legal(), "threat_facts: a legal board play");
  ThreatFacts facts;
  facts.threatened = strings_threatened_by(graph, before, effect.after, move.player);
  if (readings.r11 == R11Reading::Any)
    facts.own_threatened = own_strings_threatened_by(graph, before, effect.after, move.player);
  for (const PointSet& own : threatened_strings(graph, before, move.player)) {
    const Point stone = own.points()[0];
    if (effect.after.at(stone) != stone_of(move.player)) continue;
    const PointSet now = string_at(graph, effect.after, stone);
    if (liberty_count(graph, effect.after, now) >= 2 &&
        (readings.r12 == R12Reading::Own || now.contains(*move.point))) {
      facts.rescues_own = true;
    }
  }
  facts.potentially_disallowed = !constrained && !facts.threatened.empty() && !facts.rescues_own;
  return facts;
}

}  // namespace kospec
