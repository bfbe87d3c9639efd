import type { OrderCard } from '@/platform/api/generated/model';
import { blocksNewOffer, OfferToMarketplace, useLiveOfferOf } from '@/features/outsourcing';
import { countOf } from '@/platform/format';
import { href } from '@/platform/routing';
import { LinkButton } from '@/platform/ui';

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
  if (!live.offer) return <OfferToMarketplace order={order} className="app-card crew-offer" />;
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
      <OfferToMarketplace order={order} again className="app-card crew-offer" />
    </>
  );
}
