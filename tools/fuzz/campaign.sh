#!/usr/bin/env bash
# A long fuzzing campaign against GNU Go 3.8: every ko option x every suicide option.
#   tools/fuzz/campaign.sh [GAMES_PER_COMBINATION] [OUT_DIR]
# Prints one summary line per combination; findings go to OUT_DIR/RULESET-SUICIDE/.
set -uo pipefail
games=${1:-300}
out=${2:-fuzz-campaign}
kospec=${KOSPEC:-build/kospec}
mkdir -p "$out"
printf '%-22s %-10s %6s %8s %9s %8s %8s\n' ruleset suicide games plies positions findings unknown
for ruleset in no-ko simple-ko positional-superko situational-superko; do
  for suicide in forbidden multi all; do
    "$kospec" fuzz --ruleset "$ruleset" --suicide "$suicide" --games "$games" --seed 1 \
      --sizes 5 7 9 --known corpus/fuzz/known.json --out "$out/$ruleset-$suicide" --json \
      2>"$out/$ruleset-$suicide.log" >"$out/$ruleset-$suicide.json"
    python3 - "$out/$ruleset-$suicide.json" "$ruleset" "$suicide" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
print(f"{sys.argv[2]:<22} {sys.argv[3]:<10} {s['games']:>6} {s['plies']:>8} {s['positions_compared']:>9} "
      f"{len(s['findings']):>8} {s['unknown_findings']:>8}")
PY
  done
done
