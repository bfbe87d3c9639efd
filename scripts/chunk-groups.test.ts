import { describe, expect, it } from 'vitest';
import { chunkGroups, planGroups, type PlanChunk } from './chunk-groups.mjs';

// The default chunking of a build in miniature: the entry shares React with everything, the
// services chunk brings the query layer, both layouts share Blueprint's overlay and each has a
// module of its own, a page brings a form library, and the map is only imported dynamically.
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], facade?: string) =>
  ({
    fileName,
    isEntry: fileName === 'index.js',
    facadeModuleId: facade ?? null,
    moduleIds,
    imports,
  }) satisfies PlanChunk;

const chunks: PlanChunk[] = [
  chunk('index.js', ['/src/main.tsx', '/src/shell.ts'], ['react.js'], '/src/main.tsx'),
  chunk('react.js', ['/nm/react.js', '/nm/react-dom.js']),
  chunk('services.js', ['/src/services.ts'], ['index.js', 'query.js'], '/src/services.ts'),
  chunk('query.js', ['/nm/query-core.js', '/nm/axios.js'], ['react.js']),
  chunk(
    'company.js',
    ['/src/company-layout.tsx'],
    ['overlay.js', 'search.js'],
    '/src/company-layout.tsx',
  ),
  chunk(
    'helper.js',
    ['/src/helper-layout.tsx'],
    ['overlay.js', 'query.js'],
    '/src/helper-layout.tsx',
  ),
  chunk('overlay.js', ['/nm/overlay2.js', '/nm/popover.js'], ['react.js']),
  chunk('search.js', ['/src/search.ts'], ['query.js']),
  chunk('page.js', ['/src/page.tsx', '/nm/final-form.js'], ['overlay.js'], '/src/page.tsx'),
  chunk('map.js', ['/nm/maplibre.js'], [], '/src/map.tsx'),
];
const roots = {
  services: '/src/services.ts',
  layouts: ['/src/company-layout.tsx', '/src/helper-layout.tsx'],
};

describe('chunk groups: what every visit loads together', () => {
  it('boot is the entry chunk and every chunk it imports statically', () => {
    expect([...planGroups(chunks, roots).boot].sort()).toEqual([
      '/nm/react-dom.js',
      '/nm/react.js',
      '/src/main.tsx',
      '/src/shell.ts',
    ]);
  });

  it('services is what the services chunk adds to boot, without the lazy root itself', () => {
    expect([...planGroups(chunks, roots).services].sort()).toEqual([
      '/nm/axios.js',
      '/nm/query-core.js',
    ]);
  });

  it('area is only what both layouts add: not one layout’s own modules, nor pages or the map', () => {
    const { area } = planGroups(chunks, roots);
    expect([...area].sort()).toEqual(['/nm/overlay2.js', '/nm/popover.js']);
  });

  it('servicesAlso: a module (and what its chunk imports) joins the services, not boot or a file of its own', () => {
    // The page's form library, as the form fields /login does not show.
    const { boot, services, area } = planGroups(chunks, {
      ...roots,
      servicesAlso: ['/src/page.tsx'],
    });
    expect([...services].sort()).toEqual([
      '/nm/axios.js',
      '/nm/final-form.js',
      '/nm/overlay2.js',
      '/nm/popover.js',
      '/nm/query-core.js',
      '/src/page.tsx',
    ]);
    expect(boot.has('/src/page.tsx')).toBe(false);
    // Taken by the services, so no longer the area's.
    expect([...area]).toEqual([]);
    expect(() => planGroups(chunks, { ...roots, servicesAlso: ['/src/gone.tsx'] })).toThrow(
      /no chunk for \/src\/gone.tsx/,
    );
  });

  it('fails loudly when a root has no chunk (a renamed file), rather than grouping nothing', () => {
    expect(() => planGroups(chunks, { ...roots, services: '/src/renamed.ts' })).toThrow(
      /no chunk for \/src\/renamed.ts/,
    );
  });

  it('groups capture nothing until planned, then exactly their set, boot first', () => {
    const { groups } = chunkGroups({ configFile: '/vite.config.ts', ...roots });
    expect(groups.map((g) => g.name)).toEqual(['boot', 'services', 'area']);
    expect(groups[0].priority).toBeGreaterThan(groups[1].priority);
    expect(groups.some((g) => g.test('/nm/react.js'))).toBe(false);
  });
});
