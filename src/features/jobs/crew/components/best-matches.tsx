import { useBranchTimeZone } from '@/platform/session';
import { Tag } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CrewMember, InvitableEmployees, OrderCard } from '@/platform/api/generated/model';
import { HelperRating } from '@/features/team';
import { fullName } from '@/platform/format';
import { crewOffDuringJob } from '@/platform/orders';
import { RosterActions, RosterMark } from '@/platform/roster';
import { AppButton, Modal } from '@/platform/ui';
import { needsText } from '../model/needs-text';
import {
  openSpots,
  positionNeeds,
  rankCandidates,
  type MatchReason,
  type RankedCandidate,
} from '../model/crew-ranking';
import { favouritesToInvite } from '../model/favourites';
import { nobodyText } from '../model/nobody-text';
import { alsoInText } from '../model/one-per-person';
import { PersonLine } from '@/platform/widgets';

/** The section's id: links to `…/team-edit/:id#best-matches` land on it. */
const ANCHOR = 'best-matches';
/** Eligible rows shown before "Show all"; the same for those who cannot take the job. */
const SHOWN = 6;

const INTENT = { plus: 'success', minus: 'warning', block: 'danger', info: 'none' } as const;

/** What a reason that is not for her is, for those who do not tell it by its colour. */
const AGAINST: Partial<
  Record<MatchReason['effect'], { icon: 'disable' | 'warning-sign'; words: string }>
> = {
  block: { icon: 'disable', words: 'Blocks this job: ' },
  minus: { icon: 'warning-sign', words: 'Counts against: ' },
};

/**
 * A person's reasons. One that keeps her off the job, or counts against her, is not told by
 * its red or orange alone (QA helper-121: a reader heard six reasons alike, and red and green
 * are the colours most often confused): it has a sign ("no", or a warning), and a reader hears
 * "Blocks this job:" or "Counts against:" before it.
 */
function ReasonTag({ reason }: { reason: MatchReason }) {
  const against = AGAINST[reason.effect];
  return (
    <Tag minimal round intent={INTENT[reason.effect]} icon={against?.icon}>
      {against && <span className="app-visually-hidden">{against.words}</span>}
      {reason.text}
    </Tag>
  );
}

function ReasonTags({ reasons }: { reasons: MatchReason[] }) {
  return (
    <ul className="match-reasons" aria-label="Reasons">
      {reasons.map((r) => (
        <li key={r.kind + r.text}>
          <ReasonTag reason={r} />
        </li>
      ))}
    </ul>
  );
}

function MatchRow({ ranked, place }: { ranked: RankedCandidate; place: number | null }) {
  const c = ranked.candidate;
  const name = fullName(c);
  // The company's roster (7/8) holds marketplace helpers, by their account.
  const helperId = c.is_helper ? c.user_id : null;
  const alsoIn = alsoInText(c);
  return (
    <li className={`match-row${ranked.eligible ? '' : ' match-row--blocked'}`} aria-label={name}>
      <span className="match-row__place" aria-hidden>
        {place ?? '–'}
      </span>
      <div className="match-row__body">
        <PersonLine
          person={c}
          // Her rate is said once, by its reason ("Asks $26.00/h, within the order's
          // $36.00/h"; an employee's "Rate …"), not on her line as well.
          rate={undefined}
          rating={<HelperRating helperId={helperId} name={name} rating={c.rating} />}
          extra={
            <>
              <RosterMark status={c.roster_status} />
              <span className="app-muted">
                {c.is_helper ? 'Marketplace helper · ' : ''}
                {c.branch_name}
              </span>
              {alsoIn && <span className="app-muted">{alsoIn}</span>}
            </>
          }
        />
        <ReasonTags reasons={ranked.reasons} />
        {helperId != null && (
          <RosterActions compact person={{ helperId, name, status: c.roster_status }} />
        )}
      </div>
      {ranked.eligible && (
        <span className="match-row__score" title="Match score">
          {Math.round(ranked.score)}
          <span className="app-muted"> pts</span>
        </span>
      )}
    </li>
  );
}

/**
 * "Best matches" (crew matching, beyond the spec): everyone invitable ranked for this order
 * (crew-ranking.ts), those who cannot take the job last with the reason, and "Invite the best
 * N" for the open spots (confirmed); favourites (7/8) rank first, with a star, and "Invite
 * favourites" sends the favourites who can take the job, up to the open spots, in one call
 * (confirmed). The crew poll and its refresh of the invitable list
 * re-rank it as answers arrive.
 */
export function BestMatches(props: {
  order: OrderCard;
  crew: CrewMember[];
  invitable: InvitableEmployees;
  inviting: boolean;
  onInvite: (employeeIds: number[], onDone: () => void) => Promise<void>;
  /** Where the focus goes once its button is gone or disabled (the Current crew heading). */
  whenOpenerGone?: () => void;
  /** The branch's own serving area, once known: a job outside it is said so (nobodyText). */
  branchAreaIds?: readonly number[];
  /**
   * Invite someone else (its dialog) for a person on the crew with time off during the job,
   * while the job is still ahead: on a crew they fill, the way to a spot (QA 244 M1).
   */
  onReplace?: (member: CrewMember) => void;
}) {
  const { order, crew, invitable, inviting, onInvite, whenOpenerGone, branchAreaIds } = props;
  const { onReplace } = props;
  const timeZone = useBranchTimeZone(order.branch_id);
  const ranked = useMemo(
    () =>
      rankCandidates({
        order,
        crew,
        branchEmployees: invitable.branch_employees,
        otherBranchEmployees: invitable.other_branch_employees,
        orderAreas: invitable.order_serving_areas,
        timeZone,
      }),
    [order, crew, invitable, timeZone],
  );
  const [showAll, setShowAll] = useState(false);
  // Arrived by a link to #best-matches (the dispatch board's understaffed jobs): bring the
  // section into view and move the focus to its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (window.location.hash !== `#${ANCHOR}`) return;
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const [showAllBlocked, setShowAllBlocked] = useState(false);
  const [confirming, setConfirming] = useState<'best' | 'favourites' | null>(null);

  const spots = openSpots(order, crew);
  const needs = positionNeeds(order, crew);
  const pending = crew.filter((m) => m.invitation_status === 'pending').length;
  const away = crewOffDuringJob(crew);
  const eligible = ranked.filter((r) => r.eligible);
  const blocked = ranked.filter((r) => !r.eligible);
  const favourites = favouritesToInvite(ranked, spots);
  const group = confirming === 'favourites' ? favourites : eligible.slice(0, spots);
  const best = eligible.slice(0, spots);
  const groupTitle =
    confirming === 'favourites' ? 'Invite favourites' : `Invite the best ${best.length}`;
  const shown = showAll ? eligible : eligible.slice(0, Math.max(SHOWN, spots));
  const shownBlocked = showAllBlocked ? blocked : blocked.slice(0, SHOWN);

  return (
    <section className="app-card crew-section" aria-label="Best matches" id={ANCHOR}>
      <div className="crew-section__head">
        <h2 className="crew-section__title" ref={heading} tabIndex={-1}>
          Best matches
        </h2>
        <div className="match-actions">
          {ranked.some((r) => r.favourite) && (
            <AppButton
              icon="star"
              text={
                favourites.length > 0
                  ? `Invite favourites (${favourites.length})`
                  : 'Invite favourites'
              }
              title="Invite the favourites who can take this job, up to the open spots"
              disabled={favourites.length === 0}
              onClick={() => setConfirming('favourites')}
            />
          )}
          <AppButton
            intent="primary"
            text={best.length > 0 ? `Invite the best ${best.length}` : 'Invite the best'}
            disabled={best.length === 0}
            onClick={() => setConfirming('best')}
          />
        </div>
      </div>
      <p className="app-muted match-needs">
        {needsText(spots, needs, pending, { people: away, canReplace: onReplace !== undefined })}
      </p>
      {onReplace && away.length > 0 && (
        <div className="match-replace">
          {away.map((member) => (
            <AppButton
              key={member.invitation_id}
              variant="outlined"
              intent="primary"
              icon="new-person"
              text={`Invite someone else instead of ${fullName(member)}`}
              onClick={() => onReplace(member)}
            />
          ))}
        </div>
      )}
      {eligible.length === 0 ? (
        <p className="app-muted crew-group__empty">
          {nobodyText(blocked, invitable.order_serving_areas, branchAreaIds)}
        </p>
      ) : (
        <ol className="match-list" aria-label="Ranked candidates">
          {shown.map((r, i) => (
            <MatchRow key={r.candidate.employee_id} ranked={r} place={i + 1} />
          ))}
        </ol>
      )}
      {eligible.length > shown.length && (
        <AppButton minimal text={`Show all ${eligible.length}`} onClick={() => setShowAll(true)} />
      )}
      {blocked.length > 0 && (
        <>
          <h3 className="crew-group__title">
            Cannot take this job <span className="app-muted">({blocked.length})</span>
          </h3>
          <ul className="match-list" aria-label="Cannot take this job">
            {shownBlocked.map((r) => (
              <MatchRow key={r.candidate.employee_id} ranked={r} place={null} />
            ))}
          </ul>
          {blocked.length > shownBlocked.length && (
            <AppButton
              minimal
              text={`Show all ${blocked.length}`}
              onClick={() => setShowAllBlocked(true)}
            />
          )}
        </>
      )}

      <Modal
        isOpen={confirming !== null}
        title={groupTitle}
        size="x-small"
        cancelLabel="Back"
        onClose={() => setConfirming(null)}
        // Sent, "Invite the best" is disabled (no open spot left): the crew they joined, as
        // Send invitations does (QA-184 L3: the page's title).
        whenOpenerGone={whenOpenerGone}
        actions={
          <AppButton
            intent="primary"
            text="Send invitations"
            loading={inviting}
            onClick={() =>
              onInvite(
                group.map((r) => r.candidate.employee_id),
                () => setConfirming(null),
              )
            }
          />
        }
      >
        <p>
          Invite to order #{order.number}:{' '}
          <strong>{group.map((r) => fullName(r.candidate)).join(', ')}</strong>?
        </p>
      </Modal>
    </section>
  );
}
