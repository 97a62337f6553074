#include "engine/cycle_facts.h"

#include <algorithm>
#include <bit>

#include "engine/bit_stream.h"

namespace kospec::engine {

Mask CycleFacts::cycle_set(std::uint32_t capture) const {
  const auto it =
      std::lower_bound(cycle_sets.begin(), cycle_sets.end(), capture,
                       [](const auto& entry, std::uint32_t c) { return entry.first < c; });
  return it != cycle_sets.end() && it->first == capture ? it->second : Mask{};
}

bool CycleFacts::is_disallowed(const Disallowed& key) const {
  return std::binary_search(disallowed.begin(), disallowed.end(), key);
}

namespace {

// The canonical words' numbers (CycleFacts::encode, BitWriter::put_number): counts (below 2^32)
// in one to eight groups of 4 bits, interned ids (32 bits) in one to four groups of 8.
constexpr int kCountGroup = 4;
constexpr int kCountPrefix = 3;
constexpr int kIdGroup = 8;
constexpr int kIdPrefix = 2;

// Bits of a point's number, or of a point's number plus one, on a board of `points` points.
int point_bits(int points) { return std::bit_width(static_cast<unsigned>(points)); }

}  // namespace

std::vector<std::uint64_t> CycleFacts::encode(int points) const {
  std::vector<std::uint64_t> out;
  encode_to(out, points);
  return out;
}

void CycleFacts::encode_to(std::vector<std::uint64_t>& out, int points) const {
  BitWriter w(out);
  const int pb = point_bits(points);
  w.put(ban, points);
  w.put(obvious, points);
  w.put(guarded, points);
  w.put_number(pending.size(), kCountGroup, kCountPrefix);
  for (const Pending& p : pending) {
    w.put(p.player == Player::White ? 1 : 0, 1);
    w.put(static_cast<std::uint64_t>(p.point), pb);
    w.put_number(p.threatened.size(), kCountGroup, kCountPrefix);
    w.put_number(p.own_threatened.size(), kCountGroup, kCountPrefix);
    w.put(p.signature, points);
    w.put(p.captured, points);
    for (Mask t : p.threatened) w.put(t, points);
    for (Mask t : p.own_threatened) w.put(t, points);
  }
  w.put_number(disallowed.size(), kCountGroup, kCountPrefix);
  for (const Disallowed& d : disallowed) {
    w.put(d.player == Player::White ? 1 : 0, 1);
    w.put(static_cast<std::uint64_t>(d.played + 1), pb);
    w.put(d.signature, points);
    w.put(d.captured, points);
  }
  w.put_number(cycle_sets.size(), kCountGroup, kCountPrefix);
  for (const auto& [capture, set] : cycle_sets) {
    w.put_number(capture, kIdGroup, kIdPrefix);
    w.put(set, points);
  }
  w.put_number(occurrences.size(), kCountGroup, kCountPrefix);
  for (const Occurrence& o : occurrences) {
    w.put_number(o.capture, kIdGroup, kIdPrefix);
    w.put_number(o.config, kIdGroup, kIdPrefix);
    w.put(o.since, points);
  }
  w.finish();
}

CycleFacts CycleFacts::decode(std::span<const std::uint64_t> words, int points) {
  CycleFacts f;
  BitReader in(words);
  const int pb = point_bits(points);
  f.ban = in.mask(points);
  f.obvious = in.mask(points);
  f.guarded = in.mask(points);
  for (std::uint64_t n = in.number(kCountGroup, kCountPrefix); n > 0; --n) {
    Pending p;
    p.player = in.get(1) != 0 ? Player::White : Player::Black;
    p.point = static_cast<int>(in.get(pb));
    const std::uint64_t threatened = in.number(kCountGroup, kCountPrefix);
    const std::uint64_t own = in.number(kCountGroup, kCountPrefix);
    p.signature = in.mask(points);
    p.captured = in.mask(points);
    for (std::uint64_t i = 0; i < threatened; ++i) p.threatened.push_back(in.mask(points));
    for (std::uint64_t i = 0; i < own; ++i) p.own_threatened.push_back(in.mask(points));
    f.pending.push_back(std::move(p));
  }
  for (std::uint64_t n = in.number(kCountGroup, kCountPrefix); n > 0; --n) {
    Disallowed d;
    d.player = in.get(1) != 0 ? Player::White : Player::Black;
    d.played = static_cast<int>(in.get(pb)) - 1;
    d.signature = in.mask(points);
    d.captured = in.mask(points);
    f.disallowed.push_back(d);
  }
  for (std::uint64_t n = in.number(kCountGroup, kCountPrefix); n > 0; --n) {
    const auto capture = static_cast<std::uint32_t>(in.number(kIdGroup, kIdPrefix));
    f.cycle_sets.emplace_back(capture, in.mask(points));
  }
  for (std::uint64_t n = in.number(kCountGroup, kCountPrefix); n > 0; --n) {
    const auto capture = static_cast<std::uint32_t>(in.number(kIdGroup, kIdPrefix));
    const auto config = static_cast<std::uint32_t>(in.number(kIdGroup, kIdPrefix));
    f.occurrences.push_back({capture, config, in.mask(points)});
  }
  return f;
}

Threats threats_of(const Geometry& geometry, const Board& before, int point, Player player,
                   const PlayEffect& effect, bool constrained, const DefinitionReadings& readings) {
  Threats t;
  const Player opp = opponent(player);
  const Mask theirs = effect.after.stones(opp);
  const Mask empty_after = geometry.all() - effect.after.occupied();
  const Mask empty_before = geometry.all() - before.occupied();
  // R11: only an opponent string next to the point can lose a liberty (captures only add some).
  Mask seen;
  for_each_point(geometry.neighbours(point) & theirs, [&](int p) {
    if (seen.has(p)) return;
    const Mask s = geometry.string_of(theirs, p);
    seen |= s;
    if (geometry.liberties(s, empty_after).count() == 1 &&
        geometry.liberties(s, empty_before).count() >= 2) {
      t.threatened.push_back(s);
    }
  });
  std::sort(t.threatened.begin(), t.threatened.end());
  const Mask own_before = before.stones(player);
  const Mask own_after = effect.after.stones(player);
  if (readings.r11 == R11Reading::Any && own_after.has(point)) {
    // R11.any: the only own string a play can reduce is the one it joins: it is threatened when
    // it has one liberty and one of the strings it joined had two or more.
    const Mask joined = geometry.string_of(own_after, point);
    bool reduced = false;
    for_each_point(geometry.neighbours(point) & own_before, [&](int p) {
      reduced = reduced ||
                geometry.liberties(geometry.string_of(own_before, p), empty_before).count() >= 2;
    });
    if (reduced && geometry.liberties(joined, empty_after).count() == 1)
      t.own_threatened.push_back(joined);
  }
  if (t.threatened.empty() || constrained) return t;  // R12 cannot hold: rescues_own is moot
  // R12: an own string in atari gains liberties only next to the point or to the captured stones.
  Mask checked;
  for_each_point(geometry.expand(Mask::of(point) | effect.captured) & own_before, [&](int p) {
    if (checked.has(p)) return;
    const Mask s = geometry.string_of(own_before, p);
    checked |= s;
    if (geometry.liberties(s, empty_before).count() != 1) return;
    const int stone = s.lowest();
    if (!own_after.has(stone)) return;
    const Mask now = geometry.string_of(own_after, stone);
    if (geometry.liberties(now, empty_after).count() >= 2 &&
        (readings.r12 == R12Reading::Own || now.has(point))) {
      t.rescues_own = true;
    }
  });
  t.potentially_disallowed = !constrained && !t.threatened.empty() && !t.rescues_own;
  return t;
}

Mask signature_of(int point, Mask captured, const Threats& threats) {
  Mask s = Mask::of(point) | captured;
  for (Mask t : threats.threatened) s |= t;
  for (Mask t : threats.own_threatened) s |= t;
  return s;
}

Disallowed disallowed_key(Player player, int point, Mask captured, Mask signature,
                          R14Reading reading) {
  if (reading == R14Reading::Union) return {player, signature, -1, Mask{}};
  return {player, signature, point, captured};
}

namespace {

// Every stone of `strings` is on `board` in a string of `owner` with two or more liberties.
bool strings_relieved(const Geometry& geometry, const std::vector<Mask>& strings, Player owner,
                      const Board& board) {
  const Mask own = board.stones(owner);
  const Mask empty = geometry.all() - board.occupied();
  for (Mask t : strings) {
    if (!t.subset_of(own)) return false;
    if (geometry.liberties(geometry.string_of(own, t.lowest()), empty).count() < 2) return false;
  }
  return true;
}

// Every threatened stone of `pending` is on `board` in a string of its owner with two or more
// liberties (its own threatened strings, R11.any, too).
bool relieved(const Geometry& geometry, const Pending& pending, const Board& board) {
  return strings_relieved(geometry, pending.threatened, opponent(pending.player), board) &&
         strings_relieved(geometry, pending.own_threatened, pending.player, board);
}

}  // namespace

bool counteracts(const Geometry& geometry, const Pending& pending, const PlayEffect& effect) {
  if (effect.captured.has(pending.point)) return false;
  return relieved(geometry, pending, effect.after);
}

bool still_pending(const Geometry& geometry, const Pending& pending, const Board& after) {
  if (!after.stones(pending.player).has(pending.point)) return false;
  const Mask own = after.stones(opponent(pending.player));
  for (Mask t : pending.threatened) {
    if (!t.subset_of(own)) return false;
  }
  for (Mask t : pending.own_threatened) {
    if (!t.subset_of(after.stones(pending.player))) return false;
  }
  return !relieved(geometry, pending, after);
}

namespace {

// A1.base's search: continuations from `board` with `to_move` to play, `left` plies at most.
struct ObviousSearch {
  const Geometry& geometry;
  int played;
  Mask captured;
  Player capturer;
  const Board& target;
  SelfCapture self_capture;
  Mask found;

  bool explore(const Board& board, Player to_move, int left, Mask points) {
    bool success = false;
    if (to_move == capturer && !board.occupied().has(played)) {
      const PlayEffect again = play(geometry, board, played, capturer, self_capture);
      if (again.legal && again.captured == captured && again.after == target) {
        found |= points;
        success = true;
      }
    }
    if (left <= 1) return success;
    success = explore(board, opponent(to_move), left - 1, points) || success;  // a pass
    for_each_point(geometry.all() - board.occupied(), [&](int p) {
      const PlayEffect e = play(geometry, board, p, to_move, self_capture);
      if (e.legal)
        success = explore(e.after, opponent(to_move), left - 1, points | Mask::of(p)) || success;
    });
    return success;
  }
};

// The results of every legal board play of `player` on `board` (and of the pass, when
// `with_pass`), calling f(after).
template <class F>
void for_each_legal_result(const Geometry& geometry, const Board& board, Player player,
                           SelfCapture self_capture, bool with_pass, F&& f) {
  if (with_pass) f(board);
  for_each_point(geometry.all() - board.occupied(), [&](int p) {
    const PlayEffect e = play(geometry, board, p, player, self_capture);
    if (e.legal) f(e.after);
  });
}

}  // namespace

Mask obvious_cycle_set(const Geometry& geometry, const Board& after, int played, Mask captured,
                       Player capturer, int depth, SelfCapture self_capture) {
  ObviousSearch search{geometry, played, captured, capturer, after, self_capture, {}};
  search.explore(after, opponent(capturer), depth, {});
  return search.found;
}

Mask local_region(const Geometry& geometry, const Board& after, int played, Mask captured) {
  const Mask points = captured | Mask::of(played);
  const Mask empty = geometry.all() - after.occupied();
  Mask region = points;
  for (Player owner : {Player::Black, Player::White}) {
    const Mask stones = after.stones(owner);
    Mask seeds = (points | geometry.expand(points)) & stones;
    while (seeds) {
      const Mask string = geometry.string_of(stones, seeds.lowest());
      seeds -= string;
      region |= string | geometry.liberties(string, empty);
    }
  }
  return region;
}

Mask guarded_double_ko_stones(const Geometry& geometry, const Board& made, int played, Player owner,
                              SelfCapture self_capture, bool passes_count) {
  const Mask own = made.stones(owner);
  if (!own.has(played)) return {};  // the stone self-captured
  const Mask stones = geometry.string_of(own, played);
  if (stones.count() != 2) return {};
  const Mask libs = geometry.liberties(stones, geometry.all() - made.occupied());
  if (libs.count() != 1) return {};
  const PlayEffect capture = play(geometry, made, libs.lowest(), opponent(owner), self_capture);
  if (!capture.legal || !stones.subset_of(capture.captured)) return {};
  bool found = false;
  for_each_legal_result(
      geometry, capture.after, owner, self_capture, passes_count, [&](const Board& second) {
        if (found) return;
        for_each_legal_result(
            geometry, second, opponent(owner), self_capture, passes_count, [&](const Board& third) {
              if (found || third.occupied().has(played)) return;
              const PlayEffect again = play(geometry, third, played, owner, self_capture);
              found = again.legal && again.after == made;
            });
      });
  return found ? stones : Mask{};
}

bool takes_ko_of_two_kos_one_liberty(const Geometry& geometry, const Board& before, int point,
                                     Player player, SelfCapture self_capture, A3Reading reading) {
  // A3.ko: the kos for the player: (the opponent stone, the point whose play captures it).
  std::vector<std::pair<int, int>> kos;
  for_each_point(geometry.all() - before.occupied(), [&](int cavity) {
    const PlayEffect r = play(geometry, before, cavity, player, self_capture);
    if (!r.legal || r.captured.count() != 1) return;
    const Mask stone = geometry.string_of(r.after.stones(player), cavity);
    if (stone.count() != 1 ||
        geometry.liberties(stone, geometry.all() - r.after.occupied()).count() != 1) {
      return;
    }
    kos.emplace_back(r.captured.lowest(), cavity);
  });
  const auto taken =
      std::find_if(kos.begin(), kos.end(), [&](const auto& k) { return k.second == point; });
  if (taken == kos.end()) return false;
  const Mask own = before.stones(player);
  const Mask empty = geometry.all() - before.occupied();
  Mask ko_liberties;  // A3.ko-liberty: the liberties of the player's ko stones (one-stone ataris)
  if (a3_ko_liberty_exempt(reading)) {
    for_each_point(own, [&](int p) {
      const Mask libs = geometry.liberties(Mask::of(p), empty);
      if (!(geometry.neighbours(p) & own) && libs.count() == 1) ko_liberties |= libs;
    });
  }
  Mask seen;
  bool found = false;
  for_each_point(geometry.neighbours(taken->first) & own, [&](int q) {
    if (found || seen.has(q)) return;
    const Mask group = geometry.string_of(own, q);
    seen |= group;
    const Mask libs = geometry.liberties(group, empty);
    if (libs.count() != 1 || (libs & ko_liberties)) return;
    int adjacent = 0;
    for (const auto& [stone, cavity] : kos)
      adjacent += (geometry.neighbours(stone) & group) ? 1 : 0;
    found = adjacent >= 2;
  });
  return found;
}

}  // namespace kospec::engine
