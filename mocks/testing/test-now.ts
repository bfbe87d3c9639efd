/**
 * The moment every test of the mock and of the app starts at unless it names its own (clock.ts's
 * fixedClock, the app's in src/app/test-utils.tsx): a Tuesday, 9:00 am in Austin. No test
 * depends on the hour it runs at (3/8): a world seeded from the real clock once gave a test's
 * order, picked as one Maria was free for, a crew she was on already (2026-12-07 06:00 UTC).
 */
export const TEST_NOW = new Date('2027-03-09T15:00:00Z');
