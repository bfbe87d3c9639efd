import { Callout } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { SAID_BY_PAGE_META } from '@/platform/api/query-client';
import type { Order } from '@/platform/api/generated/model';
import { JOB_NOT_FOUND } from '@/platform/orders';
import { href } from '@/platform/routing';
import { useActivateBranchOf, useBranchList } from '@/platform/session';
import { LinkButton, NotFoundState, QueryError, SkeletonList } from '@/platform/ui';
import { useGetOrder } from '../api/endpoints';

/**
 * Add new job opened as a copy of a job (Duplicate job, `?from=<id>`): the job is read first
 * (GET orders/{id}, as Edit job reads it), its branch becomes the active one as a job's own
 * pages make it, and the form starts with it there. A job that cannot be read says why, with
 * a way to start an empty job instead.
 */
export function CopyOfJob({
  id,
  branchId,
  children,
}: {
  id: number;
  /** The branch the page works in (BranchGate's, which follows the active one a render later). */
  branchId: number;
  children: (order: Order) => ReactNode;
}) {
  const query = useGetOrder(id, { query: { enabled: id > 0, meta: SAID_BY_PAGE_META } });
  const order = query.data?.data;
  useActivateBranchOf(order?.branch_id, `Job #${order?.number}`);
  // The form starts once its branch is the active one (another branch's job makes it so), so
  // it is not started again under the person's typing as the switch lands; from then on it
  // keeps the job it started with (the job changed, deleted or refused since: the copy stays).
  const { branches, activeId } = useBranchList();
  const [started, setStarted] = useState<Order | null>(null);
  const ours = order !== undefined && branches.some((b) => b.id === order.branch_id);
  const there = activeId === order?.branch_id && branchId === order.branch_id;
  if (!started && order && (!ours || there)) setStarted(order);
  if (started) {
    return (
      <>
        <Callout intent="primary" icon="duplicate" className="order-form-page__copy">
          A copy of job #{started.number} for {started.customer.first_name}{' '}
          {started.customer.last_name}: choose its moving date. The crew is not copied; build it
          once the job is created.
        </Callout>
        {children(started)}
      </>
    );
  }
  if (id > 0 && (query.isPending || order)) {
    return <SkeletonList rows={4} label="Loading the job to copy" />;
  }
  return (
    <>
      {id > 0 ? (
        <QueryError query={query} notFound={JOB_NOT_FOUND} />
      ) : (
        <NotFoundState {...JOB_NOT_FOUND} />
      )}
      <p className="order-form-page__copy-instead">
        <LinkButton to={href('company-job-create')} text="Start an empty job" />
      </p>
    </>
  );
}
