import { describe, expect, it } from 'vitest';
import type { Notification, NotificationKind } from '@/platform/api/generated/model';
import { notificationTarget } from './notification-target';

const notification = (
  kind: NotificationKind,
  ids: { order_id?: number | null; offer_id?: number | null } = {},
): Notification => ({
  id: 1,
  branch_id: 3,
  kind,
  title: 'Something happened',
  body: '',
  is_read: false,
  created_at: '2026-01-05T10:00:00Z',
  ...ids,
});

describe('an activity row opens what it names', () => {
  it.each([
    ['invitation_accepted', { order_id: 7 }, '/company/job/team-edit/7'],
    ['invitation_rejected', { order_id: 7 }, '/company/job/team-edit/7'],
    ['order_created', { order_id: 8 }, '/company/job/edit/8'],
    ['order_formed', { order_id: 8 }, '/company/job/edit/8'],
    ['order_cancelled', { order_id: 8 }, '/company/job/edit/8'],
    [
      'outsourcing_application',
      { order_id: 8, offer_id: 12 },
      '/company/outsourcing/offer-applications/12',
    ],
    ['branch_invitation_accepted', {}, '/company/team'],
    ['branch_invitation_rejected', {}, '/company/team/requested'],
    ['company_rated', { order_id: 8 }, '/company/settings/rating'],
    ['crew_dropped_out', { order_id: 7 }, '/company/job/team-edit/7'],
    ['crew_unconfirmed', { order_id: 7 }, '/company/job/team-edit/7'],
    ['crew_time_off', { order_id: 7 }, '/company/job/team-edit/7'],
  ] as const)('%s %o -> %s', (kind, ids, route) => {
    expect(notificationTarget(notification(kind, ids))).toBe(route);
  });

  it.each([
    ['system', {}],
    ['invitation_accepted', { order_id: null }],
    ['invitation_rejected', {}],
    ['order_created', { order_id: null }],
    ['order_cancelled', {}],
    // An application names its offer; an order id alone does not say which offer.
    ['outsourcing_application', { order_id: 8 }],
    ['outsourcing_application', { order_id: 8, offer_id: null }],
  ] as const)('%s %o has no target (opening it only marks it read)', (kind, ids) => {
    expect(notificationTarget(notification(kind, ids))).toBeNull();
  });
});
