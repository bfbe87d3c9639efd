import type { MockDb } from '../database';
import type { EmployeeRecord, OrderRecord } from '../schema';
import { crewAtClose, fullName, stamp, StateError, type ServiceOptions } from './orders';

/*
 * Two-way ratings, the company's side per person (7/8, not in the spec; contract/README "Crew
 * member ratings"): after a job is completed, the company rates each person who worked it, 1
 * to 5 with an optional comment, once. The crew rating of completeOrder is everyone's rating
 * until then; a person's own rating replaces it for her (her review for the order and her
 * rating summary count the new stars once, not both).
 */

export const CREW_RATING_MESSAGES = {
  notCompleted: 'You can rate the crew once the job is completed.',
  already: (name: string) => `You have already rated ${name} for this job.`,
} as const;

/** The company's review of one crew member for one order, as MovingTeamMember shows it. */
export type CrewMemberReview = {
  rating: number;
  text: string | null;
  created_at: string;
  individual: boolean;
};

/** Her review on her profile for this order (a marketplace helper's), if any. */
function profileReview(db: MockDb, order: OrderRecord, employee: EmployeeRecord) {
  if (employee.user_id == null) return undefined;
  return db.helper_reviews.findFirst((q) =>
    q.where({ helper_user_id: employee.user_id!, order_id: order.id }),
  );
}

/**
 * What the company gave her for this order: her own rating; else, without a crew rating, a
 * review of her for this order (the seeded jobs' reviews, written one person at a time); else
 * the crew rating (not individual); null when none.
 */
export function crewMemberReview(
  db: MockDb,
  order: OrderRecord,
  employee: EmployeeRecord,
): CrewMemberReview | null {
  const completion = order.completion;
  if (!completion) return null;
  const own = completion.crew_reviews?.find((r) => r.employee_id === employee.id);
  if (own)
    return { rating: own.rating, text: own.text, created_at: own.created_at, individual: true };
  const crewRating = completion.crew_rating ?? null;
  if (crewRating === null) {
    const review = profileReview(db, order, employee);
    return review
      ? {
          rating: review.rating,
          text: review.text,
          created_at: review.created_at,
          individual: true,
        }
      : null;
  }
  return { rating: crewRating, text: null, created_at: completion.completed_at, individual: false };
}

/** The crew member who worked this order (accepted at completion), or undefined. */
export function workedMember(
  db: MockDb,
  order: OrderRecord,
  employeeId: number,
): EmployeeRecord | undefined {
  if (!crewAtClose(db, order).some((i) => i.employee_id === employeeId)) return undefined;
  return db.findById('employees', employeeId);
}

/**
 * Rates one crew member of a completed order (StateError on `status` when the order is not
 * completed or she was rated individually already). Her summary takes the stars in (in place of
 * the crew rating's, when there was one); a marketplace helper's review for the order is
 * written or replaced, by `authorId`.
 */
export async function rateCrewMember(
  db: MockDb,
  input: {
    order: OrderRecord;
    employee: EmployeeRecord;
    authorId: number;
    rating: number;
    text?: string | null;
  },
  options: ServiceOptions = {},
): Promise<CrewMemberReview> {
  const { order, employee, rating } = input;
  if (order.completed_at == null || !order.completion)
    throw new StateError(CREW_RATING_MESSAGES.notCompleted);
  const current = crewMemberReview(db, order, employee);
  if (current?.individual) throw new StateError(CREW_RATING_MESSAGES.already(fullName(employee)));
  const text = input.text?.trim() || null;
  const now = stamp(options);

  const { average, count } = employee.rating;
  const sum = average * count - (current && count > 0 ? current.rating : 0) + rating;
  const newCount = current && count > 0 ? count : count + 1;
  await db.patch('employees', employee.id, {
    rating: { average: Math.round((sum / newCount) * 10) / 10, count: newCount },
  });

  const helper = employee.user_id != null ? db.findById('users', employee.user_id) : undefined;
  if (helper && helper.type === 4) {
    const existing = profileReview(db, order, employee);
    const review = { rating, text, author_user_id: input.authorId, created_at: now };
    if (existing) await db.patch('helper_reviews', existing.id, review);
    else
      await db.insert('helper_reviews', {
        ...review,
        helper_user_id: helper.id,
        branch_id: order.branch_id,
        order_id: order.id,
      });
  }

  const entry = {
    employee_id: employee.id,
    rating,
    text,
    rated_by: input.authorId,
    created_at: now,
  };
  await db.patch('orders', order.id, {
    updated_at: now,
    completion: {
      ...order.completion,
      crew_reviews: [...(order.completion.crew_reviews ?? []), entry],
    },
  });
  return { rating, text, created_at: now, individual: true };
}
