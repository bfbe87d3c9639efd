import { Callout } from '@blueprintjs/core';
import { useField } from 'react-final-form';
import type { OrderCard, OutsourceOffer } from '@/platform/api/generated/model';
import { countOf } from '@/platform/format';
import { visibleError } from '@/platform/forms';
import { openSpots } from '../model/offer-form';
import { ApplicationsLink } from './applications-link';

/* What the offer form says of the order chosen (or sent here by a job card's `?order=`). */

/** Said of a chosen order that left the offerable list (QA 55: the select went blank). */
export const orderGoneText = (number: number | string) =>
  `Order #${number} can no longer be offered: it was offered, filled or closed meanwhile. Choose another order.`;

/**
 * The chosen order left the list while the form was open (another user published an offer
 * for it, or closed it): the select cannot show it, so this says what happened to it, and the
 * same text stops the publish (on the order field), instead of the server's refusal under an
 * empty select.
 */
export function ChosenOrderGone({
  gone,
}: {
  gone: (id: number | undefined) => string | undefined;
}) {
  const { input, meta } = useField<number | undefined>('order_id', {
    subscription: {
      value: true,
      error: true,
      touched: true,
      submitFailed: true,
      submitError: true,
      dirtySinceLastSubmit: true,
    },
  });
  const text = gone(input.value || undefined);
  // Once the field says it itself (a publish tried), not twice.
  return text && visibleError(meta) !== text ? (
    <Callout intent="warning" compact className="oo-form__gone" role="status">
      {text}
    </Callout>
  ) : null;
}

/**
 * The order a job card sent here (`?order=`) cannot be offered again: it has an open offer
 * (one per order), or its filled one took the crew's last spots. Said, with the way to that
 * offer's applications (QA 58 L7: the form opened with no order chosen and no word why).
 */
export function AlreadyOffered({ offer }: { offer: OutsourceOffer }) {
  return (
    <Callout intent="primary" compact className="oo-form__offered" role="status">
      Order #{offer.order.number} is already offered to the marketplace
      {offer.status === 'filled' ? ', and its spots are filled' : ''}.{' '}
      <ApplicationsLink offer={offer} />
    </Callout>
  );
}

/**
 * The order chosen has an earlier offer that filled by its own count, and a spot of its crew
 * has opened since (one of the company's own people can't make it): that offer takes nobody
 * for it, so this form publishes a new one beside it. Said, so the new offer is not taken for
 * a second copy of the first (the picker listed the order again).
 */
export function EarlierOfferFilled({
  orders,
  liveOffers,
}: {
  orders: readonly OrderCard[];
  liveOffers: ReadonlyMap<number, OutsourceOffer>;
}) {
  const { input } = useField<number | undefined>('order_id', { subscription: { value: true } });
  const order = orders.find((o) => o.id === input.value);
  const earlier = order && liveOffers.get(order.id);
  if (!order || earlier?.status !== 'filled') return null;
  return (
    <Callout intent="primary" compact className="oo-form__earlier" role="status">
      Order #{order.number}’s earlier offer is filled, and the crew has{' '}
      {countOf(openSpots(order), 'open spot')} again, which that offer does not take. Publish a new
      offer for {openSpots(order) === 1 ? 'it' : 'them'} here.{' '}
      <ApplicationsLink offer={earlier} text="See the filled offer’s applications" />
    </Callout>
  );
}
