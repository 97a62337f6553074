// ExactRules::image: a state mapped by a symmetry of the board, history included.
#include <algorithm>

#include "engine/history_keys.h"
#include "engine/rules.h"

namespace kospec::engine {

State ExactRules::image(const State& state, const PointMap& map) {
  State s = state;
  s.board = map_board(map, state.board);
  if (state.ko != 0) s.ko = static_cast<std::uint16_t>(map[state.ko - 1U] + 1);
  std::vector<std::pair<std::uint64_t, std::uint32_t>> entries;
  for (std::uint32_t* set : {&s.whole, &s.recent}) {
    entries.clear();
    sets_.for_each(*set, [&](std::uint64_t key, std::uint32_t value) {
      HistoryEntry e = entry_of(key, value);
      e.config = configs_.intern(map_board(map, configs_[e.config]));
      entries.push_back(key_value_of(e));
    });
    std::sort(entries.begin(), entries.end());
    *set = sets_.from_sorted(entries);
  }
  if (state.cycle == 0) return s;
  CycleFacts f = cycle_facts(state);
  const auto mask = [&](Mask m) { return map_mask(map, m); };
  f.ban = mask(f.ban);
  f.obvious = mask(f.obvious);
  f.guarded = mask(f.guarded);
  for (Pending& p : f.pending) {
    p.point = map[static_cast<std::size_t>(p.point)];
    p.signature = mask(p.signature);
    for (Mask& t : p.threatened) t = mask(t);
    std::sort(p.threatened.begin(), p.threatened.end());
  }
  std::sort(f.pending.begin(), f.pending.end(),
            [](const Pending& a, const Pending& b) { return a.point < b.point; });
  for (auto& [player, signature] : f.disallowed) signature = mask(signature);
  std::sort(f.disallowed.begin(), f.disallowed.end());
  const auto capture = [&](std::uint32_t id) {
    const Capture c = captures_[id];
    return captures_.intern(Capture{map[static_cast<std::size_t>(c.point)], mask(c.captured)});
  };
  for (auto& [id, set] : f.cycle_sets) {
    id = capture(id);
    set = mask(set);
  }
  for (Occurrence& o : f.occurrences) {
    o.capture = capture(o.capture);
    o.config = configs_.intern(map_board(map, configs_[o.config]));
    o.since = mask(o.since);
  }
  std::sort(f.cycle_sets.begin(), f.cycle_sets.end());
  std::sort(f.occurrences.begin(), f.occurrences.end());
  s.cycle = store(f);
  return s;
}

}  // namespace kospec::engine
