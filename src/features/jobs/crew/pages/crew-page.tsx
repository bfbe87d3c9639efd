import { Callout } from '@blueprintjs/core';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { CrewMember } from '@/platform/api/generated/model';
import type { RoutePageProps } from '@/platform/routing';
import { parseRouteId } from '@/platform/routing';
import {
  NotFoundState,
  QueryError,
  SkeletonList,
  failedOutright,
  focusElement,
  nextEntryFocus,
  useNowAt,
} from '@/platform/ui';
import { useCurrentCrew, useFollowCrewChanges, useOrderCard } from '../api/use-crew';
import { BestMatches } from '../components/best-matches';
import { CrewActionBar } from '../components/crew-action-bar';
import { CancelInvitationDialog, ConfirmSaveDialog } from '../components/crew-dialogs';
import { CrewPickerSection } from '../components/crew-picker-section';
import { CrewSection } from '../components/crew-section';
import { OrderSummary } from '../components/order-summary';
import { ReplaceDialog } from '../components/replace-dialog';
import { useCrewActions } from '../hooks/use-crew-actions';
import { useCrewDraft } from '../hooks/use-crew-draft';
import { useCrewPicker } from '../hooks/use-crew-picker';
import { replacementFor } from '../model/confirmation';
import type { CrewMode } from '../model/invitation-state';
import { timeOffNote } from '../model/needs-text';
import {
  canOfferToMarketplace,
  crewOffDuringJob,
  JOB_NOT_FOUND,
  jobHasEnded,
  jobListHref,
  withdrawChange,
} from '@/platform/orders';
import { useActivateBranchOf, useBranchTimeZone } from '@/platform/session';
import { JobBranchLine } from '../../form/new-job-branch';
import { useGetCompanyBranch } from '../../api/endpoints';
import '../crew.css';

// The way to the marketplace comes after the page (it waits for the branch's offers anyway):
// shared with an offer's applications page, it is a file of its own, which the page's 30
// before it runs (scripts/check-real-bundle.mjs) has no room for.
const OfferOpenSpots = lazy(() =>
  import('../components/offer-open-spots').then((m) => ({ default: m.OfferOpenSpots })),
);

// The job sheet's page, in this page's chunk (../routes.ts).
export { JobSheetPage } from '../../sheet/pages/job-sheet-page';

/*
 * One page, two routes (spec 2). The decision on how they differ:
 * - team-add (/company/job/team-add/{id}, "Team add", with back) builds a new crew: the
 *   picker comes first, several people are ticked and "Send invitations" invites them
 *   (invite-employee). Whoever is already invited is listed below it, each with
 *   "Cancel invitation", or "Remove from crew" once accepted (cancel-by-company either way,
 *   confirmed in a dialog naming the person).
 * - team-edit (/company/job/team-edit/{id}, "Team edit") changes an existing crew: the crew
 *   comes first, each person with a "Keep" box; people ticked in the picker are added. "Save
 *   crew" sends the wanted crew as a whole (edit-invitations: kept + added), confirming by
 *   name whoever it removes.
 * Both show the order, both follow helpers' answers live (pushed events refetch the crew),
 * and a closed order shows its crew read-only.
 */

export function TeamAddPage({ params }: RoutePageProps) {
  return <CrewPage key={params.id} orderId={parseRouteId(params.id)} mode="team-add" />;
}

export function TeamEditPage({ params }: RoutePageProps) {
  return <CrewPage key={params.id} orderId={parseRouteId(params.id)} mode="team-edit" />;
}

function CrewPage({ orderId, mode }: { orderId: number | null; mode: CrewMode }) {
  // The one "not found" of a job, as for an id the server does not know (review 54).
  if (orderId === null) return <NotFoundState {...JOB_NOT_FOUND} />;
  return <CrewBuilder orderId={orderId} mode={mode} />;
}

function CrewBuilder({ orderId, mode }: { orderId: number; mode: CrewMode }) {
  const card = useOrderCard(orderId);
  const crewQuery = useCurrentCrew(orderId);
  const crew = crewQuery.data?.data;
  useFollowCrewChanges(orderId, crew);
  const picker = useCrewPicker(orderId);
  const draft = useCrewDraft(crew);
  // Where the keyboard goes after a change of the crew (QA helper-116: the page's body, or its
  // title far above): Send invitations and Save crew, the crew heading; a row's Remove from
  // crew / Cancel invitation, the next row's (else the previous row's, else the heading).
  const crewHeading = useRef<HTMLHeadingElement>(null);
  const focusCrew = () => {
    if (crewHeading.current) focusElement(crewHeading.current);
  };
  const focusAfterRow = useRef<() => boolean>(() => false);
  const actions = useCrewActions(orderId, draft, focusCrew);
  const [cancelling, setCancelling] = useState<CrewMember | null>(null);
  const withdraw = (member: CrewMember, button: HTMLElement) => {
    focusAfterRow.current = nextEntryFocus(button, {
      entry: '.crew-row',
      control: '.crew-row__withdraw',
      fallback: () => crewHeading.current,
    });
    setCancelling(member);
  };
  const [confirmingSave, setConfirmingSave] = useState(false);
  const [replacing, setReplacing] = useState<CrewMember | null>(null);
  const timeZone = useBranchTimeZone(card.data?.data.branch_id);
  const branchId = card.data?.data.branch_id ?? 0;
  const branch = useGetCompanyBranch(branchId, { query: { enabled: branchId > 0 } }).data?.data;
  useActivateBranchOf(card.data?.data.branch_id, `Job #${card.data?.data.number}`, {
    page: 'its crew page',
    to: jobListHref(card.data?.data ?? { status: 1 }),
  });
  const everyoneData = picker.everyone.data?.data;
  const replacement = useMemo(() => {
    const order = card.data?.data;
    if (!replacing || !order || !crew || !everyoneData) return null;
    return replacementFor({ member: replacing, order, crew, invitable: everyoneData, timeZone })
      ?.candidate;
  }, [replacing, card.data, crew, everyoneData, timeZone]);

  // Replacing, adding and offering end as the job starts or ends while the page is open.
  const moments = useMemo(() => {
    const order = card.data?.data;
    return order ? [Date.parse(order.start_at), Date.parse(order.end_at)] : [];
  }, [card.data]);
  const now = useNowAt(moments);

  if (failedOutright(card)) {
    return (
      <QueryError
        query={card}
        message={card.error?.message || 'The order could not be loaded.'}
        notFound={JOB_NOT_FOUND}
      />
    );
  }
  const order = card.data?.data;
  const locked = Boolean(order && (order.completed_at || order.cancelled_at));
  // Replacing someone (not confirmed in time, or on time off then) is for a job still ahead.
  const started = Boolean(order && Date.parse(order.start_at) <= now);
  // A job that has ended takes no one new (review 52 H1; contract/README "Ended jobs take no
  // one new"): no Best matches, no picker. Its crew can still be edited until it is completed.
  // Its unanswered invitations can no longer be accepted: "No answer", not pending.
  const over = Boolean(order && jobHasEnded(order, now));
  const ended = over && !locked;
  // Who on the crew has time off during the job: short by them, as the board counts it.
  const away = crewOffDuringJob(crew ?? []);
  const onReplace = started ? undefined : setReplacing;
  const saveCrew = () => actions.saveCrew(() => setConfirmingSave(false));

  const summary = order ? (
    <>
      <OrderSummary order={order} ended={over} away={locked || over ? 0 : away.length} />
      {canOfferToMarketplace(order, now) && (
        <Suspense fallback={null}>
          <OfferOpenSpots order={order} />
        </Suspense>
      )}
    </>
  ) : (
    <SkeletonList rows={1} label="Loading order" />
  );
  const crewSection = (
    <CrewSection
      orderId={orderId}
      mode={mode}
      locked={locked}
      ended={over}
      released={Boolean(order?.cancelled_at) && (order?.crew_count ?? 0) > 0}
      crewQuery={crewQuery}
      isRemoved={(id) => draft.removed.has(id)}
      onToggleKeep={draft.toggleKeep}
      onCancel={withdraw}
      onReplace={onReplace}
      timeZone={timeZone}
      orderRate={order?.hourly_rate}
      headingRef={crewHeading}
    />
  );
  const { everyone } = picker;
  const editing = locked ? null : ended ? (
    <Callout intent="primary" icon="time">
      This job has ended: nobody can be invited to it now. Complete it from the job list.
    </Callout>
  ) : (
    <>
      {order && crew && everyone.data && !everyone.isPlaceholderData && (
        <BestMatches
          order={order}
          crew={crew}
          invitable={everyone.data.data}
          inviting={actions.inviting}
          onInvite={actions.inviteBest}
          whenOpenerGone={focusCrew}
          branchAreaIds={branch?.serving_area_ids}
          onReplace={onReplace}
        />
      )}
      <CrewPickerSection
        mode={mode}
        picker={picker}
        draft={draft}
        locked={locked}
        crewSize={crew?.length ?? 0}
      />
    </>
  );

  const footer = (
    <>
      {actions.failure && (
        // The toast says it too, but goes away; the reason stays beside the action.
        <Callout intent="danger" role="alert">
          {actions.failure.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Callout>
      )}
      {!locked && (
        <CrewActionBar
          mode={mode}
          draft={draft}
          actions={actions}
          hasCrew={crew !== undefined}
          confirming={confirmingSave}
          onSave={() => (draft.removals.length > 0 ? setConfirmingSave(true) : saveCrew())}
        />
      )}
    </>
  );

  return (
    <div className="crew-page">
      {order && <JobBranchLine branchId={order.branch_id} />}
      {summary}
      {locked && (
        <Callout intent="primary" icon="info-sign">
          This order is closed; its crew can no longer change.
        </Callout>
      )}
      {!locked && !ended && order && away.length > 0 ? (
        // The board counts the job short (QA 244 M1): the page says why, and the way forward.
        <Callout intent="warning" icon="warning-sign">
          {timeOffNote({
            away,
            needed: order.helpers_needed,
            accepted: order.crew_count,
            mode,
            canReplace: onReplace !== undefined,
          })}
        </Callout>
      ) : (
        !locked &&
        order &&
        order.crew_count >= order.helpers_needed && (
          // Inviting more stays possible (someone may drop out), but says what it does (review L7).
          <Callout intent="primary" icon="people">
            {`The crew is full: ${order.crew_count} of ${order.helpers_needed} accepted. Anyone you invite now can accept only if a spot opens.`}
          </Callout>
        )
      )}
      {mode === 'team-add' ? (
        <>
          {editing}
          {/* Right after the picker it sends from: the crew's own controls (cancel, replace)
              put "Send invitations" 46 Tabs after the first tick (review 54). */}
          {footer}
          {crewSection}
        </>
      ) : (
        <>
          {crewSection}
          {editing}
          {footer}
        </>
      )}
      <CancelInvitationDialog
        member={cancelling}
        orderNumber={order?.number}
        running={actions.cancelling}
        onConfirm={(member) => actions.cancelInvitation(member, order?.number)}
        onClose={() => setCancelling(null)}
        whenOpenerGone={() => focusAfterRow.current()}
        // Her row as it is now: answered meanwhile, the question asked no longer fits.
        outdated={
          cancelling && crew
            ? withdrawChange(
                cancelling,
                crew.find((m) => m.invitation_id === cancelling.invitation_id),
                order?.number,
              )
            : null
        }
      />
      <ReplaceDialog
        member={replacing}
        replacement={replacement ?? null}
        orderNumber={order?.number}
        running={actions.replacing}
        onConfirm={(member, person) =>
          actions.replaceMember(member, person, () => setReplacing(null))
        }
        onClose={() => setReplacing(null)}
        // Replaced, her row and its button are gone: the crew she left.
        whenOpenerGone={focusCrew}
      />
      <ConfirmSaveDialog
        isOpen={confirmingSave}
        removals={draft.removals}
        additions={draft.additions}
        running={actions.saving}
        onConfirm={saveCrew}
        onClose={() => setConfirmingSave(false)}
        whenOpenerGone={focusCrew}
      />
    </div>
  );
}
