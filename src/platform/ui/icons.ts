import { Icons, type IconName } from '@blueprintjs/icons';

/**
 * Blueprint's default loader pulls every icon's paths into one chunk, and a dynamic
 * `import(\`…/paths/${name}.js\`)` puts a map of all ~1,200 icon files (≈55 KB gzip) into the
 * entry chunk. Instead, the icons the app names are listed here, each loaded on its own when
 * first shown; any other name still renders, through Blueprint's all-paths chunk (a
 * development warning says which name to add). `icons.test.ts` fails when a source file names
 * an icon missing from this list.
 */
const ICON_PATHS = import.meta.glob<string[]>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/{16,20}px/paths/{add,app-header,arrow-left,arrow-right,blocked-person,briefcase,calendar,caret-down,chevron-left,chevron-right,cog,credit-card,cross,cross-circle,delete,disable,dollar,download,edit,endorsed,envelope,error,inbox,info-sign,link,list,lock,log-out,media,menu,new-person,notifications,office,people,person,plus,search,search-around,star,star-empty,tick,tick-circle,time,timeline-bar-chart,trash,truck}.js',
  { import: 'default' },
);

type PathsLoader = () => Promise<string[]>;
const registry = new Map<string, PathsLoader>();
for (const [file, load] of Object.entries(ICON_PATHS)) {
  const match = /\/(16|20)px\/paths\/([a-z0-9-]+)\.js$/.exec(file);
  if (match) registry.set(`${match[1]}/${match[2]}`, load);
}

/** The icon names that load on their own (without the all-paths chunk). */
export function registeredIconNames(): string[] {
  return [...new Set([...registry.keys()].map((key) => key.split('/')[1]))].sort();
}

export async function loadIconPaths(name: IconName, size: number): Promise<string[]> {
  const load = registry.get(`${size >= 20 ? 20 : 16}/${name}`);
  if (load) return load();
  if (import.meta.env.DEV) {
    console.warn(`Icon "${name}" is not in src/platform/ui/icons.ts; loading all icon paths.`);
  }
  const { getIconPaths } = await import('@blueprintjs/icons/lib/esm/allPaths.js');
  return getIconPaths(name, size);
}

export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
