// ExactRules::image: a state mapped by a symmetry of the board, history included.
#include <algorithm>
#include <optional>

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
  if (state.cycle != 0) s.cycle = *mapped_facts(state, map, true);
  return s;
}

std::optional<State> ExactRules::known_image(const State& state, const PointMap& map) {
  require(state.whole == 0 && state.recent == 0,
          "ExactRules::known_image: a state with history sets");
  State s = state;
  s.board = map_board(map, state.board);
  if (state.ko != 0) s.ko = static_cast<std::uint16_t>(map[state.ko - 1U] + 1);
  if (state.cycle == 0) return s;
  const std::optional<std::uint32_t> cycle = mapped_facts(state, map, false);
  if (!cycle) return std::nullopt;
  s.cycle = *cycle;
  return s;
}

std::optional<std::uint32_t> ExactRules::mapped_facts(const State& state, const PointMap& map,
                                                      bool intern) {
  bool known = true;  // (finding only: every id found so far)
  const auto id = [&](auto& interner, const auto& value) -> std::uint32_t {
    if (intern) return interner.intern(value);
    const std::uint32_t found = interner.find(value);
    known = known && found != 0;
    return found;
  };
  CycleFacts f = cycle_facts(state);
  const auto mask = [&](Mask m) { return map_mask(map, m); };
  f.ban = mask(f.ban);
  f.obvious = mask(f.obvious);
  f.guarded = mask(f.guarded);
  for (Pending& p : f.pending) {
    p.point = map[static_cast<std::size_t>(p.point)];
    p.signature = mask(p.signature);
    p.captured = mask(p.captured);
    for (Mask& t : p.threatened) t = mask(t);
    std::sort(p.threatened.begin(), p.threatened.end());
    for (Mask& t : p.own_threatened) t = mask(t);
    std::sort(p.own_threatened.begin(), p.own_threatened.end());
  }
  std::sort(f.pending.begin(), f.pending.end(),
            [](const Pending& a, const Pending& b) { return a.point < b.point; });
  for (Disallowed& d : f.disallowed) {
    d.signature = mask(d.signature);
    d.captured = mask(d.captured);
    if (d.played >= 0) d.played = map[static_cast<std::size_t>(d.played)];
  }
  std::sort(f.disallowed.begin(), f.disallowed.end());
  const auto capture = [&](std::uint32_t capture_id) {
    Capture c = captures_[capture_id];
    c.point = map[static_cast<std::size_t>(c.point)];
    c.captured = mask(c.captured);
    if (c.config != 0) c.config = id(configs_, map_board(map, configs_[c.config]));
    return id(captures_, c);
  };
  for (auto& [capture_id, set] : f.cycle_sets) {
    capture_id = capture(capture_id);
    set = mask(set);
  }
  for (Occurrence& o : f.occurrences) {
    o.capture = capture(o.capture);
    o.config = id(configs_, map_board(map, configs_[o.config]));
    o.since = mask(o.since);
  }
  if (!known) return std::nullopt;
  std::sort(f.cycle_sets.begin(), f.cycle_sets.end());
  std::sort(f.occurrences.begin(), f.occurrences.end());
  if (intern) return store(f);
  f.encode_to(encoded_, geometry_.points());
  const std::uint32_t found = cycle_facts_.find(encoded_);
  if (found == 0) return std::nullopt;
  return found;
}

}  // namespace kospec::engine
