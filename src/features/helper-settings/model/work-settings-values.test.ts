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
});
