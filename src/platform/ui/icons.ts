import { Icons, type IconName } from '@blueprintjs/icons';

/**
 * Blueprint's default loader pulls every icon's paths into one chunk. Load each icon's
 * paths on its own instead, so a page fetches only the few icons it shows.
 */
export function installIconLoader(): void {
  Icons.setLoaderOptions({
    loader: async (name: IconName, size: number) => {
      const mod =
        size === 20
          ? await import(
              `../../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/${name}.js`
            )
          : await import(
              `../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/${name}.js`
            );
      return mod.default as string[];
    },
  });
}
