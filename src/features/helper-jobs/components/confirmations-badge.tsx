import { Icon } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { announce } from '@/platform/browser-notifications';
import { href } from '@/platform/routing';
import { selectUser } from '@/platform/session';
import { useAppSelector } from '@/platform/store';
import { formatBadge, toast } from '@/platform/ui';
import { useJobCounts } from '../api/use-helper-jobs';

export const awaitingLabel = (count: number) => `${count} job${count === 1 ? '' : 's'} to confirm`;

/**
 * Confirmations (7/8): the Job navigation item's count of accepted jobs she is asked to
 * confirm (from 48 h before) and has not. When the count grows while she is in the app
 * (the mock or a server asks at 48 h; the change arrives pushed), she is told: a toast, and a
 * browser notification when she opted in and the page is hidden. There is no helper feed.
 */
export function ConfirmationsBadge({ variant = 'nav' }: { variant?: 'nav' | 'mobile' }) {
  const count = useJobCounts().data?.data.awaiting_confirmation;
  const user = useAppSelector(selectUser);
  const last = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (count === undefined) return;
    const before = last.current;
    last.current = count;
    if (before === undefined || count <= before) return;
    const text = 'A job is waiting for your confirmation.';
    toast.info(text);
    if (user)
      announce(user.id, {
        title: 'Please confirm your job',
        body: text,
        path: href('helper-job-company-accepted'),
        tag: 'confirmations',
      });
  }, [count, user]);
  if (!count) return null;
  if (variant === 'mobile')
    return (
      <Link
        href={href('helper-job-company-accepted')}
        className="mobile-bell"
        aria-label={awaitingLabel(count)}
      >
        <Icon icon="time" size={20} />
        <span className="app-badge">{formatBadge(count)}</span>
      </Link>
    );
  return (
    <span className="app-badge app-badge--warning" aria-label={awaitingLabel(count)}>
      {formatBadge(count)}
    </span>
  );
}
