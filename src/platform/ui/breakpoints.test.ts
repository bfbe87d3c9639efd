import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BREAKPOINT_MOBILE } from './constants';

/** Every file below `dir` whose name ends with one of `extensions`. */
function filesIn(dir: string, extensions: string[], found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) filesIn(path, extensions, found);
    else if (extensions.some((ext) => entry.endsWith(ext))) found.push(path);
  }
  return found;
}

const src = join(process.cwd(), 'src');

describe('breakpoints: one rule for where a layout changes', () => {
  it("a width's media query ends just below its breakpoint (959.98px, 599.98px), so no width, fractional or whole, is on both sides", () => {
    const off: string[] = [];
    for (const file of filesIn(src, ['.css'])) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/@media[^{]*\(max-width:\s*([\d.]+)px\)/g))
        if (!match[1]!.endsWith('.98')) off.push(`${file.slice(src.length + 1)}: ${match[0]}`);
    }
    expect(off).toEqual([]);
  });

  it('the mobile breakpoint in the code is useIsMobile, as in the CSS (959.98px)', () => {
    const own = join(src, 'platform/ui/use-media-query.ts');
    const other = filesIn(src, ['.ts', '.tsx']).filter(
      (file) =>
        file !== own &&
        !/\.test\.tsx?$/.test(file) &&
        /max-width:/.test(readFileSync(file, 'utf8')),
    );
    expect(other).toEqual([]);
    expect(readFileSync(own, 'utf8')).toContain('BREAKPOINT_MOBILE - 0.02');
    expect(BREAKPOINT_MOBILE - 0.02).toBe(959.98);
  });
});
