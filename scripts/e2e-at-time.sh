#!/usr/bin/env bash
# Runs the mock-mode journeys with the machine's clock set to another day and hour
# (libfaketime, Debian's `faketime`), to prove no journey depends on today's date (3/8): the
# browser runs on Playwright's clock from e2e/support.ts NOW, and what a journey works out in
# Node starts from NOW too. Chromium itself does not start under libfaketime (its first load
# never ends), so it runs on the machine's clock (scripts/chromium-real-clock.sh), which the
# pages never see. Builds nothing: run `npx vite build` first. The real-API journeys (their
# runner, server and browsers on one moved clock, playwright.real.config.ts) with
# `-c playwright.real.config.ts` (on the builds `npm run test:e2e:real` makes). Usage:
#   scripts/e2e-at-time.sh '2027-01-31 23:30:00' [playwright args...]
set -u
t="${1:-2027-01-31 23:30:00}"
shift || true
here="$(cd "$(dirname "$0")" && pwd)"
CHROMIUM_PATH="$here/chromium-real-clock.sh" E2E_SKIP_BUILD=1 FAKETIME_DONT_FAKE_MONOTONIC=1 TZ=UTC \
  faketime -f "@$t" npx playwright test --reporter=dot "$@"
