import type { ZonedParts } from './zone';
import { PARTS_FORMAT } from './zone-data';

/**
 * A zone's offsets from UTC, for platform/format/zone.ts: Intl's reading of an instant (the
 * ground truth), and the offset spans learnt from it (below), so most instants are read by
 * arithmetic instead of Intl.
 */
const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

export function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { ...PARTS_FORMAT, timeZone });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Wall-clock parts read from Intl: the ground truth the spans below are learnt from. */
export function readZonedParts(instant: number, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const p of partsFormatter(timeZone).formatToParts(new Date(instant)))
    parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS[parts.weekday!] ?? 0,
  };
}

/** Milliseconds the zone's clocks are ahead of UTC at `instant`, read from Intl. */
export function readOffsetMs(instant: number, timeZone: string): number {
  const p = readZonedParts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * Offset spans (5/8): a zone's clocks are its offset from UTC, which changes only a few
 * times a year. So instead of asking Intl for every instant (formatToParts was most of a
 * 1,000-job calendar's labels), each zone keeps spans of time over which its offset is known
 * to be one value, and reads any instant in them by arithmetic. A span is learnt from Intl
 * two days at a time: the offsets at both ends, and where they differ, the change found by
 * bisection to the second (this assumes a zone changes its clocks at most once in two
 * days, true of every zone's rules since 1970). The mock's precomputed worlds bring their
 * zones' spans from the build (knowZoneOffsets), so a demo moves its world to now without
 * loading the engine's time-zone data.
 *
 * [start, end) in ms since the epoch; offsetMs the zone's offset over it.
 */
export interface OffsetSpan {
  start: number;
  end: number;
  offsetMs: number;
}
const LEARN_MS = 86_400_000;
/** A zone with more spans than this (years of scattered instants) starts afresh. */
const SPANS_MAX = 2_000;
const knownSpans = new Map<string, OffsetSpan[]>();

/** The span of `spans` (sorted by start, disjoint) that holds `t`, or undefined. */
function spanAt(spans: OffsetSpan[], t: number): OffsetSpan | undefined {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const span = spans[mid]!;
    if (t < span.start) hi = mid - 1;
    else if (t >= span.end) lo = mid + 1;
    else return span;
  }
  return undefined;
}

/**
 * Adds a span to a zone's, merged with those it overlaps or touches at the same offset.
 * Spans that overlap always agree (each is what Intl said), so only the uncovered part of a
 * new span is kept where offsets differ (never, unless Intl's data changed under us).
 */
function addSpan(timeZone: string, added: OffsetSpan): void {
  let spans = knownSpans.get(timeZone) ?? [];
  if (spans.length >= SPANS_MAX) spans = [];
  const kept: OffsetSpan[] = [];
  let merged = { ...added };
  for (const span of spans) {
    const meets = span.start <= merged.end && merged.start <= span.end;
    if (meets && span.offsetMs === merged.offsetMs)
      merged = {
        start: Math.min(span.start, merged.start),
        end: Math.max(span.end, merged.end),
        offsetMs: merged.offsetMs,
      };
    else kept.push(span);
  }
  // A kept span with another offset that the merged one overlaps keeps its own time.
  const trimmed = kept.flatMap((span) => {
    if (span.end <= merged.start || span.start >= merged.end) return [span];
    const parts: OffsetSpan[] = [];
    if (span.start < merged.start) parts.push({ ...span, end: merged.start });
    if (span.end > merged.end) parts.push({ ...span, start: merged.end });
    return parts;
  });
  knownSpans.set(
    timeZone,
    [...trimmed, merged].sort((a, b) => a.start - b.start),
  );
}

/** Learns the zone's offsets over the two days around `t` (see OffsetSpan above). */
function learnSpans(t: number, timeZone: string): void {
  const from = Math.floor((t - LEARN_MS) / 1000) * 1000;
  const to = from + 2 * LEARN_MS;
  const before = readOffsetMs(from, timeZone);
  const after = readOffsetMs(to, timeZone);
  if (before === after) {
    addSpan(timeZone, { start: from, end: to + 1, offsetMs: before });
    return;
  }
  // The change: the first second whose offset is `after`.
  let lo = from;
  let hi = to;
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
    if (readOffsetMs(mid, timeZone) === after) hi = mid;
    else lo = mid;
  }
  addSpan(timeZone, { start: from, end: hi, offsetMs: before });
  addSpan(timeZone, { start: hi, end: to + 1, offsetMs: after });
}

/**
 * Where spans are used: 1970 (since when no zone has changed its clocks twice in two days)
 * to 2200. Outside it (older dates, a mistyped year), and for an invalid time, which Intl
 * refuses with a RangeError, every instant is read from Intl as it is.
 */
const SPANS_FROM = Date.UTC(1970, 0, 1);
const SPANS_TO = Date.UTC(2200, 0, 1);
export const spansHold = (t: number) => t >= SPANS_FROM && t < SPANS_TO;

/** The zone's offset at `t` (a time spans hold), learning the spans around it when needed. */
export function offsetMsAt(t: number, timeZone: string): number {
  const known = knownSpans.get(timeZone);
  const span = known && spanAt(known, t);
  if (span) return span.offsetMs;
  learnSpans(t, timeZone);
  return spanAt(knownSpans.get(timeZone)!, t)?.offsetMs ?? readOffsetMs(t, timeZone);
}

/**
 * Spans another process learnt (the mock's build, for its worlds' zones): read as if learnt
 * here, with no call to Intl. They must be what Intl says; the build checks that they are.
 */
export function knowZoneOffsets(timeZone: string, spans: readonly OffsetSpan[]): void {
  for (const span of spans) addSpan(timeZone, span);
}

/** The zone's spans that cover [from, to), learnt from Intl where not known yet. */
export function zoneOffsetSpans(timeZone: string, from: number, to: number): OffsetSpan[] {
  for (let t = from; t < to;) {
    const span = spanAt(knownSpans.get(timeZone) ?? [], t);
    if (span) t = span.end;
    else learnSpans(t + LEARN_MS, timeZone);
  }
  return (knownSpans.get(timeZone) ?? []).filter((span) => span.end > from && span.start < to);
}

/** Whether spans are known for `name` (given by the build, or learnt). */
export function hasZoneSpans(name: string): boolean {
  return knownSpans.has(name);
}
