#include "tools/solve/strategy_check.h"

#include <unordered_map>
#include <unordered_set>

#include "rules/area_score.h"
#include "rules/key_bytes.h"
#include "rules/state_key.h"
#include "spec/board_symmetry.h"
#include "tools/run/stack_guard.h"

namespace kospec::solve {

namespace {

class Checker {
 public:
  Checker(const Game& start, Player forcer, int t, const Strategy& strategy,
          std::uint64_t max_states, const run::RunControl& control, std::size_t max_bytes,
          const Settled& settled, StrategyTree* record)
      : forcer_(forcer),
        t_(t),
        strategy_(strategy),
        settled_(settled),
        max_states_(max_states),
        max_bytes_(max_bytes),
        control_(control),
        clock_(control),
        record_(record) {
    if (record_ != nullptr) {
      *record_ = StrategyTree{forcer, t, {StrategyNode{}}};
      return;  // (a recorded tree folds equal states only: no symmetry)
    }
    maps_ = start_symmetries(start);
  }

  /// Whether every play from `game` (reached by `line_`) reaches the goal; on failure `why_` says
  /// why and `line_` is the failing line. Each ply is played on `game` and taken back.
  bool holds(Game& game) {
    if (game.over()) return ended(game);
    const std::string own = state_key(game);
    const std::string pass = last_was_pass(game) ? "p" : "-";  // the end of play reads it
    const std::string key = own + pass;
    const std::string folded = least_image(game, own) + pass;
    if (const auto seen = good_.find(folded); seen != good_.end()) {
      if (record_ != nullptr) set_end(StrategyNode::End::Transposed).same_as = seen->second;
      return true;
    }
    if (!on_line_.insert(key).second) return fail("the state repeats on this line");
    const std::size_t line_bytes = key.size() + kMemoEntryBytes;
    bytes_ += line_bytes;
    if (++states_ > max_states_ || bytes_ > max_bytes_ || stack_guard_.exhausted()) {
      stopped_by_ = states_ > max_states_ ? "--check-states " + std::to_string(max_states_)
                    : bytes_ > max_bytes_ ? memory_stop()
                                          : stack_guard_.reason(line_.size());
      return false;
    }
    if ((states_ & 0x3FF) == 0 && !polled()) return false;
    const Player p = game.record().to_move();
    bool ok = true;
    const std::size_t node = node_;
    if (settled_ && settled_(line_)) {
      ++settled_states_;
      if (record_ != nullptr) set_end(StrategyNode::End::Bounded);
    } else if (p == forcer_) {
      const std::optional<Move> m = strategy_(line_);
      if (!m) {
        ok = fail("the strategy has no move here");
      } else {
        ok = follow(game, *m);
      }
    } else {
      for (const Move& m : candidate_moves(game)) {
        if (!(ok = reply(game, m))) break;
      }
    }
    on_line_.erase(key);
    bytes_ -= line_bytes;
    if (ok && good_.emplace(folded, node).second) bytes_ += folded.size() + kMemoEntryBytes;
    return ok;
  }

  bool stopped() const { return !stopped_by_.empty(); }
  const std::string& stopped_by() const { return stopped_by_; }
  std::uint64_t states() const { return states_; }
  std::uint64_t settled_states() const { return settled_states_; }
  const std::string& why() const { return why_; }
  const std::vector<Move>& line() const { return line_; }

 private:
  // The strategy's move, which the rules layer must allow.
  bool follow(Game& game, const Move& m) {
    const Judgement j = game.play(m);
    line_.push_back(m);
    if (j.verdict.outcome == Outcome::Illegal)
      return fail("the strategy's move is illegal by " +
                  std::string(rule_code(j.verdict.deciding)));
    return descend(game);
  }

  // Checks the state the last ply left, then takes that ply back (a failure keeps the line).
  bool descend(Game& game) {
    const std::size_t parent = node_;
    if (record_ != nullptr) {
      node_ = record_->nodes.size();
      record_->nodes[parent].children.push_back(node_);
      record_->nodes.push_back(StrategyNode{line_.back(), {}, StrategyNode::End::Open, 0, 0});
    }
    const bool ok = holds(game);
    node_ = parent;
    game.undo();
    if (ok) line_.pop_back();
    return ok;
  }

  // What a stop at the memory budget says.
  std::string memory_stop() const {
    return "--max-memory: the replay's memo reached " + std::to_string(bytes_ >> 20) +
           " MiB, what the search's tables left of the budget";
  }

  // Every 1,024 states: false at a stop request (stopped_by_ says so); a progress line when due.
  bool polled() {
    if (control_.stop_requested()) {
      stopped_by_ = "a stop request (Ctrl-C)";
      return false;
    }
    if (clock_.due()) {
      clock_.report("replaying " + std::string(forcer_ == Player::Black ? "Black" : "White") +
                    "'s strategy on the rules layer: " + std::to_string(states_) +
                    " states (of --check-states " + std::to_string(max_states_) + "), " +
                    std::to_string(line_.size()) + " plies deep, " +
                    std::to_string(static_cast<int>(clock_.seconds())) + " s");
    }
    return true;
  }

  // The least of the keys of the game's images under the maps kept (`key`: its own key). A key
  // starts with its configuration's words, so only the maps whose image of the configuration now
  // is least need their whole key written.
  std::string least_image(const Game& game, const std::string& key) const {
    if (maps_.empty()) return key;
    const Configuration& now = game.record().current();
    const std::size_t width = now.words().size() * sizeof(std::uint64_t);
    std::string least_prefix = key.substr(0, width);
    std::vector<const PointMap*> ties{nullptr};  // (nullptr: the identity)
    std::string prefix;
    for (const PointMap& map : maps_) {
      prefix.clear();
      key_bytes::put(prefix, map_configuration(map, now));
      if (prefix > least_prefix) continue;
      if (prefix < least_prefix) {
        least_prefix = prefix;
        ties.clear();
      }
      ties.push_back(&map);
    }
    std::string least;
    for (const PointMap* map : ties) {
      std::string k = map == nullptr ? key : state_key(game, map);
      if (least.empty() || k < least) least = std::move(k);
    }
    return least;
  }

  // A reply of the other side: played if the rules layer allows it (its judgement is the
  // play's own), skipped if it forbids it.
  bool reply(Game& game, const Move& m) {
    if (game.play(m).verdict.outcome == Outcome::Illegal) return true;
    line_.push_back(m);
    return descend(game);
  }

  static bool last_was_pass(const Game& game) {
    const auto& plies = game.record().plies();
    return !plies.empty() && plies.back().move.is_pass();
  }

  // The node now ends its line as `end` (recording only).
  StrategyNode& set_end(StrategyNode::End end) {
    StrategyNode& n = record_->nodes[node_];
    n.end = end;
    return n;
  }

  bool ended(const Game& game) {
    if (game.ending() == Outcome::NoResult) return fail("the game ends with no result");
    const int score = area_score(game.record().graph(), game.record().current()).margin();
    if (record_ != nullptr) set_end(StrategyNode::End::Scored).score = score;
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
  const Settled& settled_;
  std::uint64_t max_states_;
  std::size_t max_bytes_;
  const run::RunControl& control_;
  run::ProgressClock clock_;
  std::uint64_t states_ = 0;
  std::uint64_t settled_states_ = 0;  // of states_, those settled_ settled
  std::size_t bytes_ = 0;             // what the memo and the line's states take now
  std::string stopped_by_;            // empty: not stopped
  std::string why_;
  std::vector<Move> line_;
  std::vector<PointMap> maps_;  // the board's automorphisms (not the identity) keeping the start
  // States from which every play reaches the goal, folded, each with the node that checked it.
  std::unordered_map<std::string, std::size_t> good_;
  std::unordered_set<std::string> on_line_;  // the line's states
  run::StackGuard
      stack_guard_;       // a line too deep for the stack stops the check, as its state limit does
  StrategyTree* record_;  // the tree walked, or nullptr
  std::size_t node_ = 0;  // recording: the node of the state now
};

}  // namespace

std::vector<Move> candidate_moves(const Game& game) {
  std::vector<Move> out;
  const Player p = game.record().to_move();
  const Configuration& now = game.record().current();
  for (Point q : game.record().graph().points())
    if (now.at(q) == Color::Empty) out.push_back(Move::play(p, q));
  out.push_back(Move::pass(p));
  return out;
}

std::vector<PointMap> start_symmetries(const Game& start) {
  std::vector<PointMap> kept;
  if (start.cycle_sets()) return kept;  // (their image is not written: no folding)
  const std::string key = state_key(start);
  const std::vector<PointMap> maps = board_automorphisms(start.record().graph());
  for (std::size_t m = 1; m < maps.size(); ++m)  // (the identity is first)
    if (state_key(start, &maps[m]) == key) kept.push_back(maps[m]);
  return kept;
}

StrategyCheck check_strategy(const Game& start, Player forcer, int t, const Strategy& strategy,
                             std::uint64_t max_states, const run::RunControl& control,
                             std::size_t max_bytes, const Settled& settled, StrategyTree* record) {
  Checker checker(start, forcer, t, strategy, max_states, control, max_bytes, settled, record);
  StrategyCheck r;
  Game game = start;
  r.holds = checker.holds(game);
  r.stopped = checker.stopped();
  r.stopped_by = checker.stopped_by();
  r.states = checker.states();
  r.settled = checker.settled_states();
  if (!r.holds && !r.stopped) {
    r.why = checker.why();
    r.line = checker.line();
  }
  return r;
}

}  // namespace kospec::solve
