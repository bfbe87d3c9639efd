import type { ReactNode } from 'react';
import type { Address, CrewMember, Order } from '@/platform/api/generated/model';
import {
  countOf,
  formatAddress,
  formatDate,
  formatPositions,
  formatTimeRange,
  fullName,
} from '@/platform/format';
import {
  hasDestination,
  hasPickUp,
  helpTypeLabel,
  isOnCrew,
  OrderStatusTag,
} from '@/platform/orders';
import { PhoneText } from '@/platform/ui';
import { helpersText, trucksText } from '../list/order-text';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="job-sheet__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Every address of a list in full, one a line (numbered when there are several stops). */
function Addresses({ label, addresses }: { label: string; addresses: Address[] }) {
  return (
    <Fact label={label}>
      {addresses.length === 0 ? (
        'Not given'
      ) : (
        <ol className="job-sheet__addresses">
          {addresses.map((a, i) => (
            <li key={i}>{formatAddress(a)}</li>
          ))}
        </ol>
      )}
    </Fact>
  );
}

/** Accepted first, then those invited who have not answered; each status said in words. */
const CREW_STATUS: Record<CrewMember['invitation_status'], string> = {
  accepted: 'Accepted',
  pending: 'Invited, not answered yet',
};

function orderOf(m: CrewMember) {
  return m.invitation_status === 'accepted' ? 0 : 1;
}

/**
 * A job's sheet for its crew (QA 136 M3), read-only and made to print: who, when and where,
 * the crew and the notes in full. The times are on the job's branch clocks (`timeZone`).
 */
export function JobSheet({
  order,
  crew,
  timeZone,
  branchName,
  companyName,
}: {
  order: Order;
  crew: CrewMember[];
  timeZone: string;
  branchName: string | undefined;
  companyName: string | undefined;
}) {
  const { customer } = order;
  const people = [...crew].sort((a, b) => orderOf(a) - orderOf(b));
  const accepted = crew.filter(isOnCrew).length;
  const from = [companyName, branchName].filter(Boolean).join(' · ');
  return (
    <article className="job-sheet" aria-label={`Job sheet, order #${order.number}`}>
      <header className="job-sheet__head">
        {from && <div className="job-sheet__from">{from}</div>}
        <h2 className="job-sheet__title">Order #{order.number}</h2>
        <div className="job-sheet__status">
          <OrderStatusTag order={order} minimal /> {helpTypeLabel(order.help_type)}
        </div>
      </header>
      <dl className="job-sheet__facts">
        <Fact label="Date">{formatDate(order.start_at, timeZone)}</Fact>
        <Fact label="Time">{formatTimeRange(order.start_at, order.end_at, timeZone)}</Fact>
        <Fact label="Customer">{fullName(customer)}</Fact>
        <Fact label="Phone">
          <PhoneText value={customer.primary_phone} />
          {customer.secondary_phone && (
            <>
              {', '}
              <PhoneText value={customer.secondary_phone} />
            </>
          )}
        </Fact>
        <Fact label="Needed">
          {helpersText(order.helpers_needed)}, {trucksText(order.trucks_needed)}
        </Fact>
      </dl>
      <dl className="job-sheet__facts job-sheet__facts--wide">
        {hasPickUp(order.help_type) && (
          <Addresses label="Pick-up" addresses={order.pick_up_addresses} />
        )}
        {hasDestination(order.help_type) && (
          <Addresses label="Destination" addresses={order.destination_addresses} />
        )}
      </dl>
      <section className="job-sheet__section" aria-labelledby="job-sheet-crew">
        <h3 id="job-sheet-crew" className="job-sheet__heading">
          Crew: {accepted} of {countOf(order.helpers_needed, 'helper')} accepted
        </h3>
        {people.length === 0 ? (
          <p>Nobody is on the crew yet.</p>
        ) : (
          <table className="job-sheet__crew">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Position</th>
                <th scope="col">Phone</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {people.map((m) => (
                <tr key={m.invitation_id}>
                  <td>{fullName(m)}</td>
                  <td>{formatPositions(m.positions)}</td>
                  <td>
                    <PhoneText value={m.phone} />
                  </td>
                  <td>{CREW_STATUS[m.invitation_status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="job-sheet__section" aria-labelledby="job-sheet-notes">
        <h3 id="job-sheet-notes" className="job-sheet__heading">
          Notes
        </h3>
        <p className="job-sheet__notes">{order.notes?.trim() || 'None'}</p>
      </section>
    </article>
  );
}
