#include "rules/obvious_cycles.h"

#include <memory>
#include <utility>
#include <vector>

#include "rules/move_facts.h"
#include "spec/a1_continuations.h"
#include "spec/a2_eternal_life.h"
#include "spec/clause_table.h"
#include "spec/r08_cycle_sets.h"

namespace kospec {

namespace {

// A1.local's line on the rules layer: a stack of the continuation's positions, each with the
// tracker's facts there (A1 not applied) and A2's protected stones.
class TrackerLine {
 public:
  TrackerLine(const GameRecord& record, const CycleSetTracker& after, const A1Reading& reading)
      : graph_(record.graph()),
        reading_(reading),
        clauses_(continuation_clause_ids(reading.clauses)),
        readings_(continuation_readings(reading)) {
    for (RuleId id : clauses_) reads_ |= clause_row(id)->reads;
    const std::size_t n = record.ply_count();
    nodes_.push_back(
        {record.shared_configuration_after(n), after.without_a1(), guarded(record), n});
  }

  bool allowed(const Move& move, const PlayResult& effect) const {
    const Node& node = nodes_.back();
    const CycleSetPosition at{graph_,       *node.config, &node.tracker,
                              node.guarded, node.plies,   reading_.self_capture,
                              readings_.a3, false,        nullptr};
    MoveFacts facts;
    gather_cycle_facts(at, move, effect, reads_, facts, nullptr);
    for (RuleId id : clauses_) {
      if (clause_row(id)->vote(facts, readings_).vote == Vote::Forbid) return false;
    }
    return true;
  }

  void push(const Move& move, const PlayResult& effect) {
    const Node& node = nodes_.back();
    auto after = std::make_shared<const Configuration>(effect.after);
    Node next{after, node.tracker, std::nullopt, node.plies + 1};
    next.tracker.add_ply(graph_, *node.config,
                         Ply{move, effect.captured, effect.self_captured, after}, next.plies);
    if (reads(reads_, Fact::ProtectedCapture)) {
      next.guarded = protected_double_ko_stones(graph_, *after, move, reading_.self_capture,
                                                reading_.clauses.a2_passes);
    }
    nodes_.push_back(std::move(next));
  }

  void pop() { nodes_.pop_back(); }

 private:
  struct Node {
    std::shared_ptr<const Configuration> config;
    CycleSetTracker tracker;
    std::optional<PointSet> guarded;  // A2
    std::size_t plies;
  };

  // A2's protected stones after the record's last ply, when the ruleset has A2.
  std::optional<PointSet> guarded(const GameRecord& record) const {
    if (!reads(reads_, Fact::ProtectedCapture)) return std::nullopt;
    return protected_double_ko_stones(record, reading_.self_capture, reading_.clauses.a2_passes);
  }

  const Graph& graph_;
  const A1Reading& reading_;
  std::vector<RuleId> clauses_;  // the clauses that judge a continuation's plies
  Readings readings_;            // the readings they are taken in
  FactMask reads_ = 0;           // the facts they read
  std::vector<Node> nodes_;
};

}  // namespace

PointSet local_obvious_cycle_set(const GameRecord& record, const CycleSetTracker& after,
                                 const A1Reading& reading) {
  const std::size_t n = record.ply_count();
  if (n == 0) return {};
  const Ply& made = record.plies().back();
  const auto capture = capture_of(made);
  if (!capture) return {};
  TrackerLine line(record, after, reading);
  return LocalContinuations(line, record.graph(), *capture, made.move.player,
                            record.configuration_after(n - 1), record.current(), reading)
      .obvious_set();
}

}  // namespace kospec
