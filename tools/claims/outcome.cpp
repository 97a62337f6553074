#include "tools/claims/outcome.h"

#include <functional>

#include "rules/area_score.h"
#include "spec/error.h"
#include "tools/claims/attractor.h"
#include "tools/claims/line.h"
#include "tools/explore/region.h"
#include "tools/run/number_text.h"

namespace kospec::claims {

namespace {

// One thing a player must be able to force, or must not, for the claim to hold.
struct Goal {
  Player player = Player::Black;  // who would force it
  std::string what;               // in words: "the capture of C3", "a no result", ...
  bool claimed = true;            // the claim says the player can force it
  std::function<bool(const native::State&)> reached;
};

const char* colour(Player p) { return p == Player::Black ? "Black" : "White"; }

std::vector<Goal> goals_of(const Claim& claim, const Game& start) {
  const Graph& graph = start.record().graph();
  const Configuration& now = start.record().current();
  std::vector<Goal> goals;
  auto strings = [&](Kind kind, std::optional<Player> owner) {
    for (const std::string& name : claim.strings) {
      const std::optional<Point> p = graph.parse_name(name);
      if (!p || now.at(*p) == Color::Empty) {
        throw InputError(claim.file + ": claim '" + claim.id + "': \"" + name +
                         "\" is not a stone of the claim's position");
      }
      const Player stone = now.at(*p) == Color::Black ? Player::Black : Player::White;
      if (owner && stone != *owner) {
        throw InputError(claim.file + ": claim '" + claim.id + "': the string at " + name +
                         " is not " + (*owner == Player::Black ? "Black" : "White") + "'s");
      }
      const int point = static_cast<int>(p->index());
      goals.push_back({opponent(stone), "the capture of the string at " + name,
                       kind == Kind::Capturable,
                       [stone, point](const native::State& s) {
                         return !s.board.stones(stone).has(point);
                       }});
    }
  };
  const int points = static_cast<int>(graph.size());
  auto margin = [&graph, points](const native::State& s) {
    return area_score(graph, native::configuration_of(s.board, points)).margin();
  };
  const int bound = claim.bound;
  switch (claim.kind) {
    case Kind::Survives:
    case Kind::Capturable:
      strings(claim.kind, std::nullopt);
      break;
    case Kind::NoThreatNeeded:
      strings(claim.goal,
              claim.goal == Kind::Survives ? claim.side : opponent(claim.side));
      break;
    case Kind::ForcesNoResult:
      goals.push_back({claim.side, "a no result", true, [](const native::State& s) {
                         return (s.flags & native::State::kNoResult) != 0;
                       }});
      break;
    case Kind::ValueAtLeast:
      goals.push_back({Player::Black,
                       "an end of play with an area margin of at least " + std::to_string(bound),
                       true, [margin, bound](const native::State& s) {
                         return (s.flags & native::State::kEnded) && margin(s) >= bound;
                       }});
      break;
    case Kind::ValueAtMost:
      goals.push_back({Player::White,
                       "an end of play with an area margin of at most " + std::to_string(bound),
                       true, [margin, bound](const native::State& s) {
                         return (s.flags & native::State::kEnded) && margin(s) <= bound;
                       }});
      break;
    default:
      throw PreconditionError("decide_outcome: not an outcome claim");
  }
  return goals;
}

// One goal on an explored game.
Decision decide_goal(const Goal& goal, const LocalGame& game, const Predecessors& in,
                     const Claim& claim, const sgf::SgfGame& position, const Ruleset& ruleset) {
  const std::size_t n = game.size();
  std::vector<bool> target(n), wide(n);
  for (std::size_t s = 0; s < n; ++s) {
    target[s] = goal.reached(game.nodes[s].state);
    wide[s] = target[s] || game.frontier(s);
  }
  const Attractor lower = attractor(game, in, goal.player, target);
  const Attractor upper = game.complete ? lower : attractor(game, in, goal.player, wide);
  const std::string size = run::grouped(n) + " nodes" + (game.complete ? ", complete" : "");
  const std::string head = "kospec verify: claim " + claim.id + " under " + ruleset.name + ": ";
  if (lower.has(0)) {
    const std::string why = std::string(colour(goal.player)) + " forces " + goal.what + " in " +
                            std::to_string(lower.distance[0]) + " moves against every defence (" +
                            size + ")";
    if (goal.claimed) return {Status::Holds, why, std::nullopt};
    Json json = line_json(game, forced_line(game, lower, goal.player), position, head + why);
    json["line"] = "forced";
    return {Status::Refuted, why, Counterexample{json, std::nullopt}};
  }
  if (!upper.has(0)) {
    const Player other = opponent(goal.player);
    const std::string why = std::string(colour(other)) + " prevents " + goal.what +
                            " in every line (" + size + ")";
    if (!goal.claimed) return {Status::Holds, why, std::nullopt};
    bool repeats = false;
    const std::vector<std::uint32_t> line =
        escape_line(game, in, upper, other, wide, 400, repeats);
    Json json = line_json(game, line, position, head + why);
    json["line"] = repeats ? "escape, until a node repeats" : "escape";
    return {Status::Refuted, why, Counterexample{json, std::nullopt}};
  }
  return {Status::Unknown,
          "whether " + std::string(colour(goal.player)) + " can force " + goal.what +
              " is unknown: " + game.stopped_by + " stopped the search (" + size + ")",
          std::nullopt};
}

}  // namespace

Decision decide_outcome(const Claim& claim, const Game& start, const sgf::SgfGame& position,
                        const std::vector<Move>& main_line, const SearchLimits& limits) {
  const std::vector<Goal> goals = goals_of(claim, start);
  const PointSet region = explore::parse_region(start.record().graph(), claim.region, main_line);
  LocalLimits round;
  round.max_bytes = limits.max_bytes;
  round.control = limits.control;
  round.max_nodes = std::min(limits.first_budget, limits.max_nodes);
  for (;;) {
    const LocalGame game = explore_local(start, region, claim.threats, round);
    const Predecessors in = predecessors(game);
    std::vector<Decision> each;
    bool open = false;
    for (const Goal& goal : goals) {
      each.push_back(decide_goal(goal, game, in, claim, position, start.ruleset()));
      if (each.back().status == Status::Refuted) return each.back();
      open = open || each.back().status == Status::Unknown;
    }
    const bool more = !game.complete && game.stopped_by.rfind("--max-states", 0) == 0 &&
                      round.max_nodes < limits.max_nodes;
    if (!open || !more) {
      for (Decision& d : each)
        if (d.status == Status::Unknown) return d;
      std::string why;
      for (const Decision& d : each) why += (why.empty() ? "" : "; ") + d.why;
      return {Status::Holds, why, std::nullopt};
    }
    round.max_nodes = std::min(round.max_nodes * 8, limits.max_nodes);
  }
}

}  // namespace kospec::claims
