/**
 * The moment every journey's browser starts at (3/8: no test depends on today's date or
 * hour): 7:30 am in Austin on a Wednesday, 14:30 in the browser's Berlin. The demo's world is
 * seeded around the browser's now (the mock runs in the page), so a journey sees the same
 * days, weekdays and month grid whenever it runs; its clock then runs at the real pace from
 * there (`installFixedClock` in support.ts moves `Date` in every page and tab of the context).
 * A journey that works out a date itself starts from this, not from the machine's clock (a
 * calendar journey failed from 2026-11-28 on, when its day fell low in the month's grid).
 * The real-API journeys move their runner's, server's and browsers' clocks to it
 * (playwright.real.config.ts). No Playwright import here: the configs read this file.
 */
export const NOW = new Date('2031-06-04T12:30:00Z');
