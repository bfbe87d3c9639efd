import { COMPILE_HINT, compileHints } from './compile-hints.mjs';

type Handler = (options: unknown, bundle: Record<string, unknown>) => void;

const chunk = (fileName: string, over: Record<string, unknown> = {}) => ({
  type: 'chunk',
  fileName,
  name: fileName.replace(/-.*$/, ''),
  isEntry: false,
  facadeModuleId: null,
  code: 'const __vite__mapDeps=(i)=>i;\nimport"./x.js";',
  ...over,
});

function run(bundle: Record<string, object>) {
  const plugin = compileHints({
    names: ['services', 'area'],
    modules: ['/app/src/app/layouts/company-layout.tsx'],
  });
  const hook = plugin.generateBundle as unknown as { order: string; handler: Handler };
  // After Vite's own generateBundle, which prepends its preload list.
  expect(hook.order).toBe('post');
  hook.handler({}, bundle);
  return bundle as Record<string, { code?: string; source?: string }>;
}

describe('compile hints', () => {
  it('marks the entry, the named chunk groups and the layouts, first thing in the file', () => {
    const out = run({
      'index-a.js': chunk('index-a.js', { isEntry: true }),
      'services-b.js': chunk('services-b.js'),
      'area-c.js': chunk('area-c.js'),
      'company-layout-d.js': chunk('company-layout-d.js', {
        facadeModuleId: '/app/src/app/layouts/company-layout.tsx',
      }),
      'activity-page-e.js': chunk('activity-page-e.js', {
        facadeModuleId: '/app/src/features/activity/pages/activity-page.tsx',
      }),
      'serving-area-map-f.js': chunk('serving-area-map-f.js'),
      'index-g.css': { type: 'asset', fileName: 'index-g.css', source: 'body{}' },
    });
    const marked = Object.entries(out)
      .filter(([, c]) => c.code?.startsWith(`${COMPILE_HINT}\nconst __vite__mapDeps`))
      .map(([name]) => name);
    expect(marked).toEqual(['index-a.js', 'services-b.js', 'area-c.js', 'company-layout-d.js']);
    expect(out['activity-page-e.js'].code).not.toContain(COMPILE_HINT);
    expect(out['serving-area-map-f.js'].code).not.toContain(COMPILE_HINT);
    expect(out['index-g.css'].source).toBe('body{}');
  });

  it("moves the chunk's source map down one line, and marks a chunk once", () => {
    const map = { version: 3, sources: ['a.ts'], mappings: 'AAAA;AACA' };
    const bundle = {
      'index-a.js': chunk('index-a.js', { isEntry: true }),
      'index-a.js.map': { type: 'asset', fileName: 'index-a.js.map', source: JSON.stringify(map) },
    };
    run(bundle);
    run(bundle);
    const out = bundle as unknown as Record<string, { code: string; source: string }>;
    expect(out['index-a.js'].code.split(COMPILE_HINT)).toHaveLength(2);
    expect(JSON.parse(out['index-a.js.map'].source).mappings).toBe(';AAAA;AACA');
  });
});
