#!/bin/bash
# The table of the empty boards (corpus/solve/table.tsv, the README's "Exact values of the empty
# boards"): each empty board of corpus/solve/boards under
# every named ruleset and cycle-sets+A1, self-capture forbidden and allowed. Each cell is one
#   kospec solve corpus/solve/boards/B-empty.sgf -r R --suicide S --time-limit LIMIT --json
# given LIMIT seconds of wall time (then it stops and prints the bounds it had proven; a value
# found before the stop is kept, its strategy replay marked unfinished), within kospec's
# memory budget (--max-memory, 4 GiB). Three "# " lines say what made the table (the options,
# the build, the machine, the date); then one line a cell, printed as it is solved, tab-separated:
# board, self-capture, ruleset, result, method, nodes, CPU seconds (user), peak MB, and the
# strategy replay ("replayed N" states / "not replayed: WHY" / "-"; a stopped cell: "stopped by
# WHY"; no result printed: "failed: " and kospec's last line on stderr). Ctrl-C stops the cell
# under way (with its bounds) and the table. Run from the repository root after building KOSPEC
# (default build-release/kospec); BOARDS, RULESETS, SUICIDE and LIMIT narrow it, EXTRA adds
# options to every cell, e.g. BOARDS="2x2 3x3" LIMIT=10 tools/solve/table.sh.
set -u
kospec=${KOSPEC:-build-release/kospec}
limit=${LIMIT:-60}
boards=${BOARDS:-"1x1 1x2 1x3 1x4 1x5 1x6 1x7 1x8 1x9 2x2 2x3 2x4 2x5 3x3 3x4 4x4"}
rulesets=${RULESETS:-"no-ko simple-ko japanese positional-superko situational-superko natural-situational-superko spight cycle-sets cycle-sets+A1"}
suicide=${SUICIDE:-"forbidden all"}
read -r -a extra <<<"${EXTRA:-}" # more options for every cell, e.g. EXTRA="--max-nodes 20000000"
times=$(mktemp)
errors=$(mktemp)
trap 'rm -f "$times" "$errors"' EXIT
stop=0
trap 'stop=1' INT TERM # Ctrl-C: the cell under way stops with its bounds, and the table ends
text() {  # the string of JSON key $1 in the one-line object $2
  sed -n "s/.*\"$1\":\"\([^\"]*\)\".*/\1/p" <<<"$2"
}
number() {  # the number of JSON key $1 in the one-line object $2
  sed -n "s/.*\"$1\":\([0-9.e+-]*\).*/\1/p" <<<"$2"
}
replay_of() {  # what the JSON object $1 says of the strategy replay, or of the stop
  local checked unchecked stopped
  if [ -z "$1" ]; then  # no JSON: kospec failed; its last line on stderr says why
    echo "failed: $(grep -v '^kospec solve: .* under ' "$errors" | tail -n 1)"
    return
  fi
  checked=$(number checked_states "$1")
  unchecked=$(text unchecked_by "$1")
  stopped=$(text stopped_by "$1")
  if [ -n "$stopped" ]; then
    [[ "$stopped" == "a stop request"* ]] && stopped="--time-limit $limit" # the limit stops as Ctrl-C does
    echo "stopped by $stopped"
  elif [ -n "$unchecked" ]; then
    [[ "$unchecked" == "a stop request"* ]] && unchecked="--time-limit $limit"
    echo "not replayed: $unchecked"
  elif [ "${checked:-0}" != 0 ]; then
    echo "replayed $checked"
  else
    echo "-"
  fi
}
# What made the table, as '# ' lines: the cells' command, the build, the machine, the date.
echo "# tools/solve/table.sh with LIMIT=$limit, BOARDS=\"$boards\", SUICIDE=\"$suicide\", EXTRA=\"${EXTRA:-}\""
echo "# $("$kospec" --version) ($kospec), $(nproc) cores of$(sed -n 's/^model name[^:]*://p' /proc/cpuinfo | head -n 1), $(date -u +%Y-%m-%d)"
echo "# board, self-capture, ruleset, result, method, nodes, CPU seconds, peak MB, strategy replay"
for b in $boards; do
  for sc in $suicide; do
    for r in $rulesets; do
      out=$(/usr/bin/time -f "%U %M" -o "$times" "$kospec" solve "corpus/solve/boards/$b-empty.sgf" \
        -r "$r" --suicide "$sc" --time-limit "$limit" "${extra[@]}" --json -q 2>"$errors")
      # (the last line: time writes "Command exited with non-zero status N" first after a stop)
      read -r cpu kb < <(tail -n 1 "$times") || { cpu=?; kb=0; }
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$b" "$sc" "$r" "$(text summary "$out")" \
        "$(text method "$out")" "$(number nodes "$out")" "$cpu" "$((${kb:-0} / 1024))" "$(replay_of "$out")"
      [ "$stop" = 1 ] && exit 1
    done
  done
done
