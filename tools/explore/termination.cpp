#include "tools/explore/termination.h"

#include <algorithm>

#include "spec/error.h"
#include "tools/explore/cycle_set_termination.h"
#include "tools/run/number_text.h"

namespace kospec::explore {

namespace {

// The real states from which a lasso of the pattern is sought (pattern_lasso).
constexpr std::size_t kPatternStarts = 100'000;

constexpr std::uint32_t kUnset = 0xFFFFFFFFU;

bool legal_edge(const ExactEdge& e) { return e.to != ExactEdge::kNone; }

// The breadth-first searches for cycles share one table of the edge that reached each state,
// reset through the states they touched, and count the edges they read.
struct CycleSearch {
  explicit CycleSearch(std::size_t states) : via(states, kUnset) {}
  std::vector<std::uint32_t> via;      // the edge that reached a state (kUnset: not reached)
  std::vector<std::uint32_t> touched;  // the states whose `via` is set
  std::size_t work = 0;                // edges read by every search so far
};

// The shortest cycle through `s` inside its component shorter than `shorter_than` plies: edges,
// or empty if none.
std::vector<std::uint32_t> shortest_cycle_through(const ExactGraph& g, const Components& c,
                                                  std::uint32_t s, std::size_t shorter_than,
                                                  CycleSearch& search) {
  for (const std::uint32_t v : search.touched) search.via[v] = kUnset;
  search.touched.clear();
  std::vector<std::uint32_t> level{s}, next;
  const std::uint32_t component = c.of[s];
  // A cycle closed from level d (d plies from s) is d + 1 plies long.
  for (std::size_t d = 0; !level.empty() && d + 1 < shorter_than; ++d) {
    for (const std::uint32_t u : level) {
      const auto [b, e] = g.edge_range(u);
      search.work += e - b;
      for (std::size_t i = b; i < e; ++i) {
        const ExactEdge& edge = g.edges[i];
        if (!legal_edge(edge) || c.of[edge.to] != component) continue;
        if (edge.to == s) {  // back at the start: read the path backwards
          std::vector<std::uint32_t> cycle{static_cast<std::uint32_t>(i)};
          for (std::uint32_t v = u; v != s; v = static_cast<std::uint32_t>(g.source(search.via[v])))
            cycle.push_back(search.via[v]);
          return {cycle.rbegin(), cycle.rend()};
        }
        if (search.via[edge.to] != kUnset) continue;
        search.via[edge.to] = static_cast<std::uint32_t>(i);
        search.touched.push_back(edge.to);
        next.push_back(edge.to);
      }
    }
    level.swap(next);
    next.clear();
  }
  return {};
}

std::vector<std::uint32_t> lead_to(const ExactGraph& g, std::uint32_t s) {
  std::vector<std::uint32_t> lead;
  for (std::uint32_t v = s; g.parent_edge[v] != ExactEdge::kNone;
       v = static_cast<std::uint32_t>(g.source(g.parent_edge[v])))
    lead.push_back(g.parent_edge[v]);
  return {lead.rbegin(), lead.rend()};
}

// A lasso of edges as real moves: under symmetry the cycle of stored states may end in an image
// of its first state, and is walked again (at most the group's size times) until it closes.
ExactLasso lifted(const ExactGraph& g, const std::vector<std::uint32_t>& lead,
                  const std::vector<std::uint32_t>& cycle) {
  ExactLasso l;
  int frame = 0;
  l.lead = g.lift(lead, frame);
  const int entry = frame;
  do {
    const std::vector<Move> round = g.lift(cycle, frame);
    l.cycle.insert(l.cycle.end(), round.begin(), round.end());
  } while (frame != entry);
  return l;
}

// The longest path from the start in an acyclic graph, in plies.
std::size_t longest_path(const ExactGraph& g) {
  // Longest path to each state, by a depth-first post-order (iterative).
  std::vector<std::size_t> longest(g.size(), 0);
  std::vector<std::uint8_t> done(g.size(), 0);
  std::vector<std::pair<std::uint32_t, std::size_t>> stack{{0, 0}};
  while (!stack.empty()) {
    auto& [u, next] = stack.back();
    const auto [b, e] = g.edge_range(u);
    bool descended = false;
    for (std::size_t i = b + next; i < e; ++i) {
      ++next;
      const ExactEdge& edge = g.edges[i];
      if (!legal_edge(edge) || done[edge.to]) continue;
      stack.push_back({edge.to, 0});
      descended = true;
      break;
    }
    if (descended) continue;
    std::size_t best = 0;
    for (std::size_t i = b; i < e; ++i) {
      const ExactEdge& edge = g.edges[i];
      if (legal_edge(edge)) best = std::max(best, longest[edge.to] + 1);
    }
    longest[u] = best;
    done[u] = 1;
    stack.pop_back();
  }
  return longest[0];
}

}  // namespace

std::optional<std::string> termination_theorem(const Ruleset& r) {
  if (const auto theorem = r.termination_theorem()) return std::string(*theorem);
  return std::nullopt;
}

Adjacency legal_moves(const ExactGraph& g) {
  Adjacency a;
  a.first.reserve(g.size() + 1);
  for (std::size_t s = 0; s < g.size(); ++s) {
    a.first.push_back(static_cast<std::uint32_t>(a.to.size()));
    const auto [b, e] = g.edge_range(s);
    for (std::size_t i = b; i < e; ++i) {
      if (legal_edge(g.edges[i])) a.to.push_back(g.edges[i].to);
    }
  }
  a.first.push_back(static_cast<std::uint32_t>(a.to.size()));
  return a;
}

Termination decide_termination(const ExactGraph& g, const std::optional<std::string>& argument) {
  Termination t;
  const Components c = strongly_connected(legal_moves(g));
  // The shortest lasso: entries in order of depth; a cycle through s gives depth(s) + its length.
  std::vector<std::uint32_t> entries;
  for (std::uint32_t s = 0; s < g.size(); ++s) {
    if (c.cyclic[c.of[s]]) entries.push_back(s);
  }
  std::stable_sort(entries.begin(), entries.end(),
                   [&](std::uint32_t a, std::uint32_t b) { return g.depth[a] < g.depth[b]; });
  std::size_t best = SIZE_MAX;
  std::vector<std::uint32_t> lead, cycle;
  // The first search (the shallowest entry of a cyclic component) always finds a cycle; the
  // others look only for shorter lassos, within a budget of edges read (a few passes over the
  // graph): past it the lasso found so far stands, a lasso all the same (a state graph of 2
  // million states with long cycles took tens of minutes without the budget).
  CycleSearch search(g.size());
  const std::size_t budget = std::max<std::size_t>(8 * g.edges.size(), std::size_t{1} << 22);
  for (std::uint32_t s : entries) {
    if (g.depth[s] + 1 >= best || (!cycle.empty() && search.work > budget)) break;
    std::vector<std::uint32_t> around =
        shortest_cycle_through(g, c, s, best == SIZE_MAX ? SIZE_MAX : best - g.depth[s], search);
    if (around.empty() || g.depth[s] + around.size() >= best) continue;
    best = g.depth[s] + around.size();
    lead = lead_to(g, s);
    cycle = std::move(around);
  }
  if (!cycle.empty()) t.lasso = lifted(g, lead, cycle);
  const std::optional<std::string> theorem =
      argument ? argument : termination_theorem(g.rules->ruleset());
  require(!(theorem && t.lasso), "decide_termination: a cycle where every play was proved to end");
  if (t.lasso) {
    t.terminates = false;
    t.argument = "a reachable cycle of legal moves that never ends the game (" +
                 std::to_string(t.lasso->lead.size()) +
                 (t.lasso->lead.size() == 1 ? " ply to it, " : " plies to it, ") +
                 std::to_string(t.lasso->cycle.size()) + " around it)";
  } else if (theorem) {
    t.terminates = true;
    t.argument = *theorem;
  } else if (g.complete) {
    t.terminates = true;
    t.argument = "explored: the complete graph of " + std::to_string(g.size()) +
                 " reachable states has no cycle, so every play ends";
  } else {
    t.argument = "unknown: no cycle among the " + std::to_string(g.size()) +
                 " states explored before " + g.stopped_by + " stopped the exploration";
  }
  if (g.symmetry)
    t.argument += "; states explored up to the position's " + std::to_string(g.symmetry->size()) +
                  " symmetries";
  if (g.complete && !t.lasso) t.longest_game = longest_path(g);
  return t;
}

Decided explore_and_decide(const Game& start, const PointSet& region, ExactLimits limits,
                           std::size_t first_budget, bool complete) {
  const std::size_t max_states = limits.max_states;
  // The R9 argument first: it settles the cycle-set rules without their growing histories.
  const std::optional<std::string> argument = cycle_set_argument(start, region, limits);
  std::size_t budget = complete ? max_states : std::min(max_states, first_budget);
  Decided d;
  for (;;) {
    limits.max_states = budget;
    d.graph = limits.builder ? limits.builder(start, region, limits)
                             : explore_exact(start, region, limits);
    d.termination = decide_termination(d.graph, argument);
    const bool budget_stopped = !d.graph.complete && d.graph.size() >= budget;
    if (!budget_stopped || budget >= max_states) break;
    if (d.termination.terminates.has_value()) {
      d.graph.stopped_by = "the state budget " + run::grouped(budget) +
                           " (termination was decided: no larger graph was needed)";
      break;
    }
    budget = std::min(max_states, budget * 8);
  }
  // Undecided at the budget under the cycle-set rules: a cycle of the R9 argument's pattern,
  // played again and again from a real state, may be a game that goes on for ever.
  if (!d.termination.terminates && !d.graph.complete && !limits.control.stop_requested()) {
    if (const std::optional<PatternLasso> found =
            pattern_lasso(start, region, limits, kPatternStarts)) {
      d.termination.terminates = false;
      d.termination.lasso = found->lasso;
      d.termination.argument =
          "a lasso of " + std::to_string(found->lasso.lead.size()) + " plies to a " +
          std::to_string(found->lasso.cycle.size()) +
          "-ply cycle, beyond the state budget: a cycle of the R9 argument's pattern (a pass "
          "after every capture, a board play after every pass), " +
          std::to_string(found->cycle_moves) +
          " moves, played again while the facts that only grow (cycle sets, capture "
          "occurrences, disallowed signatures) grew, until the exact state repeated; every move "
          "legal";
    }
  }
  return d;
}

}  // namespace kospec::explore
