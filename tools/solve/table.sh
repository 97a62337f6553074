#!/bin/bash
# The table of tools/solve/README.md, "The table": each empty board of corpus/solve/boards under
# every named ruleset and cycle-sets+A1, self-capture forbidden and allowed. Each cell is one
#   kospec solve corpus/solve/boards/B-empty.sgf -r R --suicide S --json
# given LIMIT seconds of wall time (then SIGINT: it stops and prints the bounds it had proven;
# a value found before the stop is kept, its strategy replay marked unfinished). One line a cell,
# tab-separated: board, self-capture, ruleset, result, method, nodes, CPU seconds (user), peak
# MB, and the strategy replay ("replayed N" states / "not replayed: WHY" / "-"; a stopped cell:
# "stopped by WHY"). Run from the repository root
# after building KOSPEC (default build-release/kospec); BOARDS, RULESETS, SUICIDE and LIMIT narrow
# it, e.g. BOARDS="2x2 3x3" LIMIT=10 tools/solve/table.sh.
set -u
kospec=${KOSPEC:-build-release/kospec}
limit=${LIMIT:-60}
boards=${BOARDS:-"1x1 1x2 1x3 1x4 1x5 1x6 1x7 1x8 1x9 2x2 2x3 2x4 2x5 3x3 3x4 4x4"}
rulesets=${RULESETS:-"no-ko simple-ko japanese positional-superko situational-superko natural-situational-superko spight cycle-sets cycle-sets+A1"}
suicide=${SUICIDE:-"forbidden all"}
text() {  # the string of JSON key $1 in the one-line object $2
  sed -n "s/.*\"$1\":\"\([^\"]*\)\".*/\1/p" <<<"$2"
}
number() {  # the number of JSON key $1 in the one-line object $2
  sed -n "s/.*\"$1\":\([0-9.e+-]*\).*/\1/p" <<<"$2"
}
for b in $boards; do
  for sc in $suicide; do
    for r in $rulesets; do
      out=$(/usr/bin/time -f "%U %M" -o /tmp/kospec-table-time timeout -s INT "$limit" \
        "$kospec" solve "corpus/solve/boards/$b-empty.sgf" -r "$r" --suicide "$sc" --json -q 2>/dev/null)
      read -r cpu kb </tmp/kospec-table-time 2>/dev/null || { cpu=?; kb=0; }
      checked=$(number checked_states "$out")
      unchecked=$(text unchecked_by "$out")
      replay="-"
      [ "${checked:-0}" != 0 ] && replay="replayed $checked"
      [ -n "$unchecked" ] && replay="not replayed: $unchecked"
      stopped=$(text stopped_by "$out")
      [ -n "$stopped" ] && replay="stopped by $stopped"
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$b" "$sc" "$r" "$(text summary "$out")" \
        "$(text method "$out")" "$(number nodes "$out")" "$cpu" "$((kb / 1024))" "$replay"
    done
  done
done
