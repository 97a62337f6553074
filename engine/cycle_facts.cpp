#include "engine/cycle_facts.h"

#include <algorithm>

namespace kospec::engine {

Mask CycleFacts::cycle_set(std::uint32_t capture) const {
  const auto it =
      std::lower_bound(cycle_sets.begin(), cycle_sets.end(), capture,
                       [](const auto& entry, std::uint32_t c) { return entry.first < c; });
  return it != cycle_sets.end() && it->first == capture ? it->second : Mask{};
}

bool CycleFacts::is_disallowed(Player player, Mask signature) const {
  return std::binary_search(disallowed.begin(), disallowed.end(), std::pair{player, signature});
}

namespace {

void put(std::vector<std::uint64_t>& out, Mask m) {
  out.push_back(m.lo);
  out.push_back(m.hi);
}

Mask take(const std::vector<std::uint64_t>& in, std::size_t& at) {
  const Mask m{in[at], in[at + 1]};
  at += 2;
  return m;
}

}  // namespace

std::vector<std::uint64_t> CycleFacts::encode() const {
  std::vector<std::uint64_t> out;
  encode_to(out);
  return out;
}

void CycleFacts::encode_to(std::vector<std::uint64_t>& out) const {
  out.clear();
  out.reserve(8 + 3 * occurrences.size() + 3 * cycle_sets.size() + 3 * disallowed.size());
  put(out, ban);
  put(out, obvious);
  put(out, guarded);
  out.push_back(pending.size());
  for (const Pending& p : pending) {
    out.push_back((p.player == Player::White ? 1 : 0) + (std::uint64_t(p.point) << 8) +
                  (std::uint64_t(p.threatened.size()) << 32));
    put(out, p.signature);
    for (Mask t : p.threatened) put(out, t);
  }
  out.push_back(disallowed.size());
  for (const auto& [player, signature] : disallowed) {
    out.push_back(player == Player::White ? 1 : 0);
    put(out, signature);
  }
  out.push_back(cycle_sets.size());
  for (const auto& [capture, set] : cycle_sets) {
    out.push_back(capture);
    put(out, set);
  }
  out.push_back(occurrences.size());
  for (const Occurrence& o : occurrences) {
    out.push_back((std::uint64_t(o.capture) << 32) | o.config);
    put(out, o.since);
  }
}

CycleFacts CycleFacts::decode(const std::vector<std::uint64_t>& in) {
  CycleFacts f;
  std::size_t at = 0;
  f.ban = take(in, at);
  f.obvious = take(in, at);
  f.guarded = take(in, at);
  for (std::uint64_t n = in [at++]; n > 0; --n) {
    const std::uint64_t head = in[at++];
    Pending p;
    p.player = (head & 1U) ? Player::White : Player::Black;
    p.point = static_cast<int>((head >> 8) & 0xFFFFFF);
    p.signature = take(in, at);
    for (std::uint64_t i = 0; i < (head >> 32); ++i) p.threatened.push_back(take(in, at));
    f.pending.push_back(std::move(p));
  }
  for (std::uint64_t n = in [at++]; n > 0; --n) {
    const Player player = in[at++] ? Player::White : Player::Black;
    f.disallowed.emplace_back(player, take(in, at));
  }
  for (std::uint64_t n = in [at++]; n > 0; --n) {
    const auto capture = static_cast<std::uint32_t>(in[at++]);
    f.cycle_sets.emplace_back(capture, take(in, at));
  }
  for (std::uint64_t n = in [at++]; n > 0; --n) {
    const std::uint64_t ids = in[at++];
    f.occurrences.push_back(
        {static_cast<std::uint32_t>(ids >> 32), static_cast<std::uint32_t>(ids), take(in, at)});
  }
  return f;
}

Threats threats_of(const Geometry& geometry, const Board& before, int point, Player player,
                   const PlayEffect& effect, bool constrained) {
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
  if (t.threatened.empty() || constrained) return t;  // R12 cannot hold: rescues_own is moot
  // R12: an own string in atari gains liberties only next to the point or to the captured stones.
  const Mask own_before = before.stones(player);
  const Mask own_after = effect.after.stones(player);
  Mask checked;
  for_each_point(geometry.expand(Mask::of(point) | effect.captured) & own_before, [&](int p) {
    if (checked.has(p)) return;
    const Mask s = geometry.string_of(own_before, p);
    checked |= s;
    if (geometry.liberties(s, empty_before).count() != 1) return;
    const int stone = s.lowest();
    if (!own_after.has(stone)) return;
    if (geometry.liberties(geometry.string_of(own_after, stone), empty_after).count() >= 2) {
      t.rescues_own = true;
    }
  });
  t.potentially_disallowed = !constrained && !t.threatened.empty() && !t.rescues_own;
  return t;
}

Mask signature_of(int point, Mask captured, const std::vector<Mask>& threatened) {
  Mask s = Mask::of(point) | captured;
  for (Mask t : threatened) s |= t;
  return s;
}

namespace {

// Every threatened stone of `pending` is on `board` in a string of its owner with two or more
// liberties.
bool relieved(const Geometry& geometry, const Pending& pending, const Board& board) {
  const Mask own = board.stones(opponent(pending.player));
  const Mask empty = geometry.all() - board.occupied();
  for (Mask t : pending.threatened) {
    if (!t.subset_of(own)) return false;
    if (geometry.liberties(geometry.string_of(own, t.lowest()), empty).count() < 2) return false;
  }
  return true;
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
  if (reading == A3Reading::KoLiberty) {
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
