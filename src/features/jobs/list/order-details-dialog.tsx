import { useBranchTimeZone } from '@/platform/session';
import { Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useGetOrderDetail } from '../api/endpoints';
import type { Address, OrderCard } from '@/platform/api/generated/model';
import {
  formatDate,
  formatHourlyRate,
  formatMoney,
  formatPositions,
  formatTimeAt,
  formatTimeRange,
  fullName,
} from '@/platform/format';
import {
  crewJobRate,
  hasDestination,
  hasPickUp,
  helpTypeLabel,
  OrderStatusTag,
} from '@/platform/orders';
import {
  AddressLink,
  Avatar,
  Modal,
  PhoneText,
  PositionIcon,
  QueryError,
  failedOutright,
} from '@/platform/ui';
import { CrewMemberRating } from './crew-member-rating';
import { crewPayText, hoursText, helpersText, orderName, trucksText } from './order-text';
// Its rows and sections are styled with the lists' cards; the dialog also opens on a closed
// job's edit page, where the lists' stylesheet is not otherwise loaded.
import './job-lists.css';

/** Spec section 7: the history's detail call asks for the mover and the moving team. */
const HISTORY_DETAIL = { mover: 1, moving_team: 1 } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="job-details__section" aria-label={title}>
      <h4 className="job-details__heading">{title}</h4>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="job-card__field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function AddressList({ addresses }: { addresses: Address[] }) {
  if (addresses.length === 0) return <>Not given</>;
  if (addresses.length === 1) return <AddressLink address={addresses[0]} />;
  return (
    <ol className="job-details__addresses">
      {addresses.map((a, i) => (
        <li key={i}>
          <AddressLink address={a} />
        </li>
      ))}
    </ol>
  );
}

/** A closed order in full: customer, addresses, times, mover, moving team and completion. */
export function OrderDetailsDialog({
  card,
  onClose,
}: {
  card: Pick<
    OrderCard,
    | 'id'
    | 'branch_id'
    | 'number'
    | 'customer_name'
    | 'customer_last_name'
    | 'status'
    | 'completed_at'
    | 'cancelled_at'
  >;
  onClose: () => void;
}) {
  const query = useGetOrderDetail(card.id, HISTORY_DETAIL);
  const zone = useBranchTimeZone(card.branch_id);
  const detail = query.data?.data;
  // An instant of the order on its branch's clocks, written as its date is ('11/30/2026, 2:05
  // pm CST': the zone named when it is not the viewer's).
  const at = (iso: string) => `${formatDate(iso, zone)}, ${formatTimeAt(iso, zone)}`;

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" aria-label="Loading order details" className="job-details__loading">
        <Spinner size={24} />
      </div>
    );
  } else if (failedOutright(query) || !detail) {
    body = (
      <QueryError
        query={query}
        message={query.error?.message ?? 'The order could not be loaded.'}
      />
    );
  } else {
    const { order, mover, moving_team: team = [], completion } = detail;
    // What the crew was paid in all (README "Order details"); without each person's recorded
    // pay, one person's hours at the job's rate, said to be per person.
    const crewPay = crewPayText(team);
    const perPerson =
      completion && Number.isFinite(completion.worked_hours)
        ? Math.round(completion.worked_hours * order.hourly_rate)
        : null;
    body = (
      <div className="job-details">
        <div className="job-details__status">
          <OrderStatusTag order={card} />
          <span className="app-muted">{helpTypeLabel(order.help_type)}</span>
        </div>
        <Section title="Customer">
          <dl className="job-card__fields">
            <Row label="Name">{fullName(order.customer)}</Row>
            <Row label="Phone">
              <PhoneText value={order.customer.primary_phone} />
            </Row>
            {order.customer.secondary_phone && (
              <Row label="Other phone">
                <PhoneText value={order.customer.secondary_phone} />
              </Row>
            )}
            {order.customer.email && <Row label="Email">{order.customer.email}</Row>}
          </dl>
        </Section>
        <Section title="Job">
          <dl className="job-card__fields">
            <Row label="Date">
              {formatDate(order.start_at, zone)},{' '}
              {formatTimeRange(order.start_at, order.end_at, zone)}
            </Row>
            {hasPickUp(order.help_type) && (
              <Row label="Pick-up">
                <AddressList addresses={order.pick_up_addresses} />
              </Row>
            )}
            {hasDestination(order.help_type) && (
              <Row label="Destination">
                <AddressList addresses={order.destination_addresses} />
              </Row>
            )}
            <Row label="Needed">
              {helpersText(order.helpers_needed)}, {trucksText(order.trucks_needed)}
            </Row>
            <Row label="Hourly rate">{formatHourlyRate(order.hourly_rate)} per person</Row>
            {order.notes && (
              <Row label="Notes">
                <span className="app-multiline">{order.notes}</span>
              </Row>
            )}
          </dl>
        </Section>
        {order.cancelled_at ? (
          <Section title="Cancellation">
            <dl className="job-card__fields">
              <Row label="Cancelled">{at(order.cancelled_at)}</Row>
              {order.cancel_reason?.trim() && (
                <Row label="Reason">
                  <span className="app-multiline">{order.cancel_reason.trim()}</span>
                </Row>
              )}
            </dl>
          </Section>
        ) : (
          <Section title="Completion">
            {completion ? (
              <dl className="job-card__fields">
                <Row label="Completed">{at(completion.completed_at)}</Row>
                <Row label="Hours worked">{hoursText(completion.worked_hours)}</Row>
                {crewPay !== null ? (
                  <Row label="Crew pay">{crewPay}</Row>
                ) : (
                  perPerson !== null && (
                    <Row label="Pay per person at the hourly rate">{formatMoney(perPerson)}</Row>
                  )
                )}
                {completion.final_price != null && (
                  <Row label="Final price">{formatMoney(completion.final_price)}</Row>
                )}
                {completion.crew_rating != null && (
                  <Row label="Crew rating">
                    <span aria-hidden>{'★'.repeat(completion.crew_rating)} </span>
                    {completion.crew_rating} of 5
                  </Row>
                )}
                {completion.notes && (
                  <Row label="Notes">
                    <span className="app-multiline">{completion.notes}</span>
                  </Row>
                )}
              </dl>
            ) : (
              <p className="app-muted">No completion was recorded.</p>
            )}
          </Section>
        )}
        {mover && (
          <Section title="Mover">
            <div className="job-details__person">
              <Avatar src={mover.avatar_url} name={mover.branch_name} size={32} />
              <div>
                <strong>{mover.company_name}</strong>
                <div className="app-muted">
                  {mover.branch_name} · <PhoneText value={mover.phone} />
                </div>
              </div>
            </div>
          </Section>
        )}
        <Section title="Moving team">
          {team.length === 0 ? (
            <p className="app-muted">Nobody worked this job.</p>
          ) : (
            <ul className="job-details__team">
              {team.map((m) => (
                <li key={m.employee_id} className="job-details__member">
                  <div className="job-details__person">
                    <Avatar src={m.avatar_url} name={fullName(m)} size={32} />
                    <div className="job-details__person-text">
                      <strong>{fullName(m)}</strong>
                      <span className="app-muted job-details__positions">
                        <PositionIcon positions={m.positions} /> {formatPositions(m.positions)}
                      </span>
                    </div>
                    <div className="job-details__person-meta">
                      {m.worked_hours !== null && <span>{hoursText(m.worked_hours)}</span>}
                      {/* Her rate and pay on this job, as her Earnings show them. */}
                      <span className="app-muted">
                        {formatHourlyRate(crewJobRate(m, order.hourly_rate))}
                      </span>
                      {m.recorded_pay && <span>{formatMoney(m.recorded_pay.pay)}</span>}
                    </div>
                  </div>
                  {/* The company's rating of her (7/8): on a completed order only. */}
                  <CrewMemberRating
                    orderId={order.id}
                    branchId={card.branch_id}
                    employeeId={m.employee_id}
                    name={fullName(m)}
                    review={completion && !order.cancelled_at ? m.company_review : undefined}
                    zone={zone}
                  />
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    );
  }

  return (
    <Modal
      isOpen
      size="average"
      title={`Order ${orderName(card)}`}
      cancelLabel="Close"
      onClose={onClose}
    >
      {body}
    </Modal>
  );
}
