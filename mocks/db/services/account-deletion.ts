import type { MockDb } from '../database';
import type { UserRecord } from '../schema';
import {
  fullName,
  isClosed,
  isLive,
  notify,
  recomputeOrderStatus,
  stamp,
  type ServiceOptions,
} from './orders';
import { releaseOfferSpot, withdrawApplication } from './outsourcing';

/** Why her invitations ended, as the company's crew page and Activity read it. */
export const ACCOUNT_DELETED_REASON = 'Deleted their account.';

/**
 * A helper deletes her account (deleteAccount): the companies stop seeing her, as the Danger
 * zone promises ("Companies will no longer see you or be able to invite you"). QA 56 H1 found
 * her still on a crew as "Accepted · Confirmed · On the way" after it, the job counted full.
 * - Every live invitation of a job neither closed nor over that she has not started work on
 *   ends (`rejected`, the reason above; an accepted one with `dropped_out_at`, as "I can't
 *   make it"): the spot reopens (a filled offer opens again) and the branch is told. A job she
 *   is at work on, or one over, keeps her: its hours are history (of one she is at work on,
 *   the branch is told she will not clock out).
 * - Her pending offer applications are withdrawn (the branch is told, as when she withdraws).
 * - Her memberships go, as a removed member's (the row stays for history: `deleted_at`), and
 *   so does her time off and any branch invitation still waiting for her answer.
 * Each change is a write the realtime layer pushes (order-invitation-changed,
 * employee-changed), so the companies' open pages follow at once.
 */
export async function leaveCompaniesOnDeletion(
  db: MockDb,
  user: UserRecord,
  options: ServiceOptions = {},
): Promise<void> {
  const now = (options.now ?? new Date()).getTime();
  const name = fullName(user);
  const memberships = db.employees.findMany((q) =>
    q.where((e) => e.user_id === user.id && e.deleted_at == null),
  );
  const mine = new Set(memberships.map((e) => e.id));
  const live = db.order_invitations.findMany((q) =>
    q.where((i) => mine.has(i.employee_id) && isLive(i)),
  );
  for (const invitation of live) {
    const order = db.findById('orders', invitation.order_id);
    if (!order || isClosed(order) || now >= Date.parse(order.end_at)) continue;
    if (invitation.clocked_in_at) {
      // At work on it: she stays (her hours are the job's), and the branch learns she will
      // not clock out (it was not told: review 56).
      if (!invitation.clocked_out_at)
        await notify(
          db,
          {
            branch_id: order.branch_id,
            kind: 'crew_dropped_out',
            title: `${name} deleted their account while at work on order #${order.number}`,
            body: 'They stay on the crew with the time they clocked in; they will not clock out.',
            order_id: order.id,
            created_at: stamp(options),
          },
          options,
        );
      continue;
    }
    const accepted = invitation.status === 'accepted';
    await db.patch('order_invitations', invitation.id, {
      status: 'rejected',
      reject_reason: ACCOUNT_DELETED_REASON,
      ...(accepted ? { dropped_out_at: stamp(options) } : {}),
      responded_at: stamp(options),
      updated_at: stamp(options),
    });
    if (accepted) await releaseOfferSpot(db, invitation.id, 'withdrawn', options);
    await notify(
      db,
      {
        branch_id: order.branch_id,
        kind: accepted ? 'crew_dropped_out' : 'invitation_rejected',
        title: accepted
          ? `${name} deleted their account and left the crew of order #${order.number}`
          : `${name} deleted their account: the invitation to order #${order.number} ends`,
        body: 'The spot is open again: the crew page proposes a replacement.',
        order_id: order.id,
        created_at: stamp(options),
      },
      options,
    );
    await recomputeOrderStatus(db, order.id, options);
  }
  for (const application of db.offer_applications.findMany((q) =>
    q.where({ helper_id: user.id, status: 'pending' }),
  ))
    await withdrawApplication(db, application.id, options);
  for (const employee of memberships)
    await db.patch('employees', employee.id, {
      deleted_at: stamp(options),
      updated_at: stamp(options),
    });
  db.time_off.deleteMany((q) => q.where({ user_id: user.id }));
  for (const invitation of db.branch_invitations.findMany((q) =>
    q.where({ helper_id: user.id, status: 'pending' }),
  ))
    await db.patch('branch_invitations', invitation.id, {
      status: 'rejected',
      updated_at: stamp(options),
    });
}
