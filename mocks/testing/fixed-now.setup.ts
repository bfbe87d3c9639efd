import { TEST_NOW } from './test-now';

/*
 * The mock's own tests (projects 'mock' and 'mock-isolated') start each test at TEST_NOW,
 * its Date running on from there, so a world seeded without a `now` (resetDb(): the hour's
 * anchor) is the same world whatever the hour the suite runs at (3/8). A file or describe with
 * its own moment (fixedClock) sets it after this. A beforeAll seeds at TEST_NOW too, also one
 * after a test that put the real timers back (this afterEach is the last to run).
 */
const startAtTestNow = () =>
  vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW, shouldAdvanceTime: true });
beforeAll(startAtTestNow);
beforeEach(startAtTestNow);
afterEach(startAtTestNow);
afterAll(() => vi.useRealTimers());
