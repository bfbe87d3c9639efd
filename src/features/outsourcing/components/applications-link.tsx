import { Link } from 'wouter';
import type { OutsourceOffer } from '@/platform/api/generated/model';
import { href } from '@/platform/routing';

/** A link to an offer's applications page, in a sentence that names the offer. */
export const ApplicationsLink = ({
  offer,
  text = 'See its applications',
}: {
  offer: Pick<OutsourceOffer, 'id'>;
  text?: string;
}) => <Link href={href('company-outsourcing-offer-applications', { id: offer.id })}>{text}</Link>;
