import { db } from '../db';

/*
 * Test helper (not imported by the app): an order marked completed an hour before `at`, with
 * `hours` recorded for one person of its crew (6 for the order), written straight into the db:
 * the completion service refuses a job that has not started, and the tests take a booked job.
 */
export async function completedWithHoursFor(
  orderId: number,
  employeeId: number,
  hours: number,
  { at = Date.now() }: { at?: number } = {},
) {
  const completedAt = new Date(at - 3_600_000).toISOString();
  await db.orders.update((q) => q.where({ id: orderId }), {
    data(draft) {
      draft.completed_at = completedAt;
      draft.completion = {
        worked_hours: 6,
        notes: null,
        final_price: null,
        crew_rating: null,
        completed_at: completedAt,
        crew_hours: [{ employee_id: employeeId, worked_hours: hours }],
      };
    },
  });
}
