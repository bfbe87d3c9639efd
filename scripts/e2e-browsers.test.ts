// @vitest-environment node
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { roomySharedMemory } from '../e2e/browsers';

describe('roomySharedMemory (the journeys’ browser, e2e/browsers.ts)', () => {
  it('says whether a file system has the room asked for', () => {
    expect(roomySharedMemory(tmpdir(), 1)).toBe(true);
    expect(roomySharedMemory(tmpdir(), Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('is false where there is no such file system (the browser keeps Playwright’s flag)', () => {
    expect(roomySharedMemory(join(tmpdir(), 'no-such-dir', 'shm'))).toBe(false);
  });
});
