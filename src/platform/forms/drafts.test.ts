import { describe, expect, it, vi } from 'vitest';
import { loadDraft, saveDraft } from './drafts';

describe('drafts', () => {
  it('writes a draft in the task that asks, once the form has looked for its draft (a page going: pagehide)', async () => {
    expect(await loadDraft(7, 'job:create:1')).toBeNull(); // as a form does when it opens
    const open = vi.spyOn(indexedDB, 'open');
    const transaction = vi.spyOn(IDBDatabase.prototype, 'transaction');
    const commit = vi.spyOn(IDBTransaction.prototype, 'commit');
    try {
      const kept = saveDraft({ userId: 7, form: 'job:create:1', path: '/', values: { a: 1 } });
      // Started and sent to be committed before this task ends: a page that goes now (a
      // reload 0-300 ms after typing, in Chromium) still has it written.
      expect(transaction).toHaveBeenCalledTimes(1);
      expect(commit).toHaveBeenCalledTimes(1);
      expect(open).not.toHaveBeenCalled();
      await kept;
    } finally {
      open.mockRestore();
      transaction.mockRestore();
      commit.mockRestore();
    }
    expect((await loadDraft(7, 'job:create:1'))?.values).toEqual({ a: 1 });
  });

  it('opens the database again after someone deleted it (the tests empty it after each test)', async () => {
    await saveDraft({ userId: 7, form: 'f', path: '/', values: 1 });
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase('movers-drafts');
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
    });
    expect(await loadDraft(7, 'f')).toBeNull();
    await saveDraft({ userId: 7, form: 'f', path: '/', values: 2 });
    expect((await loadDraft(7, 'f'))?.values).toBe(2);
  });
});
