import { db, resetDb, server } from '../../node';
import { call, loginAs } from '../../testing/api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  db.setPersistHook(async () => {});
});
afterAll(() => server.close());
beforeEach(() => resetDb());

/**
 * A store that takes a while (IndexedDB under load), recording when each write is stored.
 * Returns the log the test reads.
 */
function slowStore(): string[] {
  const log: string[] = [];
  db.setPersistHook(async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    log.push('stored');
  });
  return log;
}

describe('handlers answer a write only once it is stored (the app may reload at once)', () => {
  it('a sign-in and a write: stored first, then answered', async () => {
    const log = slowStore();
    const token = await loginAs('helper@demo.test');
    log.push('answered');
    expect(log).toEqual(['stored', 'answered']);

    // "Delete my account": the app logs out and reloads as soon as this answers.
    log.length = 0;
    const { status } = await call('DELETE', '/auth/delete-account', { token });
    expect(status).toBe(200);
    log.push('answered');
    expect(log).toEqual(['stored', 'answered']);
  });

  it('a read does not wait for the store', async () => {
    const token = await loginAs('helper@demo.test');
    const log = slowStore();
    const { status } = await call('GET', '/helper-profile', { token });
    expect(status).toBe(200);
    log.push('answered');
    expect(log).toEqual(['answered']);
  });
});
