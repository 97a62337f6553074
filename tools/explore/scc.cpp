#include "tools/explore/scc.h"

#include <algorithm>

namespace kospec::explore {

Components strongly_connected(const Adjacency& g) {
  constexpr std::uint32_t kUnset = 0xFFFFFFFFU;
  const std::size_t n = g.size();
  Components c;
  c.of.assign(n, kUnset);
  std::vector<std::uint32_t> index(n, kUnset), low(n, 0), stack;
  std::vector<std::uint8_t> on_stack(n, 0);
  std::uint32_t counter = 0;
  struct Frame {
    std::uint32_t v;
    std::uint32_t next;  // the next successor to look at
  };
  std::vector<Frame> calls;
  auto enter = [&](std::uint32_t v) {
    index[v] = low[v] = counter++;
    stack.push_back(v);
    on_stack[v] = 1;
    calls.push_back({v, g.first[v]});
  };
  for (std::uint32_t root = 0; root < n; ++root) {
    if (index[root] != kUnset) continue;
    enter(root);
    while (!calls.empty()) {
      Frame& f = calls.back();
      const std::uint32_t v = f.v;
      if (f.next < g.first[v + 1]) {
        const std::uint32_t w = g.to[f.next++];
        if (index[w] == kUnset) {
          enter(w);
        } else if (on_stack[w]) {
          low[v] = std::min(low[v], index[w]);
        }
        continue;
      }
      if (low[v] == index[v]) {  // v roots a component
        const auto id = static_cast<std::uint32_t>(c.cyclic.size());
        std::size_t size = 0;
        std::uint32_t w;
        do {
          w = stack.back();
          stack.pop_back();
          on_stack[w] = 0;
          c.of[w] = id;
          ++size;
        } while (w != v);
        bool loop = false;
        for (std::uint32_t i = g.first[v]; i < g.first[v + 1]; ++i) loop = loop || g.to[i] == v;
        c.cyclic.push_back(size > 1 || loop);
      }
      calls.pop_back();
      if (!calls.empty()) low[calls.back().v] = std::min(low[calls.back().v], low[v]);
    }
  }
  return c;
}

}  // namespace kospec::explore
