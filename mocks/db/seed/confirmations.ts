import { askAt } from '../services/confirmations';
import { isClosed } from '../services/orders';
import { DEMO_ACCOUNTS } from './accounts';
import type { SeedContext } from './context';

/*
 * Confirmations (7/8) in the demo data: every accepted job starting within 48 h of the
 * anchor has been asked (`confirm_asked_at`, so the mock's simulated crew does not answer it
 * again), and about half of those people have confirmed; the rest show as awaiting, or
 * overdue (flagged) once within 24 h of the start. The demo accounts never confirm by
 * themselves, so Maria Lopez has her "Confirm" to press. The flags' notifications are raised
 * by the running mock (realtime/confirm-agenda.ts), not here. Last step of seedWorld, without
 * faker, so no record before it changes.
 */

const HOUR = 3_600_000;
const MINUTE = 60_000;

export async function seedConfirmations(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const anchor = ctx.now.getTime();
  const demoUsers = new Set(
    Object.values(DEMO_ACCOUNTS).flatMap((account) => {
      const user = db.users.findFirst((q) => q.where({ email: account.email }));
      return user ? [user.id] : [];
    }),
  );
  for (const invitation of db.order_invitations.findMany((q) => q.where({ status: 'accepted' }))) {
    const order = db.findById('orders', invitation.order_id);
    if (!order || isClosed(order)) continue;
    const start = Date.parse(order.start_at);
    if (start <= anchor || start > anchor + 48 * HOUR) continue;
    const asked = Math.max(askAt(order), anchor - 12 * HOUR);
    const confirms =
      invitation.id % 2 === 0 && (invitation.user_id == null || !demoUsers.has(invitation.user_id));
    await db.patch('order_invitations', invitation.id, {
      confirm_asked_at: new Date(asked).toISOString(),
      confirmed_at: confirms
        ? new Date(
            Math.min(anchor - MINUTE, asked + (10 + (invitation.id % 50)) * MINUTE),
          ).toISOString()
        : null,
    });
  }
}
