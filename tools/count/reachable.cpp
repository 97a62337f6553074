#include "tools/count/reachable.h"

#include <bit>
#include <chrono>

#include "spec/error.h"
#include "tools/count/prepared.h"
#include "tools/run/number_text.h"
#include "tools/smallboard/ternary_index.h"

namespace kospec::count {

namespace {

constexpr std::uint64_t kCheckEvery =
    1U << 16;  // expansions between two looks at the clock and stop flag

}  // namespace

Reachable enumerate_reachable(const smallboard::BitBoard& board, const run::RunControl& control) {
  if (board.points() > kMaxEnumeratedPoints) {
    throw InputError("count positions: board " + board.size_name() + " has " +
                     std::to_string(board.points()) +
                     " points; the visited tables hold 3^n bits each, so at most " +
                     std::to_string(kMaxEnumeratedPoints) + " points (e.g. 4x5) are supported");
  }
  const smallboard::TernaryIndex codec(board.points());
  Reachable result(codec.size());
  BitTable pending(codec.size());
  result.table_bytes = result.reached.bytes() + pending.bytes();
  result.reached.insert(0);
  pending.insert(0);
  result.positions = 1;

  run::ProgressClock progress(control);
  std::uint64_t next_check = kCheckEvery;
  std::vector<std::uint64_t>& words = pending.words();
  bool found = true;
  while (found) {
    found = false;
    ++result.sweeps;
    for (std::size_t w = 0; w < words.size(); ++w) {
      while (words[w] != 0) {
        const int bit = std::countr_zero(words[w]);
        words[w] &= words[w] - 1;
        found = true;
        const std::uint64_t here_index = w * 64 + static_cast<std::uint64_t>(bit);
        const smallboard::BitPosition here = codec.position(here_index);
        const PreparedPosition prepared(board, here);
        for_each_move(board, prepared,
                      [&](int point, Color colour, smallboard::BitPosition next, bool placed) {
                        ++result.edges;
                        // Without a capture the index grows by the stone's digit alone.
                        const std::uint64_t index =
                            placed ? here_index +
                                         codec.place(point) * (colour == Color::Black ? 1U : 2U)
                                   : codec.index(next);
                        if (result.reached.insert(index)) {
                          pending.insert(index);
                          ++result.positions;
                        }
                      });
        if (++result.expanded == next_check) {
          next_check += kCheckEvery;
          if (control.stop_requested()) return result;
          if (progress.due()) {
            const double seconds = progress.seconds();
            progress.report("count positions " + board.size_name() + ": sweep " +
                            std::to_string(result.sweeps) + ", " + run::grouped(result.positions) +
                            " positions reached, " + run::grouped(result.expanded) + " expanded, " +
                            run::rate(static_cast<double>(result.expanded), seconds) +
                            " expanded/s");
          }
        }
      }
    }
  }
  result.complete = true;
  return result;
}

}  // namespace kospec::count
