import {
  createEmployeeResponse,
  updateEmployeeResponse,
} from '@/platform/api/generated/zod/team/team.zod';
import { db, USER_TYPE } from '../db';
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
const bodyOf = (e: ReturnType<typeof inAustin>) => ({
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
