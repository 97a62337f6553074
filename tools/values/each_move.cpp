#include "tools/values/each_move.h"

#include "tools/solve/strategy_check.h"

namespace kospec::values {

namespace {

// Whether a map sends `from` onto `to` (a pass onto a pass).
bool maps_onto(const PointMap& map, const Move& from, const Move& to) {
  if (from.is_pass() || to.is_pass()) return from.is_pass() && to.is_pass();
  return map[from.point->index()] == static_cast<int>(to.point->index());
}

}  // namespace

std::vector<MoveClass> legal_move_classes(const Game& start) {
  const std::vector<PointMap> maps = solve::start_symmetries(start);
  std::vector<MoveClass> out;
  for (const Move& m : solve::candidate_moves(start)) {
    Game after = start;
    if (after.play(m).verdict.outcome == Outcome::Illegal) continue;
    MoveClass c{m, std::nullopt};
    for (const MoveClass& earlier : out) {
      if (earlier.same_as) continue;
      for (const PointMap& map : maps)
        if (maps_onto(map, earlier.move, m)) c.same_as = earlier.move;
      if (c.same_as) break;
    }
    out.push_back(c);
  }
  return out;
}

std::vector<MoveRow> solve_each_move(const Game& start, const ValuesOptions& options,
                                     const std::function<void(const MoveRow&)>& done) {
  const std::vector<MoveClass> classes = legal_move_classes(start);
  std::vector<Game> starts;
  std::vector<std::size_t> solved_as(classes.size());  // each move's index among `starts`
  for (std::size_t i = 0; i < classes.size(); ++i) {
    if (classes[i].same_as) {
      for (std::size_t j = 0; j < i; ++j)
        if (classes[j].move == *classes[i].same_as) solved_as[i] = solved_as[j];
      continue;
    }
    solved_as[i] = starts.size();
    starts.push_back(start);
    starts.back().play(classes[i].move);
  }
  std::vector<MoveRow> out;
  std::size_t next = 0;  // the next move to hand back
  const auto hand_back = [&](const std::vector<Row>& rows) {
    while (next < classes.size() && solved_as[next] < rows.size()) {
      out.push_back(MoveRow{classes[next], rows[solved_as[next]]});
      if (done) done(out.back());
      ++next;
    }
  };
  std::vector<Row> rows;
  solve_rows(starts, options, [&](const Row& r) {
    rows.push_back(r);
    hand_back(rows);
  });
  return out;
}

}  // namespace kospec::values
