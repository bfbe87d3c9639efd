#!/usr/bin/env bash
# Runs the unit suite with the machine's clock set to other days and hours (libfaketime,
# Debian's `faketime`), to prove no test depends on today's date or hour (3/8). The clock
# starts at each time given and runs on from it. Usage:
#   scripts/unit-at-times.sh '2026-12-01 23:30:00' '2027-02-28 00:15:00' ...
# With no argument it runs the six times the closing note reports, one of them a Friday
# evening in Central time (a seed has no weekday job in the next 48 hours then: a test that
# expected one failed on a real Friday, 2026-11-27).
set -u
times=("$@")
if [ ${#times[@]} -eq 0 ]; then
  times=('2026-12-01 23:30:00' '2027-01-01 00:05:00' '2027-02-28 12:00:00' '2027-03-13 03:00:00' '2027-03-14 07:59:00' '2027-06-30 18:45:00')
fi
status=0
for t in "${times[@]}"; do
  start=$(date +%s)
  FAKETIME_DONT_FAKE_MONOTONIC=1 TZ=UTC faketime -f "@$t" npx vitest run --reporter=dot >"/tmp/unit-at-${t//[: ]/-}.log" 2>&1
  rc=$?
  summary=$(grep -E 'Tests ' "/tmp/unit-at-${t//[: ]/-}.log" | sed 's/\x1b\[[0-9;]*m//g' | tr -s ' ')
  echo "$t UTC: exit $rc,$summary ($(( $(date +%s) - start )) s)"
  [ $rc -eq 0 ] || status=1
done
exit $status
