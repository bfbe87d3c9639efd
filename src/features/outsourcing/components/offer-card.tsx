import { AnchorButton, Tag } from '@blueprintjs/core';
import { Link } from 'wouter';
import type { OutsourceOffer } from '@/platform/api/generated/model';
import { href } from '@/platform/routing';
import { canWithdrawOffer, ENDED_OFFER, OFFER_STATUS } from '../model/statuses';
import { useJobEnded } from '../model/use-job-ended';
import { OfferFacts } from './offer-facts';
import { WithdrawOfferButton } from './withdraw-offer';

/**
 * The offer's status; an open offer whose job has ended reads Ended, from the moment it ends
 * while the page stays open (the helpers' side says so too).
 */
export function OfferStatusTag({ offer }: { offer: Pick<OutsourceOffer, 'status' | 'order'> }) {
  const ended = useJobEnded(offer.order);
  const look = offer.status === 'open' && ended ? ENDED_OFFER : OFFER_STATUS[offer.status];
  return (
    <Tag minimal round intent={look.intent}>
      {look.label}
    </Tag>
  );
}

/** One offer: its order, terms and application counts; applications link and withdraw. */
export function OfferCard({
  offer,
  branchId,
  showApplicationsLink = true,
  headingLevel = 2,
}: {
  offer: OutsourceOffer;
  branchId: number;
  showApplicationsLink?: boolean;
  /** h2 under the page's title (review 54: an h3 there skipped a level), h3 in a section. */
  headingLevel?: 2 | 3;
}) {
  const title = `Order #${offer.order.number}`;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const withdrawable = canWithdrawOffer(offer.status);
  return (
    <article className="app-card oo-offer" aria-label={`Offer for order #${offer.order.number}`}>
      <header className="oo-offer__head">
        <Heading className="oo-offer__title">{title}</Heading>
        <OfferStatusTag offer={offer} />
      </header>
      <OfferFacts offer={offer} />
      {offer.notes && <p className="oo-notes">{offer.notes}</p>}
      {/* Kept while hidden: a Withdraw dialog open as the offer fills stays to say so. */}
      <footer className="oo-offer__actions" hidden={!showApplicationsLink && !withdrawable}>
        {showApplicationsLink && (
          <Link href={href('company-outsourcing-offer-applications', { id: offer.id })} asChild>
            <AnchorButton
              role="link"
              variant="minimal"
              intent="primary"
              icon="people"
              text={`Applications (${offer.applications_count})`}
              aria-label={`Applications (${offer.applications_count}) to the offer for order #${offer.order.number}`}
            />
          </Link>
        )}
        <WithdrawOfferButton offer={offer} branchId={branchId} />
      </footer>
    </article>
  );
}
