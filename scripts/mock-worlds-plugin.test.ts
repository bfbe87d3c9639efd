// @vitest-environment node
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockWorlds } from './mock-worlds-plugin.mjs';

/*
 * The plugin against a stand-in project: its mocks/db/build-worlds.ts seeds two tiny worlds
 * and counts its runs in a file, so the test sees when the plugin seeds and when it reads its
 * cache (the real seed takes ~20 s).
 */
const BUILD_WORLDS = `
import { appendFileSync } from 'node:fs';
export const scenarioNames = () => ['default', 'busy'];
export function buildBaseWorld(name: string, weekday: number) {
  appendFileSync(new URL('./seeds.log', import.meta.url), name + '-' + weekday + '\\n');
  return Promise.resolve({ snapshot: { branches: [{ timezone: 'America/Chicago' }] }, name, weekday });
}
export const zoneOffsetsOf = (worlds: unknown[]) => ({ 'America/Chicago': [worlds.length] });
`;

let root: string;
const seeds = async () =>
  (await readFile(join(root, 'mocks/db/seeds.log'), 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean);
const cacheDir = () => join(root, 'node_modules/.cache/mock-worlds');

beforeEach(async () => {
  root = (await mkdtemp(join(tmpdir(), 'mock-worlds-'))) + '/';
  await mkdir(join(root, 'mocks/db'), { recursive: true });
  await writeFile(join(root, 'mocks/db/build-worlds.ts'), BUILD_WORLDS);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the mock worlds plugin', () => {
  it('seeds every scenario at each weekday once, and serves what it seeded from memory', async () => {
    const worlds = await mockWorlds({ root }).api.worlds();
    expect(worlds.names).toEqual(['default', 'busy']);
    expect(await seeds()).toHaveLength(14);
    expect((await readdir(cacheDir())).sort()).toContain('busy-6.json');
    // Another build seeding at the same time swaps the folder: this one still has its worlds.
    await rm(cacheDir(), { recursive: true });
    expect(JSON.parse(await worlds.world('busy', 3))).toMatchObject({ name: 'busy', weekday: 3 });
    expect(JSON.parse(await worlds.zones())).toEqual({ 'America/Chicago': [14] });
  });

  it('a later build (npm test seeds them ahead of it) reads the cache instead of seeding', async () => {
    await mockWorlds({ root }).api.worlds();
    const later = await mockWorlds({ root }).api.worlds();
    expect(await seeds()).toHaveLength(14);
    expect(JSON.parse(await later.world('default', 0))).toMatchObject({
      name: 'default',
      weekday: 0,
    });
    // A changed seed is a new cache.
    await writeFile(join(root, 'mocks/db/build-worlds.ts'), BUILD_WORLDS + '\n// changed\n');
    await mockWorlds({ root }).api.worlds();
    expect(await seeds()).toHaveLength(28);
  });
});
