import type { Ref } from 'react';
import { Link } from 'wouter';
import type { CrewMember } from '@/platform/api/generated/model';
import { crewListCount } from '@/platform/orders';
import { href } from '@/platform/routing';
import { failedOutright, queryPending } from '@/platform/ui';
import type { useCurrentCrew } from '../api/use-crew';
import type { CrewMode } from '../model/invitation-state';
import { CrewList } from './crew-list';

/**
 * The order's current crew: each person with "Keep" (team-edit), or "Cancel invitation"
 * (invited) / "Remove from crew" (accepted).
 */
export function CrewSection({
  orderId,
  mode,
  locked,
  ended,
  released = false,
  crewQuery,
  isRemoved,
  onToggleKeep,
  onCancel,
  onReplace,
  timeZone,
  orderRate,
  headingRef,
}: {
  orderId: number;
  mode: CrewMode;
  locked: boolean;
  /** The job has ended (`jobHasEnded`): an unanswered invitation reads "No answer". */
  ended: boolean;
  /** The order was cancelled with people on its crew: their invitations went with it. */
  released?: boolean;
  crewQuery: ReturnType<typeof useCurrentCrew>;
  isRemoved: (employeeId: number) => boolean;
  onToggleKeep: (member: CrewMember) => void;
  onCancel: (member: CrewMember, button: HTMLElement) => void;
  onReplace?: (member: CrewMember) => void;
  timeZone?: string;
  /** The job's hourly rate, once its order has loaded (CrewList). */
  orderRate: number | undefined;
  /** The section's heading, where the focus goes after a change of the crew (QA helper-116). */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const crew = crewQuery.data?.data;
  let body;
  if (crewQuery.data === undefined || failedOutright(crewQuery))
    body = queryPending(crewQuery, { label: 'Loading crew', rows: 2 });
  else if (crewQuery.data.data.length === 0)
    body = (
      <p className="app-muted crew-group__empty">
        {released
          ? 'The crew was released when the order was cancelled.'
          : locked
            ? 'Nobody was on this crew.'
            : mode === 'team-add'
              ? 'No one is invited yet. Pick people above and send the invitations.'
              : 'No one is on this crew yet. Pick people below and save.'}
      </p>
    );
  else
    body = (
      <CrewList
        crew={crewQuery.data.data}
        mode={mode}
        locked={locked}
        ended={ended}
        isRemoved={isRemoved}
        onToggleKeep={onToggleKeep}
        onCancel={onCancel}
        onReplace={onReplace}
        timeZone={timeZone}
        orderRate={orderRate}
      />
    );
  return (
    <section className="app-card crew-section" aria-label="Current crew">
      <div className="crew-section__head">
        <h2 className="crew-section__title" ref={headingRef} tabIndex={-1}>
          Current crew {crew && <span className="app-muted">({crewListCount(crew, ended)})</span>}
        </h2>
        {mode === 'team-add' && !locked && crew && crew.length > 0 && (
          <Link href={href('company-job-team-edit', { id: orderId })}>Edit crew</Link>
        )}
      </div>
      {mode === 'team-edit' && !locked && crew && crew.length > 0 && (
        // Why its rows have no Remove of their own, as team-add's do (deliberate: one way per
        // page; helper-194): here the crew changes as a whole, in one save.
        <p className="app-muted crew-section__hint">
          This page saves the crew as a whole: untick Keep for whoever should go, then Save crew
          takes them off together (naming them first; each is told).
        </p>
      )}
      {body}
    </section>
  );
}
