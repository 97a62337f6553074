// komaster_play(): one play under a komaster scheme, as GNU Go's komaster_trymove() makes it.
#include "reading/komaster.h"

namespace kospec::reading {

KoMoveFacts ko_move_facts(const FastBoard& board, Point p, Player mover, bool conditional) {
  KoMoveFacts facts;
  facts.mover = mover;
  facts.move = p;
  facts.ko_capture = board.is_ko_capture(p, mover, &facts.captured);
  const std::optional<KoBan> ban = board.ko();
  facts.previous_ko = ban ? std::optional<Point>(ban->point) : std::nullopt;
  facts.conditional = conditional;
  if (conditional && !facts.ko_capture) {
    // A retake at the ko point that also captures more than the ko stone: still the ko retake
    // (tryko); the stone it takes back is the one the last play put on the board.
    facts.ko_capture = true;
    facts.captured = board.last_move();
  }
  return facts;
}

std::optional<KoPlay> komaster_play(KoScheme scheme, FastBoard& board, const KomasterState& state,
                                    Point p, Player mover, bool consider_conditional,
                                    ClauseTrail& trail) {
  if (!board.graph().contains(p) || board.color(p) != Color::Empty) return std::nullopt;
  const KomasterState resolved = resolve_komaster(scheme, board, state, trail);
  bool conditional = false;
  if (!board.is_legal(p, mover, KoRule::Respect)) {
    // Only a retake at the ko point can be made conditionally (tryko).
    if (!consider_conditional || !board.is_legal(p, mover, KoRule::Ignore)) return std::nullopt;
    conditional = true;
  }
  const KoMoveFacts facts = ko_move_facts(board, p, mover, conditional);
  if (!komaster_permits(scheme, board.graph(), resolved, facts, trail)) return std::nullopt;
  board.play(p, mover, conditional ? KoRule::Ignore : KoRule::Respect);
  const std::optional<KomasterState> after = komaster_after(scheme, board, resolved, facts, trail);
  if (!after) {
    board.undo();
    return std::nullopt;
  }
  return KoPlay{*after, conditional, resolved};
}

}  // namespace kospec::reading
