import { ANNOUNCED, type AnnouncedTitle } from '@/features/helper-jobs/model/announcements';
import { BROWSER_NOTIFICATIONS_INTRO } from './notifications-page';

/*
 * The Browser notifications intro names every notification the helper may be shown (QA 245
 * L1: it said "new invitations and offers and cancelled jobs", and she was also told "Job
 * moved" and "Invitation withdrawn"). A notification added to ANNOUNCED needs its words here
 * (a type error until then), and in the intro.
 */
const SAID: Record<AnnouncedTitle, string> = {
  'New job invitation': 'a company invites you',
  'New outsourcing offer': 'an outsourcing offer opens',
  'Job moved': 'a job of yours is moved',
  'Pay changed': 'has its pay changed',
  'Job cancelled': 'or is cancelled',
  'Invitation withdrawn': 'an invitation is withdrawn',
  'Invitation moved': 'or moved to another job',
  'Offer withdrawn': 'an offer is withdrawn',
  'Removed from the crew': 'you are removed from a crew',
  'Please confirm your job': 'you are asked to confirm a job',
};

describe('the Browser notifications intro (helper settings)', () => {
  it.each(Object.values(ANNOUNCED).flat())('names "%s"', (title) => {
    expect(BROWSER_NOTIFICATIONS_INTRO).toContain(SAID[title]);
  });

  it('says the topics decide all but the ask to confirm', () => {
    const [topics, always] = BROWSER_NOTIFICATIONS_INTRO.split('for the topics you choose below');
    for (const title of ANNOUNCED.always) expect(always).toContain(SAID[title]);
    for (const title of Object.values(ANNOUNCED).flat())
      if (!(ANNOUNCED.always as readonly string[]).includes(title))
        expect(topics).toContain(SAID[title]);
  });
});
