import type { HelperCompanyInvitation, NotificationSettings } from '@/platform/api/generated/model';
import { announcementFor, changedSince, madeSince, ruleFor, settingsAllow } from './announcements';

const SETTINGS: NotificationSettings = {
  email_enabled: true,
  sms_enabled: false,
  push_enabled: true,
  company_invitations: true,
  outsource_offers: true,
  order_updates: true,
  order_reminders: false,
};

describe('what a helper is told in a browser notification', () => {
  it('announces an invitation the first time it is heard of as pending, and not again', () => {
    expect(ruleFor('invitation', 'pending', undefined)).toMatchObject({
      topic: 'company_invitations',
      title: 'New job invitation',
    });
    // The order of an invitation already heard of changed: not new.
    expect(ruleFor('invitation', 'pending', 'pending')).toBeNull();
    // Her own answer is on her screen already.
    expect(ruleFor('invitation', 'accepted', 'pending')).toBeNull();
    expect(ruleFor('invitation', 'rejected', undefined)).toBeNull();
  });

  it('announces a cancelled job once, whatever it was before', () => {
    expect(ruleFor('invitation', 'cancelled', 'accepted')).toMatchObject({
      topic: 'order_updates',
      title: 'Job cancelled',
    });
    expect(ruleFor('invitation', 'cancelled', undefined)?.title).toBe('Job cancelled');
    expect(ruleFor('invitation', 'cancelled', 'cancelled')).toBeNull();
  });

  it('announces a new open offer and a withdrawn one', () => {
    expect(ruleFor('offer', 'open', undefined)).toMatchObject({
      topic: 'outsource_offers',
      title: 'New outsourcing offer',
    });
    expect(ruleFor('offer', 'open', 'open')).toBeNull();
    expect(ruleFor('offer', 'filled', 'open')).toBeNull();
    expect(ruleFor('offer', 'cancelled', 'open')?.title).toBe('Offer withdrawn');
  });

  it("follows the helper's settings: the browser channel and each topic", () => {
    expect(settingsAllow(SETTINGS, 'company_invitations')).toBe(true);
    expect(settingsAllow({ ...SETTINGS, push_enabled: false }, 'company_invitations')).toBe(false);
    expect(settingsAllow({ ...SETTINGS, outsource_offers: false }, 'outsource_offers')).toBe(false);
    expect(settingsAllow({ ...SETTINGS, outsource_offers: false }, 'order_updates')).toBe(true);
    // Settings that could not be read do not silence an opted-in helper.
    expect(settingsAllow(undefined, 'order_updates')).toBe(true);
  });

  it('says where the company moved an invitation, and opens the one it moved to', () => {
    const moved = {
      id: 41,
      status: 'cancelled',
      branch: { id: 1, name: 'Lone Star Movers Austin', timezone: 'America/Chicago' },
      order: { number: 2031, start_at: '2027-03-13T14:00:00Z', end_at: '2027-03-13T18:00:00Z' },
      moved_to: { id: 52, order_number: 2040, start_at: '2027-03-13T19:00:00Z' },
    } as unknown as HelperCompanyInvitation;
    expect(
      announcementFor('invitation', 41, ruleFor('invitation', 'cancelled', 'pending')!, moved),
    ).toEqual({
      title: 'Invitation moved',
      body: expect.stringMatching(
        /^Lone Star Movers Austin · order #2031 → order #2040 · 03\/13\/2027 1:00 pm( CST)?$/,
      ),
      path: '/helper/job/company/details/52',
      tag: 'invitation-41',
    });
  });

  it('tells a withdrawn invitation from a cancelled job by its order (QA helper-169 M1)', () => {
    const invitation = (cancelledAt: string | null) =>
      ({
        id: 41,
        status: 'cancelled',
        branch: { id: 1, name: 'Lone Star Movers Austin', timezone: 'America/Chicago' },
        order: {
          number: 2031,
          start_at: '2027-03-13T14:00:00Z',
          end_at: '2027-03-13T18:00:00Z',
          cancelled_at: cancelledAt,
        },
      }) as unknown as HelperCompanyInvitation;
    const rule = ruleFor('invitation', 'cancelled', 'pending')!;
    expect(announcementFor('invitation', 41, rule, invitation(null)).title).toBe(
      'Invitation withdrawn',
    );
    expect(announcementFor('invitation', 41, rule, invitation('2027-03-12T10:00:00Z')).title).toBe(
      'Job cancelled',
    );
    // Unread (the read failed): what the push said, the job's end for her.
    expect(announcementFor('invitation', 41, rule, undefined).title).toBe('Job cancelled');
  });

  it("names the company and the job on the branch's clocks, and opens the item", () => {
    const invitation = {
      id: 41,
      branch: { id: 1, name: 'Lone Star Movers Austin', timezone: 'America/Chicago' },
      order: {
        number: 2031,
        start_at: '2027-03-13T14:00:00Z',
        end_at: '2027-03-13T18:00:00Z',
      },
    } as unknown as HelperCompanyInvitation;
    const rule = ruleFor('invitation', 'pending', undefined)!;
    expect(announcementFor('invitation', 41, rule, invitation)).toEqual({
      title: 'New job invitation',
      body: expect.stringMatching(
        /^Lone Star Movers Austin · order #2031 · 03\/13\/2027 · 8:00 am - 12:00 pm( CST)?$/,
      ),
      path: '/helper/job/company/details/41',
      tag: 'invitation-41',
    });
    // Without the item (its read failed) the notification still says what happened.
    expect(announcementFor('offer', 7, ruleFor('offer', 'open', undefined)!, undefined)).toEqual({
      title: 'New outsourcing offer',
      body: 'Open it to see the job.',
      path: '/helper/job/outsource/details/7',
      tag: 'offer-7',
    });
  });

  it('calls new only what was made since the page started listening', () => {
    const since = Date.parse('2027-03-13T14:00:00Z');
    const made = (at: string) => ({ created_at: at }) as HelperCompanyInvitation;
    expect(madeSince(made('2027-03-13T14:05:00Z'), since)).toBe(true);
    // A server clock a little behind the page's still counts.
    expect(madeSince(made('2027-03-13T13:59:30Z'), since)).toBe(true);
    // An older offer heard of because its order changed is not news.
    expect(madeSince(made('2027-03-10T09:00:00Z'), since)).toBe(false);
    // Unreadable: announced rather than kept silent.
    expect(madeSince(undefined, since)).toBe(true);
  });

  it('calls a change news only when made since the page listened, a few seconds of lag aside (QA helper-172)', () => {
    const since = Date.parse('2027-03-13T14:00:00Z');
    expect(changedSince('2027-03-13T14:00:10Z', since)).toBe(true);
    expect(changedSince('2027-03-13T13:59:57Z', since)).toBe(true);
    // Withdrawn half a minute before a reload, pushed again with a change of its order: old.
    expect(changedSince('2027-03-13T13:59:30Z', since)).toBe(false);
    expect(changedSince(undefined, since)).toBe(true);
  });
});
