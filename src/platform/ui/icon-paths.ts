/**
 * The paths of every icon the app names, at both of Blueprint's sizes, in one chunk that
 * `icons.ts` loads when the first icon is shown (or, for a page of an area, with its layout).
 * The names are listed once, here; `icons.test.ts` fails when a source file names an icon
 * missing from this list. One chunk, not one per icon: a company page shows ~15 icons, and
 * each dynamic import of its own cost ~2-4 ms of the first render at 4x CPU and an update of
 * its own when it landed.
 */
const FILES = import.meta.glob<string[]>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/{16,20}px/paths/{add,offline,refresh,warning-sign,app-header,arrow-left,arrow-right,blocked-person,briefcase,calendar,caret-down,chevron-left,chevron-right,circle,cog,credit-card,cross,cross-circle,delete,disable,dollar,download,drive-time,duplicate,edit,endorsed,envelope,error,inbox,info-sign,link,list,lock,log-in,log-out,map-marker,media,menu,new-person,notifications,notifications-updated,office,people,person,plus,print,search,search-around,star,star-empty,tick,tick-circle,time,timeline-bar-chart,trash,truck}.js',
  { eager: true, import: 'default' },
);

/** Paths by `${size}/${name}`, size 16 or 20. */
export const ICON_PATHS = new Map<string, string[]>();
for (const [file, paths] of Object.entries(FILES)) {
  const match = /\/(16|20)px\/paths\/([a-z0-9-]+)\.js$/.exec(file);
  if (match) ICON_PATHS.set(`${match[1]}/${match[2]}`, paths);
}

/** The icon names whose paths are here. */
export const ICON_NAMES: string[] = [
  ...new Set([...ICON_PATHS.keys()].map((key) => key.split('/')[1])),
].sort();
