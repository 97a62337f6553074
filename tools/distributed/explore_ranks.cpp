#include "tools/distributed/explore_ranks.h"

#include <algorithm>
#include <chrono>

#include "spec/clause_table.h"
#include "spec/error.h"
#include "spec/hash.h"
#include "tools/distributed/gathered_graph.h"
#include "tools/explore/state_index.h"
#include "tools/run/number_text.h"

namespace kospec::distributed {

namespace {

using engine::State;
using explore::ExactEdge;

constexpr std::size_t kRoundStates = 4096;  // states a rank expands between two exchanges
constexpr std::uint64_t kNotStored = ~std::uint64_t{0};

// An edge's move and outcome in one word; its deciding rule travels as RuleId::bits().
std::uint64_t pack_edge(const GatheredEdge& e) {
  return static_cast<std::uint16_t>(e.point) | (std::uint64_t(e.outcome) << 16);
}

GatheredEdge unpack_edge(std::uint64_t w, std::uint64_t rule, StateId to) {
  const std::optional<RuleId> id = RuleId::from_bits(rule);
  require(id.has_value(), "unpack_edge: a rank sent an edge whose rule is no rule id");
  return {to, static_cast<std::int16_t>(static_cast<std::uint16_t>(w & 0xFFFF)),
          static_cast<Outcome>((w >> 16) & 0xFF), *id};
}

// One rank's share of the exploration.
class RankExplorer {
 public:
  RankExplorer(const Comm& comm, const Game& start, const PointSet& region,
               const explore::ExactLimits& limits)
      : comm_(comm), limits_(limits), rules_(std::make_unique<engine::ExactRules>(start)) {
    for (Point p : region) points_.push_back(static_cast<int>(p.index()));
  }

  GatheredGraph run() {
    const auto t0 = std::chrono::steady_clock::now();
    const int start_owner = owner_rank(rules_->start(), comm_.size());
    if (start_owner == comm_.rank()) find_or_add(rules_->start(), true);
    std::optional<std::string> stopped = search();
    GatheredGraph g = gather();
    g.start = state_id(start_owner, 0);
    g.stopped_by = std::move(stopped);
    g.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return g;
  }

 private:
  std::size_t bytes() const {
    return states_.capacity() * sizeof(State) + first_edge_.capacity() * 4 +
           edges_.capacity() * sizeof(GatheredEdge) + index_.bytes() + rules_->history_bytes();
  }

  std::uint64_t find_or_add(const State& s, bool may_add) {
    const std::uint32_t found = index_.find(s);
    if (found != ExactEdge::kNone) return found;
    if (!may_add) return kNotStored;
    states_.push_back(s);
    index_.add_last();
    return states_.size() - 1;
  }

  // Breadth-first, level by level; the reason the ranks stopped, if they did.
  std::optional<std::string> search() {
    run::ProgressClock progress(limits_.control);
    std::size_t level_begin = 0;
    std::size_t level_end = states_.size();
    bool may_add = comm_.sum({states_.size()})[0] < limits_.max_states;
    for (std::uint32_t level = 0; level < limits_.max_depth; ++level) {
      for (std::size_t next = level_begin;;) {
        const std::size_t end = std::min(next + kRoundStates, level_end);
        round(next, end, may_add);
        next = end;
        const std::size_t mine = bytes();
        // Rank 0 alone keeps the clock; the reduction tells every rank when a line is due, so
        // that all take part in the sum it needs.
        const Words most =
            comm_.max({level_end - next, limits_.control.stop_requested() ? 1U : 0U,
                       mine > limits_.max_bytes ? 1U : 0U, mine, progress.due() ? 1U : 0U});
        peak_bytes_ = std::max<std::size_t>(peak_bytes_, most[3]);
        if (most[4] != 0) {
          const Words total = comm_.sum({states_.size(), first_edge_.size() - 1});
          progress.report("explore on " + std::to_string(comm_.size()) + " ranks: level " +
                          std::to_string(level) + ", " + run::grouped(total[0]) + " states, " +
                          run::grouped(total[1]) + " expanded, " + run::grouped(most[3] >> 20) +
                          " MiB on the largest rank, " +
                          run::rate(static_cast<double>(total[0]), progress.seconds()) +
                          " states/s");
        }
        if (most[1] != 0) return "a stop request (Ctrl-C or SIGTERM)";
        if (most[2] != 0) return "--max-memory " + std::to_string(limits_.max_bytes >> 20) + " MiB";
        if (most[0] == 0) break;
      }
      level_begin = level_end;
      level_end = states_.size();
      const Words total = comm_.sum({states_.size(), level_end - level_begin});
      if (total[1] == 0) break;
      may_add = total[0] < limits_.max_states;
    }
    return std::nullopt;
  }

  // Expands local states [begin, end) (every rank calls it in the same round, maybe with none).
  void round(std::size_t begin, std::size_t end, bool may_add) {
    const auto n = static_cast<std::size_t>(comm_.size());
    std::vector<Words> out(n);
    std::vector<std::vector<std::uint32_t>> sent(n);  // by destination: the edges waiting
    for (std::size_t s = begin; s < end; ++s) {
      const State state = states_[s];
      if (!state.over()) {
        auto try_move = [&](const Move& m, std::int16_t code) {
          const engine::Step step = rules_->judge(state, m);
          const bool illegal = step.outcome == Outcome::Illegal;
          if (illegal && is_base_rule(step.deciding) && !limits_.show_base_illegal) return;
          const auto edge = static_cast<std::uint32_t>(edges_.size());
          edges_.push_back({GatheredEdge::kNone, code, step.outcome, step.deciding});
          if (illegal) return;
          if (n == 1) {
            set_target(edge, 0, find_or_add(step.next, may_add));
            return;
          }
          const int owner = owner_rank(step.next, comm_.size());
          if (owner == comm_.rank()) {
            set_target(edge, owner, find_or_add(step.next, may_add));
            return;
          }
          const Words words = rules_->encode(step.next);
          Words& batch = out[static_cast<std::size_t>(owner)];
          batch.push_back(words.size());
          batch.insert(batch.end(), words.begin(), words.end());
          sent[static_cast<std::size_t>(owner)].push_back(edge);
        };
        for (int p : points_) {
          if (!state.board.occupied().has(p))
            try_move(Move::play(state.to_move, Point(static_cast<std::uint32_t>(p))),
                     static_cast<std::int16_t>(p));
        }
        try_move(Move::pass(state.to_move), ExactEdge::kPass);
      }
      first_edge_.push_back(static_cast<std::uint32_t>(edges_.size()));
    }
    if (n == 1) return;
    const std::vector<Words> in = comm_.exchange(out);
    std::vector<Words> replies(n);
    for (std::size_t r = 0; r < n; ++r) {
      for (std::size_t at = 0; at < in[r].size();) {
        const std::size_t len = in[r][at];
        const State s = rules_->decode(std::span(in[r]).subspan(at + 1, len));
        replies[r].push_back(find_or_add(s, may_add));
        at += 1 + len;
      }
    }
    const std::vector<Words> back = comm_.exchange(replies);
    for (std::size_t r = 0; r < n; ++r) {
      for (std::size_t i = 0; i < back[r].size(); ++i)
        set_target(sent[r][i], static_cast<int>(r), back[r][i]);
    }
  }

  void set_target(std::uint32_t edge, int owner, std::uint64_t local) {
    edges_[edge].to = local == kNotStored ? GatheredEdge::kNone
                                          : state_id(owner, static_cast<std::uint32_t>(local));
  }

  // Every rank's states and edges at rank 0: [states, expanded, each state's length and words,
  // first_edge (expanded + 1 entries), each edge's target, packed move and deciding rule].
  GatheredGraph gather() {
    const std::size_t expanded = first_edge_.size() - 1;
    GatheredGraph g;
    g.peak_bytes = peak_bytes_;
    Words mine;
    if (!comm_.root()) {
      mine.push_back(states_.size());
      mine.push_back(expanded);
      for (const State& s : states_) {
        const Words words = rules_->encode(s);
        mine.push_back(words.size());
        mine.insert(mine.end(), words.begin(), words.end());
      }
      mine.insert(mine.end(), first_edge_.begin(), first_edge_.end());
      for (const GatheredEdge& e : edges_) {
        mine.push_back(e.to);
        mine.push_back(pack_edge(e));
        mine.push_back(e.rule.bits());
      }
      release();
    }
    const std::vector<Words> all = comm_.gather(mine);
    if (!comm_.root()) return g;
    g.ranks.resize(all.size());
    g.ranks[0] = {std::move(states_), expanded, std::move(first_edge_), std::move(edges_)};
    for (std::size_t r = 1; r < all.size(); ++r) {
      const Words& w = all[r];
      GatheredRank& rank = g.ranks[r];
      rank.states.resize(w[0]);
      rank.expanded = w[1];
      std::size_t at = 2;
      for (State& s : rank.states) {
        s = rules_->decode(std::span(w).subspan(at + 1, w[at]));
        at += 1 + w[at];
      }
      rank.first_edge.assign(w.begin() + static_cast<std::ptrdiff_t>(at),
                             w.begin() + static_cast<std::ptrdiff_t>(at + rank.expanded + 1));
      at += rank.expanded + 1;
      rank.edges.reserve(rank.first_edge.back());
      for (; at + 2 < w.size(); at += 3)
        rank.edges.push_back(unpack_edge(w[at + 1], w[at + 2], w[at]));
    }
    g.rules = std::move(rules_);
    return g;
  }

  // Frees the search's memory (a rank other than 0 holds nothing once it has sent its states).
  void release() {
    std::vector<State>().swap(states_);
    std::vector<std::uint32_t>().swap(first_edge_);
    std::vector<GatheredEdge>().swap(edges_);
  }

  const Comm& comm_;
  const explore::ExactLimits& limits_;
  std::unique_ptr<engine::ExactRules> rules_;
  std::vector<int> points_;
  std::vector<State> states_;
  explore::StateIndex<State, engine::StateHash> index_{states_};
  std::vector<std::uint32_t> first_edge_{0};
  std::vector<GatheredEdge> edges_;
  std::size_t peak_bytes_ = 0;
};

}  // namespace

int owner_rank(const engine::State& state, int ranks) {
  std::uint64_t h = engine::board_hash(state.board);
  h = hash_combine(h, std::uint64_t{state.ko} | (state.to_move == Player::White ? 1ULL << 16 : 0) |
                          (std::uint64_t{state.flags} << 24));
  return static_cast<int>(mix64(h) % static_cast<std::uint64_t>(ranks));
}

explore::ExactGraph explore_ranks(const Comm& comm, const Game& start, const PointSet& region,
                                  const explore::ExactLimits& limits) {
  try {
    // The ranks own states by the hash of their exact key; classes up to symmetry would need a
    // canonical image on every rank before the owner is known. Not built: one process does it.
    if (limits.symmetry)
      throw InputError("--symmetry explores in one process only (run it without mpirun)");
    RankExplorer explorer(comm, start, region, limits);
    GatheredGraph gathered = explorer.run();
    if (!comm.root()) return {};
    return renumber(std::move(gathered), region, limits);
  } catch (const std::exception& e) {
    comm.abort(std::string("explore: ") + e.what(), 2);
  }
}

}  // namespace kospec::distributed
