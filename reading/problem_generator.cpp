#include "reading/problem_generator.h"

namespace kospec::reading {

namespace {

std::size_t wrap(int value, std::size_t n) {
  const long long m = static_cast<long long>(n);
  return static_cast<std::size_t>(((value % m) + m) % m);
}

// Removes every string without a liberty (flood fill on the colours).
void remove_dead_strings(const Graph& g, Configuration& c) {
  std::vector<std::uint8_t> seen(g.size(), 0);
  std::vector<Point> dead;
  for (Point start : g.points()) {
    const Color colour = c.at(start);
    if (colour == Color::Empty || seen[start.index()]) continue;
    std::vector<Point> members{start};
    seen[start.index()] = 1;
    bool has_liberty = false;
    for (std::size_t k = 0; k < members.size(); ++k) {
      for (Point r : g.neighbours(members[k])) {
        if (c.at(r) == Color::Empty) has_liberty = true;
        if (c.at(r) == colour && !seen[r.index()]) {
          seen[r.index()] = 1;
          members.push_back(r);
        }
      }
    }
    if (!has_liberty) dead.insert(dead.end(), members.begin(), members.end());
  }
  for (Point p : dead) c.set(p, Color::Empty);
}

// Stamps a ko shape on c: `mine` at box point `at`, its ko point on the chosen box neighbour.
bool stamp(const Graph& g, Configuration& c, const std::vector<Point>& box, const PointSet& region,
           int at, int direction, Color mine, Point& stone_out, Point& ko_out) {
  const Point stone = box[wrap(at, box.size())];
  std::vector<Point> inside;
  for (Point r : g.neighbours(stone)) {
    if (region.contains(r)) inside.push_back(r);
  }
  if (inside.empty()) return false;
  const Point ko_point = inside[wrap(direction, inside.size())];
  const Color theirs = mine == Color::White ? Color::Black : Color::White;
  c.set(stone, mine);
  c.set(ko_point, Color::Empty);
  for (Point r : g.neighbours(stone)) {
    if (r != ko_point && region.contains(r)) c.set(r, theirs);  // the walls keep their colour
  }
  for (Point r : g.neighbours(ko_point)) {
    if (r != stone && region.contains(r)) c.set(r, mine);
  }
  stone_out = stone;
  ko_out = ko_point;
  return true;
}

// Targets: box strings with one to three liberties, all in the box, touching the ko shape.
std::vector<Point> target_candidates(const Graph& g, const FastBoard& board, const PointSet& region,
                                     Point stone, Point ko_point) {
  std::vector<Point> candidates;
  auto consider = [&](Point p) {
    if (board.color(p) == Color::Empty || !region.contains(p)) return;
    const Point o = board.origin(p);
    const int libs = board.liberty_count(o);
    if (libs < 1 || libs > 3) return;
    const auto listed = board.liberties(o);
    for (std::size_t i = 0; i < listed.size(); ++i) {
      if (!region.contains(listed[i])) return;
    }
    for (Point q : candidates) {
      if (q == o) return;
    }
    candidates.push_back(o);
  };
  consider(stone);
  for (Point r : g.neighbours(stone)) consider(r);
  for (Point r : g.neighbours(ko_point)) consider(r);
  return candidates;
}

}  // namespace

std::optional<LocalProblem> build_problem(const ProblemSpec& spec, std::size_t max_empty) {
  if (spec.columns < 2 || spec.rows < 2 || spec.columns > 5 || spec.rows > 5) return std::nullopt;
  const Graph g = Graph::grid(spec.columns + 3, spec.rows + 3);
  const int top = spec.rows + 2;  // row_from_top of the box's bottom row
  auto point = [&](int column, int row_from_bottom) { return g.at(column, top - row_from_bottom); };
  Configuration c(g.size());
  std::vector<Point> box;
  std::size_t k = 0;
  for (int row = 0; row < spec.rows; ++row) {
    for (int column = 0; column < spec.columns; ++column, ++k) {
      const int v = k < spec.cells.size() ? spec.cells[k] : 0;
      c.set(point(column, row), static_cast<Color>(wrap(v, 3)));
      box.push_back(point(column, row));
    }
  }
  const Color wall = (spec.wall_colours & 1) != 0 ? Color::White : Color::Black;
  for (int row = 0; row <= spec.rows; ++row) c.set(point(spec.columns, row), wall);
  for (int column = 0; column < spec.columns; ++column) c.set(point(column, spec.rows), wall);
  const PointSet region = PointSet::of(box);
  const Color mine = spec.white_ko_stone ? Color::White : Color::Black;
  Point stone(0);
  Point ko_point(0);
  if (spec.second_ko) {
    Point ignored_stone(0);
    Point ignored_ko(0);
    stamp(g, c, box, region, spec.ko2_at, spec.ko2_direction,
          spec.white_ko_stone ? Color::Black : Color::White, ignored_stone, ignored_ko);
  }
  if (!stamp(g, c, box, region, spec.ko_at, spec.ko_direction, mine, stone, ko_point))
    return std::nullopt;
  remove_dead_strings(g, c);
  FastBoard board(g, c);
  const Player taker = spec.white_ko_stone ? Player::Black : Player::White;
  if (!board.is_ko_capture(ko_point, taker)) return std::nullopt;
  if (spec.captured && !board.play(ko_point, taker)) return std::nullopt;
  const std::vector<Point> candidates = target_candidates(g, board, region, stone, ko_point);
  if (candidates.empty()) return std::nullopt;
  LocalProblem problem{g, board.configuration(), board.ko(), region,
                       candidates[wrap(spec.target, candidates.size())]};
  if (problem.empty_points() > max_empty) return std::nullopt;
  return problem;
}

std::optional<ProblemRecord> problem_record(const ProblemSpec& spec, std::size_t max_empty) {
  const std::optional<LocalProblem> problem = build_problem(spec, max_empty);
  if (!problem) return std::nullopt;
  ProblemSpec before = spec;
  before.captured = false;
  const std::optional<LocalProblem> start =
      spec.captured ? build_problem(before, problem->graph.size()) : problem;
  if (!start) return std::nullopt;
  std::vector<Move> moves;
  if (problem->ko) {
    const Player taker = opponent(problem->ko->banned);
    const FastBoard b = start->board();
    for (Point p : start->region) {
      std::optional<Point> taken;
      if (b.is_ko_capture(p, taker, &taken) && taken == problem->ko->point)
        moves.push_back(Move::play(taker, p));
    }
  }
  if (moves.size() > 1) return std::nullopt;
  return ProblemRecord{
      GameSetup{start->graph, start->config, moves.empty() ? Player::Black : moves[0].player},
      moves};
}

ProblemSpec random_spec(std::uint64_t& state, int columns, int rows) {
  ProblemSpec spec;
  spec.columns = columns;
  spec.rows = rows;
  for (int i = 0; i < columns * rows; ++i) {
    // Dense boards: one point in five empty, the rest black or white.
    const std::uint64_t r = splitmix64(state) % 5;
    spec.cells.push_back(r == 0 ? 0 : static_cast<int>(1 + r % 2));
  }
  spec.wall_colours = static_cast<int>(splitmix64(state) % 2);
  spec.ko_at = static_cast<int>(splitmix64(state) % 1000);
  spec.ko_direction = static_cast<int>(splitmix64(state) % 4);
  spec.white_ko_stone = splitmix64(state) % 2 == 0;
  spec.captured = splitmix64(state) % 3 == 0;
  spec.target = static_cast<int>(splitmix64(state) % 8);
  spec.second_ko = splitmix64(state) % 2 == 0;
  spec.ko2_at = static_cast<int>(splitmix64(state) % 1000);
  spec.ko2_direction = static_cast<int>(splitmix64(state) % 4);
  return spec;
}

std::vector<LocalProblem> problem_set(std::uint64_t seed, std::size_t count, std::size_t max_empty,
                                      bool small_boxes) {
  std::vector<LocalProblem> out;
  std::uint64_t state = seed;
  const int sizes[3][2] = {{3, 3}, {4, 3}, {4, 4}};
  for (std::size_t attempt = 0; out.size() < count && attempt < 100 * count; ++attempt) {
    const int* size = sizes[attempt % (small_boxes ? 2 : 3)];
    const ProblemSpec spec = random_spec(state, size[0], size[1]);
    if (std::optional<LocalProblem> p = build_problem(spec, max_empty))
      out.push_back(std::move(*p));
  }
  return out;
}

}  // namespace kospec::reading
