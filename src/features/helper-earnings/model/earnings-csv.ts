import { centsToUnits, formatDate, formatTimeRange } from '@/platform/format';
import { formatHours } from '@/platform/orders';
import type { EarningJob } from './earnings';

/** RFC 4180: CRLF between records; a field with a comma, quote or line break is quoted. */
const CRLF = '\r\n';
const NEEDS_QUOTES = /[",\r\n]/;
/**
 * A spreadsheet runs a cell that starts like a formula ('=HYPERLINK(...)' in a company's
 * name); such text gets a leading apostrophe (OWASP's advice for CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: Array<Array<string | number>>): string {
  return rows.map((row) => row.map(csvField).join(',')).join(CRLF) + CRLF;
}

export const EARNINGS_CSV_HEADER = [
  'Date',
  'Company',
  'Branch',
  'Order',
  'Time',
  'Hours',
  'Rate (USD/h)',
  'Pay (USD)',
  'Source',
];

/**
 * Where a row's hours and pay come from. ASCII only: a spreadsheet that opens the file in
 * its local code page (Excel, with no byte order mark) reads any other character wrong.
 */
export const CSV_SOURCE: Record<EarningJob['source'], string> = {
  recorded: 'recorded by company',
  clock: 'time clock x rate',
  window: 'window x rate',
};

/** Dollars with two decimals and no symbol or grouping, so a spreadsheet reads a number. */
const dollars = (cents: number) => centsToUnits(cents).toFixed(2);

/** The completed jobs as `earnings.csv`: a header row, then one row per job as listed. */
export function earningsCsv(jobs: EarningJob[]): string {
  return toCsv([
    EARNINGS_CSV_HEADER,
    ...jobs.map((job) => [
      formatDate(job.start_at, job.zone),
      job.company,
      job.branch,
      `#${job.orderNumber}`,
      formatTimeRange(job.start_at, job.end_at, job.zone),
      formatHours(job.hours),
      dollars(job.rate),
      dollars(job.pay),
      CSV_SOURCE[job.source],
    ]),
  ]);
}
