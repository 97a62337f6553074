#include "tools/count/game_graph.h"

#include <algorithm>
#include <deque>
#include <map>

#include "spec/error.h"
#include "tools/smallboard/ternary_index.h"

namespace kospec::count {

std::uint64_t GameGraph::edge_count() const {
  std::uint64_t n = 0;
  for (const auto& s : successors) n += s.size();
  return n;
}

std::optional<std::uint32_t> GameGraph::node_of(smallboard::BitPosition position) const {
  const std::uint64_t index = smallboard::TernaryIndex(board.points()).index(position);
  const auto it = std::lower_bound(indices.begin(), indices.end(), index);
  if (it == indices.end() || *it != index) return std::nullopt;
  return static_cast<std::uint32_t>(it - indices.begin());
}

GameGraph build_game_graph(const smallboard::BitBoard& board, SelfCapture option,
                           std::size_t max_nodes) {
  const smallboard::TernaryIndex codec(board.points());
  // Breadth-first search from the empty board, remembering each position's successors by index.
  std::map<std::uint64_t, std::vector<std::uint64_t>> found{{0, {}}};
  std::deque<std::uint64_t> queue{0};
  std::uint64_t moves = 0;
  while (!queue.empty()) {
    const std::uint64_t index = queue.front();
    queue.pop_front();
    const smallboard::BitPosition here = codec.position(index);
    std::vector<std::uint64_t> next;
    for (int point = 0; point < board.points(); ++point) {
      if (((here.black | here.white) >> point) & 1U) continue;
      for (Color colour : {Color::Black, Color::White}) {
        if (!board.allowed(here, point, colour, option)) continue;
        const smallboard::BitPosition after = board.play(here, point, colour);
        if (after == here) continue;
        ++moves;
        const std::uint64_t to = codec.index(after);
        next.push_back(to);
        if (found.emplace(to, std::vector<std::uint64_t>{}).second) {
          if (found.size() > max_nodes) {
            throw InputError("board " + board.size_name() + ": its game graph has more than " +
                             std::to_string(max_nodes) + " positions");
          }
          queue.push_back(to);
        }
      }
    }
    found[index] = std::move(next);
  }
  GameGraph graph{board, option, {}, {}, {}, moves};
  for (const auto& entry : found) {
    graph.indices.push_back(entry.first);
    graph.nodes.push_back(codec.position(entry.first));
  }
  for (const auto& entry : found) {
    std::vector<std::uint32_t> successors;
    for (std::uint64_t to : entry.second) {
      const auto it = std::lower_bound(graph.indices.begin(), graph.indices.end(), to);
      successors.push_back(static_cast<std::uint32_t>(it - graph.indices.begin()));
    }
    std::sort(successors.begin(), successors.end());
    successors.erase(std::unique(successors.begin(), successors.end()), successors.end());
    graph.successors.push_back(std::move(successors));
  }
  return graph;
}

}  // namespace kospec::count
