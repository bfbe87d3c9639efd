import { useRef, useState } from 'react';
import { answerGoneText } from '../model/buckets';
import type { HelperJob } from './job-facts';

/** The one dialog of Order details open at a time. */
export type DetailsDialog = 'accept' | 'reject' | 'apply' | 'withdraw' | null;

/**
 * Which dialog of Order details is open, and what it says once the job no longer allows it
 * (`outdated`, Modal's). A dialog whose question went stale (the company withdrew the offer
 * meanwhile) stays open and says why in place of its question, what she typed kept, with only
 * OK (QA helper-172 M3: it closed under her, her typing gone, the focus on the page's title).
 * `allowed` is what the page offers now: Accept and Apply while the job is answerable and not
 * over (Accept while the crew has room), Reject while it is answerable, Withdraw application
 * while hers is pending.
 */
export function useDetailsDialogs(
  job: HelperJob,
  now: { answerable: boolean; pending: boolean; ended: boolean; full: boolean },
) {
  const [dialog, setDialog] = useState<DetailsDialog>(null);
  // Set while one of her own answers runs (till its dialog closes): its change is no news.
  const answering = useRef(false);
  const { answerable, pending, ended, full } = now;
  const allowed = {
    accept: answerable && !ended && !full,
    apply: answerable && !ended,
    reject: answerable,
    withdraw: pending,
  };
  const outdated =
    dialog && !allowed[dialog] && !answering.current ? answerGoneText(job) : undefined;
  return {
    dialog,
    open: setDialog,
    close: () => {
      answering.current = false;
      setDialog(null);
    },
    outdated,
    /** Runs one of her answers; a failure lets the dialog read the job's changes again. */
    answer: async (task: () => Promise<unknown>) => {
      answering.current = true;
      try {
        return await task();
      } catch (error) {
        answering.current = false;
        throw error;
      }
    },
  };
}
