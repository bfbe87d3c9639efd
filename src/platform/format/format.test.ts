import { formatTime } from './date';
import { formatPhoneWithCountryCode } from './phone';
import {
  centsToUnits,
  formatDate,
  formatDateTime,
  formatDayInZone,
  formatMomentInZone,
  daysPhrase,
  formatDayRange,
  formatTimeOff,
  timeOffText,
  formatHourlyRate,
  formatMoney,
  formatPhone,
  formatTimeRange,
  fullName,
  initials,
  parseApiDate,
  isRealDay,
  timeAgo,
  toApiDate,
  unitsToCents,
} from '.';

describe('phone', () => {
  it('shows (ddd) ddd-dddd', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('+1(555)-123-4567')).toBe('(555) 123-4567');
    expect(formatPhone('15551234567')).toBe('(555) 123-4567');
  });
  it('shows a 10-digit phone as +1 (ddd)-ddd-dddd', () => {
    expect(formatPhoneWithCountryCode('5551234567')).toBe('+1 (555)-123-4567');
    expect(formatPhoneWithCountryCode(5551234567)).toBe('+1 (555)-123-4567');
  });
  it('leaves other values alone', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('');
  });
});

describe('money', () => {
  it('converts by a factor of 100 without float noise', () => {
    expect(centsToUnits(4250)).toBe(42.5);
    expect(unitsToCents(42.5)).toBe(4250);
    expect(unitsToCents(19.99)).toBe(1999);
  });
  it('shows US dollars with cents', () => {
    expect(formatMoney(4250)).toBe('$42.50');
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatHourlyRate(4250)).toBe('$42.50/h');
    expect(formatMoney(undefined)).toBe('');
  });
});

describe('dates and times', () => {
  it('shows dates month/day/year, keeping API dates on their day', () => {
    expect(formatDate('2026-11-22')).toBe('11/22/2026');
    expect(formatDate(new Date(2026, 0, 5))).toBe('01/05/2026');
    expect(formatDate('garbage')).toBe('');
    expect(formatDate(null)).toBe('');
  });
  it('shows a day, or a range of days with both ends (time off)', () => {
    expect(formatDayRange('2026-12-24', '2026-12-24')).toBe('12/24/2026');
    expect(formatDayRange('2026-12-24', '2026-12-26')).toBe('12/24/2026 – 12/26/2026');
  });
  it('says time off from the branch’s today: ahead, today, under way', () => {
    const range = { start_date: '2026-12-24', end_date: '2026-12-26' };
    expect(formatTimeOff(range, '2026-12-01')).toBe('Time off 12/24/2026 – 12/26/2026');
    expect(formatTimeOff({ start_date: '2026-12-24', end_date: '2026-12-24' }, '2026-12-23')).toBe(
      'Time off 12/24/2026',
    );
    expect(formatTimeOff(range, '2026-12-24')).toBe('Time off until 12/26/2026');
    expect(formatTimeOff(range, '2026-12-25')).toBe('Time off until 12/26/2026');
    expect(formatTimeOff(range, '2026-12-26')).toBe('Time off today');
    expect(formatTimeOff({ start_date: '2026-12-24', end_date: '2026-12-24' }, '2026-12-24')).toBe(
      'Time off today',
    );
    // Over (a list loaded before midnight, read after): nothing to say.
    expect(formatTimeOff(range, '2026-12-27')).toBeNull();
    expect(timeOffText(range)).toBe('Time off 12/24/2026 – 12/26/2026');
    // In a sentence: "has time off from … to …", "… on …".
    expect(daysPhrase(range)).toBe('from 12/24/2026 to 12/26/2026');
    expect(daysPhrase({ start_date: '2026-12-24', end_date: '2026-12-24' })).toBe('on 12/24/2026');
  });
  it('shows times 12-hour with am/pm', () => {
    expect(formatTime('07:00')).toBe('7:00 am');
    expect(formatTime('19:30:00')).toBe('7:30 pm');
    expect(formatTime(new Date(2026, 10, 22, 12, 5))).toBe('12:05 pm');
    expect(formatTimeRange('07:00', '11:30')).toBe('7:00 am - 11:30 am');
    // An overnight job ends the next day, and says so (2/8).
    expect(formatTimeRange('2030-05-10T22:00', '2030-05-11T01:00')).toBe(
      '10:00 pm - 1:00 am (next day)',
    );
    expect(formatTimeRange('2030-05-10T08:00', '2030-05-10T12:00')).toBe('8:00 am - 12:00 pm');
    expect(formatDateTime(new Date(2026, 10, 22, 7, 0))).toBe('11/22/2026 7:00 am');
  });
  it('says the day of a moment with the zone it is read in (QA helper-159 F7)', () => {
    // A review written at 3 pm in Austin on 12/04/2026: the next day in Auckland, and named so.
    const written = '2026-12-04T21:00:00Z';
    expect(formatDayInZone(written, 'America/Chicago')).toBe('12/04/2026 CST');
    expect(formatDayInZone(written, 'Pacific/Auckland')).toBe('12/05/2026 GMT+13');
    expect(formatDayInZone(written)).toBe('12/04/2026 UTC'); // the tests' zone
    expect(formatDayInZone('not a date')).toBe('');
    // With its time: when a form's typing was kept.
    expect(formatMomentInZone(written, 'America/New_York')).toMatch(
      /^12\/0[45]\/2026 \d{1,2}:\d\d [ap]m EST$/,
    );
    expect(formatMomentInZone('2026-12-07T19:30:00Z', 'America/New_York')).toBe(
      '12/07/2026 2:30 pm EST',
    );
    expect(formatMomentInZone('2026-12-07T19:30:00Z')).toBe('12/07/2026 7:30 pm UTC');
    expect(formatMomentInZone('not a date')).toBe('');
  });
  it('round-trips API dates', () => {
    expect(toApiDate(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    const parsed = parseApiDate('2026-11-22')!;
    expect([parsed.getFullYear(), parsed.getMonth(), parsed.getDate()]).toEqual([2026, 10, 22]);
    expect(parseApiDate('')).toBeUndefined();
    expect(parseApiDate('11/22/2026')).toBeUndefined();
  });
  it('a day an address names is a real date of a year in full (QA helper-97)', () => {
    expect(isRealDay('2027-02-28')).toBe(true);
    for (const bad of ['2027-02-30', 'garbage', '99999-01-01', '0007-12-04', '2027-2-3', ''])
      expect(isRealDay(bad), bad).toBe(false);
  });
  it('says how long ago an activity happened', () => {
    const now = new Date(2026, 10, 22, 12, 0);
    const ago = (ms: number) => timeAgo(new Date(now.getTime() - ms), now);
    expect(ago(20_000)).toBe('just now');
    expect(ago(-30_000)).toBe('just now');
    expect(ago(60_000)).toBe('1 minute ago');
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(3 * 3_600_000)).toBe('3 hours ago');
    expect(ago(26 * 3_600_000)).toBe('yesterday');
    expect(ago(4 * 86_400_000)).toBe('4 days ago');
    expect(ago(10 * 86_400_000)).toBe('11/12/2026');
  });
});

describe('names', () => {
  it('joins the parts that exist', () => {
    expect(fullName('Maria', 'Lopez')).toBe('Maria Lopez');
    expect(fullName({ first_name: 'Maria', last_name: null })).toBe('Maria');
    expect(fullName(' ', undefined)).toBe('');
    expect(initials({ first_name: 'maria', last_name: 'lopez' })).toBe('ML');
  });

  it('takes whole letters for initials, past emoji and markup (review 54)', () => {
    expect(initials('🚚 West Coast')).toBe('WC');
    expect(initials('  🚚 <i>West</i> فرع كاليفورنيا')).toBe('Iف');
    expect(initials('Łukasz Żak')).toBe('ŁŻ');
    expect(initials('𝒜lice Bob')).toBe('𝒜B');
    expect(initials('24/7 Movers')).toBe('2M');
    expect(initials('🚚')).toBe('');
    for (const name of ['🚚 West', '😀😀 x', '𝒜 b']) expect(initials(name)).not.toMatch(/\p{Cs}/u); // no half of a character
  });
});
