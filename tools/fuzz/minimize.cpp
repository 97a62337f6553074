#include "tools/fuzz/minimize.h"

#include <algorithm>
#include <optional>

#include "tools/fuzz/delta_debug.h"

namespace kospec::fuzz {

namespace {

std::vector<Move> pick(const std::vector<Move>& from, const Subset& subset) {
  std::vector<Move> out;
  out.reserve(subset.size());
  for (std::size_t i : subset) out.push_back(from[i]);
  return out;
}

// The stones on the board after the first `k` of `moves` (kospec's replay), in point order.
std::vector<Move> stones_after(const Ruleset& ruleset, int size, const std::vector<Move>& moves,
                               std::size_t k) {
  const Graph g = Graph::grid(size, size);
  Game game(GameSetup{g, Configuration(g.size()), Player::Black}, ruleset);
  replay(game, moves, k);
  std::vector<Move> stones;
  for (Point p : g.points()) {
    const Color c = game.record().current().at(p);
    if (c != Color::Empty)
      stones.push_back(Move::play(c == Color::Black ? Player::Black : Player::White, p));
  }
  return stones;
}

}  // namespace

std::vector<Move> alternating(const std::vector<Move>& stones, const std::vector<Move>& plies,
                              Player next) {
  std::vector<Move> black, white, order;
  for (const Move& m : stones) (m.player == Player::Black ? black : white).push_back(m);
  for (std::size_t i = 0; i < std::max(black.size(), white.size()); ++i) {
    if (i < black.size()) order.push_back(black[i]);
    if (i < white.size()) order.push_back(white[i]);
  }
  order.insert(order.end(), plies.begin(), plies.end());
  std::vector<Move> out;
  Player to_move = Player::Black;
  for (const Move& m : order) {
    if (m.player != to_move) out.push_back(Move::pass(to_move));
    out.push_back(m);
    to_move = opponent(m.player);
  }
  if (to_move != next) out.push_back(Move::pass(to_move));
  return out;
}

bool still_disagrees(EngineSession& session, int size, const std::vector<Move>& moves,
                     const Finding& finding) {
  if (!finding.move || !finding.verdict || !finding.probe) return false;
  if (session.new_game(size)) return false;
  for (const Move& m : moves) {
    if (!session.continues(m)) return false;  // not a game under kospec's rules
    if (session.play(m)) return false;        // the engine refused an earlier ply
  }
  const Move& move = *finding.move;
  if (session.game().record().to_move() != move.player || move.is_pass()) return false;
  if (session.game().record().current().at(*move.point) != Color::Empty) return false;
  const Verdict v = session.game().judge(move).verdict;
  if (v.legal() != finding.verdict->legal() || v.deciding != finding.verdict->deciding)
    return false;
  const std::optional<Finding> now = session.probe_move(*finding.probe, move);
  return now && now->kind == finding.kind;
}

std::size_t placing_moves(const std::vector<Move>& stones) {
  return std::min(alternating(stones, {}, Player::Black).size(),
                  alternating(stones, {}, Player::White).size());
}

namespace {

// kospec's judgement of `move` after `plies` from `stones` set up on the board (not played), if
// it judges it as `verdict` (same legality, same deciding rule): what the SGF of the finding,
// written with the stones as AB/AW setup, shows.
std::optional<Judgement> judged_from_setup(const Ruleset& ruleset, int size,
                                           const std::vector<Move>& stones,
                                           const std::vector<Move>& plies, const Move& move,
                                           const Verdict& verdict) {
  const Graph g = Graph::grid(size, size);
  Configuration initial(g.size());
  for (const Move& m : stones)
    initial.set(*m.point, m.player == Player::Black ? Color::Black : Color::White);
  const Player first = plies.empty() ? move.player : plies.front().player;
  Game game(GameSetup{g, initial, first}, ruleset);
  if (replay(game, plies, plies.size()) || game.record().to_move() != move.player)
    return std::nullopt;
  Judgement j = game.judge(move);
  if (j.verdict.legal() != verdict.legal() || j.verdict.deciding != verdict.deciding)
    return std::nullopt;
  return j;
}

}  // namespace

Finding minimize(EngineSession& session, int size, const Finding& finding, std::size_t budget) {
  if (!finding.move || !finding.verdict || !finding.probe) return finding;
  const Player next = finding.move->player;
  std::size_t tries = 0;
  auto reproduces = [&](const std::vector<Move>& stones, const std::vector<Move>& plies) {
    if (tries >= budget) return false;
    ++tries;
    return still_disagrees(session, size, alternating(stones, plies, next), finding);
  };
  std::vector<Move> stones;
  std::vector<Move> plies = finding.moves;
  if (!reproduces(stones, plies)) return finding;  // not reproducible by replay: keep as is
  auto shrink_plies = [&] {
    const Subset keep = ddmin(
        plies.size(), [&](const Subset& s) { return reproduces(stones, pick(plies, s)); },
        budget > tries ? budget - tries : 0);
    plies = pick(plies, keep);
  };
  // The first plies folded into the position they reach, as stones: all of them if possible, else
  // keep the last few as plies (a repetition needs the position it repeats among the plies).
  auto fold = [&] {
    const std::vector<Move> played = alternating(stones, plies, next);
    for (std::size_t kept = 0; kept <= std::min<std::size_t>(played.size(), 8); ++kept) {
      const std::size_t k = played.size() - kept;
      std::vector<Move> as_stones = stones_after(session.game().ruleset(), size, played, k);
      std::vector<Move> rest(played.begin() + static_cast<long>(k), played.end());
      if (placing_moves(as_stones) < k && reproduces(as_stones, rest)) {
        stones = std::move(as_stones);
        plies = std::move(rest);
        return;
      }
    }
  };
  // Folded first, before ddmin spends the budget on a long game (a 5x5 game of 100 plies whose
  // last two repeat a position: ddmin alone took it to 98 within 400 replays).
  fold();
  shrink_plies();
  fold();
  const Subset keep_stones = ddmin(
      stones.size(), [&](const Subset& s) { return reproduces(pick(stones, s), plies); },
      budget > tries ? budget - tries : 0);
  stones = pick(stones, keep_stones);
  if (budget > tries) shrink_plies();
  Finding small = finding;
  small.moves = alternating(stones, plies, next);
  small.setup_moves = placing_moves(stones);
  // The verdict and its trace as they are in the minimized game.
  if (still_disagrees(session, size, small.moves, finding)) {
    const Judgement j = session.game().judge(*finding.move);
    small.verdict = j.verdict;
    small.self_capture = j.effect.self_capture;
    // The SGF sets the stones up, with kospec's verdict and trace from there, where kospec
    // judges the move the same; else it plays them, as the .tst does.
    const std::vector<Move> after_setup(small.moves.begin() + static_cast<long>(small.setup_moves),
                                        small.moves.end());
    if (const std::optional<Judgement> set_up = judged_from_setup(
            session.game().ruleset(), size, stones, after_setup, *finding.move, *small.verdict)) {
      small.setup = stones;
      small.verdict = set_up->verdict;
    }
  } else {
    small.moves = finding.moves;
    small.setup_moves = 0;
  }
  return small;
}

}  // namespace kospec::fuzz
