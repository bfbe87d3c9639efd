import { Callout, Tag } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import {
  useAcceptOfferApplication,
  useCancelOfferApplication,
  useRejectOfferApplication,
} from '../api/endpoints';
import type { OfferApplication, OutsourceOffer } from '@/platform/api/generated/model';
import { isApiError } from '@/platform/api/api-error';
import { doneAlready } from '@/platform/api/notify';
import { GONE_IS_DONE_META } from '@/platform/api/query-client';
import { HelperRating } from '@/features/team';
import { busyText } from '@/platform/orders';
import { useBranchTimeZone } from '@/platform/session';
import {
  formatHourlyRate,
  formatPositions,
  helperName,
  holdsWanted,
  wantedText,
} from '@/platform/format';
import {
  AppButton,
  Avatar,
  Modal,
  PositionIcon,
  nextEntryFocus,
  toast,
  useSingleFlight,
} from '@/platform/ui';
import { useRefreshOutsourcing } from '../api/refresh';
import { useJobEnded } from '../model/use-job-ended';
import {
  answerChange,
  APPLICATION_STATUS,
  canAcceptApplication,
  canCancelApplication,
  canRejectApplication,
} from '../model/statuses';

/** What the applicant asks per hour: their proposal, else the offer's rate. */
export const askedRate = (application: OfferApplication, offer: OutsourceOffer) =>
  application.proposed_hourly_rate ?? offer.hourly_rate;

/** '+$5.00/h' or '-$2.50/h' against the offer's rate. */
function rateDifference(asked: number, offered: number) {
  const diff = asked - offered;
  return `${diff > 0 ? '+' : '-'}${formatHourlyRate(Math.abs(diff))}`;
}

type Action = 'accept' | 'reject' | 'cancel';

/** The words of each answer: dialog, confirm button, success toast. */
const ACTIONS: Record<
  Action,
  {
    title: string;
    confirm: string;
    intent: 'primary' | 'danger';
    done: (name: string, order: string) => string;
  }
> = {
  accept: {
    title: 'Accept application',
    confirm: 'Accept',
    intent: 'primary',
    done: (name, order) => `${name} joined the crew of ${order}`,
  },
  reject: {
    title: 'Reject application',
    confirm: 'Reject application',
    intent: 'danger',
    done: (name) => `Application of ${name} rejected`,
  },
  cancel: {
    title: 'Cancel application',
    confirm: 'Cancel application',
    intent: 'danger',
    done: (name) => `Application of ${name} cancelled`,
  },
};

/**
 * One application: who applied, what they ask against the offer's rate, their message (as
 * text); accept or reject a pending one, take an accepted one off the crew (cancel). Each is
 * confirmed; a refused answer (422) stays in the dialog with the server's reason.
 */
export function ApplicationItem({
  application,
  offer,
  branchId,
}: {
  application: OfferApplication;
  offer: OutsourceOffer;
  branchId: number;
}) {
  const [dialog, setDialog] = useState<Action | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = useRefreshOutsourcing(branchId);
  const mutations = {
    accept: useAcceptOfferApplication(),
    reject: useRejectOfferApplication(),
    // Taking one off whose order was deleted meanwhile (a 404) is done ("Already gone is done").
    cancel: useCancelOfferApplication({ mutation: { meta: GONE_IS_DONE_META } }),
  };
  const { helper } = application;
  const name = helperName(helper, helper.id);
  const status = APPLICATION_STATUS[application.status];
  const asked = askedRate(application, offer);
  const proposed = application.proposed_hourly_rate !== null && asked !== offer.hourly_rate;
  const order = `order #${offer.order.number}`;
  // Nobody joins a job that has ended (the API refuses it too): no Accept then.
  // The same clock as the offer's Ended tag (OfferStatusTag): both turn at the job's end.
  const ended = useJobEnded(offer.order);
  const acceptable = canAcceptApplication(application.status, offer.status);
  // Code 4 has no icon: PositionIcon shows its label, so the text repeats only the others.
  const otherPositions = formatPositions(
    helper.positions[0] === 4 ? helper.positions.slice(1) : helper.positions,
  );
  // Positions wanted are the offer's ask, not a gate (the API accepts anyone): who holds none
  // of them is marked, and Accept says so (QA 2026-12-04: a Helper accepted for a Driver's
  // offer without a word).
  const notWanted = holdsWanted(helper.positions, offer.positions)
    ? null
    : `Not a ${wantedText(offer.positions)}`;
  // On another job at this one's time: the API refuses the Accept (422), so it is said on the
  // row and no Accept is offered (QA helper-94: only the Accept's refusal told the company).
  const zone = useBranchTimeZone(branchId);
  const busy = application.busy_with ?? null;

  // The open dialog, read by `run`: a click landing on a dialog that is already closing (a
  // double click on its button after a quick answer) must not send the answer again.
  const openDialog = useRef<Action | null>(null);
  // Where the keyboard goes once the answer took the button away (QA-230 L3: the page's body,
  // then its title): the next application's same button, else the previous one's, else the
  // list's heading, by the crew page's rows' rule (`nextEntryFocus`). Taken as the dialog opens.
  const focusAfter = useRef<() => boolean>(() => false);
  const open = (action: Action, button: HTMLElement) => {
    focusAfter.current = nextEntryFocus(button, {
      entry: '.oo-application',
      control: `.oo-application__${action}`,
      fallback: () => document.getElementById('oo-applications'),
    });
    openDialog.current = action;
    setFailure(null);
    setDialog(action);
  };
  const close = () => {
    openDialog.current = null;
    setDialog(null);
    setFailure(null);
  };

  const run = useSingleFlight(async (action: Action) => {
    if (openDialog.current !== action) return;
    try {
      await mutations[action].mutateAsync({ id: application.id });
    } catch (error) {
      if (
        action === 'cancel' &&
        doneAlready(error, `The application of ${name} was already removed.`)
      ) {
        close();
        await refresh();
        return;
      }
      // The HTTP client toasted it too; the dialog keeps the reason next to the question.
      const fields = isApiError(error) ? Object.values(error.fieldErrors).flat() : [];
      setFailure(
        String(fields[0] ?? (error instanceof Error ? error.message : 'It did not work.')),
      );
      await refresh();
      return;
    }
    close();
    toast.success(ACTIONS[action].done(name, order));
    await refresh();
  });

  const current = dialog ? ACTIONS[dialog] : null;
  // What the dialog asks may no longer be possible (the helper withdrew meanwhile, QA
  // 2026-12-04): it says what changed instead, and only OK is offered, not the same button
  // (Modal's `outdated`; QA helper-172 L2: the question stayed, with no reason).
  const possible: Record<Action, boolean> = {
    accept: acceptable && !ended,
    reject: canRejectApplication(application.status, offer.status),
    cancel: canCancelApplication(application.status, offer.status),
  };
  const outdated =
    dialog && !possible[dialog] && !mutations[dialog].isPending
      ? answerChange(
          dialog === 'cancel' ? 'accepted' : 'pending',
          { application: application.status, offer: offer.status, ended },
          name,
          order,
        )
      : null;
  return (
    <li className="oo-application" aria-label={`Application of ${name}`}>
      <Avatar src={helper.avatar_url} name={name} size={44} />
      <div className="oo-application__main">
        <div className="oo-application__head">
          <strong className="oo-application__name">{name}</strong>
          <PositionIcon positions={helper.positions} />
          {/* The icon's label already names every position for screen readers. */}
          {otherPositions && (
            <span aria-hidden className="app-muted oo-application__positions">
              {otherPositions}
            </span>
          )}
          <Tag minimal round intent={status.intent}>
            {status.label}
          </Tag>
          {notWanted && (
            <Tag minimal round intent="warning" icon="warning-sign">
              {notWanted}
            </Tag>
          )}
          {busy && (
            <Tag minimal round intent="danger" icon="time">
              {busyText(busy, zone)}
            </Tag>
          )}
        </div>
        <div className="oo-application__meta">
          <HelperRating helperId={helper.id} name={name} rating={helper.rating} />
          <span>
            {formatHourlyRate(asked)}{' '}
            {proposed ? (
              <span className="app-muted">
                (proposed, {rateDifference(asked, offer.hourly_rate)} on your{' '}
                {formatHourlyRate(offer.hourly_rate)})
              </span>
            ) : (
              <span className="app-muted">(your rate)</span>
            )}
          </span>
        </div>
        {application.message && <p className="oo-application__message">{application.message}</p>}
      </div>
      <div className="oo-application__actions">
        {acceptable && ended && <span className="app-muted">The job has ended</span>}
        {acceptable && !ended && !busy && (
          <AppButton
            intent="primary"
            icon="tick"
            text="Accept"
            aria-label={`Accept ${name}`}
            className="oo-application__accept"
            onClick={(event) => open('accept', event.currentTarget)}
          />
        )}
        {canRejectApplication(application.status, offer.status) && (
          <AppButton
            variant="outlined"
            intent="danger"
            icon="cross-circle"
            text="Reject"
            aria-label={`Reject ${name}`}
            className="oo-application__reject"
            onClick={(event) => open('reject', event.currentTarget)}
          />
        )}
        {canCancelApplication(application.status, offer.status) && (
          <AppButton
            variant="minimal"
            intent="danger"
            icon="disable"
            text="Cancel"
            aria-label={`Cancel the application of ${name}`}
            className="oo-application__cancel"
            onClick={(event) => open('cancel', event.currentTarget)}
          />
        )}
      </div>
      <Modal
        isOpen={current !== null}
        title={current?.title ?? ''}
        size="x-small"
        cancelLabel={dialog === 'accept' ? 'Cancel' : 'Keep application'}
        outdated={outdated}
        onClose={close}
        whenOpenerGone={() => focusAfter.current()}
        actions={
          dialog &&
          possible[dialog] && (
            <AppButton
              intent={ACTIONS[dialog].intent}
              text={ACTIONS[dialog].confirm}
              loading={mutations[dialog].isPending}
              onClick={() => void run(dialog)}
            />
          )
        }
      >
        {dialog === 'accept' && (
          <>
            <p>
              Accept <strong>{name}</strong> for {order} at {formatHourlyRate(asked)}?
            </p>
            {notWanted && (
              <p>
                {name} is not a {wantedText(offer.positions)}, the{' '}
                {offer.positions.length > 1 ? 'positions' : 'position'} this offer wants.
              </p>
            )}
            <p className="app-muted">They join the order's crew at once.</p>
          </>
        )}
        {dialog === 'reject' && (
          <>
            <p>
              Reject the application of <strong>{name}</strong> to {order}?
            </p>
            <p className="app-muted">They see it under Rejected.</p>
          </>
        )}
        {dialog === 'cancel' && (
          <>
            <p>
              Cancel the application of <strong>{name}</strong> to {order}?
            </p>
            <p className="app-muted">They leave the crew of {order}.</p>
          </>
        )}
        {failure && (
          <Callout intent="danger" role="alert" className="oo-application__failure">
            {failure}
          </Callout>
        )}
      </Modal>
    </li>
  );
}
