import { Icon, type IconName } from '@blueprintjs/core';
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
  system: 'info-sign',
};

/** One activity; server text is rendered as text. Unread ones are tinted and marked. */
export function NotificationItem({ notification }: { notification: Notification }) {
  const unread = !notification.is_read;
  return (
    <li className={`activity-item${unread ? ' activity-item--unread' : ''}`} aria-label={notification.title}>
      <span className="activity-item__icon" aria-hidden>
        <Icon icon={KIND_ICON[notification.kind] ?? 'notifications'} />
      </span>
      <div className="activity-item__text">
        <div className="activity-item__title">
          {notification.title}
          {unread && <span className="app-visually-hidden"> (unread)</span>}
        </div>
        {notification.body && <div className="activity-item__body">{notification.body}</div>}
      </div>
      <time className="activity-item__time" dateTime={notification.created_at} title={formatDateTime(notification.created_at)}>
        {timeAgo(notification.created_at)}
      </time>
      {unread && <span className="activity-item__dot" aria-hidden />}
    </li>
  );
}
