#pragma once
// The definitions of the facts of a move itself (the Move group of KOSPEC_FACTS, spec/move_facts.h):
// each computed from scratch from the record, the move and the base rules' effect, by the spec's
// own definitions (R5's captures, KO's ko point, R11's threats, ...). The rules layer gathers these
// facts by calling them; the exact engine keeps its own compact gatherers, and the witnesses
// (corpus/facts/witnesses.json) check both.

#include "spec/base_play.h"
#include "spec/move_facts.h"
#include "spec/record.h"

namespace kospec {

/// A move judged after a record: what a fact of the move is defined on.
struct MoveContext {
  const GameRecord& record;  ///< the game so far
  const Move& move;          ///< the move, allowed by the base rules
  const PlayResult& effect;  ///< the base rules' effect of it
};

/// The value of the Move-group fact `fact` of a move. Throws PreconditionError for a fact of
/// another group.
int move_fact(Fact fact, const MoveContext& context);

}  // namespace kospec
