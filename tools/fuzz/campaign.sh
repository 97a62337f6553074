#!/usr/bin/env bash
# A long fuzzing campaign against one engine profile: every ruleset the profile maps.
#   tools/fuzz/campaign.sh [GAMES_PER_RULESET] [OUT_DIR] [PROFILE]
# PROFILE: gnugo (default; known findings corpus/fuzz/known.json), goban, leelaz (known findings
# corpus/fuzz/known-PROFILE.json). Prints one summary line per ruleset; findings go to
# OUT_DIR/RULESET-SUICIDE/.
set -uo pipefail
games=${1:-300}
out=${2:-fuzz-campaign}
profile=${3:-gnugo}
kospec=${KOSPEC:-build/kospec}
known=corpus/fuzz/known-$profile.json
[ "$profile" = gnugo ] && known=corpus/fuzz/known.json
mkdir -p "$out"
printf '%-22s %-10s %6s %8s %9s %8s %8s\n' ruleset suicide games plies positions findings unknown
for key in $(python3 -c "import json,sys; print(' '.join(json.load(open(sys.argv[1]))['rulesets']))" \
               "tools/fuzz/profiles/$profile.json"); do
  ruleset=${key%/*}
  suicide=${key#*/}
  "$kospec" fuzz --profile "$profile" --ruleset "$ruleset" --suicide "$suicide" --games "$games" \
    --seed 1 --known "$known" --out "$out/$ruleset-$suicide" --json \
    2>"$out/$ruleset-$suicide.log" >"$out/$ruleset-$suicide.json"
  python3 - "$out/$ruleset-$suicide.json" "$ruleset" "$suicide" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
print(f"{sys.argv[2]:<22} {sys.argv[3]:<10} {s['games']:>6} {s['plies']:>8} {s['positions_compared']:>9} "
      f"{len(s['findings']):>8} {s['unknown_findings']:>8}")
PY
done
