// The fast board against the spec, side by side (RapidCheck state machine): random plays, legal
// and illegal, capture-biased plays, passes and undos on random graphs (grids and tori up to 7x7)
// from random legal setups, under each self-capture option. After every command the fast board
// must agree with the spec (base_play.h, r03_string.h, r04_liberty.h) on the configuration, every
// string, every liberty, the opponent strings next to each string, the stones the last move
// captured or self-captured, the ko ban (KO.point)
// and the set of legal plays of both players, and pass its own consistency check; and the reader's
// liberty queries on it (approxlib, accuratelib, is_self_atari) agree with the spec too.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>
#include <rapidcheck/state.h>

#include <vector>

#include "reading/board_facts.h"
#include "reading/fast_board.h"
#include "spec/base_play.h"
#include "spec/r03_string.h"
#include "spec/r04_liberty.h"

namespace kospec::reading {
namespace {

struct Removed {
  PointSet captured;
  PointSet self_captured;
  std::optional<KoBan> ko;
};

// The model: the spec's configurations after every move, and what each move removed.
struct BoardModel {
  Graph graph;
  SelfCapture option;
  std::vector<Configuration> history;
  std::vector<Removed> removed;  // one per move, parallel to history[1..]
};

struct BoardSut {
  FastBoard board;
  BoardFacts facts{board};  // the reader's queries, with caches that live across commands
};

PointSet as_set(const std::vector<Point>& points) { return PointSet::of(points); }

// KO.point, read from the spec's results: a play that captured exactly one stone and left a
// one-stone string with one liberty bans the opponent from the captured point.
std::optional<KoBan> ko_after(const Graph& g, const PlayResult& r, const Move& m) {
  if (r.captured.size() != 1 || !r.self_captured.empty()) return std::nullopt;
  const PointSet s = string_at(g, r.after, *m.point);
  if (s.size() != 1 || liberty_count(g, r.after, s) != 1) return std::nullopt;
  return KoBan{r.captured.points()[0], opponent(m.player)};
}

// approxlib and accuratelib (reading/board_facts.h, cached by board serial) against the spec: the
// liberties of the string a stone at p would make, captures ignored or taken into account, up to
// maxlib.
void compare_facts(const BoardModel& m, const BoardFacts& f) {
  const Graph& g = m.graph;
  const Configuration& c = m.history.back();
  for (Point p : g.points()) {
    if (c.at(p) != Color::Empty) continue;
    for (Player who : {Player::Black, Player::White}) {
      Configuration filled = c;
      filled.set(p, stone_of(who));
      const int approx = static_cast<int>(liberty_count(g, filled, string_at(g, filled, p)));
      const PlayResult r = apply_base_rules(g, c, Move::play(who, p), SelfCapture::All);
      const int accurate =
          r.after.at(p) == Color::Empty
              ? 0
              : static_cast<int>(liberty_count(g, r.after, string_at(g, r.after, p)));
      for (int maxlib : {1, 2, 3, 5}) {
        RC_ASSERT(f.approxlib(p, who, maxlib) == std::min(approx, maxlib));
        RC_ASSERT(f.accuratelib(p, who, maxlib) == std::min(accurate, maxlib));
      }
      RC_ASSERT(f.is_self_atari(p, who) == (accurate <= 1));
    }
  }
}

void compare(const BoardModel& m, const BoardSut& sut) {
  const FastBoard& b = sut.board;
  compare_facts(m, sut.facts);
  const Graph& g = m.graph;
  const Configuration& c = m.history.back();
  RC_ASSERT(b.configuration() == c);
  b.check_consistency();
  for (const PointSet& s : all_strings(g, c)) {
    const Point first = s.points()[0];
    RC_ASSERT(b.origin(first) == first);
    RC_ASSERT(as_set(b.stones(first)) == s);
    RC_ASSERT(b.stone_count(first) == static_cast<int>(s.size()));
    const PointSet libs = liberties(g, c, s);
    RC_ASSERT(b.liberty_count(first) == static_cast<int>(libs.size()));
    std::vector<Point> listed;
    const auto fast_libs = b.liberties(first);
    for (std::size_t k = 0; k < fast_libs.size(); ++k) listed.push_back(fast_libs[k]);
    RC_ASSERT(as_set(listed) == libs);
    // The opponent strings next to it, named by their origins (the reader's chain links).
    PointSet neighbours;
    for (Point stone : s) {
      for (Point r : g.neighbours(stone)) {
        if (c.at(r) != Color::Empty && c.at(r) != c.at(first))
          neighbours.insert(string_at(g, c, r).points()[0]);
      }
    }
    std::vector<Point> links;
    const auto& fast_links = b.opponent_strings(first);
    for (std::size_t k = 0; k < fast_links.size(); ++k) links.push_back(fast_links[k]);
    RC_ASSERT(links.size() == neighbours.size());
    RC_ASSERT(as_set(links) == neighbours);
  }
  for (Point p : g.points()) {
    for (Player who : {Player::Black, Player::White}) {
      const bool spec_legal = apply_base_rules(g, c, Move::play(who, p), m.option).verdict.legal();
      RC_ASSERT(b.is_legal(p, who, KoRule::Ignore) == spec_legal);
    }
  }
  if (m.removed.empty()) {
    RC_ASSERT(b.depth() == 0U);
    return;
  }
  RC_ASSERT(as_set(b.last_captured()) == m.removed.back().captured);
  RC_ASSERT(as_set(b.last_self_captured()) == m.removed.back().self_captured);
  RC_ASSERT(b.ko() == m.removed.back().ko);
}

using Cmd = rc::state::Command<BoardModel, BoardSut>;

// A play at a random point by a random player, legal or not (base rules: ko ignored).
struct Play : Cmd {
  Point point{0};
  Player player = Player::Black;
  explicit Play(const BoardModel& m)
      : point(static_cast<std::uint32_t>(*rc::gen::inRange<std::size_t>(0, m.graph.size()))),
        player(*rc::gen::element(Player::Black, Player::White)) {}
  Play(Point p, Player who) : point(p), player(who) {}
  void apply(BoardModel& m) const override {
    const Move move = Move::play(player, point);
    PlayResult r = apply_base_rules(m.graph, m.history.back(), move, m.option);
    if (!r.verdict.legal()) return;
    m.removed.push_back({r.captured, r.self_captured, ko_after(m.graph, r, move)});
    m.history.push_back(std::move(r.after));
  }
  void run(const BoardModel& m, BoardSut& s) const override {
    BoardModel after = m;
    apply(after);
    const bool legal = after.history.size() > m.history.size();
    RC_ASSERT(s.board.play(point, player, KoRule::Ignore) == legal);
    compare(after, s);
  }
  void show(std::ostream& os) const override {
    os << "play " << player_letter(player) << " #" << point.index();
  }
};

// A play chosen among the legal ones (two times in three a capture when there is one).
struct PlayLegal : Play {
  explicit PlayLegal(const BoardModel& m) : Play(pick(m)) {}
  static Play pick(const BoardModel& m) {
    const Player who = *rc::gen::element(Player::Black, Player::White);
    std::vector<Point> legal;
    std::vector<Point> captures;
    for (Point p : m.graph.points()) {
      const PlayResult r =
          apply_base_rules(m.graph, m.history.back(), Move::play(who, p), m.option);
      if (!r.verdict.legal()) continue;
      legal.push_back(p);
      if (!r.captured.empty()) captures.push_back(p);
    }
    RC_PRE(!legal.empty());
    const bool capture = !captures.empty() && *rc::gen::inRange(0, 3) != 0;
    const std::vector<Point>& from = capture ? captures : legal;
    return Play(from[*rc::gen::inRange<std::size_t>(0, from.size())], who);
  }
};

struct Pass : Cmd {
  void apply(BoardModel& m) const override {
    m.removed.push_back({});
    m.history.push_back(m.history.back());
  }
  void run(const BoardModel& m, BoardSut& s) const override {
    BoardModel after = m;
    apply(after);
    s.board.pass();
    compare(after, s);
  }
  void show(std::ostream& os) const override { os << "pass"; }
};

struct Undo : Cmd {
  void checkPreconditions(const BoardModel& m) const override { RC_PRE(m.history.size() > 1U); }
  void apply(BoardModel& m) const override {
    m.history.pop_back();
    m.removed.pop_back();
  }
  void run(const BoardModel& m, BoardSut& s) const override {
    BoardModel after = m;
    apply(after);
    s.board.undo();
    compare(after, s);
  }
  void show(std::ostream& os) const override { os << "undo"; }
};

Graph random_graph() {
  const int columns = *rc::gen::inRange(1, 8);
  const int rows = *rc::gen::inRange(1, 8);
  Graph g = Graph::grid(columns, rows);
  if (*rc::gen::inRange(0, 4) == 0) {  // a torus now and then: any graph, not only grids
    for (int r = 0; r < rows; ++r) {
      if (columns > 2) g.add_arc(g.at(0, r), g.at(columns - 1, r));
    }
    for (int c = 0; c < columns; ++c) {
      if (rows > 2) g.add_arc(g.at(c, 0), g.at(c, rows - 1));
    }
  }
  return g;
}

// A random colouring with every string that has no liberty removed: a legal setup (SETUP).
Configuration random_setup(const Graph& g) {
  Configuration c(g.size());
  const auto colours = *rc::gen::container<std::vector<Color>>(
      g.size(), rc::gen::element(Color::Empty, Color::Empty, Color::Black, Color::White));
  for (std::uint32_t i = 0; i < g.size(); ++i) c.set(Point(i), colours[i]);
  for (const PointSet& s : all_strings(g, c)) {
    if (liberty_count(g, c, s) == 0) {
      for (Point p : s) c.set(p, Color::Empty);
    }
  }
  return c;
}

RC_GTEST_PROP(READING_FastBoard, AgreesWithTheSpecAfterEveryCommand, ()) {
  const Graph g = random_graph();
  const SelfCapture option =
      *rc::gen::element(SelfCapture::Forbidden, SelfCapture::MultiStone, SelfCapture::All);
  const Configuration setup = random_setup(g);
  BoardModel model{g, option, {setup}, {}};
  BoardSut sut{FastBoard(g, setup, option)};
  compare(model, sut);
  rc::state::check(
      model, sut,
      rc::state::gen::execOneOfWithArgs<Play, PlayLegal, PlayLegal, Pass, Undo, Undo>());
}

}  // namespace
}  // namespace kospec::reading
