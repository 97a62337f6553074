#include "tools/solve/exact_shared.h"

#include <algorithm>

#include "rules/area_score.h"
#include "tools/run/number_text.h"
#include "tools/run/stopped.h"

namespace kospec::solve {

ExactShared::ExactShared(const Game& start, const SolveLimits& limits)
    : rules_(start),
      symmetry_(rules_, rules_.start(), PointSet::of(rules_.graph().points())),
      limits_(limits),
      clock_(limits.control) {
  // (The argument: every clause forbids board plays only, or ends play with a score (a rule
  // file's clause may end it at a board play; no clause forbids a pass, rules/lang refuses one);
  // with self-capture forbidden the stones of the side not passing only increase, so play ends.)
  const Graph& g = rules_.graph();
  const Ruleset& r = rules_.ruleset();
  if (limits.static_bounds && r.self_capture == SelfCapture::Forbidden && r.passes_bounded() &&
      !r.can_end_with_no_result() && g.is_plain_grid() &&
      static_cast<int>(g.size()) <= smallboard::BitBoard::kMaxPoints)
    settled_board_ = std::make_unique<const smallboard::BitBoard>(g.columns(), g.rows());
}

std::optional<AreaBounds> ExactShared::settled(const engine::State& s) const {
  if (!settled_board_ || s.over()) return std::nullopt;
  return settled_bounds(*settled_board_,
                        smallboard::BitPosition{static_cast<std::uint32_t>(s.board.black.lo),
                                                static_cast<std::uint32_t>(s.board.white.lo)});
}

std::pair<engine::State, int> ExactShared::canonical(const engine::State& s) {
  return limits_.symmetry ? symmetry_.canonical(s) : std::pair<engine::State, int>{s, 0};
}

std::optional<std::pair<engine::State, int>> ExactShared::known_canonical(const engine::State& s) {
  if (!limits_.symmetry) return std::pair<engine::State, int>{s, 0};
  return symmetry_.known_canonical(s);
}

int ExactShared::map_code(int code, int t) const {
  return code < 0 ? code : symmetry_.group()->map(t)[static_cast<std::size_t>(code)];
}

ExactShared::Counted::Counted(ExactShared& shared, const ExactTables& tables)
    : shared_(shared), tables_(tables) {
  shared_.tables_.push_back(&tables_);
}

ExactShared::Counted::~Counted() { std::erase(shared_.tables_, &tables_); }

std::size_t ExactShared::bytes() const {
  return table_entries() * kExactEntryBytes + rules_.history_bytes();
}

std::size_t ExactShared::table_entries() const {
  std::size_t entries = 0;
  for (const ExactTables* t : tables_) entries += t->entries();
  return entries;
}

void ExactShared::visit(const std::string& probe, int depth) {
  deepest_ = std::max(deepest_, depth);
  stack_guard_.check(static_cast<std::size_t>(depth));
  ++nodes_;
  if (nodes_ > limits_.max_nodes)
    throw run::Stopped{"--max-nodes " + std::to_string(limits_.max_nodes)};
  if ((nodes_ & 0xFFF) != 0) return;
  if (limits_.control.stop_requested()) throw run::Stopped{"a stop request (Ctrl-C)"};
  const std::size_t bytes = this->bytes();
  if (bytes > limits_.max_bytes)
    throw run::Stopped{"--max-memory " + std::to_string(limits_.max_bytes >> 20) + " MiB"};
  if (clock_.due()) {
    clock_.report("solve: " + run::grouped(nodes_) + " nodes in " +
                  run::seconds_text(clock_.seconds()) + ", " + probe + ", " +
                  run::grouped(bytes >> 20) + " MiB, " + std::to_string(depth) +
                  " plies deep (deepest " + std::to_string(deepest_) + "), " +
                  run::grouped(table_entries()) + " entries");
  }
}

std::vector<ExactChild> ExactShared::children(const engine::State& s) {
  std::vector<ExactChild> out, quiet;
  const int n = rules_.geometry().points();
  const engine::Mask empty = rules_.geometry().all() - s.board.occupied();
  for (int p = 0; p < n; ++p) {
    if (!empty.has(p)) continue;
    const engine::Step step =
        rules_.judge(s, Move::play(s.to_move, Point(static_cast<std::uint32_t>(p))));
    if (step.outcome == Outcome::Illegal) continue;
    const bool capture = step.next.board.occupied().count() <= s.board.occupied().count();
    (capture ? out : quiet).push_back({p, step.next});
  }
  out.insert(out.end(), quiet.begin(), quiet.end());
  const engine::Step pass = rules_.judge(s, Move::pass(s.to_move));
  if (pass.outcome != Outcome::Illegal) out.push_back({kPassCode, pass.next});
  return out;
}

int ExactShared::score(const engine::Board& board) {
  auto [it, fresh] = scores_.try_emplace(board, 0);
  if (fresh) {
    const Graph& g = rules_.graph();
    it->second =
        area_score(g, engine::configuration_of(board, static_cast<int>(g.size()))).margin();
  }
  return it->second;
}

bool ExactShared::reached(const engine::State& s, const ExactGoal& goal, int t) {
  if ((s.flags & engine::State::kNoResult) != 0) return goal.no_result_reaches;
  if (goal.no_result_reaches) return true;
  const int margin = score(s.board);
  return (goal.forcer == Player::Black ? margin : -margin) >= t;
}

}  // namespace kospec::solve
