#include "tools/count/games.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <set>
#include <thread>

#include "spec/error.h"
#include "tools/count/paths.h"
#include "tools/count/split.h"
#include "tools/count/symmetry.h"
#include "tools/run/number_text.h"

namespace kospec::count {

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::uint64_t kSlice = std::uint64_t{1} << 24;  // paths walked between two stop checks

std::vector<std::uint64_t> adjacency_masks(const GameGraph& graph) {
  std::vector<std::uint64_t> masks;
  for (const auto& successors : graph.successors) {
    std::uint64_t mask = 0;
    for (std::uint32_t s : successors) mask |= std::uint64_t{1} << s;
    masks.push_back(mask);
  }
  return masks;
}

std::size_t orbit_count(const std::vector<std::uint32_t>& nodes,
                        const std::vector<std::vector<std::uint32_t>>& permutations) {
  std::set<std::uint32_t> representatives;
  for (std::uint32_t n : nodes) {
    std::uint32_t least = n;
    for (const auto& perm : permutations) least = std::min(least, perm[n]);
    representatives.insert(least);
  }
  return representatives.size();
}

// The state the workers share; each subtree's result slot is written by the one worker that
// took it.
struct Shared {
  Shared(const std::vector<std::uint64_t>& a, const Split& s, const run::RunControl& c)
      : adjacency(a), split(s), control(c), results(s.subtrees.size(), 0) {}

  const std::vector<std::uint64_t>& adjacency;
  const Split& split;
  const run::RunControl& control;
  std::vector<std::uint64_t> results;
  std::atomic<std::size_t> next{0};
  std::atomic<std::size_t> done{0};
  std::atomic<std::uint64_t> counted{0};  // weighted paths counted so far, shorter ones included
  std::atomic<std::uint64_t> walked{0};
  std::mutex mutex;
  std::condition_variable finished;
  unsigned active = 0;
  std::exception_ptr error;
};

void work(Shared& shared) {
  try {
    for (;;) {
      if (shared.control.stop_requested()) break;
      const std::size_t i = shared.next.fetch_add(1);
      if (i >= shared.split.subtrees.size()) break;
      const Subtree& subtree = shared.split.subtrees[i];
      SimplePathWalker walker(shared.adjacency, subtree.end, subtree.visited);
      std::uint64_t reported = 0;
      for (;;) {
        const bool over = walker.walk(kSlice);
        const std::uint64_t delta = walker.paths() - reported;
        reported = walker.paths();
        shared.counted.fetch_add(delta * subtree.weight, std::memory_order_relaxed);
        shared.walked.fetch_add(delta, std::memory_order_relaxed);
        if (over) {
          shared.results[i] = walker.paths();
          shared.done.fetch_add(1);
          break;
        }
        if (shared.control.stop_requested()) break;
      }
    }
  } catch (...) {
    const std::lock_guard<std::mutex> lock(shared.mutex);
    if (!shared.error) shared.error = std::current_exception();
  }
  const std::lock_guard<std::mutex> lock(shared.mutex);
  --shared.active;
  shared.finished.notify_all();
}

// The node permutations of the board's symmetries, or the identity alone.
std::vector<std::vector<std::uint32_t>> game_permutations(const GameGraph& graph,
                                                          bool use_symmetry) {
  if (use_symmetry) return node_permutations(graph, board_symmetries(graph.board));
  std::vector<std::uint32_t> identity(graph.nodes.size());
  for (std::uint32_t i = 0; i < identity.size(); ++i) identity[i] = i;
  return {identity};
}

// Waits until every worker has finished, with a progress line every control.progress_every.
void wait_for_workers(Shared& shared, const GameGraph& graph, const Split& split,
                      const run::RunControl& control) {
  const Clock::time_point start = Clock::now();
  std::unique_lock<std::mutex> lock(shared.mutex);
  while (shared.active > 0) {
    if (!control.reports_progress()) {
      shared.finished.wait(lock);
      continue;
    }
    if (shared.finished.wait_for(lock, control.progress_every) == std::cv_status::timeout) {
      const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
      control.progress("count games " + graph.board.size_name() + ": " + run::grouped(shared.done) +
                       " of " + run::grouped(split.subtrees.size()) + " subtrees done, " +
                       run::grouped(shared.counted) + " games so far, " +
                       run::rate(static_cast<double>(shared.walked), seconds) + " paths/s walked");
    }
  }
}

}  // namespace

GameCount count_games(const GameGraph& graph, const GameCountOptions& options,
                      const run::RunControl& control) {
  require(graph.nodes.size() <= SimplePathWalker::kMaxNodes,
          "count_games: the game graph must have at most 64 nodes");
  const std::vector<std::uint64_t> adjacency = adjacency_masks(graph);
  const std::vector<std::vector<std::uint32_t>> permutations =
      game_permutations(graph, options.use_symmetry);
  const Split split = split_paths(adjacency, 0, permutations, options.min_subtrees);

  GameCount result;
  result.nodes = graph.nodes.size();
  result.edges = graph.edge_count();
  result.symmetries = permutations.size();
  result.first_moves = graph.successors[0].size();
  result.first_move_classes = orbit_count(graph.successors[0], permutations);
  result.split_depth = split.depth;
  result.subtrees = split.subtrees.size();

  Shared shared(adjacency, split, control);
  shared.counted = split.shorter;
  const unsigned threads =
      static_cast<unsigned>(std::clamp<std::size_t>(options.threads, 1, split.subtrees.size()));
  shared.active = threads;
  std::vector<std::thread> workers;
  for (unsigned t = 0; t < threads; ++t) workers.emplace_back(work, std::ref(shared));
  wait_for_workers(shared, graph, split, control);
  for (std::thread& t : workers) t.join();
  if (shared.error) std::rethrow_exception(shared.error);

  result.subtrees_done = shared.done;
  result.paths_walked = shared.walked;
  result.complete = result.subtrees_done == result.subtrees;
  if (!result.complete) {
    result.games = shared.counted;
    return result;
  }
  std::uint64_t total = split.shorter;
  for (std::size_t i = 0; i < split.subtrees.size(); ++i) {
    std::uint64_t product = 0;
    require(!__builtin_mul_overflow(split.subtrees[i].weight, shared.results[i], &product) &&
                !__builtin_add_overflow(total, product, &total),
            "count_games: the number of games overflows 64 bits");
  }
  result.games = total;
  return result;
}

}  // namespace kospec::count
