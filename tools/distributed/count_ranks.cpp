#include "tools/distributed/count_ranks.h"

#include <bit>

#include "spec/error.h"
#include "tools/count/bit_table.h"
#include "tools/count/prepared.h"
#include "tools/count/reachable.h"
#include "tools/distributed/ternary_partition.h"
#include "tools/run/number_text.h"
#include "tools/smallboard/ternary_index.h"

namespace kospec::distributed {

namespace {

constexpr std::uint64_t kRoundPositions = 1U << 16;  // positions a rank expands between exchanges

// One rank's share of the search.
class RankCounter {
 public:
  RankCounter(const Comm& comm, const smallboard::BitBoard& board, const run::RunControl& control)
      : comm_(comm),
        board_(board),
        control_(control),
        codec_(board.points()),
        part_(board.points(), comm.size()),
        reached_(part_.owned(comm.rank())),
        frontier_(part_.owned(comm.rank())),
        next_(part_.owned(comm.rank())) {}

  std::uint64_t table_bytes() const { return 3 * reached_.bytes(); }

  count::PositionCount run() {
    count::PositionCount c;
    c.step_name = "level";
    c.table_bytes = table_bytes();
    if (part_.owner(0) == comm_.rank()) reach(part_.local(0));
    run::ProgressClock progress(control_);
    bool stopped = false;
    for (;;) {
      ++c.steps;
      std::swap(frontier_, next_);
      std::vector<std::uint64_t>& words = frontier_.words();
      std::size_t w = 0;
      for (;;) {
        w = expand(words, w);
        const Words most =
            comm_.max({w < words.size() ? 1U : 0U, control_.stop_requested() ? 1U : 0U,
                       progress.due() ? 1U : 0U});
        if (most[2] != 0) {
          const Words t = comm_.sum({positions_, expanded_});
          progress.report("count positions " + board_.size_name() + " on " +
                          std::to_string(comm_.size()) + " ranks: level " +
                          std::to_string(c.steps) + ", " + run::grouped(t[0]) +
                          " positions reached, " + run::grouped(t[1]) + " expanded, " +
                          run::rate(static_cast<double>(t[1]), progress.seconds()) + " expanded/s");
        }
        if (most[1] != 0) stopped = true;
        if (stopped || most[0] == 0) break;
      }
      if (stopped || comm_.sum({next_.count()})[0] == 0) break;
    }
    const Words totals = comm_.sum({positions_, expanded_, edges_});
    c.positions = totals[0];
    c.expanded = totals[1];
    c.edges = totals[2];
    c.search_complete = !stopped;
    if (c.search_complete) c.legal = count_legal();
    return c;
  }

 private:
  void reach(std::uint64_t local) {
    if (reached_.insert(local)) {
      next_.insert(local);
      ++positions_;
    }
  }

  // Expands the frontier from word `w` on, one round's worth; returns where it stopped.
  std::size_t expand(std::vector<std::uint64_t>& words, std::size_t w) {
    const auto n = static_cast<std::size_t>(comm_.size());
    std::vector<Words> out(n);
    std::uint64_t done = 0;
    for (; w < words.size() && done < kRoundPositions; ++w) {
      while (words[w] != 0) {
        const int bit = std::countr_zero(words[w]);
        words[w] &= words[w] - 1;
        ++done;
        const std::uint64_t here_local = w * 64 + static_cast<unsigned>(bit);
        const std::uint64_t code = part_.code(comm_.rank(), here_local);
        const smallboard::BitPosition here = codec_.position(code);
        const count::PreparedPosition prepared(board_, here);
        count::for_each_move(
            board_, prepared,
            [&](int point, Color colour, smallboard::BitPosition next, bool placed) {
              ++edges_;
              // Without a capture the code grows by the stone's digit alone (as reachable.cpp), and a
              // stone on a low point leaves it in its block: the same owner, the index as higher.
              const std::uint64_t step = codec_.place(point) * (colour == Color::Black ? 1U : 2U);
              if (placed && codec_.place(point) < part_.block()) {
                reach(here_local + step);
                return;
              }
              const auto [owner, local] = part_.place(placed ? code + step : codec_.index(next));
              if (owner == comm_.rank()) {
                reach(local);
              } else {
                out[static_cast<std::size_t>(owner)].push_back(local);
              }
            });
      }
    }
    expanded_ += done;
    if (n > 1) {
      for (const Words& batch : comm_.exchange(out)) {
        for (std::uint64_t local : batch) reach(local);
      }
    }
    return w;
  }

  // The legal colourings among this rank's codes, and how many it reached; summed over ranks.
  count::LegalCount count_legal() {
    count::LegalCount l;
    const std::uint64_t owned = part_.owned(comm_.rank());
    bool stopped = false;
    run::ProgressClock progress(control_);  // rank 0's share, as a sign of the whole
    for (std::uint64_t local = 0; local < owned; ++local) {
      if ((local & 0xFFFFF) == 0xFFFFF) {
        if (control_.stop_requested()) {
          stopped = true;
          break;
        }
        if (progress.due()) {
          progress.report("count positions " + board_.size_name() + " on " +
                          std::to_string(comm_.size()) + " ranks: " + run::grouped(local) +
                          " of rank 0's " + run::grouped(owned) + " colourings checked");
        }
      }
      const bool legal = board_.legal(codec_.position(part_.code(comm_.rank(), local)));
      const bool in_reached = reached_.contains(local);
      l.legal += legal ? 1U : 0U;
      l.legal_and_reached += legal && in_reached ? 1U : 0U;
      l.reached_illegal += !legal && in_reached ? 1U : 0U;
      ++l.colourings;
    }
    const Words t = comm_.sum(
        {l.colourings, l.legal, l.legal_and_reached, l.reached_illegal, stopped ? 1U : 0U});
    return {t[0], t[1], t[2], t[3], t[4] == 0};
  }

  const Comm& comm_;
  const smallboard::BitBoard& board_;
  const run::RunControl& control_;
  smallboard::TernaryIndex codec_;
  TernaryPartition part_;
  count::BitTable reached_;
  count::BitTable frontier_;
  count::BitTable next_;
  std::uint64_t positions_ = 0;
  std::uint64_t expanded_ = 0;
  std::uint64_t edges_ = 0;
};

}  // namespace

count::PositionCount count_positions_ranks(const Comm& comm, const smallboard::BitBoard& board,
                                           std::size_t max_bytes, const run::RunControl& control) {
  if (board.points() > count::kMaxRankedPoints) {
    throw InputError("count positions: board " + board.size_name() + " has " +
                     std::to_string(board.points()) + " points; at most " +
                     std::to_string(count::kMaxRankedPoints) + " are supported");
  }
  const std::uint64_t bytes =
      3 * ((TernaryPartition(board.points(), comm.size()).owned(0) + 63) / 64) * 8;
  if (bytes > max_bytes) {
    throw InputError("count positions: --board " + board.size_name() + " on " +
                     std::to_string(comm.size()) + " ranks needs " + run::grouped(bytes >> 20) +
                     " MiB a rank for its tables, over --max-memory " +
                     std::to_string(max_bytes >> 20) + " MiB");
  }
  try {
    RankCounter counter(comm, board, control);
    return counter.run();
  } catch (const std::exception& e) {
    comm.abort(std::string("count positions: ") + e.what(), 2);
  }
}

}  // namespace kospec::distributed
