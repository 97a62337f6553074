#pragma once
// Test helper: a record from a diagram and a list of moves in GTP names ("pass" for a pass).

#include <initializer_list>
#include <stdexcept>
#include <string>

#include "spec/diagram.h"
#include "spec/record.h"

namespace kospec::testing {

/// Plays `moves` (alternating from `first`) under the base rules from the diagram's position;
/// throws std::logic_error if one is illegal, so a test's sequence is checked as it is built.
inline GameRecord build_record(const std::string& diagram, Player first,
                               std::initializer_list<const char*> moves,
                               SelfCapture self_capture = SelfCapture::Forbidden) {
  Diagram d = parse_diagram(diagram);
  GameRecord record({d.graph, d.config, first});
  for (const char* name : moves) {
    const Player p = record.to_move();
    const std::string n(name);
    const Move m = n == "pass" ? Move::pass(p) : Move::play(p, *d.graph.parse_name(n));
    PlayResult r = apply_base_rules(d.graph, record.current(), m, self_capture);
    if (!r.verdict.legal()) throw std::logic_error("test sequence: illegal move " + n);
    record.append(m, std::move(r));
  }
  return record;
}

/// The point named `name` on the record's board.
inline Point at(const GameRecord& record, const char* name) {
  return *record.graph().parse_name(name);
}

}  // namespace kospec::testing
