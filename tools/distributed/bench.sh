#!/bin/bash
# The figures of tools/distributed/README.md: wall time and each rank's maximum resident set for
# one process and for 1, 2 and 4 ranks. Run from the repository root after building build/kospec.
set -u
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
kospec=${KOSPEC:-build/kospec}
run() {  # label, kospec arguments...
  local label=$1
  shift
  /usr/bin/time -f "$label, one process: %e s wall, %M KB" "$kospec" "$@" --progress 0 >/tmp/bench.out 2>/tmp/bench.err
  tail -1 /tmp/bench.err
  for ranks in 1 2 4; do
    /usr/bin/time -f "$label, $ranks ranks: %e s wall" mpirun --oversubscribe -np "$ranks" \
      /usr/bin/time -f "  a rank: %M KB" "$kospec" "$@" --progress 0 >/tmp/bench.out 2>/tmp/bench.err
    grep -E 'wall|a rank' /tmp/bench.err | tr '\n' ' '
    echo
  done
}
uptime
run "count 4x4" count positions --board 4x4
run "explore quadruple ko PSK 1M" explore corpus/cycles/quadruple-ko.sgf --region moves -r positional-superko --max-states 1000000 --complete
run "explore round-robin no-ko" explore corpus/cycles/round-robin-ko.sgf --region moves -r no-ko --complete
run "explore quadruple ko cycle-sets 1M" explore corpus/cycles/quadruple-ko.sgf --region moves -r cycle-sets --max-states 1000000 --complete
uptime
