import { useEffect, useRef } from 'react';
import type { HelperCompanyInvitation, HelperOutsourceOffer } from '@/platform/api/generated/model';
import {
  holdFocusWhileDisabled,
  useFocusKeptThroughChange,
  watchForLostFocus,
} from '@/platform/ui';
import type { HelperJob } from './job-facts';

/** What of a job changes what Order details draw (its buttons, its sections). */
function drawnState(job: HelperJob): string {
  const application = (job as Partial<HelperOutsourceOffer>).my_application;
  return [
    job.status,
    job.bucket,
    job.confirmation,
    job.dropped_out_at,
    job.on_my_way_at,
    job.clocked_in_at,
    job.clocked_out_at,
    (job as Partial<HelperCompanyInvitation>).moved_to?.id,
    job.order.cancelled_at,
    job.order.completed_at,
    application?.status,
  ].join('|');
}

/**
 * Where the focus goes on Order details when what had it goes: the job's title. An answer
 * replaces the buttons (and a dialog's opener), so the title takes back a lost focus each time
 * for 10 s after it (`keepFocus`; `false`: the watch goes on, as the page is drawn anew with the
 * job's new state, seconds later when loaded); and whenever the job's state redraws the page
 * (an answer's refetch, a push) while the focus is lost (QA 2026-12-04: Tab went on from the
 * top; full runs of 2026-12-07 found it on the body).
 */
export function useDetailsFocus(job: HelperJob) {
  const title = useRef<HTMLHeadingElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const focusTitle = () => (title.current?.focus(), false);
  const keepFocus = () => watchForLostFocus(focusTitle, { ms: 10_000 });
  useFocusKeptThroughChange(title, drawnState(job));
  // While an answer is on its way its button is disabled, and Chromium dropped its focus to the
  // page's body until the answer's redraw (QA 219 M2: ~1 s of Accept, Confirm; the dialogs'
  // answers hold theirs in the dialog): the title holds it meanwhile.
  useEffect(() => {
    const element = area.current;
    return element ? holdFocusWhileDisabled(element, () => title.current) : undefined;
  }, []);
  return { title, area, focusTitle, keepFocus };
}
