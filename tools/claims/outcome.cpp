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
  std::function<bool(const engine::State&)> reached;
};

// A named string: the colour of its stones and one of its points.
struct Named {
  std::string name;
  Player owner = Player::Black;
  int point = 0;
  bool gone(const engine::State& s) const { return !s.board.stones(owner).has(point); }
};

const char* colour(Player p) { return p == Player::Black ? "Black" : "White"; }

Named named(const Claim& claim, const Game& start, const std::string& name) {
  const std::optional<Point> p = start.record().graph().parse_name(name);
  const Configuration& now = start.record().current();
  if (!p || now.at(*p) == Color::Empty) {
    throw InputError(claim.file + ": claim '" + claim.id + "': \"" + name +
                     "\" is not a stone of the claim's position");
  }
  return {name, now.at(*p) == Color::Black ? Player::Black : Player::White,
          static_cast<int>(p->index())};
}

// The claim's goals, and the strings whose capture ends the local game (STAKES.first).
struct Goals {
  std::vector<Goal> goals;
  std::vector<Named> stakes;
};

Goals goals_of(const Claim& claim, const Game& start) {
  Goals out;
  std::vector<Named> strings;
  for (const std::string& name : claim.strings) strings.push_back(named(claim, start, name));
  out.stakes = strings;
  for (const std::string& name : claim.stakes) out.stakes.push_back(named(claim, start, name));
  auto fail = [&](const std::string& what) {
    throw InputError(claim.file + ": claim '" + claim.id + "': " + what);
  };
  auto each = [&](bool claimed) {
    for (const Named& n : strings) {
      out.goals.push_back({opponent(n.owner), "the capture of the string at " + n.name, claimed,
                           [n](const engine::State& s) { return n.gone(s); }});
    }
  };
  // The capture of any one of `owner`'s strings, if the claim names some.
  auto one_of = [&](Player owner, bool claimed) {
    std::vector<Named> mine;
    std::string list;
    for (const Named& n : strings) {
      if (n.owner != owner) continue;
      mine.push_back(n);
      list += (list.empty() ? "" : ", ") + n.name;
    }
    if (mine.empty()) return;
    out.goals.push_back({opponent(owner),
                         (mine.size() == 1 ? "the capture of the string at "
                                           : "the capture of one of the strings at ") +
                             list,
                         claimed, [mine](const engine::State& s) {
                           for (const Named& n : mine)
                             if (n.gone(s)) return true;
                           return false;
                         }});
  };
  const Graph& graph = start.record().graph();
  const int points = static_cast<int>(graph.size());
  auto margin = [&graph, points](const engine::State& s) {
    return area_score(graph, engine::configuration_of(s.board, points)).margin();
  };
  const int bound = claim.bound;
  if (claim.kind == Kind::NoThreatNeeded && claim.goal != Kind::ValueAtLeast &&
      claim.goal != Kind::ValueAtMost) {  // the side's own strings, or the other's
    const Player owner = claim.goal == Kind::Survives ? claim.side : opponent(claim.side);
    for (const Named& n : strings)
      if (n.owner != owner) fail("the string at " + n.name + " is not " + colour(owner) + "'s");
  }
  switch (claim.kind == Kind::NoThreatNeeded ? claim.goal : claim.kind) {
    case Kind::Survives:  // none of them: each side's strings, one goal against any of them
      for (Player owner : {Player::Black, Player::White}) one_of(owner, false);
      break;
    case Kind::Capturable:
      if (claim.any) {
        for (const Named& n : strings)
          if (n.owner != strings.front().owner) fail("\"any\" needs strings of one colour");
        one_of(strings.front().owner, true);
      } else {
        each(true);
      }
      break;
    case Kind::ForcesNoResult:
      out.goals.push_back({claim.side, "a no result", true, [](const engine::State& s) {
                             return (s.flags & engine::State::kNoResult) != 0;
                           }});
      break;
    case Kind::ValueAtLeast:
      out.goals.push_back(
          {Player::Black, "an end of play with an area margin of at least " + std::to_string(bound),
           true, [margin, bound](const engine::State& s) {
             return (s.flags & engine::State::kEnded) && margin(s) >= bound;
           }});
      break;
    case Kind::ValueAtMost:
      out.goals.push_back({Player::White,
                           "an end of play with an area margin of at most " + std::to_string(bound),
                           true, [margin, bound](const engine::State& s) {
                             return (s.flags & engine::State::kEnded) && margin(s) <= bound;
                           }});
      break;
    default:
      throw PreconditionError("decide_outcome: not an outcome claim");
  }
  return out;
}

// One goal on an explored game.
// Unexplored nodes count once as reached and once as not (the upper and the lower bound), except
// where the opponent is known to force the capture of one of the player's own stakes first.
Decision decide_goal(const Goal& goal, const LocalGame& game, const Predecessors& in,
                     const Claim& claim, const std::vector<Named>& stakes,
                     const sgf::SgfGame& position, const std::vector<Move>& after,
                     const Ruleset& ruleset) {
  const std::size_t n = game.size();
  std::vector<bool> target(n), own_lost(n), wide(n);
  for (std::size_t s = 0; s < n; ++s) {
    const engine::State& state = game.nodes[s].state;
    target[s] = goal.reached(state);
    for (const Named& stake : stakes)
      own_lost[s] = own_lost[s] || (stake.owner == goal.player && stake.gone(state) && !target[s]);
  }
  const Attractor lower = attractor(game, in, goal.player, target);
  const Attractor denied = attractor(game, in, opponent(goal.player), own_lost);
  for (std::size_t s = 0; s < n; ++s) wide[s] = target[s] || (game.frontier(s) && !denied.has(s));
  const Attractor upper = game.complete ? lower : attractor(game, in, goal.player, wide);
  const std::string size = run::grouped(n) + " nodes" + (game.complete ? ", complete" : "");
  const std::string head = "kospec verify: claim " + claim.id + " under " + ruleset.name + ": ";
  if (lower.has(0)) {
    const std::string why = std::string(colour(goal.player)) + " forces " + goal.what + " in " +
                            std::to_string(lower.distance[0]) + " moves against every defence (" +
                            size + ")";
    if (goal.claimed) return {Status::Holds, why, std::nullopt};
    Json json = line_json(game, forced_line(game, lower, goal.player, after), position, head + why);
    json["line"] = "forced";
    return {Status::Refuted, why, Counterexample{json, std::nullopt}};
  }
  if (!upper.has(0)) {
    const Player other = opponent(goal.player);
    const std::string why =
        std::string(colour(other)) + " prevents " + goal.what + " in every line (" + size + ")";
    if (!goal.claimed) return {Status::Holds, why, std::nullopt};
    bool repeats = false;
    const std::vector<std::uint32_t> line =
        escape_line(game, in, upper, other, wide, after, 400, repeats);
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
  const Goals all = goals_of(claim, start);
  const std::vector<Goal>& goals = all.goals;
  const PointSet region = explore::parse_region(start.record().graph(), claim.region, main_line);
  const std::vector<Move> after(main_line.begin() + static_cast<std::ptrdiff_t>(claim.at),
                                main_line.end());  // the main line from the claim's position
  LocalLimits round;
  round.max_bytes = limits.max_bytes;
  round.control = limits.control;
  round.max_nodes = std::min(limits.first_budget, limits.max_nodes);
  for (;;) {
    const LocalGame game =
        explore_local(start, region, claim.threats, round, [&all](const engine::State& s) {
          for (const Named& n : all.stakes)
            if (n.gone(s)) return true;
          return false;
        });
    const Predecessors in = predecessors(game);
    std::vector<Decision> each;
    bool open = false;
    for (const Goal& goal : goals) {
      each.push_back(
          decide_goal(goal, game, in, claim, all.stakes, position, after, start.ruleset()));
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
