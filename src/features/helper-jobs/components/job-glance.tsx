import { Tag } from '@blueprintjs/core';
import type { HelperCalendarEvent } from '@/platform/api/generated/model';
import { useNow } from '@/platform/ui';
import { useGetHelperCompanyInvitation, useGetHelperOutsourceOffer } from '../api/endpoints';
import { confirmationTag } from '../model/confirmation';
import type { HelperJob } from './job-facts';
import { timeOffApplies, useTimeOffDuring } from './time-off-clash';

/**
 * The job behind an event of her calendar (its invitation or offer, as Order details reads
 * it), for what the event alone does not say: her confirmation, her pay. Undefined until read.
 */
export function useCalendarJob(event: Pick<HelperCalendarEvent, 'source' | 'source_id'>) {
  const invitation = useGetHelperCompanyInvitation(event.source_id, {
    query: { enabled: event.source === 'company_invitation' },
  });
  const offer = useGetHelperOutsourceOffer(event.source_id, {
    query: { enabled: event.source === 'outsource_offer' },
  });
  const query = event.source === 'company_invitation' ? invitation : offer;
  return query.data?.data as HelperJob | undefined;
}

/**
 * Her card's word on where the job stands for her, beside its status elsewhere (the helper
 * calendar's job dialog; QA helper-159: it said "Accepted" where the card said "Confirm now"):
 * her confirmation (confirmationTag: Please confirm, Confirm now, Confirmed), or "Time off" when
 * a day of her time off falls in a job she may still work or take (Order details then asks
 * no confirmation and offers no Accept). Nothing when there is nothing to say.
 */
export function JobStateNote({ job }: { job: HelperJob }) {
  const { timeOff, confirmation } = useJobWord(job, useNow());
  if (timeOff)
    return (
      <Tag minimal intent="warning">
        Time off
      </Tag>
    );
  if (!confirmation) return null;
  return (
    <Tag minimal intent={confirmation.intent}>
      {confirmation.text}
    </Tag>
  );
}

/**
 * Her word on a job, as her card and the calendar's dialog say it: her time off during it,
 * where time off has a say (timeOffApplies), else her confirmation's tag on a job she took.
 */
export function useJobWord(job: HelperJob, now: number) {
  const applies = timeOffApplies(job, now);
  const off = useTimeOffDuring(job, { enabled: applies });
  const timeOff = applies ? off : undefined;
  const confirmation =
    job.bucket === 'accepted' && !timeOff ? confirmationTag(job.confirmation) : null;
  return { timeOff, confirmation };
}
