import { Button, ProgressBar, Tag } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';
import type { OrderCard as OrderCardData, OutsourceOffer } from '@/platform/api/generated/model';
import {
  formatDate,
  formatHourlyRate,
  formatPhone,
  formatTimeRange,
  fullName,
} from '@/platform/format';
import {
  crewProgress,
  hasDestination,
  hasPickUp,
  jobHasEnded,
  pendingCount,
  OrderStatusTag,
  crewHref,
  canOfferToMarketplace,
  marketplaceOfferHref,
} from '@/platform/orders';
import { href } from '@/platform/routing';
import { AddressLink, Avatar, LinkButton, PhoneLink } from '@/platform/ui';
import { trucksText } from './order-text';
import { duplicateJobHref } from '../duplicate/duplicate-href';

export type OrderAction = 'delete' | 'cancel' | 'complete' | 'details';
export type OrderCardVariant = 'not-formed' | 'formed' | 'history';

function Field({
  label,
  wide = false,
  children,
}: {
  label: string;
  /** Two columns wide (the one address of a pick-up or drop-off only job). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'job-card__field job-card__field--wide' : 'job-card__field'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The card shows a list's first address; '+2 more' says how many stops follow it. */
function MoreStops({ total }: { total: number | undefined }) {
  if (!total || total <= 1) return null;
  return <span className="app-muted job-card__more"> +{total - 1} more</span>;
}

type LiveOffer = Pick<OutsourceOffer, 'id' | 'applications_count'>;

/** An upcoming order not formed yet: offer it to the marketplace, or see its offer's answers. */
function MarketplaceAction({
  orderId,
  liveOffer,
}: {
  orderId: number;
  liveOffer: LiveOffer | null | 'unknown';
}) {
  if (liveOffer === 'unknown') return null;
  return liveOffer ? (
    <LinkButton
      className="job-card__offer"
      to={href('company-outsourcing-offer-applications', { id: liveOffer.id })}
      icon="people"
      text={`Marketplace applications (${liveOffer.applications_count})`}
    />
  ) : (
    <LinkButton
      className="job-card__offer"
      to={marketplaceOfferHref(orderId)}
      icon="search-around"
      text="Offer to the marketplace"
    />
  );
}

/** An order as a card: status, when, customer, addresses by help type, crew, and actions. */
export function OrderCard({
  order,
  variant,
  onAction,
  now = Date.now(),
  timeZone,
  liveOffer,
}: {
  order: OrderCardData;
  variant: OrderCardVariant;
  onAction: (action: OrderAction, order: OrderCardData) => void;
  /**
   * The order's live offer to the marketplace (open or filled): its card links to the
   * offer's applications instead of offering it again (QA 58 L7); 'unknown' while the
   * branch's offers are being read, when neither shows.
   */
  liveOffer: LiveOffer | null | 'unknown';
  /** "Complete" needs the job to have started. */
  now?: number;
  /** The branch's zone: the date and window are on its clocks (4/8). */
  timeZone: string;
}) {
  const titleId = useId();
  const customer = fullName(order.customer_name, order.customer_last_name);
  const phone = formatPhone(order.customer_primary_phone);
  const started = Date.parse(order.start_at) <= now;
  // Past its end and still open (not completed or cancelled): nobody joins it any more, so its
  // pending invitations and unconfirmed crew are no longer news; completing it is what is left.
  const ended = variant !== 'history' && jobHasEnded(order, now);
  const progress = order.helpers_needed > 0 ? order.crew_count / order.helpers_needed : 0;
  const formedCrew = order.status === 4;

  return (
    <article className="app-card job-card" aria-labelledby={titleId}>
      <header className="job-card__head">
        <h2 id={titleId} className="job-card__title">
          #{order.number} <span className="job-card__customer">{customer}</span>
        </h2>
        <OrderStatusTag order={order} />
      </header>

      <dl className="job-card__fields">
        <Field label="Date">
          {formatDate(order.start_at, timeZone)}
          <span className="job-card__time">
            {formatTimeRange(order.start_at, order.end_at, timeZone)}
          </span>
        </Field>
        <Field label="Phone">
          {phone ? <PhoneLink value={order.customer_primary_phone} /> : 'Not given'}
        </Field>
        {hasPickUp(order.help_type) && (
          <Field label="Pick-up" wide={!hasDestination(order.help_type)}>
            <AddressLink address={order.pick_up_address} fallback="Not given" />
            <MoreStops total={order.pick_up_addresses_count} />
          </Field>
        )}
        {hasDestination(order.help_type) && (
          <Field label="Destination" wide={!hasPickUp(order.help_type)}>
            <AddressLink address={order.destination_address} fallback="Not given" />
            <MoreStops total={order.destination_addresses_count} />
          </Field>
        )}
        <Field label="Crew">
          <span className="job-card__crew">
            <span>{crewProgress(order.crew_count, order.helpers_needed)}</span>
            {order.invitations_count > 0 && variant !== 'history' && !ended && (
              <span className="app-muted">{pendingCount(order.invitations_count)}</span>
            )}
            {/* Confirmations (7/8): accepted people asked to confirm who have not. */}
            {order.unconfirmed_count > 0 && variant !== 'history' && !ended && (
              <Tag minimal round intent="warning" icon="time">
                {order.unconfirmed_count} unconfirmed
              </Tag>
            )}
          </span>
          {variant !== 'history' && (
            <ProgressBar
              className="job-card__progress"
              value={Math.min(1, progress)}
              animate={false}
              stripes={false}
              intent={progress >= 1 ? 'success' : 'primary'}
              aria-hidden
            />
          )}
        </Field>
        <Field label="Trucks and rate">
          {trucksText(order.trucks_needed)}, {formatHourlyRate(order.hourly_rate)}
        </Field>
        {variant === 'history' && (
          <Field label={order.completed_at ? 'Completed on' : 'Cancelled on'}>
            {formatDate(order.completed_at ?? order.cancelled_at)}
          </Field>
        )}
      </dl>

      {order.crew_preview.length > 0 && (
        <ul className="job-card__avatars" aria-label="Crew">
          {order.crew_preview.map((p) => (
            <li key={p.employee_id} title={fullName(p)}>
              <Avatar src={p.avatar_url} name={fullName(p)} size={28} />
              <span className="app-visually-hidden">{fullName(p)}</span>
            </li>
          ))}
        </ul>
      )}

      {/* Named by the card's title: a screen reader tabbing to "Edit" hears which order's. */}
      <footer className="job-card__actions" role="group" aria-labelledby={titleId}>
        {variant === 'history' ? (
          <>
            <Button text="Details" onClick={() => onAction('details', order)} />
            <LinkButton to={duplicateJobHref(order.id)} text="Duplicate" />
          </>
        ) : (
          <>
            <LinkButton to={href('company-job-edit', { id: order.id })} text="Edit" />
            <LinkButton
              to={crewHref(order)}
              text={ended ? 'Crew' : formedCrew ? 'Edit crew' : 'Build crew'}
            />
            {variant === 'not-formed' && canOfferToMarketplace(order, now) && (
              <MarketplaceAction orderId={order.id} liveOffer={liveOffer} />
            )}
            {variant === 'not-formed' ? (
              <Button
                intent="danger"
                variant="outlined"
                text="Delete"
                onClick={() => onAction('delete', order)}
              />
            ) : (
              <>
                <Button
                  intent="danger"
                  variant="outlined"
                  text="Cancel order"
                  onClick={() => onAction('cancel', order)}
                />
                <Button
                  intent="primary"
                  text="Complete"
                  disabled={!started}
                  title={started ? undefined : 'An order can be completed once it has started'}
                  onClick={() => onAction('complete', order)}
                />
              </>
            )}
          </>
        )}
      </footer>
      {variant === 'formed' && !started && (
        <p className="job-card__hint app-muted">Complete becomes available once the job starts.</p>
      )}
      {variant === 'formed' && ended && (
        <p className="job-card__hint app-muted">
          This job has ended: complete the order to record the hours worked.
        </p>
      )}
      {/* Sorted soonest first, a branch's old unstaffed jobs lead the list (QA-176 M1). */}
      {variant === 'not-formed' && ended && (
        <p className="job-card__hint app-muted">
          This job&apos;s time has passed with no crew: edit it for a new date, or delete it.
        </p>
      )}
    </article>
  );
}
