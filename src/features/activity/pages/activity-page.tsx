import { Button, SegmentedControl } from '@blueprintjs/core';
import { href, useQueryParam, useQueryParams } from '@/platform/routing';
import { BranchGate } from '@/platform/session';
import { useCallback, useRef } from 'react';
import { useSelector } from 'react-redux';
import type { Notification } from '@/platform/api/generated/model';
import { useAppDispatch } from '@/platform/store';
import { getGetBranchNotificationsCountQueryOptions } from '../api/endpoints';
import { AHEAD_META } from '@/platform/api/query-client';
import type { RoutePrefetchContext } from '@/platform/routing';
import { EmptyState, LinkButton, failedOutright, queryPending, toast } from '@/platform/ui';
import {
  branchNotificationsOptions,
  useBranchNotifications,
  useUnreadCount,
} from '../api/use-branch-notifications';
import { useMarkAllAsRead, useMarkAsRead } from '../api/use-activity-actions';
import { GettingStarted } from '../components/getting-started';
import { NotificationItem } from '../components/notification-item';
import { activityOpened, selectOpenedActivity } from '../model/activity.slice';
import './activity.css';

/** A reload asks for what the page shows first: the feed (a new visit shows All) and the count. */
export function prefetchActivityPage({ queryClient, branchId }: RoutePrefetchContext) {
  void queryClient.prefetchInfiniteQuery({
    ...branchNotificationsOptions(branchId, ''),
    meta: AHEAD_META,
  });
  void queryClient.prefetchQuery({
    ...getGetBranchNotificationsCountQueryOptions(branchId),
    meta: AHEAD_META,
  });
}

/** /company/activity: the active branch's notifications, newest first, paged, live. */
export function ActivityPage() {
  return (
    <BranchGate
      activeOnly
      loadingLabel="Loading activity"
      noBranches="Your company has no branches yet. Activity appears here once a branch is created and its team starts working."
    >
      {(branchId) => <BranchActivity key={branchId} branchId={branchId} />}
    </BranchGate>
  );
}

type Show = 'all' | 'unread';
const parseShow = (value: string | null): Show => (value === 'unread' ? 'unread' : 'all');
const formatShow = (show: Show) => (show === 'unread' ? show : null);

/**
 * The rows a filter shows. Under Unread, a row read while this visit shows it stays where it
 * is (the list does not move under the pointer); one already read when the visit first meets
 * it, opened and then come Back to, is left out (QA 2026-12-04: ten rows under "Unread (9)"
 * until a reload). `hidden` is how many were left out.
 */
function useShownRows(items: Notification[] | undefined, filter: Show) {
  const seen = useRef({ filter, ids: new Set<number>() });
  if (seen.current.filter !== filter) seen.current = { filter, ids: new Set() };
  if (!items || filter === 'all') return { rows: items ?? [], hidden: 0 };
  const { ids } = seen.current;
  for (const n of items) if (!n.is_read) ids.add(n.id);
  const rows = items.filter((n) => ids.has(n.id));
  return { rows, hidden: items.length - rows.length };
}

function BranchActivity({ branchId }: { branchId: number }) {
  const dispatch = useAppDispatch();
  const current = useSelector(selectOpenedActivity);
  // The filter is in the URL (?show=unread): back from an opened order returns to it.
  const { refine } = useQueryParams();
  const filter = useQueryParam('show', parseShow, formatShow);
  const setFilter = useCallback((value: Show) => refine({ show: formatShow(value) }), [refine]);
  const type = filter === 'unread' ? ('unread' as const) : ('' as const);
  const query = useBranchNotifications(branchId, type);
  const unread = useUnreadCount(branchId);
  const { rows, hidden } = useShownRows(query.data?.items, filter);
  const markAsRead = useMarkAsRead(branchId);
  const markAll = useMarkAllAsRead(branchId, () => setFilter('all'));
  const { mutate: markOne } = markAsRead;
  const open = useCallback(
    (n: Notification) => {
      dispatch(activityOpened({ id: n.id, title: n.title, branchId }));
      if (!n.is_read) markOne({ branchId, data: { notification_id: n.id } });
    },
    [dispatch, markOne, branchId],
  );

  const toolbar = (
    <div className="activity-toolbar">
      <SegmentedControl
        aria-label="Show"
        size="small"
        value={filter}
        options={[
          { label: 'All', value: 'all' },
          { label: `Unread${unread > 0 ? ` (${unread})` : ''}`, value: 'unread' },
        ]}
        onValueChange={(value) => setFilter(parseShow(value))}
      />
      <span className="activity-toolbar__end">
        <Button
          variant="minimal"
          intent="primary"
          icon="tick"
          text="Mark all as read"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() =>
            markAll.mutate(
              { branchId },
              { onSuccess: () => void toast.success('All activity marked as read') },
            )
          }
        />
        {/* Where this device's browser notifications are turned on (QA 57a L5). */}
        <LinkButton
          to={href('company-settings-notifications')}
          variant="minimal"
          icon="cog"
          aria-label="Notification settings"
          title="Notification settings"
        />
      </span>
    </div>
  );

  let body;
  if (query.data === undefined || failedOutright(query))
    body = queryPending(query, { label: 'Loading activity' });
  else if (rows.length === 0)
    body =
      filter === 'unread' ? (
        <EmptyState
          icon="notifications"
          title="You're all caught up"
          description="No unread activity in this branch. Switch to All to see earlier activity."
        />
      ) : (
        <EmptyState
          icon="notifications"
          title="No activity yet"
          description="When helpers answer invitations or orders change, it shows up here."
        />
      );
  else
    body = (
      <section className="app-card activity-card" aria-label="Activity">
        <ul className="activity-list">
          {rows.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              selected={current?.id === n.id}
              onOpen={open}
            />
          ))}
        </ul>
        <div className="activity-footer">
          <span className="app-muted">
            Showing {rows.length} of {query.data.total - hidden}
          </span>
          {query.hasNextPage && (
            <Button
              text="Load more"
              loading={query.isFetchingNextPage}
              onClick={() => query.fetchNextPage()}
            />
          )}
        </div>
      </section>
    );

  return (
    <>
      <GettingStarted branchId={branchId} />
      {toolbar}
      {body}
    </>
  );
}
