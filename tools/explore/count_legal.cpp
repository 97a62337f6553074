#include "tools/explore/count_legal.h"

#include <chrono>

#include "spec/error.h"
#include "tools/explore/count_format.h"
#include "tools/explore/count_index.h"

namespace kospec::explore {

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::uint64_t kCheckEvery = 1U << 20;  // colourings between two looks at the clock

}  // namespace

LegalCount count_legal(const BitBoard& board, const BitTable* reached, const RunControl& control) {
  if (board.points() > kMaxColouredPoints) {
    throw InputError("count positions: board " + board.size_name() + " has " + std::to_string(board.points()) +
                     " points; visiting all 3^n colourings is supported up to " +
                     std::to_string(kMaxColouredPoints) + " points");
  }
  const TernaryIndex codec(board.points());
  require(reached == nullptr || reached->size() == codec.size(),
          "count_legal: the reached table must have one bit a colouring of this board");
  LegalCount result;
  const Clock::time_point start = Clock::now();
  Clock::time_point last_report = start;
  for (std::uint64_t index = 0; index < codec.size(); ++index) {
    if (index % kCheckEvery == kCheckEvery - 1) {
      if (control.stop_requested()) return result;
      const Clock::time_point now = Clock::now();
      if (control.reports_progress() && now - last_report >= control.progress_every) {
        last_report = now;
        const double seconds = std::chrono::duration<double>(now - start).count();
        control.progress("count positions " + board.size_name() + ": " + grouped(index) + " of " +
                         grouped(codec.size()) + " colourings checked, " +
                         rate(static_cast<double>(index), seconds) + " colourings/s");
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

}  // namespace kospec::explore
