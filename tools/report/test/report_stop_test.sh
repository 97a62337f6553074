#!/usr/bin/env bash
# kospec report stops within a second of SIGTERM, whatever stage it is in, and leaves the page it
# had (exit 1, the page saying it was stopped). Usage:
#   report_stop_test.sh KOSPEC SOURCE OUT STAGE REPORT-ARGS...
# starts `kospec report REPORT-ARGS --out OUT`, waits until its progress names STAGE (and half a
# second more, so that a search of that stage is under way), sends SIGTERM and times the exit.
set -u
kospec=$1 source=$2 out=$3 stage=$4
shift 4
cd "$source" || exit 2
rm -rf "$out" && mkdir -p "$out"
"$kospec" report "$@" --out "$out" 2>"$out/progress.txt" >/dev/null &
pid=$!
for _ in $(seq 1 1200); do
  grep -q "stage $stage" "$out/progress.txt" && break
  kill -0 "$pid" 2>/dev/null || break
  sleep 0.1
done
if ! grep -q "stage $stage" "$out/progress.txt"; then
  echo "FAIL the report never reached the $stage stage"; cat "$out/progress.txt"; kill "$pid"
  exit 1
fi
sleep 0.5
if ! kill -0 "$pid" 2>/dev/null; then
  echo "FAIL the report ended before it could be stopped in the $stage stage"; exit 1
fi
start=$(date +%s%N)
kill -TERM "$pid"
wait "$pid"
status=$?
elapsed_ms=$(( ($(date +%s%N) - start) / 1000000 ))
tail -3 "$out/progress.txt"
failed=0
if [ "$elapsed_ms" -gt 1000 ]; then echo "FAIL stopped after ${elapsed_ms} ms"; failed=1; fi
if [ "$status" -ne 1 ]; then echo "FAIL exit status $status, expected 1 (stopped)"; failed=1; fi
if ! grep -q "Stopped by a signal" "$out/index.html" 2>/dev/null; then
  echo "FAIL no page saying it was stopped"; failed=1
fi
echo "stopped in the $stage stage in ${elapsed_ms} ms, exit $status"
[ "$failed" -eq 0 ] && echo "1 passed, 0 failed" || echo "0 passed, 1 failed"
exit "$failed"
