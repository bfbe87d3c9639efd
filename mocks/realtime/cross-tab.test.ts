import { getOrderCurrentCrewResponse } from '@/platform/api/generated/zod/orders/orders.zod';
import { addDays, zonedDate } from '@/platform/format/zone';
import { createMockDb, type MockDb } from '../db/database';
import { MockDbPersistence, type PersistedMeta } from '../db/persistence';
import { MOCK_SCHEMA_VERSION } from '../db/schema';
import { db, DEMO_ACCOUNTS, server } from '../node';
import { call, expectValid, loginAs } from '../testing/api';
import { fixedClock } from '../testing/clock';
import { createChannelHub, recordingHub } from '../testing/channels';
import { austinJobIn } from '../testing/confirmations';
import { bridgeChangesToHub } from './changes';

/*
 * Two tabs of the demo in one test (review H2): the owner's tab answers the app's calls from
 * its db (the handlers' `db`), the helper's tab is a second db, and the two stay in step
 * through their persistence over one stand-in BroadcastChannel, as in a browser. What the
 * owner's page is pushed comes from the changes her own tab's db sees (bridgeChangesToHub).
 */

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const META: PersistedMeta = {
  scenario: 'default',
  schemaVersion: MOCK_SCHEMA_VERSION,
  seededAt: new Date().toISOString(),
};

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

let opened: MockDbPersistence[] = [];
let stopBridge: () => void = () => undefined;
afterEach(() => {
  stopBridge();
  opened.forEach((persistence) => persistence.close());
  opened = [];
});

/** The owner's tab (the handlers' db) and the helper's, sharing one stored database. */
async function twoTabs() {
  const channels = createChannelHub();
  const databaseName = `movers-cross-tab-${Math.random().toString(36).slice(2)}`;
  const open = async (tabDb: MockDb) => {
    const persistence = await MockDbPersistence.open(tabDb, {
      databaseName,
      channel: channels.channel(),
    });
    opened.push(persistence);
    return persistence;
  };
  const owner = await open(db);
  await owner.writeSnapshot(META);
  owner.start();
  const helperDb = createMockDb();
  const helper = await open(helperDb);
  await helper.hydrate();
  helper.start();
  const { hub, published } = recordingHub();
  stopBridge = bridgeChangesToHub(db, hub);
  /** The helper's change is stored, reaches the owner's tab and is pushed there. */
  const synced = async () => {
    await helper.flush();
    await nextTask(); // the channel delivers on the next task
    await owner.flush(); // applied in the owner's tab
    await nextTask(); // its changes are published on the next task
  };
  return { helperDb, published, synced };
}

/*
 * The test's own clock: 3 am in Austin, so the job it adds 20 days on (at the same hour) meets
 * none of Maria's seeded jobs. On the machine's clock it failed at midday in Austin ("Maria
 * Lopez is already on order #1013 at that time", a full run at 18:05 UTC, 2026-12-01).
 */
const NOW = new Date('2027-03-09T09:00:00Z');

describe("the helper's time off, changed in her tab, on the owner's open crew page", () => {
  fixedClock(NOW);

  it('a deleted entry leaves the crew and is pushed, after the crew page read it', async () => {
    const { helperDb, published, synced } = await twoTabs();
    const owner = await loginAs(DEMO_ACCOUNTS.owner.email);
    const { order, members } = await austinJobIn(24 * 20, { now: NOW.getTime(), people: 1 });
    const maria = members[0]!;
    const day = zonedDate(order.start_at, 'America/Chicago');
    const crewTimeOff = async () => {
      const response = await call('GET', `/orders/${order.id}/current-crew`, { token: owner });
      const crew = expectValid(getOrderCurrentCrewResponse, response.body).data;
      return crew.find((m) => m.employee_id === maria.id)!.time_off;
    };
    await synced();
    expect(await crewTimeOff()).toBeNull();

    // In her tab: a later entry, then a day off over the job (as the time-off handler adds).
    const entry = (start_date: string) =>
      helperDb.insert('time_off', {
        user_id: maria.user_id!,
        start_date,
        end_date: start_date,
        reason: null,
        created_at: new Date().toISOString(),
      });
    await entry(addDays(day, 30));
    await synced();
    const off = await entry(day);
    await synced();
    // The owner's crew page follows (it reads her time off in date order).
    expect(await crewTimeOff()).toEqual({ start_date: day, end_date: day });
    published.length = 0;

    // She deletes it in her tab (the handler's deleteMany).
    helperDb.time_off.deleteMany((q) => q.where({ id: off.id }));
    await synced();
    // By a scan, not by id: a lookup by id is what missed it.
    expect(db.time_off.all().map((record) => record.id)).not.toContain(off.id);
    expect(published).toContainEqual({
      channel: `private-branch.${order.branch_id}`,
      event: 'member-time-off-changed',
      data: { id: off.id, employee_id: maria.id, branch_id: order.branch_id },
    });
    expect(await crewTimeOff()).toBeNull();
  });
});
