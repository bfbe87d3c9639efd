import { Switch } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import type { OrderCard as OrderCardData, OrderSort } from '@/platform/api/generated/model';
import { useLiveOffers } from '@/features/outsourcing';
import { BranchGate, useBranchList, useBranchTimeZone } from '@/platform/session';
import { AppSelect, queryPending, SkeletonList, useNowAt } from '@/platform/ui';
// The module, not the widgets barrel: the barrel would bring the other widgets' shared code
// into chunks that /login loads too.
import {
  DEFAULT_SORT,
  ORDER_PAGE_SIZE,
  useCrewsIncomplete,
  useOrderActions,
  useOrderHistory,
  useOrderList,
  useTabCounts,
} from './api';
import type { JobTab } from './job-tab';
import { AddJobButton, EmptyList } from './job-list-states';
import { JobTabs } from './job-tabs';
import { DeleteOrderDialog } from './delete-order-dialog';
import { CancelOrderDialog } from './cancel-order-dialog';
import { CompleteOrderDialog } from './order-action-dialogs';
import { OrderCard, type OrderAction } from './order-card';
import { OrderDetailsDialog } from './order-details-dialog';
import { useListParams } from './use-list-params';
import './job-lists.css';
import { ListFooter } from '@/platform/widgets';
import { usePageOneWhenChanged, usePageParam, useStayInRange } from '@/platform/routing';

/** The contract's sorts (OrderSort), in words. */
export const SORT_LABELS: Record<OrderSort, string> = {
  '-updated_at': 'Recently updated',
  updated_at: 'Least recently updated',
  start_at: 'Moving date, soonest first',
  '-start_at': 'Moving date, latest first',
  '-created_at': 'Newest first',
  created_at: 'Oldest first',
};

/**
 * /company/job/{not-formed,formed,history}: the active branch's orders. Everything is scoped
 * to the branch used for actions (the active one, else the first); switching branch shows
 * the new branch's orders from page 1.
 */
export function JobLists({ tab }: { tab: JobTab }) {
  const { actionBranchId: branchId } = useBranchList();
  // Its page only: the sort is the list's own (each tab has its default; review 109).
  const [, setPage] = usePageParam();
  usePageOneWhenChanged(branchId, setPage);
  return (
    <BranchGate
      loadingLabel="Loading jobs"
      noBranches="Jobs belong to a branch. Create your first branch, then add jobs to it."
    >
      {(id) => <BranchJobs key={id} branchId={id} tab={tab} />}
    </BranchGate>
  );
}

type Dialog = { action: OrderAction; order: OrderCardData } | null;
/**
 * The order whose Cancel order or Complete order form is kept, its dialog open or not: closed,
 * it keeps what was typed for that order's dialog opened again (Apply's way, Modal's
 * `keepsTyping`), until it is sent, the order goes, or another order's is opened; the page
 * left (a tab, a branch) forgets it.
 */
type Kept = Partial<Record<'cancel' | 'complete', OrderCardData>>;

function BranchJobs({ branchId, tab }: { branchId: number; tab: JobTab }) {
  const group = tab === 'history' ? 'not-formed' : tab;
  const params = useListParams(DEFAULT_SORT[group]);
  const counts = useTabCounts(branchId);
  const actions = useOrderActions(branchId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [kept, setKept] = useState<Kept>({});
  const open = (action: OrderAction, order: OrderCardData) => {
    setDialog({ action, order });
    if (action === 'cancel' || action === 'complete') setKept((k) => ({ ...k, [action]: order }));
  };
  const close = () => setDialog(null);
  const done = (action: keyof Kept) => () => {
    close();
    setKept((k) => ({ ...k, [action]: undefined }));
  };
  const timeZone = useBranchTimeZone(branchId);
  // Not formed cards link an order already offered to the marketplace to its offer.
  const liveOffers = useLiveOffers(branchId, { enabled: tab === 'not-formed' });

  const active = useOrderList(
    branchId,
    { group, page: params.page, sort: params.sort, startingSoon: params.startingSoon },
    tab !== 'history',
  );
  const history = useOrderHistory(branchId, params.page, tab === 'history');
  const query = tab === 'history' ? history : active;
  const page = query.data?.data;

  // For Not formed's empty state: jobs still short of people under Formed (QA 205 M1). Asked
  // beside the list, so the empty state does not first say nothing waits.
  const incomplete = useCrewsIncomplete(branchId, tab === 'not-formed');
  const moving = useStayInRange(page, params.page, params.setPage, query.isPlaceholderData);

  // A card changes as its job starts (Offer to marketplace goes) and ends (Complete comes)
  // while the list stays open.
  const moments = useMemo(
    () => (page?.data ?? []).flatMap((o) => [Date.parse(o.start_at), Date.parse(o.end_at)]),
    [page],
  );
  const now = useNowAt(moments);

  let body;
  const pending = queryPending(query, { label: 'Loading orders' });
  if (pending) body = pending;
  else if (page!.data.length === 0)
    body = moving ? (
      <SkeletonList label="Loading orders" />
    ) : (
      <EmptyList tab={tab} startingSoon={params.startingSoon} incomplete={incomplete} />
    );
  else {
    body = (
      <>
        <ul className="app-card-list" aria-label="Orders" aria-busy={query.isFetching || undefined}>
          {page!.data.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                variant={tab}
                now={now}
                timeZone={timeZone}
                liveOffer={
                  liveOffers.known ? (liveOffers.byOrder.get(order.id) ?? null) : 'unknown'
                }
                onAction={open}
              />
            </li>
          ))}
        </ul>
        <ListFooter
          page={page!}
          current={params.page}
          size={ORDER_PAGE_SIZE}
          label="Order pages"
          onPageChange={params.setPage}
        />
      </>
    );
  }

  return (
    <div className="job-lists">
      <div className="job-lists__top">
        <JobTabs current={tab} counts={counts} />
        <AddJobButton />
      </div>
      {tab === 'not-formed' && (
        <div className="job-lists__toolbar">
          <div className="job-lists__sort">
            <label htmlFor="job-sort">Sort by</label>
            <AppSelect
              id="job-sort"
              value={params.sort}
              onChange={(e) => params.setSort(e.currentTarget.value as OrderSort)}
              options={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))}
            />
          </div>
        </div>
      )}
      {tab === 'formed' && (
        <div className="job-lists__toolbar">
          <Switch
            role="switch"
            className="job-lists__soon"
            checked={params.startingSoon}
            label="Starting soon (next 48 hours)"
            onChange={(e) => params.setStartingSoon(e.currentTarget.checked)}
          />
          <span className="app-muted">Soonest first</span>
        </div>
      )}
      {body}
      {dialog?.action === 'delete' && (
        <DeleteOrderDialog
          order={dialog.order}
          actions={actions}
          onClose={close}
          // Only lists read in full say it has none (the card takes a failed read as none).
          liveOffer={
            liveOffers.read ? (liveOffers.byOrder.get(dialog.order.id) ?? null) : 'unknown'
          }
        />
      )}
      {kept.cancel && (
        <CancelOrderDialog
          key={kept.cancel.id}
          order={kept.cancel}
          actions={actions}
          isOpen={dialog?.action === 'cancel'}
          onClose={close}
          onDone={done('cancel')}
        />
      )}
      {kept.complete && (
        <CompleteOrderDialog
          key={kept.complete.id}
          order={kept.complete}
          actions={actions}
          isOpen={dialog?.action === 'complete'}
          onClose={close}
          onDone={done('complete')}
        />
      )}
      {dialog?.action === 'details' && <OrderDetailsDialog card={dialog.order} onClose={close} />}
    </div>
  );
}
