/**
 * Stands in for @blueprintjs/icons' `iconNames` module in the production build (the
 * lightIconNames plugin in vite.config.ts). The original builds IconNames from the enum of all
 * ~1,200 icon names, about 9 KB gzip on every page, only so that the icon loader can turn
 * away unknown names. The app's icon names are typed (IconName) and listed in icons.ts, whose
 * loader serves them; any other well-formed name still goes to Blueprint's all-paths chunk.
 */
const ICON_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const IconNamesSet = {
  has: (name: unknown): boolean => typeof name === 'string' && ICON_NAME.test(name),
};

/** `IconNames.ArrowLeft` and `IconNames.ARROW_LEFT` are 'arrow-left'; the map is not enumerable. */
export const IconNames: Record<string, string> = new Proxy(
  {},
  {
    get: (_, key) => {
      if (typeof key !== 'string') return undefined;
      if (/^[A-Z0-9_]+$/.test(key)) return key.toLowerCase().replaceAll('_', '-');
      return key.replace(/([a-z0-9])([A-Z0-9])/g, '$1-$2').toLowerCase();
    },
  },
);
