import { http } from './lib/http';
import {
  cantMakeHelperJobBody,
  tellOnMyWayBody,
} from '@/platform/api/generated/zod/confirmations/confirmations.zod';
import { db } from '../db';
import { confirmJob, dropOut, helperInvitationOnOrder } from '../db/services/confirmations';
import { tellOnMyWay } from '../db/services/on-my-way';
import { clockIn, clockOut } from '../db/services/time-clock';
import { forbidden, notFound, ok } from './lib/envelope';
import { guarded, parseId, requireHelperArea, type RawId } from './lib/guards';
import { toHelperJobConfirmation } from './lib/helper-jobs';
import { parseBody } from './lib/validation';

/*
 * Contract tag `confirmations` (7/8, beyond the spec; contract/README "Confirmations"): the
 * helper confirms her accepted job from 48 h before its start, or says she can't make it.
 * Keyed by the ORDER, so a job taken through an invitation or an offer is the same call. The
 * rules live in db/services/confirmations.ts; the realtime layer pushes the invitation's
 * change to both sides (order-invitation-changed).
 */

/** 401, 403 no helper area, 404 unknown order, 403 an order she was never invited to. */
async function requireMyJob(request: Request, rawId: RawId) {
  const { user } = await requireHelperArea(request);
  const id = parseId(rawId);
  const order = id === null ? undefined : db.findById('orders', id);
  if (!order) throw notFound('Order');
  const invitation = helperInvitationOnOrder(db, user.id, order.id);
  if (!invitation) throw forbidden();
  return { user, order, invitation };
}

export const confirmationHandlers = [
  http.post('*/api/helper/jobs/:id/confirm', async ({ request, params }) => {
    const { invitation } = await requireMyJob(request, params.id);
    return guarded(async () => {
      const confirmed = await confirmJob(db, invitation.id);
      return ok(toHelperJobConfirmation(confirmed), 'Job confirmed.');
    });
  }),

  http.post('*/api/helper/jobs/:id/cant-make-it', async ({ request, params }) => {
    const { invitation } = await requireMyJob(request, params.id);
    const { reason } = await parseBody(request, cantMakeHelperJobBody);
    return guarded(async () => {
      const left = await dropOut(db, invitation.id, reason);
      return ok(toHelperJobConfirmation(left), "The company has been told you can't make it.");
    });
  }),

  http.post('*/api/helper/jobs/:id/on-my-way', async ({ request, params }) => {
    const { invitation } = await requireMyJob(request, params.id);
    const { late_minutes: late } = await parseBody(request, tellOnMyWayBody);
    return guarded(async () => {
      const told = await tellOnMyWay(db, invitation.id, late ?? 0);
      return ok(toHelperJobConfirmation(told), 'The company has been told.');
    });
  }),

  // Time clock (not in the spec): start and finish work, once each.
  http.post('*/api/helper/jobs/:id/clock-in', async ({ request, params }) => {
    const { invitation } = await requireMyJob(request, params.id);
    return guarded(async () =>
      ok(toHelperJobConfirmation(await clockIn(db, invitation.id)), 'Work started.'),
    );
  }),

  http.post('*/api/helper/jobs/:id/clock-out', async ({ request, params }) => {
    const { invitation } = await requireMyJob(request, params.id);
    return guarded(async () =>
      ok(toHelperJobConfirmation(await clockOut(db, invitation.id)), 'Work finished.'),
    );
  }),
];
