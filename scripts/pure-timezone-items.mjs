// Blueprint's date picker without the time-zone lists it never shows (5/8, a page's load).
//
// @blueprintjs/datetime's `common/timezoneItems.js` builds, as it is evaluated, two lists of
// time zones with their current offsets (TIMEZONE_ITEMS, ~250 zones, and MINIMAL_TIMEZONE_ITEMS:
// date-fns-tz makes an Intl.DateTimeFormat per zone, twice). Only Blueprint's time-zone select
// and its name helpers read them; DatePicker reaches the module for its UTC_TIME constant alone
// (through TimezoneUtils), so every page that loads a date field paid for the lists: ~55 ms of
// the renderer's main thread per journey at 1x CPU in a profile of 29 journeys (1.6 s of 109,
// 2026-11-29), ~4x that on a phone-speed CPU. The two `.map` calls are marked pure here, so the
// bundler drops them where nothing reads their result (the app shows no time-zone select).
// Tests and the dev server run the module as published.

const TIMEZONE_ITEMS =
  /[\\/]@blueprintjs[\\/]datetime[\\/]lib[\\/]esm[\\/]common[\\/]timezoneItems\.js$/;
const LIST = /=\s*(\w+)\.map\(/g;

/** The module's code with each `= list.map(` marked pure; null when it has none. */
export function markTimezoneListsPure(code) {
  const out = code.replace(LIST, (_, list) => `= /* @__PURE__ */ ${list}.map(`);
  return out === code ? null : out;
}

/** @returns {import('vite').Plugin} */
export function pureTimezoneItems() {
  return {
    name: 'pure-timezone-items',
    apply: 'build',
    transform(code, id) {
      if (!TIMEZONE_ITEMS.test(id)) return null;
      const out = markTimezoneListsPure(code);
      // A Blueprint upgrade that changes the module fails the build rather than silently
      // bringing the lists back (check:bundle also looks for them in the built app).
      if (out === null) this.error(`pure-timezone-items: no time-zone list found in ${id}`);
      return { code: out, map: null };
    },
  };
}
