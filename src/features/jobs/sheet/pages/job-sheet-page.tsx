import { Button } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { SAID_BY_PAGE_META } from '@/platform/api/query-client';
import { JOB_NOT_FOUND, jobListHref } from '@/platform/orders';
import { parseRouteId, type RoutePageProps } from '@/platform/routing';
import { useActivateBranchOf, useBranchList, useBranchTimeZone } from '@/platform/session';
import { NotFoundState, QueryError, SkeletonList, failedOutright } from '@/platform/ui';
import { useGetCompany, useGetOrder } from '../../api/endpoints';
import { useCurrentCrew } from '../../crew/api/use-crew';
import { JobSheet } from '../job-sheet';
import '../job-sheet.css';

/*
 * A job's sheet for its crew (QA 136 M3; README "Job sheet"): opened by "Print job sheet" on
 * the crew page, it shows the job read-only and asks the browser to print it once everything
 * on it has loaded; "Print" asks again. While it is on the page, printing gives the sheet
 * alone (job-sheet.css).
 */
export function JobSheetPage({ params }: RoutePageProps) {
  const id = parseRouteId(params.id);
  if (id === null) return <NotFoundState {...JOB_NOT_FOUND} />;
  return <Sheet key={id} orderId={id} />;
}

function Sheet({ orderId }: { orderId: number }) {
  const query = useGetOrder(orderId, { query: { meta: SAID_BY_PAGE_META } });
  const crewQuery = useCurrentCrew(orderId);
  // Only a name on the sheet: a provider without the call leaves it out, unsaid.
  const company = useGetCompany({ query: { meta: SAID_BY_PAGE_META, retry: false } });
  const branches = useBranchList();
  const order = query.data?.data;
  const crew = crewQuery.data?.data;
  const timeZone = useBranchTimeZone(order?.branch_id);
  useActivateBranchOf(order?.branch_id, `Job #${order?.number}`, {
    page: 'its job sheet',
    to: jobListHref(order ?? { status: 1 }),
  });
  const ready = Boolean(order && crew && !company.isPending && branches.status !== 'loading');
  const printed = useRef(false);
  useEffect(() => {
    if (!ready || printed.current) return;
    printed.current = true;
    window.print();
  }, [ready]);

  if (failedOutright(query)) {
    return (
      <QueryError
        query={query}
        message={query.error?.message || 'The order could not be loaded.'}
        notFound={JOB_NOT_FOUND}
      />
    );
  }
  if (failedOutright(crewQuery)) {
    return (
      <QueryError
        query={crewQuery}
        message={crewQuery.error?.message || 'The crew could not be loaded.'}
      />
    );
  }
  if (!ready || !order || !crew) return <SkeletonList rows={3} label="Loading job sheet" />;
  const branch = branches.branches.find((b) => b.id === order.branch_id);
  return (
    <div className="job-sheet-page">
      <div className="job-sheet-page__actions">
        <Button icon="print" intent="primary" text="Print" onClick={() => window.print()} />
      </div>
      <JobSheet
        order={order}
        crew={crew}
        timeZone={timeZone}
        branchName={branch?.name}
        companyName={company.data?.data.name}
      />
    </div>
  );
}
