import { Callout } from '@blueprintjs/core';
import { useMemo } from 'react';
import type { OutsourceOffer } from '@/platform/api/generated/model';
import { canOfferToMarketplace } from '@/platform/orders';
import { useNowAt } from '@/platform/ui';
import { blocksNewOffer, useLiveOffers } from '../api/live-offers';
import { ApplicationsLink } from './applications-link';
import { OfferToMarketplace } from './offer-to-marketplace';

/**
 * What an offer's applications page says of its order's other offers: a newer one (the
 * order's live offer, published after this one: beside a filled one for a spot open again,
 * or after this one was withdrawn) is named with the way to its applications; an offer filled
 * by its own count whose crew is short again, with no newer offer, offers the spot in a new
 * one as the crew page does (OfferToMarketplace). Nothing until the branch's offers are known.
 */
export function OrderOfferNote({ offer }: { offer: OutsourceOffer }) {
  const { byOrder, known } = useLiveOffers(offer.branch_id);
  const startsAt = Date.parse(offer.order.start_at);
  const now = useNowAt(useMemo(() => [startsAt], [startsAt]));
  if (!known) return null;
  const live = byOrder.get(offer.order_id);
  if (live && live.id > offer.id)
    return (
      <Callout intent="primary" compact className="oo-newer-offer" role="status">
        Order #{offer.order.number} has a newer offer. <ApplicationsLink offer={live} />
      </Callout>
    );
  if (live?.id !== offer.id || blocksNewOffer(offer) || !canOfferToMarketplace(offer.order, now))
    return null;
  return <OfferToMarketplace order={offer.order} again className="app-card oo-offer-again" />;
}
