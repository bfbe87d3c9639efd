#!/usr/bin/env bash
# Runs the mock-mode journeys with the machine's clock set to another day and hour
# (libfaketime, Debian's `faketime`), to prove no journey depends on today's date (3/8): the
# browser runs on the journeys' clock from e2e/support.ts NOW, and what a journey works out in
# Node starts from NOW too. Chromium itself does not start under libfaketime (its first load
# never ends), so it is launched without it (e2e/browsers.ts: the browser's environment leaves
# LD_PRELOAD and FAKETIME* out) and runs on the machine's clock, which the pages never see.
# Builds nothing: run `npx vite build` first. The real-API journeys (their runner, server and
# browsers on one moved clock, playwright.real.config.ts) with `-c playwright.real.config.ts`
# (on the builds `npm run test:e2e:real` makes). Usage:
#   scripts/e2e-at-time.sh '2027-01-31 23:30:00' [playwright args...]
set -u
t="${1:-2027-01-31 23:30:00}"
shift || true
# The browser's clock (the machine's) is ahead of the runner's (t) by this much: the journeys'
# browsers take it away from their offset to NOW (e2e/browsers.ts).
export E2E_BROWSER_CLOCK_AHEAD_MS=$(($(date +%s%3N) - $(TZ=UTC date -d "$t" +%s) * 1000))
E2E_SKIP_BUILD=1 FAKETIME_DONT_FAKE_MONOTONIC=1 TZ=UTC \
  faketime -f "@$t" npx playwright test --reporter=dot "$@"
