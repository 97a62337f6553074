#pragma once
// R13's readings of "a subsequent opponent's move" (spec/r13_counteracted.h), apart so that A1's
// reading (spec/a1_obvious_cycles.h), which judges continuations by R15, can name them.

#include <cstdint>

namespace kospec {

/// Which moves R13's "subsequent opponent's move" can be.
enum class R13Reading : std::uint8_t {
  Next,   ///< R13.next: the opponent's next ply only
  Later,  ///< R13.later (default): any later board play of the opponent while it is pending
};

/// The id of a reading of R13: "R13.next" or "R13.later".
const char* r13_reading_id(R13Reading reading);

}  // namespace kospec
