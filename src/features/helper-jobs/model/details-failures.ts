import { href } from '@/platform/routing';

/**
 * What an Order details page says when its job cannot be read. A 404 (or an id that is no id):
 * asking again cannot help (review 54). A 403 under "Not yours to open": a helper manages no
 * branch, so the company's words do not fit (QA helper-97). Either way, a link to her jobs.
 */
const YOUR_JOBS = { to: href('helper-job'), text: 'Go to your jobs' };

export const INVITATION_FAILED = {
  message: 'This invitation could not be loaded.',
  notFound: {
    icon: 'briefcase',
    title: 'Invitation not found',
    description: 'It may have been withdrawn, or the link is wrong.',
    away: YOUR_JOBS,
  },
  forbidden: 'This invitation was sent to someone else.',
} as const;

export const OFFER_FAILED = {
  message: 'This offer could not be loaded.',
  notFound: {
    icon: 'briefcase',
    title: 'Offer not found',
    description: 'It may have been withdrawn, or the link is wrong.',
    away: YOUR_JOBS,
  },
  forbidden: 'This offer is not open to you.',
} as const;
