import {
  createEmployeeResponse,
  deleteEmployeeResponse,
  updateEmployeeResponse,
} from '@/platform/api/generated/zod/team/team.zod';
import { db, USER_TYPE, type EmployeeRecord } from '../db';
import { resetDb, server } from '../node';
import { call, expectError, expectValid, loginAs } from '../testing/api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const UNAUTHORIZED = 'This action is unauthorized.';
const austin = () => db.branches.findFirst((q) => q.where({ city: 'Austin' }))!;
const member = (branchId: number) => ({
  branch_id: branchId,
  first_name: 'Victor',
  last_name: 'Alvarez',
  email: 'victor.alvarez@example.com',
  phone: '5125550199',
  positions: [1],
  price: 3000,
});
const managerAccounts = (email: string) =>
  db.users.findMany((q) => q.where({ email, type: USER_TYPE.manager }));
const inAustin = (pick: (e: { email: string | null; is_manager: boolean }) => boolean) =>
  db.employees
    .findMany((q) => q.where((e) => e.branch_id === austin().id && e.deleted_at == null))
    .find((e) => !e.is_helper && pick(e))!;
const bodyOf = (e: EmployeeRecord) => ({
  first_name: e.first_name,
  last_name: e.last_name,
  email: e.email,
  phone: e.phone,
  positions: e.positions,
  price: e.price,
  status: e.status,
});

// QA-184 H1: only the owner gives or takes Manager access (spec section 4); a manager's
// write that would change it is refused with the catalogue's 403, and nothing changes.
describe('Manager access is the owner’s to give and take', () => {
  let manager: string;
  beforeEach(async () => {
    await resetDb();
    manager = await loginAs('manager@demo.test');
  });

  it('a manager adds a member with no Manager access, never with it', async () => {
    expectError(
      await call('POST', '/employees', {
        token: manager,
        body: { ...member(austin().id), is_manager: true },
      }),
      403,
      UNAUTHORIZED,
    );
    expect(managerAccounts('victor.alvarez@example.com')).toEqual([]);
    const created = expectValid(
      createEmployeeResponse,
      (
        await call('POST', '/employees', {
          token: manager,
          body: { ...member(austin().id), is_manager: false },
        })
      ).body,
    ).data;
    expect(created.is_manager).toBe(false);
  });

  it('a manager’s save keeps a member’s access as it is: left out or the same, not changed', async () => {
    const plain = inAustin((e) => !e.is_manager && e.email !== null);
    expectError(
      await call('PUT', `/employees/${plain.id}`, {
        token: manager,
        body: { ...bodyOf(plain), is_manager: true },
      }),
      403,
      UNAUTHORIZED,
    );
    expect(db.findById('employees', plain.id)!.is_manager).toBe(false);
    expect(managerAccounts(plain.email!)).toEqual([]);

    // Her own member card: she cannot switch her own access off.
    const own = inAustin((e) => e.is_manager && e.email === 'manager@demo.test');
    expectError(
      await call('PUT', `/employees/${own.id}`, {
        token: manager,
        body: { ...bodyOf(own), is_manager: false },
      }),
      403,
      UNAUTHORIZED,
    );
    expect(managerAccounts('manager@demo.test')[0]!.branch_ids).toContain(austin().id);

    // Left out, or sent as it is, the rest of the save goes through.
    for (const is_manager of [undefined, true]) {
      const saved = expectValid(
        updateEmployeeResponse,
        (
          await call('PUT', `/employees/${own.id}`, {
            token: manager,
            body: { ...bodyOf(own), price: 4100, is_manager },
          })
        ).body,
      ).data;
      expect(saved).toMatchObject({ price: 4100, is_manager: true });
    }
  });

  it('the owner still gives and takes it', async () => {
    const owner = await loginAs('owner@demo.test');
    const plain = inAustin((e) => !e.is_manager && e.email !== null);
    for (const is_manager of [true, false])
      expectValid(
        updateEmployeeResponse,
        (
          await call('PUT', `/employees/${plain.id}`, {
            token: owner,
            body: { ...bodyOf(plain), is_manager },
          })
        ).body,
      );
    expect(db.findById('employees', plain.id)!.is_manager).toBe(false);
  });
});

// QA-191: a member with Manager access signs in with their email, so moving it or removing
// them moves or takes a manager's login: the owner's alone, as the switch is.
describe('A member with Manager access: email and removal are the owner’s', () => {
  let manager: string;
  let owner: string;
  beforeEach(async () => {
    await resetDb();
    manager = await loginAs('manager@demo.test');
    owner = await loginAs('owner@demo.test');
  });

  /** Victor, given Manager access by the owner: another manager of Austin. */
  async function victor() {
    const created = expectValid(
      createEmployeeResponse,
      (
        await call('POST', '/employees', {
          token: owner,
          body: { ...member(austin().id), is_manager: true },
        })
      ).body,
    ).data;
    return db.findById('employees', created.id)!;
  }

  it('a manager cannot change the email of a member with Manager access; sent as it is, the save goes through', async () => {
    const other = await victor();
    expectError(
      await call('PUT', `/employees/${other.id}`, {
        token: manager,
        body: { ...bodyOf(other), email: 'taken.over@example.com' },
      }),
      403,
      UNAUTHORIZED,
    );
    expect(db.findById('employees', other.id)!.email).toBe('victor.alvarez@example.com');
    expect(managerAccounts('victor.alvarez@example.com')[0]!.branch_ids).toEqual([austin().id]);
    expect(managerAccounts('taken.over@example.com')).toEqual([]);

    // Her own member card too: her login email is changed in her account, not here.
    const own = inAustin((e) => e.is_manager && e.email === 'manager@demo.test');
    expectError(
      await call('PUT', `/employees/${own.id}`, {
        token: manager,
        body: { ...bodyOf(own), email: 'marcus@example.com' },
      }),
      403,
      UNAUTHORIZED,
    );
    expect(db.findById('employees', own.id)!.email).toBe('manager@demo.test');

    const saved = expectValid(
      updateEmployeeResponse,
      (
        await call('PUT', `/employees/${other.id}`, {
          token: manager,
          body: { ...bodyOf(other), price: 4100 },
        })
      ).body,
    ).data;
    expect(saved).toMatchObject({ price: 4100, email: 'victor.alvarez@example.com' });

    // A member without it is the manager's to edit, email included.
    const plain = inAustin((e) => !e.is_manager && e.email !== null);
    expectValid(
      updateEmployeeResponse,
      (
        await call('PUT', `/employees/${plain.id}`, {
          token: manager,
          body: { ...bodyOf(plain), email: 'new.address@example.com' },
        })
      ).body,
    );
    expect(db.findById('employees', plain.id)!.email).toBe('new.address@example.com');
  });

  it('a manager cannot remove a member with Manager access; one without it, she can', async () => {
    const other = await victor();
    expectError(
      await call('DELETE', `/employees/${other.id}`, { token: manager }),
      403,
      UNAUTHORIZED,
    );
    const own = inAustin((e) => e.is_manager && e.email === 'manager@demo.test');
    expectError(
      await call('DELETE', `/employees/${own.id}`, { token: manager }),
      403,
      UNAUTHORIZED,
    );
    expect(db.findById('employees', other.id)!.deleted_at).toBeNull();
    expect(db.findById('employees', own.id)!.deleted_at).toBeNull();
    expect(managerAccounts('victor.alvarez@example.com')[0]!.branch_ids).toEqual([austin().id]);

    const plain = inAustin((e) => !e.is_manager && e.email !== null);
    expectValid(
      deleteEmployeeResponse,
      (await call('DELETE', `/employees/${plain.id}`, { token: manager })).body,
    );
    expect(db.findById('employees', plain.id)!.deleted_at).not.toBeNull();
  });

  it('the owner still changes their email and removes them', async () => {
    const other = await victor();
    expectValid(
      updateEmployeeResponse,
      (
        await call('PUT', `/employees/${other.id}`, {
          token: owner,
          body: { ...bodyOf(other), email: 'victor@example.com', is_manager: true },
        })
      ).body,
    );
    expect(managerAccounts('victor@example.com')[0]!.branch_ids).toEqual([austin().id]);
    expectValid(
      deleteEmployeeResponse,
      (await call('DELETE', `/employees/${other.id}`, { token: owner })).body,
    );
    expect(managerAccounts('victor@example.com')[0]!.branch_ids).toEqual([]);
  });

  it('her own login email, changed in her Personal info, moves her member cards with it', async () => {
    const own = inAustin((e) => e.is_manager && e.email === 'manager@demo.test');
    const saved = await call('POST', '/helper-profile/personal-info', {
      token: manager,
      body: {
        first_name: 'Marcus',
        last_name: 'Reed',
        phone: '5125550111',
        email: 'marcus@example.com',
      },
    });
    expect(saved.status).toBe(200);
    const cards = db.employees.findMany((q) => q.where({ email: 'marcus@example.com' }));
    expect(cards.map((e) => e.id)).toContain(own.id);
    expect(cards.every((e) => e.is_manager && !e.is_helper)).toBe(true);
    // Still his access: the owner's switch takes the branch from his account.
    expectValid(
      updateEmployeeResponse,
      (
        await call('PUT', `/employees/${own.id}`, {
          token: owner,
          body: { ...bodyOf(db.findById('employees', own.id)!), is_manager: false },
        })
      ).body,
    );
    expect(managerAccounts('marcus@example.com')[0]!.branch_ids).not.toContain(austin().id);
  });
});
