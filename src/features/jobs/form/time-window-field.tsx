import { useMemo } from 'react';
import { useField } from 'react-final-form';
import { MASKS, MaskedField } from '@/platform/forms';
import {
  formatTimeRange,
  NEXT_DAY_TEXT,
  parseApiDate,
  parseTimeWindow,
  zonedClock,
  zoneNote,
} from '@/platform/format';
import { windowInstants } from './order-form-values';
import { timeWindowRule, type KeptStart } from './order-validators';

/** Said beside a window with a time the clocks skip (it is saved an hour later). */
export const SKIPPED_TIME_TEXT = 'the clocks go forward that night';

/** An overnight window this long or longer is said (12 hours). */
const LONG_NIGHT_MINUTES = 12 * 60;
/** '22 h long: check the end time', '13 h 30 min long: …'. */
export const longWindowText = (minutes: number) =>
  `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''} long: check the end time`;

/**
 * The window as 12-hour text under the field ('8:00 am - 12:30 pm'), once it reads right,
 * with the branch's zone when it is not the viewer's ('8:00 am - 12:30 pm CST').
 */
export function TimeWindowField({ kept, timeZone }: { kept: KeptStart; timeZone: string }) {
  const rule = useMemo(() => timeWindowRule(kept, timeZone), [kept, timeZone]);
  const { input } = useField<string>('time_window', { subscription: { value: true } });
  const { input: date } = useField<string>('moving_date', { subscription: { value: true } });
  const window = parseTimeWindow(input.value);
  const saved =
    window && parseApiDate(date.value) ? windowInstants(date.value, window, timeZone) : null;
  // CST or CDT as on the moving date (today until one is chosen).
  const zone = zoneNote(saved?.start_at ?? Date.now(), timeZone);
  let preview = `24-hour, e.g. 08:00 - 12:30${zone ? `, ${zone}` : ''}`;
  if (window && window.endMinutes !== window.startMinutes) {
    // With a date, the times as they will be saved (review 54: on the night the clocks go
    // forward, 02:15 is 3:15, and the preview said 2:15).
    preview = saved
      ? formatTimeRange(saved.start_at, saved.end_at, timeZone)
      : `${formatTimeRange(window.start, window.end)}${window.overnight ? ` ${NEXT_DAY_TEXT}` : ''}${zone ? ` ${zone}` : ''}`;
    if (
      saved &&
      (zonedClock(saved.start_at, timeZone) !== window.start ||
        zonedClock(saved.end_at, timeZone) !== window.end)
    )
      preview = `${preview} · ${SKIPPED_TIME_TEXT}`;
    // A window typed back to front reads as overnight: a long one is said, so a 5:30 pm -
    // 3:30 pm meant the other way round is seen before it is saved (QA helper-84).
    const minutes = (window.endMinutes - window.startMinutes + 1440) % 1440;
    if (window.overnight && minutes >= LONG_NIGHT_MINUTES)
      preview = `${preview} · ${longWindowText(minutes)}`;
  }
  return (
    <MaskedField
      name="time_window"
      label="Time window"
      mask={MASKS.TIME}
      inputMode="numeric"
      placeholder="hh:mm - hh:mm"
      helperText={preview}
      validate={rule}
    />
  );
}
