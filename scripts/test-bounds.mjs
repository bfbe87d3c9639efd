/**
 * How long a test or a hook may take before it counts as hung: the unit tests' bounds
 * (vite.config.ts) and the fixtures' runs of the project's setup (scripts/fixtures/*), which
 * load the app's icons cold in a hook. Bounds for a hang, not speed checks: on 2 cores beside
 * the journeys, the busy world's seed (~2 s alone) took over 30 s in CI, and a fixture's cold
 * setup hook over 10 s (Vitest's default for hooks), both on 2026-12-02.
 */
export const TEST_BOUNDS = { testTimeout: 60_000, hookTimeout: 60_000 };
