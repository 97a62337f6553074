#include "tools/reading_campaign/judge.h"

#include <vector>

namespace kospec::reading::campaign {

ExactVerdict judge_exactly(const ReadingPosition& position, Point target, std::size_t max_empty,
                           std::size_t state_limit) {
  ExactVerdict v;
  const FastBoard board = position.board();
  const Graph& g = position.graph;
  if (board.color(target) == Color::Empty) {
    v.why_not = "no stone at " + g.name(target);
    return v;
  }
  PointSet region;
  std::vector<Point> todo;
  auto flood_from = [&](Point start) {
    if (region.insert(start)) todo.push_back(start);
    while (!todo.empty() && region.size() <= max_empty) {
      const Point p = todo.back();
      todo.pop_back();
      for (Point q : g.neighbours(p)) {
        if (board.color(q) == Color::Empty && region.insert(q)) todo.push_back(q);
      }
    }
  };
  const FastBoard::Points libs = board.liberties(target);
  for (std::size_t k = 0; k < libs.size(); ++k) flood_from(libs[k]);
  for (bool grown = true; grown && region.size() <= max_empty;) {
    grown = false;
    std::vector<Point> strings{board.origin(target)};
    for (Point p : region) {
      for (Point q : g.neighbours(p)) {
        if (board.color(q) != Color::Empty) strings.push_back(board.origin(q));
      }
    }
    for (Point s : strings) {
      const FastBoard::Points sl = board.liberties(s);
      std::vector<Point> outside;
      for (std::size_t k = 0; k < sl.size(); ++k) {
        if (!region.contains(sl[k])) outside.push_back(sl[k]);
      }
      if (outside.empty() || outside.size() >= 3) continue;
      for (Point o : outside) flood_from(o);
      grown = true;
      break;  // the region changed: look at its strings again
    }
  }
  v.empty_points = region.size();
  if (region.size() > max_empty) {
    v.why_not = "open: more than " + std::to_string(max_empty) +
                " empty points in the region around the string";
    return v;
  }
  // The string's own stones are in the region too (they may be captured and the points replayed).
  for (Point s : board.stones(target)) region.insert(s);
  LocalProblem problem{g, board.configuration(), board.ko(), region, target};
  try {
    const ExactClass c = classify_exactly(problem, 2, state_limit);
    v.states = c.states;
    if (!c.complete) {
      v.why_not = "the exact search stopped at its state limit";
      return v;
    }
    v.judged = true;
    v.attack = c.attack;
    v.defend = c.defend;
  } catch (const std::exception& e) {
    v.why_not = std::string("the exact search cannot take this problem: ") + e.what();
  }
  return v;
}

std::string who_is_right(ReadCode kospec, ReadCode gnugo, ReadCode exact) {
  if (kospec == exact && gnugo == exact) return "both";
  if (kospec == exact) return "kospec";
  if (gnugo == exact) return "GNU Go";
  return "neither";
}

}  // namespace kospec::reading::campaign
