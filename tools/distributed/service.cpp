#include "tools/distributed/service.h"

#include "spec/error.h"
#include "tools/distributed/count_ranks.h"
#include "tools/distributed/explore_ranks.h"
#include "tools/distributed/wire.h"

namespace kospec::distributed {

namespace {

enum Request : std::uint64_t { kFinish = 1, kExplore = 2, kCountPositions = 3 };

}  // namespace

explore::ExactGraph Service::explore(const Game& start, const PointSet& region,
                                     const explore::ExactLimits& limits) const {
  WordWriter out;
  out.put(kExplore);
  put_game(out, start);
  out.put(region.size());
  for (Point p : region) out.put(p.index());
  out.put(limits.max_states);
  out.put(limits.max_depth);
  out.put(limits.max_bytes);
  out.put(limits.show_base_illegal ? 1U : 0U);
  comm_.broadcast(out.words());
  return explore_ranks(comm_, start, region, limits);
}

count::PositionCount Service::count_positions(const smallboard::BitBoard& board,
                                              std::size_t max_bytes,
                                              const run::RunControl& control) const {
  Words request{kCountPositions, static_cast<std::uint64_t>(board.columns()),
                static_cast<std::uint64_t>(board.rows()), max_bytes};
  comm_.broadcast(request);
  return count_positions_ranks(comm_, board, max_bytes, control);
}

void Service::finish(int status) const {
  Words request{kFinish, static_cast<std::uint64_t>(status)};
  comm_.broadcast(request);
}

int Service::serve(const std::atomic<bool>& stop) const {
  run::RunControl control;
  control.stop = &stop;
  for (;;) {
    Words request;
    comm_.broadcast(request);
    WordReader in(request);
    try {
      switch (in.next()) {
        case kFinish:
          return static_cast<int>(in.next());
        case kExplore: {
          const Game start = take_game(in);
          PointSet region;
          for (std::uint64_t n = in.next(), i = 0; i < n; ++i)
            region.insert(Point(static_cast<std::uint32_t>(in.next())));
          explore::ExactLimits limits;
          limits.max_states = in.next();
          limits.max_depth = in.next();
          limits.max_bytes = in.next();
          limits.show_base_illegal = in.next() != 0;
          limits.control = control;
          explore_ranks(comm_, start, region, limits);
          break;
        }
        case kCountPositions: {
          const auto columns = static_cast<int>(in.next());
          const auto rows = static_cast<int>(in.next());
          const smallboard::BitBoard board(columns, rows);
          count_positions_ranks(comm_, board, in.next(), control);
          break;
        }
        default:
          comm_.abort("an unknown request from rank 0", 2);
      }
    } catch (const InputError&) {
      // Bad input found before any rank started: rank 0 found it too, reports it, and finishes.
    }
  }
}

}  // namespace kospec::distributed
