import { Icon, type IconName } from '@blueprintjs/core';
import { memo, useId, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import type { Notification, NotificationKind } from '@/platform/api/generated/model';
import { TimeAgo } from '@/platform/ui';
import { notificationTarget } from '../model/notification-target';

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
  company_rated: 'star',
  crew_dropped_out: 'blocked-person',
  crew_unconfirmed: 'time',
  crew_time_off: 'calendar',
  crew_on_my_way: 'drive-time',
  crew_clocked_in: 'log-in',
  crew_clocked_out: 'log-out',
};

/**
 * One activity; server text is rendered as text. Unread ones are tinted and marked; opening
 * one marks it read and makes it the current activity. A row whose kind and ids name a page
 * (notificationTarget) is a link that opens it, marking the row read on the way; Space opens
 * it too, as on the button the other rows are. Memoised: a pushed notification renders one
 * new row, not the whole list.
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
  const target = notificationTarget(notification);
  const id = useId();
  // Named by its title (and whether it is unread), described by its body and age. The link (or
  // button) is the title alone, stretched over the row (activity.css): around the whole row it
  // showed the body and age too, which its name leaves out (Label in Name, WCAG 2.5.3).
  const a11y = {
    id: `${id}-title`,
    className: 'activity-item__button activity-item__title',
    'aria-describedby': notification.body ? `${id}-body ${id}-time` : `${id}-time`,
    'aria-current': selected || undefined,
  };
  const title = (
    <>
      {notification.title}
      {/* The space outside the hidden text, so every name computation keeps it. */}
      {unread && ' '}
      {unread && <span className="app-visually-hidden">(unread)</span>}
    </>
  );
  return (
    <li
      className={`activity-item${unread ? ' activity-item--unread' : ''}${selected ? ' activity-item--selected' : ''}`}
    >
      <span className="activity-item__icon" aria-hidden>
        <Icon icon={KIND_ICON[notification.kind] ?? 'notifications'} />
      </span>
      <span className="activity-item__text">
        {target ? (
          <Link
            href={target}
            onClick={() => onOpen(notification)}
            onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
              if (event.key !== ' ') return;
              event.preventDefault(); // not a page scroll
              event.currentTarget.click();
            }}
            {...a11y}
          >
            {title}
          </Link>
        ) : (
          <button type="button" onClick={() => onOpen(notification)} {...a11y}>
            {title}
          </button>
        )}
        {notification.body && (
          <span className="activity-item__body" id={`${id}-body`}>
            {notification.body}
          </span>
        )}
      </span>
      <TimeAgo id={`${id}-time`} className="activity-item__time" value={notification.created_at} />
      {unread && <span className="activity-item__dot" aria-hidden />}
    </li>
  );
});
