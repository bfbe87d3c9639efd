/**
 * How zone.ts reads an instant's wall clock in a zone (Intl.DateTimeFormat#formatToParts).
 * Apart from zone.ts and with no imports, so the app's entry can load the engine's time-zone
 * data (below) without carrying the zone code.
 */
export const PARTS_FORMAT: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  weekday: 'short',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/**
 * Loads the engine's time-zone data, which the first zoned formatter of a page costs (about
 * 20 ms, 80 ms at 4x CPU throttling; later ones, any zone, well under 1 ms), so that cost is
 * not part of the first render of a page that shows a branch's times (the dispatch board's
 * longest task). Done once the first page is on screen, in an idle moment (main.tsx).
 */
export function preloadTimeZoneData(): void {
  new Intl.DateTimeFormat('en-US', { ...PARTS_FORMAT, timeZone: 'UTC' }).formatToParts(0);
}
