#include "tools/claims/local_game.h"

#include <chrono>

#include "spec/hash.h"
#include "tools/explore/state_index.h"
#include "tools/run/number_text.h"

namespace kospec::claims {

std::uint64_t LocalNodeHash::operator()(const LocalNode& n) const {
  return hash_combine(engine::state_hash(n.state),
                      (std::uint64_t{n.left[0]} << 8) | std::uint64_t{n.left[1]});
}

std::size_t LocalGame::bytes() const {
  return nodes.capacity() * sizeof(LocalNode) + first_move.capacity() * 4 +
         moves.capacity() * sizeof(LocalMove) + (rules ? rules->history_bytes() : 0);
}

std::string local_move_text(const Graph& graph, Player player, std::int16_t code) {
  const std::string who = player == Player::Black ? "B " : "W ";
  if (code == LocalMove::kPass) return who + "pass";
  if (code == LocalMove::kThreat) return who + "threat";
  return who + graph.name(Point(static_cast<std::uint32_t>(code)));
}

LocalGame explore_local(const Game& start, const PointSet& region, const Threats& threats,
                        const LocalLimits& limits,
                        const std::function<bool(const engine::State&)>& ends) {
  const auto t0 = std::chrono::steady_clock::now();
  LocalGame g;
  g.rules = std::make_unique<engine::ExactRules>(start);
  engine::ExactRules& rules = *g.rules;
  g.playable = engine::mask_of(region) | rules.start().board.occupied();
  explore::StateIndex<LocalNode, LocalNodeHash> index(g.nodes);
  auto add = [&](const LocalNode& n) -> std::uint32_t {
    const std::uint32_t found = index.find(n);
    if (found != index.kNone) return found;
    g.nodes.push_back(n);
    index.add_last();
    return static_cast<std::uint32_t>(g.nodes.size() - 1);
  };
  LocalNode first{rules.start(), {}};
  first.left = {static_cast<std::uint8_t>(threats.black), static_cast<std::uint8_t>(threats.white)};
  add(first);
  run::ProgressClock progress(limits.control);
  g.first_move.push_back(0);
  auto stop = [&](std::string why) {
    g.complete = false;
    g.stopped_by = std::move(why);
  };
  for (std::size_t n = 0; n < g.nodes.size(); ++n) {
    if ((n & 255) == 0) {
      if (auto why =
              explore::stop_reason(limits.control, g.bytes() + index.bytes(), limits.max_bytes)) {
        stop(*why);
        break;
      }
      if (progress.due()) {
        progress.report("verify: " + run::grouped(g.nodes.size()) + " nodes, " + run::grouped(n) +
                        " expanded, " + run::grouped((g.bytes() + index.bytes()) >> 20) + " MiB");
      }
    }
    const LocalNode node = g.nodes[n];
    if (!node.state.over() && !ends(node.state)) {
      bool full = false;
      auto follow = [&](const LocalNode& next, std::int16_t code, Outcome outcome, RuleId rule) {
        if (g.nodes.size() >= limits.max_nodes && index.find(next) == index.kNone) {
          full = true;
          return;
        }
        g.moves.push_back({add(next), code, outcome, rule});
      };
      const engine::Mask empty = g.playable - node.state.board.occupied();
      for_each_point(empty, [&](int p) {
        const engine::Step step = rules.judge(
            node.state, Move::play(node.state.to_move, Point(static_cast<std::uint32_t>(p))));
        if (step.outcome != Outcome::Illegal)
          follow({step.next, node.left}, static_cast<std::int16_t>(p), step.outcome, step.deciding);
      });
      const engine::Step pass = rules.judge(node.state, Move::pass(node.state.to_move));
      follow({pass.next, node.left}, LocalMove::kPass, pass.outcome, pass.deciding);
      const std::size_t side = node.state.to_move == Player::Black ? 0 : 1;
      if (node.left[side] > 0) {
        LocalNode next{rules.exchange(node.state), node.left};
        --next.left[side];
        follow(next, LocalMove::kThreat, Outcome::Legal, RuleId::PASS);
      }
      if (full) {  // the node is left unexpanded: its moves are dropped
        g.moves.resize(g.first_move.back());
        stop("--max-states " + std::to_string(limits.max_nodes));
        break;
      }
    }
    g.first_move.push_back(static_cast<std::uint32_t>(g.moves.size()));
    g.expanded = n + 1;
  }
  g.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return g;
}

}  // namespace kospec::claims
