#include "tools/claims/attractor.h"

#include <deque>

namespace kospec::claims {

Predecessors predecessors(const LocalGame& game) {
  const std::size_t n = game.size();
  Predecessors in;
  in.first.assign(n + 1, 0);
  for (const LocalMove& m : game.moves) ++in.first[m.to + 1];
  for (std::size_t s = 0; s < n; ++s) in.first[s + 1] += in.first[s];
  in.from.resize(game.moves.size());
  std::vector<std::uint32_t> fill(in.first.begin(), in.first.end() - 1);
  for (std::size_t s = 0; s < n; ++s) {
    const auto [b, e] = game.move_range(s);
    for (std::size_t i = b; i < e; ++i)
      in.from[fill[game.moves[i].to]++] = static_cast<std::uint32_t>(s);
  }
  return in;
}

Attractor attractor(const LocalGame& game, const Predecessors& in, Player player,
                    const std::vector<bool>& target, bool cooperative) {
  const std::size_t n = game.size();
  Attractor a{std::vector<std::uint32_t>(n, Attractor::kOut)};
  std::vector<std::uint32_t> missing(n);  // the opponent's moves not yet known to lead in
  std::deque<std::uint32_t> queue;        // by distance: breadth-first from the targets
  for (std::size_t s = 0; s < n; ++s) {
    const auto [b, e] = game.move_range(s);
    missing[s] = static_cast<std::uint32_t>(e - b);
    if (target[s]) {
      a.distance[s] = 0;
      queue.push_back(static_cast<std::uint32_t>(s));
    }
  }
  while (!queue.empty()) {
    const std::uint32_t s = queue.front();
    queue.pop_front();
    for (std::uint32_t i = in.first[s]; i < in.first[s + 1]; ++i) {
      const std::uint32_t p = in.from[i];
      if (a.has(p)) continue;
      // The player joins by the first (nearest) move in; the opponent when its last move leads
      // in, which is the farthest since the queue runs by distance.
      if (cooperative || game.nodes[p].state.to_move == player || --missing[p] == 0) {
        a.distance[p] = a.distance[s] + 1;
        queue.push_back(p);
      }
    }
  }
  return a;
}

}  // namespace kospec::claims
