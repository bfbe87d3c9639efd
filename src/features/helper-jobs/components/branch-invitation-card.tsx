import { Card, Tag } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import type { HelperBranchInvitation, HelperBucket } from '@/platform/api/generated/model';
import { formatCity } from '@/platform/format';
import {
  AppButton,
  Avatar,
  ConfirmDialog,
  RatingText,
  TimeAgo,
  nextEntryFocus,
  toast,
  watchNextEntryFocus,
  type EntryFocusRule,
} from '@/platform/ui';
import { useBranchInvitationAnswers } from '../api/use-branch-invitations';

const STATE: Record<
  Exclude<HelperBucket, 'new'>,
  { label: string; intent: 'success' | 'danger' | 'none' }
> = {
  accepted: { label: 'Joined', intent: 'success' },
  waiting: { label: 'Declined', intent: 'danger' },
  cancelled: { label: 'Withdrawn', intent: 'none' },
};

function When({ label, at }: { label: string; at: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <TimeAgo value={at} />
      </dd>
    </div>
  );
}

/**
 * Where the keyboard goes once an answered card leaves the list with the button that had the
 * focus: the same answer of the next card (else the previous one's), else the page's title
 * (QA-211 M1: after Accept it fell to the page's body, and Tab began again at the top).
 */
function answerFocus(answer: 'accept' | 'decline'): EntryFocusRule {
  return {
    entry: '.hj-branch-card',
    control: `.hj-branch-card__${answer}`,
    fallback: () => document.querySelector<HTMLElement>('h1.app-page-title'),
  };
}

/**
 * An invitation to join a company's branch: the company and branch, where, who invited and
 * when; while pending, Accept (joins at once) and Decline (confirmed). A click while an answer
 * is on its way is ignored, so a double click sends one request. Failures are toasted
 * centrally (a 422 says the invitation is no longer pending); the lists refetch either way, so
 * an invitation that changed meanwhile moves to its bucket.
 */
export function BranchInvitationCard({ invitation }: { invitation: HelperBranchInvitation }) {
  const { branch } = invitation;
  const { accept, reject } = useBranchInvitationAnswers();
  const [confirming, setConfirming] = useState(false);
  // Decline's moves, taken as its dialog opens: for the dialog when its opener has gone, and
  // for a watch once answered (the card, and the dialog in it, may leave before it fades out).
  const declineFocus = useRef({ move: (): boolean => false, watch: () => {} });
  const busy = useRef(false);
  const answering = accept.isPending || reject.isPending;
  const where = formatCity(branch);
  const label = `${branch.company_name}, ${branch.name}`;

  /** One answer at a time; resolves whether it went through (errors are toasted centrally). */
  const answer = async (send: () => Promise<unknown>): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    try {
      await send();
      return true;
    } catch {
      return false;
    } finally {
      busy.current = false;
    }
  };

  const state = invitation.bucket === 'new' ? null : STATE[invitation.bucket];
  return (
    <Card className="hj-card hj-branch-card" compact>
      <article aria-label={label}>
        <div className="hj-card__head">
          <Avatar src={branch.avatar_url} name={branch.name} size={40} />
          <div className="hj-card__title">
            <span className="hj-company">
              <strong>{branch.company_name}</strong>
              <RatingText rating={invitation.company_rating} noun="rating" />
            </span>
            <span className="app-muted">{branch.name}</span>
          </div>
          {state && (
            <Tag minimal round intent={state.intent}>
              {state.label}
            </Tag>
          )}
        </div>
        <dl className="hj-facts hj-branch-card__facts">
          <div>
            <dt>City</dt>
            <dd>{where}</dd>
          </div>
          <div>
            <dt>Invited by</dt>
            <dd>{invitation.invited_by_name ?? 'The company'}</dd>
          </div>
          <When label="Sent" at={invitation.created_at} />
          {invitation.bucket === 'cancelled' ? (
            <When label="Withdrawn" at={invitation.updated_at} />
          ) : (
            invitation.responded_at && <When label="Answered" at={invitation.responded_at} />
          )}
        </dl>
        {/* A named group, as the house's cards' controls are: with two branches' cards, Tab
            read "Accept" twice, and she could join the wrong one (QA helper-121 M6). */}
        {invitation.bucket === 'new' && (
          <div className="hj-details__actions" role="group" aria-label={label}>
            <AppButton
              className="hj-branch-card__accept"
              intent="primary"
              icon="tick"
              text="Accept"
              loading={accept.isPending}
              disabled={reject.isPending}
              onClick={async (event) => {
                // Taken now, while the card is listed; run once answered either way (a 422
                // moves the card too).
                const keepFocus = watchNextEntryFocus(event.currentTarget, answerFocus('accept'));
                const joined = await answer(() => accept.mutateAsync({ id: invitation.id }));
                if (joined) toast.success(`You joined ${branch.name}.`);
                keepFocus();
              }}
            />
            <AppButton
              className="hj-branch-card__decline"
              intent="danger"
              variant="outlined"
              icon="cross-circle"
              text="Decline"
              disabled={answering}
              onClick={(event) => {
                const rule = answerFocus('decline');
                declineFocus.current = {
                  move: nextEntryFocus(event.currentTarget, rule),
                  watch: watchNextEntryFocus(event.currentTarget, rule),
                };
                setConfirming(true);
              }}
            />
          </div>
        )}
      </article>
      <ConfirmDialog
        isOpen={confirming}
        title="Decline this invitation"
        thing={`${branch.name} (${where})`}
        confirmLabel="Decline"
        loading={reject.isPending}
        whenOpenerGone={() => declineFocus.current.move()}
        onClose={() => {
          if (!reject.isPending) setConfirming(false);
        }}
        onConfirm={async () => {
          if (await answer(() => reject.mutateAsync({ id: invitation.id })))
            toast.success(`You declined the invitation of ${branch.name}.`);
          declineFocus.current.watch();
          setConfirming(false);
        }}
      />
    </Card>
  );
}
