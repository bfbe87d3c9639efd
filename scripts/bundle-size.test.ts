import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { entryKey, gzipSize, staticClosure, weigh, type Manifest } from './bundle-size.mjs';

// A build in miniature: the entry and the login page share a vendor chunk that imports the
// entry back (a cycle, as Vite emits), the page also reaches a form library, and everything
// else (the company layout, an icon) is only imported dynamically.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/login-page.tsx', 'src/company-layout.tsx'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['index.html'] },
  '_forms.js': { file: 'assets/forms.js', imports: ['_vendor.js'] },
  '_icon.js': { file: 'assets/icon.js' },
  'src/login-page.tsx': {
    file: 'assets/login-page.js',
    isDynamicEntry: true,
    imports: ['index.html', '_vendor.js', '_forms.js'],
    dynamicImports: ['_icon.js'],
  },
  'src/company-layout.tsx': {
    file: 'assets/company-layout.js',
    isDynamicEntry: true,
    imports: ['_vendor.js'],
  },
  'src/styles.css': { file: 'assets/styles.css', src: 'src/styles.css' },
};

describe('bundle size: what a route fetches before it runs', () => {
  it('finds the HTML entry', () => {
    expect(entryKey(manifest)).toBe('index.html');
  });

  it('the entry alone: its file and its static imports, cycles followed once', () => {
    expect(staticClosure(manifest, ['index.html'])).toEqual([
      'assets/index.js',
      'assets/vendor.js',
    ]);
  });

  it('a route adds its lazy chunk and what that imports statically, never dynamic imports', () => {
    const files = staticClosure(manifest, ['index.html', 'src/login-page.tsx']);
    expect(files.sort()).toEqual([
      'assets/forms.js',
      'assets/index.js',
      'assets/login-page.js',
      'assets/vendor.js',
    ]);
  });

  it('counts only JavaScript files', () => {
    expect(staticClosure(manifest, ['src/styles.css'])).toEqual([]);
  });

  it('refuses a chunk the build does not have (a stale route table)', () => {
    expect(() => staticClosure(manifest, ['src/gone-page.tsx'])).toThrow(/gone-page/);
  });

  it('sums gzip level 9 sizes of the files', () => {
    const bodies: Record<string, string> = {
      'a.js': 'export const a = 1;'.repeat(50),
      'b.js': 'console.log("b")',
    };
    const weight = weigh(Object.keys(bodies), (file) => bodies[file]);
    const expected = Object.values(bodies).map((b) => gzipSync(b, { level: 9 }).length);
    expect(weight.files.map((f) => f.gzip)).toEqual(expected);
    expect(weight.gzip).toBe(expected[0] + expected[1]);
    expect(gzipSize(bodies['a.js'])).toBeLessThan(bodies['a.js'].length);
  });
});
