import { useBranchTimeZone } from '@/platform/session';
import type { OutsourceOffer } from '@/platform/api/generated/model';
import { formatHourlyRate, formatPositions, formatWhen, fullName } from '@/platform/format';
import { helpTypeLabel, orderPlaces } from '@/platform/orders';
import { PositionIcon, PhoneText } from '@/platform/ui';

/** Where the job is, by help type (spec section 5), city level. */
export const offerPlaces = (offer: OutsourceOffer): string => orderPlaces(offer.order);

/** The customer as the order names them. */
export const customerOf = (offer: OutsourceOffer) =>
  fullName(offer.order.customer_name, offer.order.customer_last_name);

/** The facts of an offer, shared by the list cards and the applications page's summary. */
export function OfferFacts({ offer }: { offer: OutsourceOffer }) {
  const { order } = offer;
  const places = offerPlaces(offer);
  const zone = useBranchTimeZone(offer.branch_id);
  return (
    <dl className="oo-facts">
      <div>
        <dt>When</dt>
        <dd>{formatWhen(order, zone)}</dd>
      </div>
      <div>
        <dt>Customer</dt>
        <dd>
          {customerOf(offer)} · <PhoneText value={order.customer_primary_phone} />
        </dd>
      </div>
      {places && (
        <div>
          <dt>Where</dt>
          <dd>
            {places}
            <span className="app-muted"> · {helpTypeLabel(order.help_type)}</span>
          </dd>
        </div>
      )}
      <div>
        <dt>Helpers</dt>
        <dd>
          {offer.accepted_count} of {offer.helpers_needed} accepted
        </dd>
      </div>
      <div>
        <dt>Rate</dt>
        <dd>{formatHourlyRate(offer.hourly_rate)}</dd>
      </div>
      <div>
        <dt>Positions</dt>
        <dd className="oo-positions">
          {offer.positions.length === 0
            ? 'Any position'
            : offer.positions.map((code) => (
                <span key={code} className="oo-position">
                  {/* The label follows; the icon is decoration here. */}
                  {code !== 4 && (
                    <span aria-hidden className="oo-position__icon">
                      <PositionIcon positions={[code]} />
                    </span>
                  )}
                  {formatPositions([code])}
                </span>
              ))}
        </dd>
      </div>
      <div>
        <dt>Applications</dt>
        <dd>
          {offer.applications_count}
          {offer.pending_applications_count > 0 && ` (${offer.pending_applications_count} pending)`}
        </dd>
      </div>
    </dl>
  );
}
