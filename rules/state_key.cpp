#include "rules/state_key.h"

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "rules/key_bytes.h"
#include "spec/ko_basic.h"

namespace kospec {

namespace {

using key_bytes::put;

// Writes configurations and points into a key, each as its image under a point map (none: as
// they are).
class Mapped {
 public:
  explicit Mapped(const PointMap* map) : map_(map) {}
  // Appends a configuration's image.
  void put_config(std::string& out, const Configuration& c) const {
    if (map_ == nullptr) return put(out, c);
    put(out, map_configuration(*map_, c));
  }
  // A point's image.
  Point point(std::uint32_t p) const {
    return map_ == nullptr ? Point(p) : Point(static_cast<std::uint32_t>((*map_)[p]));
  }

 private:
  const PointMap* map_;
};

// One sorted section: the configurations the index knows, each with the flags `describe` gives
// (an empty string leaves the configuration out).
template <class Describe>
void section(std::string& out, const PositionIndex& index, const Mapped& mapped,
             Describe describe) {
  std::vector<std::string> items;
  index.for_each([&](const Configuration& config, const Occurrences& o) {
    const std::string described = describe(o);
    if (described.empty()) return;
    std::string item;
    mapped.put_config(item, config);
    item.append(described);
    items.push_back(std::move(item));
  });
  std::sort(items.begin(), items.end());
  put(out, items.size());
  for (const std::string& item : items) out += item;
}

// A tag letter and two flags, e.g. "s10".
std::string flags(char tag, bool first, bool second) {
  std::string out(1, tag);
  out.push_back(first ? '1' : '0');
  out.push_back(second ? '1' : '0');
  return out;
}

// The sections of the key read from the position index (PSK, SSK, NSSK, NR, SPB, SPE, RPE).
void index_sections(std::string& out, const Game& game, const Mapped& mapped) {
  const FactMask mask = game.ruleset().reads();
  const PositionIndex& index = game.positions();
  if (reads(mask, Fact::Repeat))
    section(out, index, mapped, [](const Occurrences&) { return std::string("p"); });
  if (reads(mask, Fact::RepeatToMove)) {
    section(out, index, mapped, [](const Occurrences& o) {
      return flags('s', o.first_with_to_move[0].has_value(), o.first_with_to_move[1].has_value());
    });
  }
  if (reads(mask, Fact::RepeatMadeBy)) {
    section(out, index, mapped, [](const Occurrences& o) {
      if (!o.first_made_by[0] && !o.first_made_by[1]) return std::string();
      return flags('n', o.first_made_by[0].has_value(), o.first_made_by[1].has_value());
    });
  }
  if (reads(mask, Fact::SituationCount)) {
    section(out, index, mapped, [&](const Occurrences& o) {
      std::string counts = "r";
      bool any = false;
      for (int p = 0; p < 2; ++p) {
        const std::size_t n = o.epoch[p] == index.passes() ? o.since_pass[p].size() : 0;
        counts += static_cast<char>('0' + n);
        any = any || n > 0;
      }
      return any ? counts : std::string();
    });
  }
  if (reads(mask, Fact::RepeatSincePass)) {
    section(out, index, mapped, [&](const Occurrences& o) {
      return o.last >= index.last_pass() ? std::string("b") : std::string();
    });
  }
  if (reads(mask, Fact::PassedHere)) {
    section(out, index, mapped, [](const Occurrences& o) {
      if (!o.passed_by[0] && !o.passed_by[1]) return std::string();
      return flags('e', o.passed_by[0].has_value(), o.passed_by[1].has_value());
    });
  }
}

}  // namespace

std::string state_key(const Game& game, const PointMap* map) {
  const GameRecord& r = game.record();
  const Ruleset& rules = game.ruleset();
  const FactMask mask = rules.reads();
  if (map != nullptr && game.cycle_sets())
    throw std::logic_error("state_key: the image of a cycle-set state is not written");
  const Mapped mapped(map);
  std::string out;
  mapped.put_config(out, r.current());
  put(out, static_cast<std::uint64_t>(r.to_move()));
  put(out, game.ending() ? static_cast<std::uint64_t>(*game.ending()) + 1 : 0);
  // PASS.end: a pass now would end the game; AfterPass: a clause reads whether the last ply passed.
  if (rules.two_passes_end() || reads(mask, Fact::AfterPass)) {
    put(out, r.ply_count() > 0 && r.plies().back().move.is_pass() ? 1 : 0);
  }
  if (rules.needs_positions()) index_sections(out, game, mapped);
  if (reads(mask, Fact::RepeatInWindow)) {  // the configurations of the last N plies, in order
    const std::size_t n = r.ply_count();
    const auto window = static_cast<std::size_t>(rules.window);
    for (std::size_t ply = n + 1 > window ? n + 1 - window : 0; ply <= n; ++ply)
      mapped.put_config(out, r.configuration_after(ply));
  }
  if (reads(mask, Fact::KoPoint)) {
    const auto ko = ko_point(r);
    put(out, ko ? mapped.point(ko->index()).index() + 1 : 0);
  }
  if (game.cycle_sets()) out += game.cycle_sets()->canonical_state();
  if (reads(mask, Fact::ProtectedCapture)) {
    const std::optional<PointSet>& stones = game.eternal_life_stones();
    put(out, stones ? stones->size() + 1 : 0);
    if (stones) {
      std::vector<std::uint32_t> images;
      for (Point p : *stones) images.push_back(mapped.point(p.index()).index());
      std::sort(images.begin(), images.end());
      for (std::uint32_t q : images) put(out, q);
    }
  }
  return out;
}

}  // namespace kospec
