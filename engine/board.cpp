#include "engine/board.h"

#include "spec/hash.h"

namespace kospec::engine {

Board board_of(const Configuration& config) {
  Board b;
  for (Point p : config.points_of(Color::Black)) b.black |= Mask::of(static_cast<int>(p.index()));
  for (Point p : config.points_of(Color::White)) b.white |= Mask::of(static_cast<int>(p.index()));
  return b;
}

Configuration configuration_of(const Board& board, int points) {
  Configuration config(static_cast<std::size_t>(points));
  for_each_point(board.black,
                 [&](int p) { config.set(Point(static_cast<std::uint32_t>(p)), Color::Black); });
  for_each_point(board.white,
                 [&](int p) { config.set(Point(static_cast<std::uint32_t>(p)), Color::White); });
  return config;
}

std::uint64_t board_hash(const Board& board) {
  std::uint64_t h = hash_combine(kGoldenGamma, board.black.lo);
  h = hash_combine(h, board.black.hi);
  h = hash_combine(h, board.white.lo);
  return hash_combine(h, board.white.hi);
}

PlayEffect play(const Geometry& geometry, const Board& board, int point, Player player,
                SelfCapture self_capture) {
  PlayEffect effect;
  effect.after = board;
  const Mask stone = Mask::of(point);
  if (board.occupied() & stone) {
    effect.rule = RuleId::OCC;
    return effect;
  }
  const Mask own = board.stones(player) | stone;
  const Mask theirs = board.stones(kospec::opponent(player));
  const Mask empty_after_stone = geometry.all() - own - theirs;
  // R5: opponent strings next to the point whose only liberty was the point.
  Mask captured;
  Mask seen;
  for_each_point(geometry.neighbours(point) & theirs, [&](int p) {
    if (seen.has(p)) return;
    const Mask string = geometry.string_of(theirs, p);
    seen |= string;
    if (!geometry.liberties(string, empty_after_stone)) captured |= string;
  });
  effect.after.stones(player) = own;
  effect.after.stones(kospec::opponent(player)) = theirs - captured;
  effect.captured = captured;
  // SUI: the string of the stone played, after the captures.
  const Mask string = geometry.string_of(own, point);
  if (!geometry.liberties(string, empty_after_stone | captured)) {
    const bool allowed = self_capture == SelfCapture::All ||
                         (self_capture == SelfCapture::MultiStone && string.count() > 1);
    if (!allowed) {
      effect.after = board;
      effect.captured = {};
      effect.rule = RuleId::SUI;
      return effect;
    }
    effect.after.stones(player) = own - string;
    effect.self_captured = string;
  }
  effect.legal = true;
  return effect;
}

}  // namespace kospec::engine
