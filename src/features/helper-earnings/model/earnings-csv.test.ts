import { describe, expect, it } from 'vitest';
import { formatTimeRange } from '@/platform/format';
import { csvField, EARNINGS_CSV_HEADER, earningsCsv, toCsv } from './earnings-csv';
import type { EarningJob } from './earnings';

describe('CSV (RFC 4180)', () => {
  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Lopez, Sons')).toBe('"Lopez, Sons"');
    expect(csvField('The "Best" Movers')).toBe('"The ""Best"" Movers"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
    expect(csvField(42)).toBe('42');
    expect(csvField('')).toBe('');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@sum')).toBe("'@sum");
  });

  it('ends every record, the last included, with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c, d', 'e'],
      ]),
    ).toBe('a,b\r\n"c, d",e\r\n');
  });

  it('writes a header row, then one row per job: branch date, names quoted, dollars as numbers', () => {
    const job: EarningJob = {
      orderId: 1,
      orderNumber: 1042,
      group: 'company',
      itemId: 5,
      company: 'Lopez, Sons & "Co"',
      branch: 'Austin',
      zone: 'America/Chicago',
      // 10 pm on March 7 in Chicago (March 8 in UTC), over the night the clocks go forward.
      start_at: '2026-03-08T04:00:00.000Z',
      end_at: '2026-03-08T08:30:00.000Z',
      date: '2026-03-07',
      hours: 4.5,
      rate: 4250,
      pay: 19125,
      source: 'window',
      completed: true,
      completed_at: '2026-03-08T10:00:00.000Z',
    };
    const lines = earningsCsv([job]).split('\r\n');
    expect(lines[0]).toBe(EARNINGS_CSV_HEADER.join(','));
    expect(lines[0]).toBe('Date,Company,Branch,Order,Time,Hours,Rate (USD/h),Pay (USD),Source');
    const time = formatTimeRange(job.start_at, job.end_at, job.zone);
    // The night the clocks go forward: each end names its zone (review 54).
    expect(time).toMatch(/^10:00 pm CST - 3:30 am CDT \(next day\)/);
    expect(lines[1]).toBe(
      `03/07/2026,"Lopez, Sons & ""Co""",Austin,#1042,${csvField(time)},4.5,42.50,191.25,window x rate`,
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    // What the company recorded: its hours and pay, said so.
    const recorded = earningsCsv([{ ...job, hours: 3.75, pay: 15938, source: 'recorded' }]);
    expect(recorded.split('\r\n')[1]).toBe(
      `03/07/2026,"Lopez, Sons & ""Co""",Austin,#1042,${csvField(time)},3.75,42.50,159.38,recorded by company`,
    );
    expect(earningsCsv([])).toBe(`${EARNINGS_CSV_HEADER.join(',')}\r\n`);
  });
});
