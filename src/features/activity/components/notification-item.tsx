import { Icon, type IconName } from '@blueprintjs/core';
import { memo } from 'react';
import type { Notification, NotificationKind } from '@/platform/api/generated/model';
import { formatDateTime, timeAgo } from '@/platform/format';

const KIND_ICON: Record<NotificationKind, IconName> = {
  invitation_accepted: 'tick-circle',
  invitation_rejected: 'cross-circle',
  order_formed: 'endorsed',
  order_created: 'add',
  order_cancelled: 'disable',
  outsourcing_application: 'inbox',
  branch_invitation_accepted: 'people',
  branch_invitation_rejected: 'cross-circle',
  system: 'info-sign',
};

/**
 * One activity; server text is rendered as text. Unread ones are tinted and marked; opening
 * one marks it read and makes it the current activity. Memoised: a pushed notification
 * renders one new row, not the whole list.
 */
export const NotificationItem = memo(function NotificationItem({
  notification,
  selected,
  onOpen,
}: {
  notification: Notification;
  selected: boolean;
  onOpen: (notification: Notification) => void;
}) {
  const unread = !notification.is_read;
  return (
    <li
      className={`activity-item${unread ? ' activity-item--unread' : ''}${selected ? ' activity-item--selected' : ''}`}
    >
      <button
        type="button"
        className="activity-item__button"
        onClick={() => onOpen(notification)}
        aria-current={selected || undefined}
      >
        <span className="activity-item__icon" aria-hidden>
          <Icon icon={KIND_ICON[notification.kind] ?? 'notifications'} />
        </span>
        <span className="activity-item__text">
          <span className="activity-item__title">
            {notification.title}
            {unread && <span className="app-visually-hidden"> (unread)</span>}
          </span>
          {notification.body && <span className="activity-item__body">{notification.body}</span>}
        </span>
        <time
          className="activity-item__time"
          dateTime={notification.created_at}
          title={formatDateTime(notification.created_at)}
        >
          {timeAgo(notification.created_at)}
        </time>
        {unread && <span className="activity-item__dot" aria-hidden />}
      </button>
    </li>
  );
});
