#include "tools/explore/cycle_set_termination.h"

#include <algorithm>
#include <deque>
#include <limits>
#include <unordered_map>
#include <unordered_set>
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

// Whether the ruleset's clauses make the argument apply: a clause that forbids every play in the
// cycle set (R9, or a rule file's clause covering it; a clause that merely reads the cycle set
// may allow such plays), and two passes ending play or a repeated pass ending it.
bool pattern_applies(const Ruleset& ruleset) {
  return ruleset.has_or_covers(RuleId::R9) &&
         (ruleset.two_passes_end() || ruleset.repeated_pass_ends());
}

// The positions reachable from a start by the base rules, and the pattern graph on them: the
// moves a cycle of exact states can use (only a pass after a capture, only a board play after a
// pass; no pass at all where a repeated pass ends play). Every move the base rules allow is
// followed to reach positions (the lead to a cycle keeps no pattern), but only the pattern's
// moves are its edges.
struct PatternGraph {
  engine::Interner<Position, PositionHash> index;  // a position's vertex is its id - 1
  Adjacency pattern;
  std::vector<std::int16_t> codes;  // per pattern edge: the point played, or -1 for a pass
  bool stopped = false;             // a limit or a stop request ended it
};

// The kind of the last move of the start state (one whose next move may be constrained counts as
// after a capture: its pattern is the pass's).
Last start_last(const engine::ExactRules& rules) {
  const engine::State& s0 = rules.start();
  if (s0.last_was_pass()) return Last::Pass;
  return rules.cycle_facts(s0).constrains(rules.obvious_constrains()) ? Last::Capture : Last::Other;
}

PatternGraph pattern_graph(const engine::ExactRules& rules, const PointSet& region,
                           const ExactLimits& limits) {
  const Ruleset& ruleset = rules.ruleset();
  const engine::Geometry& geometry = rules.geometry();
  PatternGraph g;
  // A repeated pass ends play (RPE, SPE): in a cycle of exact states the passes made are in the
  // pass history all round it (it only grows), so each pass of the cycle is a repeated one.
  const bool no_pass = ruleset.repeated_pass_ends();
  std::vector<int> points;
  for (Point p : region) points.push_back(static_cast<int>(p.index()));
  g.index.intern({rules.start().board, rules.start().to_move, start_last(rules)});
  g.pattern.first.push_back(0);
  run::ProgressClock progress(limits.control);
  for (std::uint32_t id = 1; id <= g.index.size(); ++id) {
    if ((id & 255) == 0) {
      if (limits.control.stop_requested() || g.index.size() > limits.max_states ||
          g.index.bytes() + g.pattern.to.capacity() * 6 > limits.max_bytes) {
        g.stopped = true;
        return g;
      }
      if (progress.due())
        progress.report("R9 argument: " + run::grouped(g.index.size()) + " positions");
    }
    const Position p = g.index[id];
    auto follow = [&](const Position& next, bool kept, int code) {
      const std::uint32_t to = g.index.intern(next);
      if (!kept) return;
      g.pattern.to.push_back(to - 1);
      g.codes.push_back(static_cast<std::int16_t>(code));
    };
    const Player next_player = opponent(p.to_move);
    for (int point : points) {
      if (p.board.occupied().has(point)) continue;
      const engine::PlayEffect e =
          engine::play(geometry, p.board, point, p.to_move, ruleset.self_capture);
      if (!e.legal) continue;
      follow({e.after, next_player, e.captured ? Last::Capture : Last::Other},
             p.last != Last::Capture, point);
    }
    if (p.last != Last::Pass || !ruleset.two_passes_end())  // after a pass: the end, or SPE
      follow({p.board, next_player, Last::Pass}, !no_pass, -1);
    g.pattern.first.push_back(static_cast<std::uint32_t>(g.pattern.to.size()));
  }
  return g;
}

constexpr std::uint32_t kNoVertex = std::numeric_limits<std::uint32_t>::max();

// The moves of a shortest cycle of pattern edges through vertex `v` of `c`'s cyclic component
// (codes: a point, -1 a pass), empty if there is none.
std::vector<int> shortest_cycle(const PatternGraph& g, const Components& c, std::uint32_t v) {
  const Adjacency& a = g.pattern;
  std::vector<std::uint32_t> from(a.size(), kNoVertex);
  std::vector<int> code(a.size());
  std::deque<std::uint32_t> queue{v};
  while (!queue.empty()) {
    const std::uint32_t u = queue.front();
    queue.pop_front();
    for (std::uint32_t e = a.first[u]; e < a.first[u + 1]; ++e) {
      const std::uint32_t w = a.to[e];
      if (c.of[w] != c.of[v] || from[w] != kNoVertex) continue;
      from[w] = u;
      code[w] = g.codes[e];
      if (w == v) {
        std::vector<int> moves;
        std::uint32_t x = v;
        do {
          moves.push_back(code[x]);
          x = from[x];
        } while (x != v);
        std::reverse(moves.begin(), moves.end());
        return moves;
      }
      queue.push_back(w);
    }
  }
  return {};
}

Move move_of(const engine::State& s, int code) {
  return code < 0 ? Move::pass(s.to_move)
                  : Move::play(s.to_move, Point(static_cast<std::uint32_t>(code)));
}

}  // namespace

std::optional<std::string> cycle_set_argument(const Game& start, const PointSet& region,
                                              const ExactLimits& limits) {
  if (!pattern_applies(start.ruleset())) return std::nullopt;
  const engine::ExactRules rules(start);
  if (rules.start().over()) return std::nullopt;
  const PatternGraph g = pattern_graph(rules, region, limits);
  if (g.stopped) return std::nullopt;
  const Components c = strongly_connected(g.pattern);
  for (bool cyclic : c.cyclic) {
    if (cyclic) return std::nullopt;
  }
  const std::string pass_part =
      start.ruleset().repeated_pass_ends()
          ? ", and no pass is in such a cycle: the pass history only grows, so it is the same all "
            "round it, and every pass of the cycle would be one its player made before in that "
            "configuration, which ends play"
          : "";
  return "argument (R8, R9, " +
         std::string(start.ruleset().repeated_pass_ends() ? "a repeated pass" : "PASS.end") +
         "): in a cycle of exact states every capture recurs leaving the same configuration, so "
         "its cycle set holds the point of the next move and R9 makes that move a pass" +
         std::string(start.ruleset().two_passes_end() ? ", which a board play must follow" : "") +
         pass_part + "; none of the " + run::grouped(g.index.size()) +
         " positions reachable by the base rules lies on a cycle with that pattern, so every play "
         "ends";
}

std::optional<PatternLasso> pattern_lasso(const Game& start, const PointSet& region,
                                          const ExactLimits& limits, std::size_t max_starts) {
  if (!pattern_applies(start.ruleset())) return std::nullopt;
  engine::ExactRules rules(start);
  if (rules.start().over()) return std::nullopt;
  PatternGraph g = pattern_graph(rules, region, limits);
  if (g.stopped) return std::nullopt;
  const Components c = strongly_connected(g.pattern);
  // The real states breadth-first (each with the move that reached it and its parent), each one
  // whose position lies on a cycle of the pattern tried as the start of that cycle played again
  // and again: the facts that only grow (cycle sets, capture occurrences, disallowed signatures)
  // grow at most finitely often, so a cycle all of whose moves stay legal returns to the same
  // exact state.
  struct Reached {
    engine::State state;
    std::uint32_t parent;
    int code;
    Last last;
  };
  std::vector<Reached> reached{{rules.start(), 0, 0, start_last(rules)}};
  std::unordered_set<engine::State, engine::StateHash> seen{rules.start()};
  struct Tried {
    std::vector<int> cycle;  // the vertex's shortest cycle of the pattern
    int starts = 0;          // the real states it was played from
  };
  std::unordered_map<std::uint32_t, Tried> tried;  // by vertex
  constexpr int kStarts = 4;  // real states each cycle of positions is tried from
  std::vector<int> points;
  for (Point p : region) points.push_back(static_cast<int>(p.index()));
  constexpr int kRounds = 64;  // times a cycle is played again before it is given up
  for (std::size_t i = 0; i < reached.size() && i < max_starts; ++i) {
    if (limits.control.stop_requested()) return std::nullopt;
    const Reached r = reached[i];
    if (r.state.over()) continue;
    const std::uint32_t id = g.index.find({r.state.board, r.state.to_move, r.last});
    Tried* t = nullptr;
    if (id != 0 && c.cyclic[c.of[id - 1]]) {
      auto [it, fresh] = tried.try_emplace(id - 1);
      if (fresh) it->second.cycle = shortest_cycle(g, c, id - 1);
      t = it->second.starts++ < kStarts ? &it->second : nullptr;
    }
    if (t != nullptr) {
      const std::vector<int>& cycle = t->cycle;
      std::vector<engine::State> rounds{r.state};  // the state at the start of each round
      engine::State s = r.state;
      for (int round = 0; round < kRounds && !cycle.empty(); ++round) {
        bool legal = true;
        for (int code : cycle) {
          const engine::Step step = rules.judge(s, move_of(s, code));
          if (step.outcome != Outcome::Legal) {
            legal = false;
            break;
          }
          s = rules.kept(step.next);
        }
        if (!legal) break;
        const auto again = std::find(rounds.begin(), rounds.end(), s);
        if (again != rounds.end()) {
          PatternLasso out;
          std::vector<int> lead;
          for (std::uint32_t x = static_cast<std::uint32_t>(i); x != 0; x = reached[x].parent)
            lead.push_back(reached[x].code);
          std::reverse(lead.begin(), lead.end());
          const std::size_t before = static_cast<std::size_t>(again - rounds.begin());
          for (std::size_t k = 0; k < before; ++k)
            lead.insert(lead.end(), cycle.begin(), cycle.end());
          engine::State walk = rules.start();
          auto play = [&](int code, std::vector<Move>& into) {
            const Move m = move_of(walk, code);
            into.push_back(m);
            walk = rules.kept(rules.judge(walk, m).next);
          };
          for (int code : lead) play(code, out.lasso.lead);
          for (std::size_t k = before; k < rounds.size(); ++k)
            for (int code : cycle) play(code, out.lasso.cycle);
          out.cycle_moves = cycle.size();
          out.rounds = rounds.size() - before;
          out.positions = g.index.size();
          return out;
        }
        rounds.push_back(s);
      }
    }
    auto add = [&](const Move& m, int code) {
      const engine::Step step = rules.judge(r.state, m);
      if (step.outcome == Outcome::Illegal) return;
      const engine::State next = rules.kept(step.next);
      if (!seen.insert(next).second) return;
      const bool capture =
          code >= 0 && next.board.occupied().count() <= r.state.board.occupied().count();
      reached.push_back({next, static_cast<std::uint32_t>(i), code,
                         code < 0  ? Last::Pass
                         : capture ? Last::Capture
                                   : Last::Other});
    };
    for (int point : points)
      if (!r.state.board.occupied().has(point))
        add(Move::play(r.state.to_move, Point(static_cast<std::uint32_t>(point))), point);
    add(Move::pass(r.state.to_move), -1);
  }
  return std::nullopt;
}

}  // namespace kospec::explore
