import type { OrderCard } from '@/platform/api/generated/model';
import { blocksNewOffer, useLiveOfferOf } from '@/features/outsourcing';
import { usePlanRoomText } from '@/features/subscription';
import { countOf } from '@/platform/format';
import { href, RouteLink } from '@/platform/routing';
import { LinkButton } from '@/platform/ui';
import { marketplaceOfferHref } from '../../list/order-text';

type Order = Pick<OrderCard, 'id' | 'branch_id' | 'helpers_needed' | 'crew_count'>;

/**
 * The way to the marketplace for a crew with open spots; on a plan without outsourcing offers
 * (Starter), what it lacks and the way to a plan that has it, not a form whose Publish can only
 * be refused (QA 57a M4). An order with an open offer links to its applications instead, on
 * any plan (QA 58 L7: after a downgrade it read "Change plan to offer…", and on Pro it led to
 * a form that no longer lists the order). One whose offer filled by its own count and is short
 * again (one of the company's own people can't make it) links to that offer and offers the
 * spots anew: the filled offer takes nobody for them. Nothing until the branch's offers are
 * known, so the card does not change its mind.
 */
export function OfferOpenSpots({ order }: { order: Order }) {
  const live = useLiveOfferOf(order.branch_id, order.id);
  if (!live.known) return null;
  if (!live.offer) return <OfferThem order={order} />;
  const pending = live.offer.pending_applications_count;
  const offered = (
    <div className="app-card crew-offer">
      <span className="app-muted">
        {live.offer.status === 'filled'
          ? 'Offered to the marketplace: its spots are filled.'
          : `Offered to the marketplace: ${countOf(pending, 'application')} to answer.`}
      </span>
      <LinkButton
        to={href('company-outsourcing-offer-applications', { id: live.offer.id })}
        icon="people"
        text={`Applications (${live.offer.applications_count})`}
      />
    </div>
  );
  if (blocksNewOffer(live.offer)) return offered;
  return (
    <>
      {offered}
      <OfferThem order={order} again />
    </>
  );
}

/** Offer the open spots to the marketplace (Find AI with the order chosen), plan allowing. */
function OfferThem({ order, again = false }: { order: Order; again?: boolean }) {
  const lacks = usePlanRoomText('outsourcing');
  const spots = Math.max(0, order.helpers_needed - order.crew_count);
  // After a filled offer: why another is asked for, and that it is a new one.
  const lead = again
    ? `Short again: ${countOf(spots, 'spot')} ${spots === 1 ? 'is' : 'are'} open, which the filled offer does not take.`
    : 'Short of hands?';
  return (
    <div className="app-card crew-offer">
      {typeof lacks === 'string' ? (
        <span className="app-muted">
          {lead} {lacks} <RouteLink to="company-settings-subscription">Change plan</RouteLink> to
          offer the open spots to marketplace helpers and other movers.
        </span>
      ) : (
        <>
          <span className="app-muted">
            {lead}{' '}
            {again
              ? `Offer ${spots === 1 ? 'it' : 'them'} to marketplace helpers and other movers in a new offer.`
              : 'Offer the open spots to marketplace helpers and other movers.'}
          </span>
          <LinkButton
            to={marketplaceOfferHref(order.id)}
            icon="search-around"
            text="Offer to the marketplace"
          />
        </>
      )}
    </div>
  );
}
