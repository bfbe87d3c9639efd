import { db, resetDb } from '../node';
import type { EmployeeRecord } from '../db/schema';
import { syncManagerAccess } from '../db/services/manager-access';
import { recordingHub } from '../testing/channels';
import { bridgeChangesToHub } from './changes';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const marcus = () => db.users.findFirst((q) => q.where({ email: 'manager@demo.test' }))!;
const branchNamed = (name: string) =>
  db.branches.findFirst((q) => q.where({ name: `Lone Star Movers ${name}` }))!;

/** Marcus as a member of `branchId`, as the owner's Add member makes him (team.ts). */
async function marcusAsMember(branchId: number, isManager: boolean): Promise<EmployeeRecord> {
  const now = new Date(0).toISOString();
  return db.insert('employees', {
    user_id: null,
    branch_id: branchId,
    first_name: 'Marcus',
    last_name: 'Reed',
    email: 'manager@demo.test',
    phone: null,
    avatar_url: null,
    positions: [1],
    price: 3000,
    status: 1,
    is_helper: false,
    is_manager: isManager,
    rating: { average: 0, count: 0 },
    created_at: now,
    updated_at: now,
    deleted_at: null,
  });
}

describe("a manager's branches changed (QA 137 H1, L1)", () => {
  let stop: () => void = () => undefined;
  beforeEach(() => resetDb());
  afterEach(() => stop());

  it('a branch taken from her is pushed to her user channel, `revoked`; one given, `granted`', async () => {
    const dallas = branchNamed('Dallas');
    const houston = branchNamed('Houston');
    expect(marcus().branch_ids).toContain(dallas.id);
    expect(marcus().branch_ids).not.toContain(houston.id);
    const member = await marcusAsMember(dallas.id, true);
    const { hub, published } = recordingHub();
    stop = bridgeChangesToHub(db, hub);
    const channel = `private-App.Models.User.${marcus().id}`;
    const toHer = () => published.filter((p) => p.channel === channel);

    // The owner switches his Manager access off on his Dallas member.
    await syncManagerAccess(db, { ...member, is_manager: false }, true);
    await nextTask();
    expect(marcus().branch_ids).not.toContain(dallas.id);
    expect(toHer()).toEqual([
      { channel, event: 'branch-changed', data: { id: dallas.id, status: 'revoked' } },
    ]);

    // The owner gives him Manager access on a Houston member.
    published.length = 0;
    await syncManagerAccess(db, await marcusAsMember(houston.id, true), false);
    await nextTask();
    expect(marcus().branch_ids).toContain(houston.id);
    expect(toHer()).toEqual([
      { channel, event: 'branch-changed', data: { id: houston.id, status: 'granted' } },
    ]);
  });

  it('her other account edits push nothing to her channel about branches', async () => {
    const { hub, published } = recordingHub();
    stop = bridgeChangesToHub(db, hub);
    await db.patch('users', marcus().id, { first_name: 'Marc', password: 'another-secret' });
    await nextTask();
    expect(published.filter((p) => p.event === 'branch-changed')).toEqual([]);
  });
});
