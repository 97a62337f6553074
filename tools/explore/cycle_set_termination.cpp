#include "tools/explore/cycle_set_termination.h"

#include <vector>

#include "engine/interner.h"
#include "tools/explore/scc.h"
#include "tools/run/number_text.h"

namespace kospec::explore {

namespace {

// What the last move was: the pattern a cycle of exact states keeps depends on it.
enum class Last : std::uint8_t { Other, Capture, Pass };

// A position: the board, the player to move and the kind of the last move.
struct Position {
  engine::Board board;
  Player to_move = Player::Black;
  Last last = Last::Other;
  bool operator==(const Position&) const = default;
};

struct PositionHash {
  std::uint64_t operator()(const Position& p) const {
    return hash_combine(engine::board_hash(p.board), (p.to_move == Player::White ? 4U : 0U) |
                                                         static_cast<std::uint64_t>(p.last));
  }
};

}  // namespace

std::optional<std::string> cycle_set_argument(const Game& start, const PointSet& region,
                                              const ExactLimits& limits) {
  const Ruleset& ruleset = start.ruleset();
  // The argument needs a clause that forbids every play in the cycle set: R9, or a rule file's
  // clause covering it (a clause that merely reads the cycle set may allow such plays).
  if (!ruleset.has_or_covers(RuleId::R9) || !ruleset.two_passes_end()) return std::nullopt;
  const engine::ExactRules rules(start);
  const engine::Geometry& geometry = rules.geometry();
  std::vector<int> points;
  for (Point p : region) points.push_back(static_cast<int>(p.index()));

  engine::Interner<Position, PositionHash> index;
  const engine::State& s0 = rules.start();
  if (s0.over()) return std::nullopt;
  index.intern({s0.board, s0.to_move, s0.last_was_pass() ? Last::Pass : Last::Other});
  // The moves a cycle of exact states can use: only a pass after a capture, only a board play
  // after a pass. Every move the base rules allow is followed to reach positions (the lead to a
  // cycle keeps no pattern), but only the pattern's moves are edges of the graph searched.
  Adjacency pattern;
  pattern.first.push_back(0);
  run::ProgressClock progress(limits.control);
  for (std::uint32_t id = 1; id <= index.size(); ++id) {
    if ((id & 255) == 0) {
      if (limits.control.stop_requested() || index.size() > limits.max_states ||
          index.bytes() + pattern.to.capacity() * 4 > limits.max_bytes)
        return std::nullopt;
      if (progress.due())
        progress.report("R9 argument: " + run::grouped(index.size()) + " positions");
    }
    const Position p = index[id];
    auto follow = [&](const Position& next) {
      const std::uint32_t to = index.intern(next);
      const bool kept = p.last == Last::Capture ? next.last == Last::Pass : true;
      if (kept) pattern.to.push_back(to - 1);
    };
    const Player next_player = opponent(p.to_move);
    for (int point : points) {
      if (p.board.occupied().has(point)) continue;
      const engine::PlayEffect e =
          engine::play(geometry, p.board, point, p.to_move, ruleset.self_capture);
      if (!e.legal) continue;
      follow({e.after, next_player, e.captured ? Last::Capture : Last::Other});
    }
    if (p.last != Last::Pass) follow({p.board, next_player, Last::Pass});  // after a pass: the end
    pattern.first.push_back(static_cast<std::uint32_t>(pattern.to.size()));
  }
  const Components c = strongly_connected(pattern);
  for (bool cyclic : c.cyclic) {
    if (cyclic) return std::nullopt;
  }
  return "argument (R8, R9, PASS.end): in a cycle of exact states every capture recurs leaving the "
         "same configuration, so its cycle set holds the point of the next move and R9 makes that "
         "move a pass, which a board play must follow; none of the " +
         run::grouped(index.size()) +
         " positions reachable by the base rules lies on a cycle with that pattern, so every play "
         "ends";
}

}  // namespace kospec::explore
