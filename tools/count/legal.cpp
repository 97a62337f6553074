#include "tools/count/legal.h"

#include <chrono>

#include "spec/error.h"
#include "tools/run/number_text.h"
#include "tools/smallboard/ternary_index.h"

namespace kospec::count {

namespace {

constexpr std::uint64_t kCheckEvery = 1U << 20;  // colourings between two looks at the clock

}  // namespace

LegalCount count_legal(const smallboard::BitBoard& board, const BitTable* reached,
                       const run::RunControl& control) {
  if (board.points() > kMaxColouredPoints) {
    throw InputError("count positions: board " + board.size_name() + " has " +
                     std::to_string(board.points()) +
                     " points; visiting all 3^n colourings is supported up to " +
                     std::to_string(kMaxColouredPoints) + " points");
  }
  const smallboard::TernaryIndex codec(board.points());
  require(reached == nullptr || reached->size() == codec.size(),
          "count_legal: the reached table must have one bit a colouring of this board");
  LegalCount result;
  run::ProgressClock progress(control);
  for (std::uint64_t index = 0; index < codec.size(); ++index) {
    if (index % kCheckEvery == kCheckEvery - 1) {
      if (control.stop_requested()) return result;
      if (progress.due()) {
        const double seconds = progress.seconds();
        progress.report("count positions " + board.size_name() + ": " + run::grouped(index) +
                        " of " + run::grouped(codec.size()) + " colourings checked, " +
                        run::rate(static_cast<double>(index), seconds) + " colourings/s");
      }
    }
    const bool legal = board.legal(codec.position(index));
    const bool in_reached = reached != nullptr && reached->contains(index);
    result.legal += legal ? 1U : 0U;
    result.legal_and_reached += legal && in_reached ? 1U : 0U;
    result.reached_illegal += !legal && in_reached ? 1U : 0U;
    ++result.colourings;
  }
  result.complete = true;
  return result;
}

}  // namespace kospec::count
