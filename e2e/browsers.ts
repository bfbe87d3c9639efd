import { existsSync, statfsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * The Chromium the journeys launch (both Playwright configs).
 *
 * Debian's `chromium-headless-shell` (the headless-only build Playwright itself runs headless
 * journeys in) when the machine has it, else Debian's full `chromium`. The shell draws the same
 * pages with less work: 38 journeys (a11y, session, jobs) took 145-152 busy CPU-seconds and
 * 79-83 s against 166-169 and 94-97 s in the full browser, interleaved, and the 138 mock
 * journeys 4m24s against 5m13s (2026-11-30). `.ci/run` installs it beside `chromium`.
 * What it lacks is the desktop's notification centre: a `Notification` it is asked for never
 * shows (no 'show' event), so journeys about the browser's own notifications are tagged
 * `@full-chromium` and run in the full browser.
 *
 * CHROMIUM_PATH names the full browser (default /usr/bin/chromium); named, it runs every
 * journey, as it did before the shell. HEADLESS_SHELL_PATH names the shell (default
 * /usr/bin/chromium-headless-shell; empty: none). The shell opens no window: a debugging run
 * (PWDEBUG, `--debug`) gets the full browser, and `--headed` wants `HEADLESS_SHELL_PATH=`.
 */
const named = process.env.CHROMIUM_PATH;
export const FULL_CHROMIUM = named ?? '/usr/bin/chromium';
const shell = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const JOURNEY_CHROMIUM =
  !named && !process.env.PWDEBUG && shell && existsSync(shell) ? shell : FULL_CHROMIUM;

/** Journeys that need the full browser (see above): in a project of their own. */
export const FULL_CHROMIUM_TAG = /@full-chromium/;

/**
 * The browser's environment: the runner's, less libfaketime's. `scripts/e2e-at-time.sh` runs
 * the runner under `faketime` to move the machine's clock; Chromium does not load pages under
 * it (its first load never ends) and needs no moved clock (the pages read the journeys' own:
 * e2e/support.ts), so it starts without it.
 */
function browserEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined && name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME'))
      env[name] = value;
  return env;
}

/**
 * How far the browser's clock is ahead of the runner's: 0, but `scripts/e2e-at-time.sh` moves
 * the runner's clock (libfaketime) and not the browser's (above), and says by how much here. A
 * journey's offset to its fixed "now" is worked out in the runner, so a browser's offset takes
 * this away (e2e/support.ts, e2e/real-mode/clock.ts): without it the pages ran 62 days before
 * the journeys' NOW at '2027-01-31 23:30:00', and the calendar's month journey found June 2031
 * empty (2026-11-30).
 */
export const BROWSER_CLOCK_AHEAD_MS = Number(process.env.E2E_BROWSER_CLOCK_AHEAD_MS ?? 0);

/**
 * Whether Chromium may keep its shared memory in /dev/shm: Playwright launches it with
 * `--disable-dev-shm-usage` (Docker gives /dev/shm 64 MB), which makes it create and unlink a
 * file in /tmp for each region, on this machine's disk (ext4). With the flag the mock
 * journeys' kernel time was a fifth of their CPU, and ext4's file creation ~10% of that
 * (perf, 2026-12-01); without it, that part is gone. On the clock it is within the machine's
 * noise: 30 journeys took 92-94 busy CPU-seconds against 98-101, alternated, but 57 took
 * 209-215 against 195-235. Kept where /dev/shm is small or missing.
 */
export function roomySharedMemory(path = '/dev/shm', needBytes = 2 ** 30): boolean {
  try {
    const { bavail, bsize } = statfsSync(path);
    return bavail * bsize >= needBytes;
  } catch {
    return false;
  }
}

/**
 * V8 in lite mode: without its compilers (jitless: the interpreter only) and with smaller
 * heaps. A journey's page lives for seconds and runs most of its code once, so compiling the
 * hot part costs more than it gives back: 16 journeys (team, jobs, activity) took 112-114 busy
 * CPU-seconds against 123-134, four rounds alternated, and all 151 mock journeys 543 s and
 * 1,063 busy CPU-seconds against 604 s and 1,189, one after the other (2026-12-02). Nothing a
 * journey checks depends on it (the app has no WebAssembly, which jitless turns off); the
 * bench measures the browser as users have it (bench/lib.mjs launches its own).
 */
export const JOURNEY_JS_FLAGS = '--js-flags=--lite-mode';

/** Launch options for `executablePath` with these flags (and JOURNEY_JS_FLAGS). */
export function chromiumLaunch(executablePath: string, args: string[]): LaunchOptions {
  return {
    executablePath,
    args: [...args, JOURNEY_JS_FLAGS],
    env: browserEnv(),
    ...(roomySharedMemory() ? { ignoreDefaultArgs: ['--disable-dev-shm-usage'] } : {}),
  };
}
