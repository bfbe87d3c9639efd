import { Link } from 'wouter';
import type { HelperOutsourceOffer } from '@/platform/api/generated/model';
import { JOB_ENDED_TEXT } from '@/platform/orders';
import { href } from '@/platform/routing';
import { useSearchHelperJobs } from '../api/endpoints';
import {
  CREW_FULL_TEXT,
  crewIsFull,
  offerEndedText,
  ON_ORDER_ALREADY,
  onOfferOrderAlready,
} from '../model/buckets';
import type { HelperJob } from './job-facts';

/**
 * Why her Order details take no answer that the job's state would seem to allow: the job has
 * ended, its crew is full, or the offer ended before she applied or after she withdrew her
 * application (QA helper-172 L1: "Withdrawn" and her application's "You withdrew your
 * application." were all it said, and Apply again had gone).
 */
export function CannotTake({ job, ended }: { job: HelperJob; ended: boolean }) {
  const offer = 'accepted_count' in job ? (job as HelperOutsourceOffer) : null;
  const mine = offer?.my_application?.status;
  if (!ended && offer && onOfferOrderAlready(offer)) return <OnOrderAlready offer={offer} />;
  const why = ended
    ? JOB_ENDED_TEXT
    : crewIsFull(job)
      ? CREW_FULL_TEXT
      : offer && (!mine || mine === 'withdrawn') && job.bucket === 'cancelled'
        ? offerEndedText(offer)
        : null;
  return why && <p className="hj-details__ended">{why}</p>;
}

/**
 * An open offer of an order she is invited to or on the crew of (QA-230 L1: it read "This offer
 * is closed."), with a link to her invitation to that order when her job search finds it (the
 * offer itself does not name it).
 */
function OnOrderAlready({ offer }: { offer: HelperOutsourceOffer }) {
  const search = useSearchHelperJobs({ search: String(offer.order.number) });
  const invitation = search.data?.data.invitations.find(
    (each) =>
      each.order.id === offer.order.id && (each.bucket === 'new' || each.bucket === 'accepted'),
  );
  return (
    <p className="hj-details__ended">
      {ON_ORDER_ALREADY.text}
      {invitation && (
        <>
          {' '}
          <Link href={href('helper-job-company-details', { id: invitation.id })}>
            Open your invitation to order #{offer.order.number}
          </Link>
        </>
      )}
    </p>
  );
}
