#include "spec/move_definitions.h"

#include "spec/error.h"
#include "spec/ko_basic.h"
#include "spec/r11_threatened.h"

namespace kospec {

namespace {

// KO: the play is on the ko point the last ply left.
int ko_point_fact(const MoveContext& c) {
  const auto ko = ko_point(c.record);
  return ko && c.move.point == ko ? 1 : 0;
}

// R5: the opponent's stones the play captures.
int captures_fact(const MoveContext& c) { return static_cast<int>(c.effect.captured.size()); }

// SUI: the play removes its own string.
int self_capture_fact(const MoveContext& c) { return c.effect.self_capture ? 1 : 0; }

// TURN: Black makes the move.
int mover_fact(const MoveContext& c) { return c.move.player == Player::Black ? 1 : 0; }

// PASS: the previous ply was a pass.
int after_pass_fact(const MoveContext& c) {
  return !c.record.plies().empty() && c.record.plies().back().move.is_pass() ? 1 : 0;
}

// R11: the play reduces an opponent's string to one liberty.
int threatens_fact(const MoveContext& c) {
  if (c.move.is_pass()) return 0;
  return strings_threatened_by(c.record.graph(), c.record.current(), c.effect.after, c.move.player)
                 .empty()
             ? 0
             : 1;
}

}  // namespace

int move_fact(Fact fact, const MoveContext& c) {
  // A board play's facts say nothing of a pass (its captures, ko point, threats are none).
  if (c.move.is_pass() && fact != Fact::Mover && fact != Fact::AfterPass) return 0;
  switch (fact) {
#define KOSPEC_MOVE_CASE_Move(kind, def) \
  case Fact::kind:                       \
    return def(c);
#define KOSPEC_MOVE_CASE_History(kind, def)
#define KOSPEC_MOVE_CASE_Cycle(kind, def)
#define KOSPEC_MOVE_CASE_Guard(kind, def)
#define KOSPEC_MOVE_CASE(kind, member, type, group, rule, what, def) \
  KOSPEC_MOVE_CASE_##group(kind, def)
    KOSPEC_FACTS(KOSPEC_MOVE_CASE)
#undef KOSPEC_MOVE_CASE
#undef KOSPEC_MOVE_CASE_Move
#undef KOSPEC_MOVE_CASE_History
#undef KOSPEC_MOVE_CASE_Cycle
#undef KOSPEC_MOVE_CASE_Guard
    default:
      break;
  }
  throw PreconditionError("move_fact: " + std::string(fact_name(fact)) +
                          " is no fact of the move itself");
}

}  // namespace kospec
