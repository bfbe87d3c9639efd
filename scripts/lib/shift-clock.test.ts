import { afterEach, expect, test } from 'vitest';
import { shiftClock } from './shift-clock.mjs';

const RealDate = globalThis.Date;
afterEach(() => {
  globalThis.Date = RealDate;
});

const NOW = Date.parse('2031-06-04T12:30:00Z');

test('moves what Date says now by the offset, in every form', () => {
  shiftClock(NOW - RealDate.now());
  for (const now of [Date.now(), new Date().getTime(), Date.parse(Date())]) {
    expect(Math.abs(now - NOW)).toBeLessThan(5_000);
  }
  expect(new Date().getUTCFullYear()).toBe(2031);
});

test('leaves dates made from values, the static helpers and instanceof alone', () => {
  shiftClock(NOW - RealDate.now());
  expect(new Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
  expect(new Date('2026-11-28T10:00:00Z').getTime()).toBe(RealDate.parse('2026-11-28T10:00:00Z'));
  expect(Date.UTC(2020, 0, 1)).toBe(1577836800000);
  expect(new Date() instanceof RealDate).toBe(true);
  class Stamp extends Date {}
  const stamp = new Stamp();
  expect(stamp).toBeInstanceOf(Stamp);
  expect(stamp.getUTCFullYear()).toBe(2031);
});

test('an offset of 0 changes nothing', () => {
  shiftClock(0);
  expect(globalThis.Date).toBe(RealDate);
});
