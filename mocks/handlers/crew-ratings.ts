import { rateCrewMemberBody } from '@/platform/api/generated/zod/orders/orders.zod';
import { db } from '../db';
import { rateCrewMember, workedMember } from '../db/services/crew-ratings';
import { notFound, ok } from './lib/envelope';
import { guarded, parseId, requireOrder } from './lib/guards';
import { http } from './lib/http';
import { parseBody } from './lib/validation';

/*
 * rateCrewMember (orders tag, 7/8, not in the spec; contract/README "Crew member ratings"):
 * the company rates one person who worked a completed order, once. Rules:
 * db/services/crew-ratings.ts.
 */
export const crewRatingHandlers = [
  http.post('*/api/orders/:id/crew/:employeeId/rating', async ({ request, params }) => {
    const { user, order } = requireOrder(request, params.id);
    const employeeId = parseId(params.employeeId);
    const employee = employeeId === null ? undefined : workedMember(db, order, employeeId);
    // Someone who did not work this order is not on its crew to rate.
    if (!employee) throw notFound('Crew member');
    const body = await parseBody(request, rateCrewMemberBody);
    const review = await guarded(() =>
      rateCrewMember(db, {
        order,
        employee,
        authorId: user.id,
        rating: body.rating,
        text: body.text ?? null,
      }),
    );
    return ok(
      { order_id: order.id, employee_id: employee.id, company_review: review },
      'Thank you for rating the crew member.',
    );
  }),
];
