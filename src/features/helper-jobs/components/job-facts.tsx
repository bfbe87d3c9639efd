import type {
  HelperCompanyInvitation,
  HelperCrewMate,
  HelperOutsourceOffer,
  PositionCode,
} from '@/platform/api/generated/model';
import {
  branchTimeZone,
  countOf,
  formatAddress,
  formatCity,
  formatDate,
  formatHourlyRate,
  formatPositions,
  formatTimeRange,
  formatWhen,
} from '@/platform/format';
import {
  aboutPay,
  crewProgress,
  hasDestination,
  hasPickUp,
  helperJobRate,
  helpTypeLabel,
} from '@/platform/orders';
import { PhoneLink, RatingText } from '@/platform/ui';

export type HelperJob = HelperCompanyInvitation | HelperOutsourceOffer;

/** Where, by help type (spec section 5): pick-up, destination or both, city level. */
export function jobPlaces(job: HelperJob): string {
  const { order } = job;
  const from = hasPickUp(order.help_type) ? formatCity(order.pick_up_address) : '';
  const to = hasDestination(order.help_type) ? formatCity(order.destination_address) : '';
  return [...new Set([from, to].filter(Boolean))].join(' → ');
}

/** The crew role: the helper's positions for an invitation, the wanted ones for an offer. */
export function roleOf(positions: PositionCode[]): string {
  return positions.length === 0 ? 'Any position' : formatPositions(positions);
}

/**
 * Her rate on the job (an accepted application's own rate, review M1) and, while it waits
 * for her answer, what its window pays at that rate ('$45.00/h · about $180.00'; not in the
 * spec, issue 8/8).
 */
function PayFact({ job }: { job: HelperJob }) {
  const rate = helperJobRate(job);
  return (
    <div>
      <dt>Pay</dt>
      <dd>
        {formatHourlyRate(rate)}
        {job.bucket === 'new' && ` · ${aboutPay(job.order, rate)}`}
      </dd>
    </div>
  );
}

/**
 * The times she agreed to, under the job's new ones, when the company has moved the job
 * since (not in the spec): 'Moved from 12/05/2026 · 8:00 am - 12:00 pm'. Gone once she
 * confirms the new times.
 */
function MovedFrom({ job }: { job: HelperJob }) {
  if (!job.rescheduled_from) return null;
  return (
    <span className="hj-moved">
      Moved from {formatWhen(job.rescheduled_from, branchTimeZone(job.branch))}
    </span>
  );
}

/** A crew mate as the crew sees them: 'Darnell G.' (no initial: the first name alone). */
function mateName(mate: HelperCrewMate): string {
  return mate.last_initial ? `${mate.first_name} ${mate.last_initial}.` : mate.first_name;
}

/** The short facts of a card. */
export function CardFacts({ job, id }: { job: HelperJob; id?: string }) {
  const places = jobPlaces(job);
  const zone = branchTimeZone(job.branch);
  return (
    <dl className="hj-facts" id={id}>
      <div>
        <dt>When</dt>
        <dd>
          {formatWhen(job.order, zone)}
          <MovedFrom job={job} />
        </dd>
      </div>
      {places && (
        <div>
          <dt>Where</dt>
          <dd>
            {places}
            <span className="app-muted"> · {helpTypeLabel(job.order.help_type)}</span>
          </dd>
        </div>
      )}
      <PayFact job={job} />
      <div>
        <dt>Role</dt>
        <dd>{roleOf(job.positions)}</dd>
      </div>
    </dl>
  );
}

/** Everything a helper needs to decide (Order details). */
export function DetailFacts({ job }: { job: HelperJob }) {
  const { order, branch } = job;
  const offer = 'accepted_count' in job ? job : null;
  const zone = branchTimeZone(branch);
  return (
    <dl className="hj-facts hj-facts--details">
      <div>
        <dt>Company</dt>
        <dd>
          {branch.company_name} · {branch.name} ({branch.city}, {branch.state_initials}) ·{' '}
          <PhoneLink value={branch.phone} />
        </dd>
      </div>
      <div>
        <dt>Company rating</dt>
        <dd>
          <RatingText rating={job.company_rating} noun="rating" />
        </dd>
      </div>
      <div>
        <dt>Date</dt>
        <dd>{formatDate(order.start_at, zone)}</dd>
      </div>
      <div>
        <dt>Time</dt>
        <dd>
          {formatTimeRange(order.start_at, order.end_at, zone)}
          <MovedFrom job={job} />
        </dd>
      </div>
      <div>
        <dt>Help type</dt>
        <dd>{helpTypeLabel(order.help_type)}</dd>
      </div>
      {hasPickUp(order.help_type) && (
        <div>
          <dt>Pick-up</dt>
          <dd>
            {order.pick_up_addresses.length === 0
              ? 'Not given'
              : order.pick_up_addresses.map((a, i) => <div key={i}>{formatAddress(a)}</div>)}
          </dd>
        </div>
      )}
      {hasDestination(order.help_type) && (
        <div>
          <dt>Destination</dt>
          <dd>
            {order.destination_addresses.length === 0
              ? 'Not given'
              : order.destination_addresses.map((a, i) => <div key={i}>{formatAddress(a)}</div>)}
          </dd>
        </div>
      )}
      <PayFact job={job} />
      <div>
        <dt>Role</dt>
        <dd>{roleOf(job.positions)}</dd>
      </div>
      <div>
        <dt>Crew</dt>
        <dd>
          {offer
            ? `${crewProgress(offer.accepted_count, offer.helpers_needed)} booked`
            : `${crewProgress(order.crew_count, order.helpers_needed)} on the crew`}
          {order.trucks_needed > 0 && ` · ${countOf(order.trucks_needed, 'truck')}`}
          {job.crew.length > 0 && (
            <span className="hj-crew">
              With{' '}
              {job.crew
                .map((mate) =>
                  mate.positions.length
                    ? `${mateName(mate)} (${formatPositions(mate.positions)})`
                    : mateName(mate),
                )
                .join(', ')}
            </span>
          )}
        </dd>
      </div>
      {(offer?.notes || order.notes) && (
        <div>
          <dt>Notes</dt>
          <dd className="app-multiline">
            {[offer?.notes, order.notes].filter(Boolean).join(' · ')}
          </dd>
        </div>
      )}
    </dl>
  );
}
