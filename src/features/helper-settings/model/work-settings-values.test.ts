import { windowRule, WORK_MESSAGES } from './work-settings-values';

describe('windowRule: a weekly window ends after it starts', () => {
  it('says how to write the afternoon when both times read as on a 12-hour clock', () => {
    expect(windowRule('09:00 - 05:00', {})).toBe(
      'The end time must be after the start time (24-hour: 5:00 pm is 17:00)',
    );
    expect(windowRule('07:30 - 01:15', {})).toBe(
      'The end time must be after the start time (24-hour: 1:15 pm is 13:15)',
    );
  });

  it('says only "after the start" where the 24-hour clock is meant or the afternoon is no fix', () => {
    for (const window of ['14:00 - 10:00', '08:00 - 00:30', '10:00 - 10:00', '12:00 - 01:00'])
      expect([window, windowRule(window, {})]).toEqual([window, WORK_MESSAGES.endBeforeStart]);
    expect(windowRule('09:00 - 17:00', {})).toBeUndefined();
  });

  it('tells a night shift (an evening start, an end before it) to end the day at 23:59 (QA-185 L2)', () => {
    expect(windowRule('22:00 - 02:00', {})).toBe(
      "A day's hours cannot run past midnight: end this day at 23:59 (22:00 - 23:59) and start the next day at 00:00",
    );
    expect(windowRule('18:30 - 06:00', {})).toBe(WORK_MESSAGES.endPastMidnight('18:30'));
    expect(windowRule('22:00 - 23:59', {})).toBeUndefined();
  });
});
