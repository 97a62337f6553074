#include "tools/solve/strategy_check.h"

#include <unordered_set>

#include "rules/area_score.h"
#include "rules/state_key.h"
#include "tools/run/stack_guard.h"

namespace kospec::solve {

namespace {

class Checker {
 public:
  Checker(Player forcer, int t, const Strategy& strategy, std::uint64_t max_states)
      : forcer_(forcer), t_(t), strategy_(strategy), max_states_(max_states) {}

  /// Whether every play from `game` (reached by `line_`) reaches the goal; on failure `why_` says
  /// why and `line_` is the failing line.
  bool holds(const Game& game) {
    if (game.over()) return ended(game);
    const std::string key =
        state_key(game) + (last_was_pass(game) ? "p" : "-");  // the end of play reads the last ply
    if (good_.count(key) != 0) return true;
    if (!on_line_.insert(key).second) return fail("the state repeats on this line");
    if (++states_ > max_states_ || stack_guard_.exhausted()) {
      stopped_by_ = states_ > max_states_ ? "--check-states " + std::to_string(max_states_)
                                          : stack_guard_.reason(line_.size());
      return false;
    }
    const Player p = game.record().to_move();
    bool ok = true;
    if (p == forcer_) {
      const std::optional<Move> m = strategy_(line_);
      if (!m) {
        ok = fail("the strategy has no move here");
      } else {
        ok = follow(game, *m, true);
      }
    } else {
      for (const Move& m : moves(game)) {
        if (!(ok = follow(game, m, false))) break;
      }
    }
    on_line_.erase(key);
    if (ok) good_.insert(key);
    return ok;
  }

  bool stopped() const { return !stopped_by_.empty(); }
  const std::string& stopped_by() const { return stopped_by_; }
  std::uint64_t states() const { return states_; }
  const std::string& why() const { return why_; }
  const std::vector<Move>& line() const { return line_; }

 private:
  bool follow(const Game& game, const Move& m, bool strategy_move) {
    Game next = game;
    const Judgement j = next.play(m);
    line_.push_back(m);
    if (j.verdict.outcome == Outcome::Illegal)
      return fail(std::string(strategy_move ? "the strategy's move" : "a reply") +
                  " is illegal by " + std::string(rule_code(j.verdict.deciding)));
    if (!holds(next)) return false;
    line_.pop_back();
    return true;
  }

  // Every move the rules layer allows the player to move: board plays on empty points, the pass.
  static std::vector<Move> moves(const Game& game) {
    std::vector<Move> out;
    const Player p = game.record().to_move();
    const Configuration& now = game.record().current();
    for (Point q : game.record().graph().points()) {
      if (now.at(q) != Color::Empty) continue;
      if (game.judge(Move::play(p, q)).verdict.outcome != Outcome::Illegal)
        out.push_back(Move::play(p, q));
    }
    if (game.judge(Move::pass(p)).verdict.outcome != Outcome::Illegal) out.push_back(Move::pass(p));
    return out;
  }

  static bool last_was_pass(const Game& game) {
    const auto& plies = game.record().plies();
    return !plies.empty() && plies.back().move.is_pass();
  }

  bool ended(const Game& game) {
    if (game.ending() == Outcome::NoResult) return fail("the game ends with no result");
    const int score = area_score(game.record().graph(), game.record().current()).margin();
    if ((forcer_ == Player::Black ? score : -score) >= t_) return true;
    return fail("the game ends with the score " + std::to_string(score));
  }

  bool fail(std::string why) {
    if (why_.empty()) why_ = std::move(why);
    return false;
  }

  Player forcer_;
  int t_;
  const Strategy& strategy_;
  std::uint64_t max_states_;
  std::uint64_t states_ = 0;
  std::string stopped_by_;  // empty: not stopped
  std::string why_;
  std::vector<Move> line_;
  std::unordered_set<std::string> good_, on_line_;
  run::StackGuard
      stack_guard_;  // a line too deep for the stack stops the check, as its state limit does
};

}  // namespace

StrategyCheck check_strategy(const Game& start, Player forcer, int t, const Strategy& strategy,
                             std::uint64_t max_states) {
  Checker checker(forcer, t, strategy, max_states);
  StrategyCheck r;
  r.holds = checker.holds(start);
  r.stopped = checker.stopped();
  r.stopped_by = checker.stopped_by();
  r.states = checker.states();
  if (!r.holds && !r.stopped) {
    r.why = checker.why();
    r.line = checker.line();
  }
  return r;
}

}  // namespace kospec::solve
