#include "tools/explore/diff.h"

#include <chrono>

#include "engine/interner.h"
#include "tools/run/number_text.h"

namespace kospec::explore {

namespace {

struct Pair {
  engine::State a;
  engine::State b;
  bool operator==(const Pair&) const = default;
};

struct PairHash {
  std::uint64_t operator()(const Pair& p) const {
    return hash_combine(engine::state_hash(p.a), engine::state_hash(p.b));
  }
};

struct Reached {
  std::uint32_t parent;  // index of the pair it was first reached from (itself for the start)
  Move move;             // the move that reached it
};

}  // namespace

DiffResult find_difference(const Game& a, const Game& b, const PointSet& region,
                           const ExactLimits& limits) {
  const auto t0 = std::chrono::steady_clock::now();
  DiffResult result;
  engine::ExactRules ra(a);
  engine::ExactRules rb(b);
  engine::Interner<Pair, PairHash> pairs;
  std::vector<Reached> reached;
  pairs.intern(Pair{ra.start(), rb.start()});
  reached.push_back({0, Move::pass(a.record().to_move())});
  std::vector<int> points;
  for (Point p : region) points.push_back(static_cast<int>(p.index()));
  run::ProgressClock progress(limits.control);
  auto line_to = [&](std::uint32_t i) {
    std::vector<Move> line;
    for (; i != 0; i = reached[i].parent) line.push_back(reached[i].move);
    return std::vector<Move>(line.rbegin(), line.rend());
  };
  auto stop = [&](std::string why) {
    result.complete = false;
    result.stopped_by = std::move(why);
  };
  std::size_t depth_end = 1;  // pairs [.., depth_end) are at the current depth
  std::size_t depth = 0;
  for (std::uint32_t i = 0; i < pairs.size(); ++i) {
    if (i == depth_end) {
      depth_end = pairs.size();
      ++depth;
    }
    if ((i & 255) == 0) {
      if (limits.control.stop_requested()) {
        stop("a stop request (Ctrl-C or SIGTERM)");
        break;
      }
      if (pairs.bytes() + reached.capacity() * sizeof(Reached) + ra.history_bytes() +
              rb.history_bytes() >
          limits.max_bytes) {
        stop("--max-memory " + std::to_string(limits.max_bytes >> 20) + " MiB");
        break;
      }
      if (progress.due()) {
        progress.report("diff: " + run::grouped(pairs.size()) + " state pairs, " + run::grouped(i) +
                        " expanded, depth " + std::to_string(depth));
      }
    }
    if (depth >= limits.max_depth) {
      stop("--max-depth " + std::to_string(limits.max_depth));
      break;
    }
    const Pair p = pairs[i + 1];
    if (p.a.over() || p.b.over()) continue;
    std::vector<Move> moves;
    for (int q : points) {
      if (!p.a.board.occupied().has(q))
        moves.push_back(Move::play(p.a.to_move, Point(static_cast<std::uint32_t>(q))));
    }
    moves.push_back(Move::pass(p.a.to_move));
    for (const Move& m : moves) {
      const engine::Step sa = ra.judge(p.a, m);
      const engine::Step sb = rb.judge(p.b, m);
      if (sa.outcome != sb.outcome) {
        result.difference =
            Difference{line_to(i), m, sa.outcome, sa.deciding, sb.outcome, sb.deciding};
        result.pairs = pairs.size();
        result.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        return result;
      }
      if (sa.outcome == Outcome::Illegal) continue;
      if (pairs.size() >= limits.max_states && !pairs.find(Pair{sa.next, sb.next})) {
        if (result.complete) stop("--max-states " + std::to_string(limits.max_states));
        continue;
      }
      const std::size_t before = pairs.size();
      pairs.intern(Pair{sa.next, sb.next});
      if (pairs.size() != before) reached.push_back({i, m});
    }
  }
  result.pairs = pairs.size();
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return result;
}

}  // namespace kospec::explore
