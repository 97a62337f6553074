#include "tools/count/position_count.h"

#include "tools/count/reachable.h"

namespace kospec::count {

PositionCount count_positions(const smallboard::BitBoard& board, const run::RunControl& control) {
  const Reachable reachable = enumerate_reachable(board, control);
  PositionCount c;
  c.positions = reachable.positions;
  c.expanded = reachable.expanded;
  c.edges = reachable.edges;
  c.steps = reachable.sweeps;
  c.table_bytes = reachable.table_bytes;
  c.search_complete = reachable.complete;
  if (reachable.complete) c.legal = count_legal(board, &reachable.reached, control);
  return c;
}

}  // namespace kospec::count
