import { Card } from '@blueprintjs/core';
import { Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'wouter';
import { countOf, formatMoney, viewerTimeZone } from '@/platform/format';
import { formatHours } from '@/platform/orders';
import { usePageParam, useStayInRange } from '@/platform/routing';
import {
  AppButton,
  EmptyState,
  ErrorState,
  saveFile,
  SkeletonList,
  toast,
  useNowAt,
  useToday,
} from '@/platform/ui';
import { ListFooter } from '@/platform/widgets';
import { useEarningJobs } from '../api/use-earning-jobs';
import { detailsOf, EarningsTable } from '../components/earnings-table';
import { PeriodChart } from '../components/period-chart';

import { earningsCsv } from '../model/earnings-csv';
import { splitEarnings, totalsBy, totalsOf, type EarningJob, type Totals } from '../model/earnings';
import './earnings.css';

/** Completed jobs a page. */
export const PER_PAGE = 10;
export const CSV_NAME = 'earnings.csv';
const CSV_MIME = 'text/csv;charset=utf-8';

const jobsText = (n: number) => countOf(n, 'job');
// The hours as shown (rounded), so that 0.999 reads '1 hour'.
const hoursText = (h: number) => countOf(Number(formatHours(h)), 'hour');

function TotalCard({ title, totals, note }: { title: string; totals: Totals; note: string }) {
  return (
    <Card className="earn-total" compact role="region" aria-label={title}>
      <h2 className="earn-total__title">{title}</h2>
      <p className="earn-total__amount">{formatMoney(totals.pay)}</p>
      <p className="app-muted">
        {totals.jobs === 0 ? note : `${jobsText(totals.jobs)} · ${hoursText(totals.hours)}`}
      </p>
    </Card>
  );
}

/** A card of jobs with its heading (and an action), or what to expect when it has none. */
function JobsSection(props: {
  title: string;
  action?: ReactNode;
  empty: { title: string; description: string };
  jobs: EarningJob[];
  showSource?: boolean;
  children?: ReactNode;
}) {
  const { title, action, empty, jobs, showSource, children } = props;
  return (
    <Card className="earn-section" compact>
      <div className="earn-section__head">
        <h2>{title}</h2>
        {action}
      </div>
      {jobs.length === 0 ? (
        <EmptyState icon="briefcase" {...empty} />
      ) : (
        <>
          <EarningsTable jobs={jobs} label={title} showSource={showSource} />
          {children}
        </>
      )}
    </Card>
  );
}

/** How many of the jobs waiting for completion the note names (the rest are counted). */
const AWAITING_NAMED = 5;

/**
 * The jobs that ended and wait for the company, each a link to its Order details (QA
 * 2026-12-04: the note said how many, not which).
 */
function AwaitingJobs({ jobs }: { jobs: EarningJob[] }) {
  const named = jobs.slice(0, AWAITING_NAMED);
  return (
    <>
      {named.map((job, i) => (
        <Fragment key={`${job.group}-${job.itemId}`}>
          {i > 0 && ', '}
          <Link href={detailsOf(job)}>Order #{job.orderNumber}</Link>
        </Fragment>
      ))}
      {jobs.length > named.length && ` and ${jobs.length - named.length} more`}
    </>
  );
}

/**
 * /helper/earnings (not in the spec, issue 8/8): what her completed jobs paid, by week and
 * month, what her upcoming jobs will pay, and the completed jobs as a CSV file.
 */
export function EarningsPage() {
  const { jobs, isError, error, refetch } = useEarningJobs();
  // Now splits upcoming from past jobs, read again as each open job ends while the page stays
  // open (its pay leaves Upcoming for "waits for the company"); today ends the charts' periods.
  const ends = useMemo(
    () => (jobs ?? []).filter((j) => !j.completed).map((j) => Date.parse(j.end_at)),
    [jobs],
  );
  const now = useNowAt(ends);
  const today = useToday(viewerTimeZone());
  const [page, setPage] = usePageParam();
  const split = jobs && splitEarnings(jobs, now);
  const completed = split?.completed ?? [];
  const pages = Math.max(1, Math.ceil(completed.length / PER_PAGE));
  // A page past the last (an old link, ?page=999) shows the last, and the address says so, as
  // the server-paged lists do (QA helper-138: it kept ?page=999).
  const asked = completed.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  useStayInRange(split && { data: asked, last_page: pages }, page, setPage);
  if (isError)
    return (
      <ErrorState message="Your earnings could not be loaded." error={error} onRetry={refetch} />
    );
  if (split === undefined) return <SkeletonList label="Loading earnings" />;

  const { upcoming, awaiting } = split;
  const earned = totalsOf(completed);
  const current = Math.min(page, pages);
  const shown = completed.slice((current - 1) * PER_PAGE, current * PER_PAGE);
  const download = () => {
    saveFile(CSV_NAME, CSV_MIME, earningsCsv(completed));
    toast.success(`${CSV_NAME} downloaded: ${jobsText(completed.length)}.`);
  };

  return (
    <div className="earn">
      <div className="earn-totals">
        <TotalCard title="Earned" totals={earned} note="No completed jobs yet." />
        {/* "Upcoming", as the table of the same jobs below (QA 245 L3: the card said "Booked"). */}
        <TotalCard title="Upcoming" totals={totalsOf(upcoming)} note="No upcoming jobs." />
      </div>
      {awaiting.length > 0 && (
        <p className="earn-note" role="note">
          {jobsText(awaiting.length)} ({formatMoney(totalsOf(awaiting).pay)}) ended and{' '}
          {awaiting.length === 1 ? 'waits' : 'wait'} for the company to mark{' '}
          {awaiting.length === 1 ? 'it' : 'them'} completed: <AwaitingJobs jobs={awaiting} />.
        </p>
      )}

      {completed.length > 0 && (
        <div className="earn-charts">
          <Card className="earn-section" compact>
            <PeriodChart title="By week" totals={totalsBy(completed, 'week', Infinity, today)} />
          </Card>
          <Card className="earn-section" compact>
            <PeriodChart title="By month" totals={totalsBy(completed, 'month', Infinity, today)} />
          </Card>
        </div>
      )}

      <JobsSection
        title="Completed jobs"
        action={
          <AppButton
            icon="download"
            text="Download CSV"
            disabled={completed.length === 0}
            onClick={download}
          />
        }
        empty={{
          title: 'No completed jobs yet',
          description:
            'Jobs you worked appear here with their pay once the company marks them completed.',
        }}
        jobs={shown}
        showSource
      >
        <p className="app-muted earn-table__legend">
          Recorded: the hours and pay the company recorded for you when it completed the job. Your
          time clock: the hours you started and finished work for, to the quarter hour, × the rate,
          when nothing was recorded. Estimated: the job&apos;s time window × its rate, when neither
          is known.
        </p>
        <ListFooter
          page={{ current_page: current, per_page: PER_PAGE, total: completed.length, data: shown }}
          current={current}
          size={PER_PAGE}
          label="Completed jobs pages"
          onPageChange={setPage}
          hideSinglePage
        />
      </JobsSection>
      <JobsSection
        title="Upcoming jobs"
        empty={{
          title: 'No upcoming jobs',
          description: 'Jobs you accept appear here with what they will pay.',
        }}
        jobs={upcoming}
      />
    </div>
  );
}
