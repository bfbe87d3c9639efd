import { Icons, type IconName } from '@blueprintjs/icons';

/**
 * Blueprint's default loader pulls every icon's paths into one chunk, and a dynamic
 * `import(\`…/paths/${name}.js\`)` puts a map of all ~1,200 icon files (≈55 KB gzip) into the
 * entry chunk. Instead, the paths of the icons the app names come in one small chunk of their
 * own (`icon-paths.ts`, ~12 KB gzip for both sizes), loaded once when the first icon is shown;
 * any other name still renders, through Blueprint's all-paths chunk (a development warning
 * says which name to add).
 */
let iconSet: Promise<typeof import('./icon-paths')> | undefined;
const loadIconSet = () =>
  (iconSet ??= import('./icon-paths').catch((error: unknown) => {
    iconSet = undefined; // a failed download is not kept: the next icon shown tries again
    throw error;
  }));

export async function loadIconPaths(name: IconName, size: number): Promise<string[]> {
  const { ICON_PATHS } = await loadIconSet();
  const paths = ICON_PATHS.get(`${size >= 20 ? 20 : 16}/${name}`);
  if (paths) return paths;
  if (import.meta.env.DEV) {
    console.warn(`Icon "${name}" is not in src/platform/ui/icon-paths.ts; loading all icon paths.`);
  }
  const { getIconPaths } = await import('@blueprintjs/icons/lib/esm/allPaths.js');
  return getIconPaths(name, size);
}

/** The icon names that load with the app's set (without the all-paths chunk). */
export async function registeredIconNames(): Promise<IconName[]> {
  return (await loadIconSet()).ICON_NAMES as IconName[];
}

export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}

/**
 * Loads the app's icons into Blueprint's cache at both sizes, so an `<Icon>` rendered after
 * this has its paths in its first render (no empty frame, no update of its own). A page of
 * an area starts it with its layout (AppRouter); a failure is left to each icon's own load.
 */
export async function preloadIcons(): Promise<void> {
  const names = await registeredIconNames();
  await Promise.all([Icons.load(names, 16), Icons.load(names, 20)]);
}
