#pragma once
// The exact judge of a disagreement: the local game around the string (reading/exact_search.h,
// with ko threats, horizon 2) decides the true result code where the string sits in a closed
// area small enough to solve.
//
// The region: the empty points reached from the string's liberties through empty points; then,
// while a string next to the region has one or two liberties outside it, those liberties and the
// empty points reached from them too (such a string could be captured, or could carry the string
// out, through them). Strings with three or more liberties outside the region are its walls: the
// local game never fills those liberties. If the region grows beyond `max_empty` points the string
// is in open space and the local game would not be the position's game: no verdict.

#include <cstddef>
#include <optional>
#include <string>

#include "reading/exact_class.h"
#include "tools/reading_campaign/reading_case.h"

namespace kospec::reading::campaign {

/// The exact verdict on a position, when there is one.
struct ExactVerdict {
  bool judged = false;               ///< a complete exact search gave both classes
  std::string why_not;               ///< when not judged: "open: 31 empty points reachable", ...
  ReadCode attack = ReadCode::Lose;  ///< the exact attack class
  ReadCode defend = ReadCode::Lose;  ///< the exact defence class
  std::size_t empty_points = 0;      ///< size of the region
  std::size_t states = 0;            ///< states the searches enumerated

  /// The exact class of one question.
  ReadCode code(Question q) const { return q == Question::Attack ? attack : defend; }
};

/// Judges the string at `target` of `position` by the exact local search.
ExactVerdict judge_exactly(const ReadingPosition& position, Point target,
                           std::size_t max_empty = 14, std::size_t state_limit = 3'000'000);

/// Who is right about a question, given both codes and the exact class: "both", "kospec",
/// "GNU Go" or "neither".
std::string who_is_right(ReadCode kospec, ReadCode gnugo, ReadCode exact);

}  // namespace kospec::reading::campaign
