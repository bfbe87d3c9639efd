import { formatTimeAt } from '@/platform/format';

/*
 * On my way (not in the spec; contract/README "On my way"): what a crew member told the
 * company on the day, said the same way wherever it shows (her Order details, the crew page,
 * the dispatch board).
 */

type Told = {
  on_my_way_at: string | null;
  late_minutes: number | null;
  expected_at: string | null;
};

/** 'on the way' or '15 min late'; null until she tells. */
export function onTheWayText(told: Told): string | null {
  if (!told.on_my_way_at) return null;
  const late = told.late_minutes ?? 0;
  return late > 0 ? `${late} min late` : 'on the way';
}

/**
 * The same with when she will be there, on the branch's clock: 'on the way' or '15 min late,
 * expected 9:15 am'; null until she tells.
 */
export function onTheWayLine(told: Told, timeZone?: string): string | null {
  const text = onTheWayText(told);
  if (!text || !told.late_minutes || !told.expected_at) return text;
  return `${text}, expected ${formatTimeAt(told.expected_at, timeZone)}`;
}
