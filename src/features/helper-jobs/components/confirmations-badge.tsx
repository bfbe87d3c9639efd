import { Icon, Tag } from '@blueprintjs/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useRoute } from 'wouter';
import { announce } from '@/platform/browser-notifications';
import { href, ROUTES } from '@/platform/routing';
import { countOf } from '@/platform/format';
import { selectUser } from '@/platform/session';
import { useAppSelector } from '@/platform/store';
import { formatBadge, toast } from '@/platform/ui';
import { countsRead, readHelperItem } from '../api/announcement-data';
import { useJobCounts } from '../api/use-helper-jobs';
import type { AnnouncedTitle, HelperItemKind } from '../model/announcements';
import { awaitingRoute } from '../model/buckets';
import { isAsked } from '../model/confirmation';
import { takeToldAsks } from '../model/told-asks';

const ASK_TEXT = 'A job is waiting for your confirmation.';

export const awaitingLabel = (count: number) => `${countOf(count, 'job')} to confirm`;

type OpenJob = { kind: HelperItemKind; id: number };

/** The job whose Order details are open, if any. */
function useOpenJob(): OpenJob | null {
  const [company, companyParams] = useRoute<{ id: string }>(
    ROUTES['helper-job-company-details'].path,
  );
  const [offer, offerParams] = useRoute<{ id: string }>(
    ROUTES['helper-job-outsource-details'].path,
  );
  if (company) return { kind: 'invitation', id: Number(companyParams.id) };
  if (offer) return { kind: 'offer', id: Number(offerParams.id) };
  return null;
}

/**
 * Whether the open Order details ask her to confirm their job: read as the server has it
 * now (a refetch under way is joined), since the count and the job come back in either order.
 */
async function asksOnScreen(queryClient: QueryClient, job: OpenJob): Promise<boolean> {
  const item = await readHelperItem(queryClient, job.kind, job.id, { fresh: true });
  return item?.bucket === 'accepted' && isAsked(item.confirmation);
}

/**
 * Confirmations (7/8): the Job navigation item's count of accepted jobs she is asked to
 * confirm (from 48 h before) and has not. When the count grows while she is in the app
 * (the mock or a server asks at 48 h; the change arrives pushed), she is told: a toast, and a
 * browser notification when she opted in and the page is hidden. There is no helper feed.
 * No toast for one new ask when the Order details she is on ask it (she has just accepted
 * that job, or its 48 h came while she looked): the page says it already (review L4), and the
 * live region says it. A toast's alert is what a screen reader hears of it: not the live
 * region too (it was heard twice). An ask that came with a change of its job told in its own
 * words (a move, a pay cut: "Job moved. …") is not said again: one change, one announcement
 * (model/told-asks.ts); its toast is shown all the same, quiet (a sighted helper saw nothing
 * of the ask the move brought).
 */
export function ConfirmationsBadge({ variant = 'nav' }: { variant?: 'nav' | 'mobile' }) {
  const { data, dataUpdatedAt } = useJobCounts();
  const counts = data?.data;
  const count = counts?.awaiting_confirmation;
  // Where they are: her Company invitations, her offers, or (both) the Job page.
  const path = counts ? href(awaitingRoute(counts.awaiting_confirmation_by_group)) : '';
  const user = useAppSelector(selectUser);
  const queryClient = useQueryClient();
  const openJob = useRef<OpenJob | null>(null);
  openJob.current = useOpenJob();
  const last = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (count === undefined || !user) return;
    const before = last.current;
    last.current = count;
    if (before === undefined) return;
    // Every read, grown or not, settles what the pushes told (told-asks.ts).
    const grown = Math.max(0, count - before);
    const told = takeToldAsks(queryClient, user.id, countsRead(queryClient), grown);
    if (grown === 0) return;
    const job = openJob.current;
    void told.then(async (withChange) => {
      // The Order details she is on ask it already (she has just accepted that job, or its
      // 48 h came while she looked): no toast.
      const onScreen = job !== null && grown === 1 && (await asksOnScreen(queryClient, job));
      if (grown <= withChange) {
        // Said by its change ("Job moved. …"): shown, not said again, nor notified.
        if (!onScreen) toast.info(ASK_TEXT, { quiet: true });
        return;
      }
      // The toast's alert says it: the live region does not say it too (it was heard twice).
      if (!onScreen) toast.info(ASK_TEXT);
      if (onScreen || document.visibilityState !== 'visible')
        announce(user.id, {
          title: 'Please confirm your job' satisfies AnnouncedTitle,
          body: ASK_TEXT,
          path,
          tag: 'confirmations',
        });
    });
  }, [count, dataUpdatedAt, path, user, queryClient]);
  if (!count) return null;
  if (variant === 'mobile')
    return (
      <Link href={path} className="mobile-bell" aria-label={awaitingLabel(count)}>
        <Icon icon="time" size={20} />
        <span className="app-badge">{formatBadge(count)}</span>
      </Link>
    );
  return (
    // Named on hover too: beside the branch invitations' badge, two bare numbers on one icon
    // said nothing to a mouse user (QA helper-89).
    <span
      className="app-badge app-badge--warning"
      aria-label={awaitingLabel(count)}
      title={awaitingLabel(count)}
    >
      {formatBadge(count)}
    </span>
  );
}

/**
 * The same count on the phone drawer's Job entry, beside the branch invitations' (L3: it was
 * in the sidebar and the phone's header only). Shows only: the badge beside it in the header
 * is the one that tells her of a new ask.
 */
export function ConfirmationsTag() {
  const count = useJobCounts().data?.data.awaiting_confirmation;
  if (!count) return null;
  return (
    <Tag round intent="warning" aria-label={awaitingLabel(count)}>
      {formatBadge(count)}
    </Tag>
  );
}
