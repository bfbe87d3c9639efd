import type { OrderCard } from '@/platform/api/generated/model';
import { usePlanRoomText } from '@/features/subscription';
import { countOf } from '@/platform/format';
import { marketplaceOfferHref } from '@/platform/orders';
import { RouteLink } from '@/platform/routing';
import { LinkButton } from '@/platform/ui';

/**
 * Offer an order's open spots to the marketplace (Find AI with the order chosen), plan
 * allowing; on a plan without outsourcing offers (Starter), what it lacks and the way to a
 * plan that has it, not a form whose Publish can only be refused (QA 57a M4). `again`: the
 * order's offer filled by its own count and its crew is short again (one of the company's own
 * people can't make it): why another offer is asked for, and that it is a new one. One source
 * for the crew page and the filled offer's applications page.
 */
export function OfferToMarketplace({
  order,
  again = false,
  className,
}: {
  order: Pick<OrderCard, 'id' | 'helpers_needed' | 'crew_count'>;
  again?: boolean;
  className?: string;
}) {
  const lacks = usePlanRoomText('outsourcing');
  const spots = Math.max(0, order.helpers_needed - order.crew_count);
  const lead = again
    ? `Short again: ${countOf(spots, 'spot')} ${spots === 1 ? 'is' : 'are'} open, which the filled offer does not take.`
    : 'Short of hands?';
  return (
    <div className={className}>
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
