import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { IconNames, Icons } from '@blueprintjs/icons';
import { loadIconPaths, preloadIcons, registeredIconNames } from './icons';

// The real all-paths module is ~1 MB of source; a stand-in proves the fallback is taken.
vi.mock('@blueprintjs/icons/lib/esm/allPaths.js', () => ({
  getIconPaths: (name: string, size: number) => [`M0 0 ${name} ${size}`],
}));

const ALL_ICON_NAMES = new Set<string>(Object.values(IconNames));

/** Quoted literals that are Blueprint icon names, in non-test sources that mention icons. */
function iconLiteralsInSources(dir: string, found = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (entry !== 'generated') iconLiteralsInSources(path, found);
      continue;
    }
    if (!/\.tsx?$/.test(entry) || /\.test[.-]/.test(entry) || path.endsWith('ui/icon-paths.ts'))
      continue;
    const text = readFileSync(path, 'utf8');
    if (!/icon/i.test(text)) continue;
    for (const match of text.matchAll(/['"]([a-z0-9-]+)['"]/g)) {
      // An ARIA value ('aria-autocomplete': 'list') or a form field's name (name="phone") is
      // not an icon name.
      const before = text.slice(Math.max(0, match.index - 40), match.index);
      if (/(aria-[a-z]+['"]?\s*[:=]|\bname=)\s*\{?\s*$/.test(before)) continue;
      // Nor a layout variant ('desktop' | 'mobile'), the element kind a hook is told about, a
      // type asked of a value (typeof ref === 'function'), or the noun a count is of and its
      // plural (countOf(n, 'application'), countOf(n, 'person', 'people')), or what a failed
      // save was not (submitErrorsFor(…, ['the price', 'saved'])).
      if (
        /(\bvariant\??\s*(===|!==|:|=)|\||(usePopoverTargetAria|countOf)\([^,()]*,|countOf\([^,()]*,\s*'[^']*',|\['the [^']*',|typeof\s+[\w.]+\s*[!=]==)\s*\{?\s*$/.test(
          before,
        )
      ) {
        continue;
      }
      if (ALL_ICON_NAMES.has(match[1])) found.add(match[1]);
    }
  }
  return found;
}

describe('icon loader', () => {
  it('registers every icon name the sources use, so none needs the all-paths chunk', async () => {
    const used = [...iconLiteralsInSources(join(process.cwd(), 'src'))];
    expect(used.length).toBeGreaterThan(10);
    const registered: string[] = await registeredIconNames();
    const missing = used.filter((name) => !registered.includes(name));
    expect(missing).toEqual([]);
  });

  it('loads the paths of a registered icon at both sizes', async () => {
    const small = await loadIconPaths('notifications', 16);
    const large = await loadIconPaths('notifications', 20);
    expect(small.length).toBeGreaterThan(0);
    expect(small[0]).toMatch(/^M/);
    expect(large[0]).not.toEqual(small[0]);
  });

  it('still renders an icon that is not registered, through the all-paths fallback', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const paths = await loadIconPaths('airplane', 16);
    expect(paths).toEqual(['M0 0 airplane 16']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"airplane"'));
    warn.mockRestore();
  });

  it("preloads every registered icon into Blueprint's cache at both sizes, through the app's loader", async () => {
    const load = vi.spyOn(Icons, 'load');
    await preloadIcons();
    const names = await registeredIconNames();
    expect(load.mock.calls.map(([icons, size]) => [icons, size])).toEqual([
      [names, 16],
      [names, 20],
    ]);
    for (const name of names) {
      expect(Icons.getPaths(name, 16)?.[0]).toMatch(/^m/i);
      expect(Icons.getPaths(name, 20)?.[0]).toMatch(/^m/i);
    }
    load.mockRestore();
  });

  it('tries the set again after a failed download, instead of keeping the failure', async () => {
    vi.resetModules();
    let offline = true;
    vi.doMock('./icon-paths', async (importOriginal) => {
      if (offline) throw new Error('offline');
      return importOriginal();
    });
    try {
      const fresh = await import('./icons');
      await expect(fresh.loadIconPaths('truck', 16)).rejects.toThrow();
      offline = false;
      expect((await fresh.loadIconPaths('truck', 16))[0]).toMatch(/^m/i);
    } finally {
      vi.doUnmock('./icon-paths');
    }
  });
});
