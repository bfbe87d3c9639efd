import { useState } from 'react';
import type {
  BranchSummary,
  HelperCompanyInvitation,
  HelperCrewMate,
  HelperOrderSummary,
  HelperOutsourceOffer,
  JobTimes,
  PositionCode,
} from '@/platform/api/generated/model';
import {
  branchTimeZone,
  countOf,
  formatCity,
  formatDate,
  formatHourlyRate,
  formatMoney,
  formatPositions,
  formatTimeRange,
  formatWhen,
} from '@/platform/format';
import {
  aboutPay,
  belowClockedMinimum,
  CLOCKED_MINIMUM_TEXT,
  expectedPay,
  crewProgress,
  formatHours,
  hasDestination,
  hasPickUp,
  orderPlaces,
  helperJobRate,
  helpTypeLabel,
} from '@/platform/orders';
import { AddressLink, CHANGED_CLASS, PhoneLink, RatingText, useChangedMark } from '@/platform/ui';
import { askedRate } from '../model/apply-form';

export type HelperJob = HelperCompanyInvitation | HelperOutsourceOffer;

/** Where, by help type (spec section 5): pick-up, destination or both, city level. */
export const jobPlaces = (job: HelperJob): string => orderPlaces(job.order);

/** The crew role: the helper's positions for an invitation, the wanted ones for an offer. */
export function roleOf(positions: PositionCode[]): string {
  return positions.length === 0 ? 'Any position' : formatPositions(positions);
}

/**
 * Her rate on the job (an accepted application's own rate, review M1) and what its window
 * pays at that rate ('$45.00/h · about $180.00'; not in the spec, issue 8/8): while it waits
 * for her answer, and once she is on it, at the rate it pays her (an application accepted at
 * her own rate dropped it: QA 2026-12-04). While her application waits, at the rate she asked,
 * which it pays her if the company accepts: her own one is said to be hers, beside the offer's
 * (QA helper-92: "about $301.00" at the offer's rate beside her proposed $45.50; QA-217 L6: her
 * applied cards then dropped the estimate, "$38.50/h" among "$43.00/h · about $301.00"). Not
 * once cancelled. Once the company repriced a job she is on, the rate she agreed to.
 */
export function PayFact({ job }: { job: HelperJob }) {
  const application = 'my_application' in job ? job.my_application : null;
  const applied = application?.status === 'pending' ? application : null;
  const rate = applied ? askedRate(applied, job.hourly_rate) : helperJobRate(job);
  const was = repricedFrom(job);
  // Once completed, what the company recorded for her, as her Earnings has it (QA helper-85:
  // the details kept the estimate, "about $150.00", beside Earnings' $165.00).
  const recorded = job.recorded_pay;
  // Once she started and finished work, what her time clock says she worked, as her Earnings
  // has it until the company records her pay (QA-169: the window's estimate stayed).
  const expected = expectedPay(job, rate);
  const about =
    expected.source === 'clock'
      ? `about ${formatMoney(expected.pay)} for ${formatHours(expected.hours)} h worked${belowClockedMinimum(job) ? ` (${CLOCKED_MINIMUM_TEXT})` : ''}`
      : aboutPay(job.order, rate);
  return (
    <div>
      <dt>Pay</dt>
      <dd>
        {formatHourlyRate(rate)}
        {recorded
          ? ` · ${formatMoney(recorded.pay)} for ${formatHours(recorded.worked_hours)} h worked`
          : (job.bucket === 'new' || job.bucket === 'accepted') && ` · ${about}`}
        {applied?.proposed_hourly_rate != null && (
          <span className="hj-pay-note">
            Your proposed rate; the offer pays {formatHourlyRate(job.hourly_rate)}
          </span>
        )}
        {was != null && <span className="hj-moved">Changed from {formatHourlyRate(was)}</span>}
      </dd>
    </div>
  );
}

/**
 * The times she agreed to, under the job's new ones, when the company has moved the job
 * since (not in the spec): 'Moved from 12/05/2026 · 8:00 am - 12:00 pm'. Gone once she
 * confirms the new times. `from`: other times to say so of (a move seen while open).
 */
function MovedFrom({
  job,
  from = job.rescheduled_from,
}: {
  job: HelperJob;
  from?: JobTimes | null;
}) {
  if (!from) return null;
  return (
    <span className="hj-moved">Moved from {formatWhen(from, branchTimeZone(job.branch))}</span>
  );
}

/**
 * The times a job not answered yet had when this page first showed it, once the company has
 * moved it while it is open; null otherwise. Such a job keeps no times she agreed to
 * (`rescheduled_from` is a crew member's), so its Order details took the new times without a
 * word (QA-221 L3); an accepted job's are the server's, which her confirmation clears.
 */
function useMovedWhileOpen(job: HelperJob): JobTimes | null {
  const times = { start_at: job.order.start_at, end_at: job.order.end_at };
  const [first, setFirst] = useState({ id: job.id, ...times });
  if (first.id !== job.id) setFirst({ id: job.id, ...times });
  const moved = first.start_at !== times.start_at || first.end_at !== times.end_at;
  return job.bucket === 'new' && first.id === job.id && moved ? first : null;
}

/**
 * The rate she agreed to of a job on her crew the company has repriced since (not in the
 * spec): a company invitation's `repriced_from`; null otherwise (an offer pays her
 * application's rate, and a provider without the field leaves it out).
 */
export function repricedFrom(job: HelperJob): number | null {
  return job.bucket === 'accepted' && 'repriced_from' in job ? (job.repriced_from ?? null) : null;
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

/*
 * The facts of a job that its order and branch alone give, each a <div> of a <dt> and its
 * <dd> in the <dl> of the page using them: Order details and the helper calendar's job
 * dialog (through the feature's index.ts) say them alike.
 */

/** Who the job is for, and the phone to call them on (a tel: link). */
export function CompanyFact({ branch }: { branch: BranchSummary }) {
  return (
    <div>
      <dt>Company</dt>
      <dd>
        {branch.company_name} · {branch.name} ({formatCity(branch)}) ·{' '}
        <PhoneLink value={branch.phone} />
      </dd>
    </div>
  );
}

/**
 * Where, by help type (spec section 5): every pick-up and destination, each a link to it in a
 * maps app (AddressLink), or 'Not given'.
 */
export function AddressFacts({ order }: { order: HelperOrderSummary }) {
  const addresses = (list: HelperOrderSummary['pick_up_addresses']) =>
    list.length === 0
      ? 'Not given'
      : list.map((a, i) => (
          <div key={i}>
            <AddressLink address={a} />
          </div>
        ));
  return (
    <>
      {hasPickUp(order.help_type) && (
        <div>
          <dt>Pick-up</dt>
          <dd>{addresses(order.pick_up_addresses)}</dd>
        </div>
      )}
      {hasDestination(order.help_type) && (
        <div>
          <dt>Destination</dt>
          <dd>{addresses(order.destination_addresses)}</dd>
        </div>
      )}
    </>
  );
}

/**
 * The crew against the helpers needed, and the trucks: '1 of 2 helpers on the crew · 1 truck'
 * ('… booked through this offer' for an offer: the helpers its applications got, then the
 * order's whole crew when others are on it); who else is on it beneath.
 */
export function CrewFact({
  order,
  offer,
  mates = [],
}: {
  order: HelperOrderSummary;
  offer?: Pick<HelperOutsourceOffer, 'accepted_count' | 'helpers_needed'> | null;
  mates?: HelperCrewMate[];
}) {
  return (
    <div>
      <dt>Crew</dt>
      <dd>
        {offer
          ? `${crewProgress(offer.accepted_count, offer.helpers_needed)} booked through this offer`
          : `${crewProgress(order.crew_count, order.helpers_needed)} on the crew`}
        {/* The company's own people on the job too: "1 of 1 helper booked" beside "With
            Jessica M." read as if she were extra (QA 2026-12-04, L4). */}
        {offer &&
          order.crew_count > offer.accepted_count &&
          ` · ${crewProgress(order.crew_count, order.helpers_needed)} on the crew`}
        {order.trucks_needed > 0 && ` · ${countOf(order.trucks_needed, 'truck')}`}
        {mates.length > 0 && (
          <span className="hj-crew">
            With{' '}
            {mates
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
  );
}

/** The notes given (an offer's, then its order's), one after the other; none: nothing. */
export function NotesFact({ notes }: { notes: readonly (string | null | undefined)[] }) {
  const given = notes.filter(Boolean);
  if (given.length === 0) return null;
  return (
    <div>
      <dt>Notes</dt>
      <dd className="app-multiline">{given.join(' · ')}</dd>
    </div>
  );
}

/** Everything a helper needs to decide (Order details). */
export function DetailFacts({ job }: { job: HelperJob }) {
  const { order, branch } = job;
  const offer = 'accepted_count' in job ? job : null;
  const zone = branchTimeZone(branch);
  const date = formatDate(order.start_at, zone);
  const time = formatTimeRange(order.start_at, order.end_at, zone);
  // Moved while open: marked for a moment (design guide), and said under Time.
  const [dateChanged, timeChanged] = [useChangedMark(date), useChangedMark(time)];
  const movedWhileOpen = useMovedWhileOpen(job);
  return (
    <dl className="hj-facts hj-facts--details">
      <CompanyFact branch={branch} />
      <div>
        <dt>Company rating</dt>
        <dd>
          <RatingText rating={job.company_rating} noun="rating" />
        </dd>
      </div>
      <div>
        <dt>Date</dt>
        <dd className={dateChanged ? CHANGED_CLASS : undefined}>{date}</dd>
      </div>
      <div>
        <dt>Time</dt>
        <dd>
          <span className={timeChanged ? CHANGED_CLASS : undefined}>{time}</span>
          <MovedFrom job={job} from={job.rescheduled_from ?? movedWhileOpen} />
        </dd>
      </div>
      <div>
        <dt>Help type</dt>
        <dd>{helpTypeLabel(order.help_type)}</dd>
      </div>
      <AddressFacts order={order} />
      <PayFact job={job} />
      <div>
        <dt>Role</dt>
        <dd>{roleOf(job.positions)}</dd>
      </div>
      <CrewFact order={order} offer={offer} mates={job.crew} />
      <NotesFact notes={[offer?.notes, order.notes]} />
    </dl>
  );
}
