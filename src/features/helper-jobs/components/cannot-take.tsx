import type { HelperOutsourceOffer } from '@/platform/api/generated/model';
import { JOB_ENDED_TEXT } from '@/platform/orders';
import { CREW_FULL_TEXT, crewIsFull, offerEndedText } from '../model/buckets';
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
  const why = ended
    ? JOB_ENDED_TEXT
    : crewIsFull(job)
      ? CREW_FULL_TEXT
      : offer && (!mine || mine === 'withdrawn') && job.bucket === 'cancelled'
        ? offerEndedText(offer)
        : null;
  return why && <p className="hj-details__ended">{why}</p>;
}
