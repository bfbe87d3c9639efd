import { http } from './lib/http';
import { markBranchNotificationAsReadBody } from '@/platform/api/generated/zod/notifications/notifications.zod';
import { branchNotificationsFor, db, unreadCountFor } from '../db';
import type { NotificationRecord } from '../db/schema';
import { noteReadOrigin } from '../realtime/origin';
import { notFound, ok, validationError } from './lib/envelope';
import { parseBody } from './lib/validation';
import { paginate, parsePage } from './lib/pagination';
import { toNotification } from './lib/presenters';
import { requireManageableBranch } from './lib/guards';

export const NOTIFICATIONS_PER_PAGE = 10;

/** The feed's order: newest first, ties by id (as branchNotificationsFor sorts). */
const isOlder = (a: NotificationRecord, than: NotificationRecord) =>
  a.created_at === than.created_at ? a.id < than.id : a.created_at < than.created_at;

const base = '*/api/notifications/branch/:branchId';

/** Contract tag `notifications`. All calls: 401, 404 unknown branch, 403 not manageable. */
export const notificationHandlers = [
  // listBranchNotifications: newest first, 10 per page, `type=unread` for unread only.
  http.get(`${base}/get-notifications`, async ({ request, params }) => {
    const { user, branch } = requireManageableBranch(request, params.branchId);
    const url = new URL(request.url);
    const type = url.searchParams.get('type') ?? '';
    if (type !== '' && type !== 'unread')
      throw validationError({ type: ['The selected type is invalid.'] });
    let items = branchNotificationsFor(db, user.id, branch.id, { unreadOnly: type === 'unread' });
    // before_id: a cursor for "Load more" — only rows older than that one, in list order,
    // from their first page: `page` then is the spec's fallback for servers without the
    // cursor (the client sends both), so it is not applied a second time.
    const rawCursor = url.searchParams.get('before_id');
    if (rawCursor !== null) {
      const cursorId = Number(rawCursor);
      if (!/^\d+$/.test(rawCursor) || !Number.isSafeInteger(cursorId))
        throw validationError({ before_id: ['The before id field must be an integer.'] });
      const cursor = db.notifications.findFirst((q) =>
        q.where({ id: cursorId, user_id: user.id, branch_id: branch.id }),
      );
      if (!cursor) throw validationError({ before_id: ['The selected before id is invalid.'] });
      items = items.filter((n) => isOlder(n, cursor));
    }
    const page = parsePage(url.searchParams.get('page'));
    return ok(
      paginate(items, rawCursor === null ? page : 1, NOTIFICATIONS_PER_PAGE, toNotification),
    );
  }),

  // getBranchNotificationsCount: the user's unread count of the branch.
  http.get(`${base}/notifications-count`, async ({ request, params }) => {
    const { user, branch } = requireManageableBranch(request, params.branchId);
    return ok({ unread_count: unreadCountFor(db, user.id, branch.id) });
  }),

  // markBranchNotificationAsRead: body {notification_id}; idempotent; returns the
  // notification and the new unread count. 404 if it is not the user's in this branch.
  http.post(`${base}/mark-as-read`, async ({ request, params }) => {
    const { user, branch } = requireManageableBranch(request, params.branchId);
    const { notification_id: id } = await parseBody(request, markBranchNotificationAsReadBody);
    const notification = db.notifications.findFirst((q) =>
      q.where({ id, user_id: user.id, branch_id: branch.id }),
    );
    if (!notification) throw notFound('Notification');
    noteReadOrigin(user.id, branch.id, request.headers.get('x-socket-id'));
    const updated = notification.is_read
      ? notification
      : await db.notifications.update(notification, {
          data(draft) {
            draft.is_read = true;
          },
        });
    return ok({
      notification: toNotification(updated ?? notification),
      unread_count: unreadCountFor(db, user.id, branch.id),
    });
  }),

  // markAllBranchNotificationsAsRead: every unread one of the user in the branch.
  http.post(`${base}/mark-all-as-read`, async ({ request, params }) => {
    const { user, branch } = requireManageableBranch(request, params.branchId);
    noteReadOrigin(user.id, branch.id, request.headers.get('x-socket-id'));
    await db.notifications.updateMany(
      (q) => q.where({ user_id: user.id, branch_id: branch.id, is_read: false }),
      {
        data(draft) {
          draft.is_read = true;
        },
      },
    );
    return ok(
      { unread_count: unreadCountFor(db, user.id, branch.id) },
      'All notifications marked as read.',
    );
  }),
];
