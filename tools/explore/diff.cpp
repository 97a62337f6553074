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

namespace {

// Breadth-first search of the pairs of states two rulesets reach by the same moves, up to the
// first move on which they disagree.
class DiffSearch {
 public:
  DiffSearch(const Game& a, const Game& b, const PointSet& region, const ExactLimits& limits)
      : ra_(a), rb_(b), limits_(limits), progress_(limits.control) {
    pairs_.intern(Pair{ra_.start(), rb_.start()});
    reached_.push_back({0, Move::pass(a.record().to_move())});
    for (Point p : region) points_.push_back(static_cast<int>(p.index()));
  }

  // Searches until a difference, the end of the state space, or a limit.
  DiffResult run() {
    const auto t0 = std::chrono::steady_clock::now();
    std::size_t depth_end = 1;  // pairs [.., depth_end) are at the current depth
    std::size_t depth = 0;
    for (std::uint32_t i = 0; i < pairs_.size() && !result_.difference; ++i) {
      if (i == depth_end) {
        depth_end = pairs_.size();
        ++depth;
      }
      if ((i & 255) == 0 && !check_in(i, depth)) break;
      if (depth >= limits_.max_depth) {
        stop("--max-depth " + std::to_string(limits_.max_depth));
        break;
      }
      expand(i);
    }
    result_.pairs = pairs_.size();
    result_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return result_;
  }

 private:
  void stop(std::string why) {
    result_.complete = false;
    result_.stopped_by = std::move(why);
  }

  // The stop request and the memory budget, and progress: false when the search must stop.
  bool check_in(std::uint32_t i, std::size_t depth) {
    if (limits_.control.stop_requested()) {
      stop("a stop request (Ctrl-C or SIGTERM)");
      return false;
    }
    if (pairs_.bytes() + reached_.capacity() * sizeof(Reached) + ra_.history_bytes() +
            rb_.history_bytes() >
        limits_.max_bytes) {
      stop("--max-memory " + std::to_string(limits_.max_bytes >> 20) + " MiB");
      return false;
    }
    if (progress_.due()) {
      progress_.report("diff: " + run::grouped(pairs_.size()) + " state pairs, " + run::grouped(i) +
                       " expanded, depth " + std::to_string(depth));
    }
    return true;
  }

  // The moves that reach pair i from the start.
  std::vector<Move> line_to(std::uint32_t i) const {
    std::vector<Move> line;
    for (; i != 0; i = reached_[i].parent) line.push_back(reached_[i].move);
    return std::vector<Move>(line.rbegin(), line.rend());
  }

  // Judges every move from pair i under both rulesets; records the first disagreement.
  void expand(std::uint32_t i) {
    const Pair p = pairs_[i + 1];
    if (p.a.over() || p.b.over()) return;
    std::vector<Move> moves;
    for (int q : points_) {
      if (!p.a.board.occupied().has(q))
        moves.push_back(Move::play(p.a.to_move, Point(static_cast<std::uint32_t>(q))));
    }
    moves.push_back(Move::pass(p.a.to_move));
    for (const Move& m : moves) {
      const engine::Step sa = ra_.judge(p.a, m);
      const engine::Step sb = rb_.judge(p.b, m);
      if (sa.outcome != sb.outcome) {
        result_.difference =
            Difference{line_to(i), m, sa.outcome, sa.deciding, sb.outcome, sb.deciding};
        return;
      }
      if (sa.outcome == Outcome::Illegal) continue;
      if (pairs_.size() >= limits_.max_states && !pairs_.find(Pair{sa.next, sb.next})) {
        if (result_.complete) stop("--max-states " + std::to_string(limits_.max_states));
        continue;
      }
      const std::size_t before = pairs_.size();
      pairs_.intern(Pair{sa.next, sb.next});
      if (pairs_.size() != before) reached_.push_back({i, m});
    }
  }

  engine::ExactRules ra_, rb_;
  const ExactLimits& limits_;
  engine::Interner<Pair, PairHash> pairs_;
  std::vector<Reached> reached_;
  std::vector<int> points_;
  run::ProgressClock progress_;
  DiffResult result_;
};

}  // namespace

DiffResult find_difference(const Game& a, const Game& b, const PointSet& region,
                           const ExactLimits& limits) {
  return DiffSearch(a, b, region, limits).run();
}

}  // namespace kospec::explore
