#!/bin/sh
# Chromium without libfaketime (scripts/e2e-at-time.sh): under it, a page's load never ends.
unset LD_PRELOAD FAKETIME FAKETIME_DONT_FAKE_MONOTONIC
exec /usr/bin/chromium "$@"
