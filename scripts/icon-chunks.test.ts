import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chunkFileNames, iconSetGroup, resolveDependencies } from './icon-chunks.mjs';

const ICONS = '/app/node_modules/@blueprintjs/icons/lib/esm/generated';

describe('icon chunks', () => {
  it('names the chunk of an icon’s paths icon-*, and every other chunk as before', () => {
    expect(chunkFileNames({ facadeModuleId: `${ICONS}/20px/paths/truck.js`, moduleIds: [] })).toBe(
      'assets/icon-[name]-[hash].js',
    );
    // Rolldown names some chunks before their facade is known: the module list tells.
    expect(
      chunkFileNames({ facadeModuleId: null, moduleIds: [`${ICONS}/16px/paths/add.js`] }),
    ).toBe('assets/icon-[name]-[hash].js');
    expect(
      chunkFileNames({
        facadeModuleId: '/app/src/features/jobs/pages/crew-page.tsx',
        moduleIds: [],
      }),
    ).toBe('assets/[name]-[hash].js');
    expect(
      chunkFileNames({
        facadeModuleId: null,
        moduleIds: ['/app/node_modules/@blueprintjs/icons/lib/esm/iconLoader.js'],
      }),
    ).toBe('assets/[name]-[hash].js');
  });

  it('preloads nothing for an icon’s chunk, and a page’s dependencies as before', () => {
    const deps = ['assets/icon-truck-abc.js', 'assets/rolldown-runtime-x.js'];
    expect(resolveDependencies('assets/icon-truck-abc.js', deps)).toEqual([]);
    const page = ['assets/crew-page-a.js', 'assets/crew-page-b.css', 'assets/phone-c.js'];
    expect(resolveDependencies('assets/crew-page-a.js', page)).toEqual(page);
    // A page whose name merely contains "icon" keeps its preloads.
    expect(resolveDependencies('assets/position-icon-d.js', page)).toEqual(page);
  });

  it("groups the app's icon set with the paths of the icons it lists, and nothing of Blueprint's other icons", () => {
    const set = resolve(
      dirname(fileURLToPath(import.meta.url)),
      '../src/platform/ui/icon-paths.ts',
    );
    expect(iconSetGroup.test(set)).toBe(true);
    expect(iconSetGroup.test(`${ICONS}/16px/paths/truck.js`)).toBe(true);
    expect(iconSetGroup.test(`${ICONS}/20px/paths/timeline-bar-chart.js`)).toBe(true);
    // Icons the app does not list stay with Blueprint's all-paths fallback, as do its indexes.
    expect(iconSetGroup.test(`${ICONS}/16px/paths/airplane.js`)).toBe(false);
    expect(iconSetGroup.test(`${ICONS}/16px/paths/index.js`)).toBe(false);
    expect(iconSetGroup.test('/app/src/platform/ui/icons.ts')).toBe(false);
  });
});
