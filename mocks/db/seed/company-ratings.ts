import { DEMO_ACCOUNTS } from './accounts';
import type { SeedContext } from './context';
import { rateCompany } from '../services/company-ratings';
import { USER_TYPE } from '../services/access';

/*
 * Two-way ratings (7/8): helpers' ratings of the companies that ran their completed jobs, so
 * a demo shows a company average on invitations and offers and reviews on the company's
 * rating page. Marketplace helpers rate jobs they worked (at most REVIEWS of them); Maria
 * Lopez (helper@demo.test) rates her earliest completed job and leaves the others unrated,
 * so a demo can rate one. No faker: the choices follow the seeded jobs, so this step,
 * last in seedWorld, changes nothing before it.
 */

const REVIEWS = 7;
const RATINGS = [5, 4, 5, 3, 5, 4, 4] as const;
const TEXTS = [
  'Clear instructions and the truck was ready on time. Would work with them again.',
  null,
  'Friendly dispatcher, paid the same week.',
  'The job ran two hours longer than planned and nobody told us beforehand.',
  null,
  'Well organised: the addresses and the inventory were right.',
  'Fair pay; parking at the pick-up was a struggle.',
] as const;
const MARIA_RATING = { rating: 4, text: 'Well organised move and a helpful dispatcher.' } as const;

/** A rating made some hours after the job was completed, never after the anchor. */
function ratedAt(ctx: SeedContext, completedAt: string, hours: number): Date {
  const at = Date.parse(completedAt) + hours * 3_600_000;
  return new Date(Math.min(at, ctx.now.getTime() - 60_000));
}

export async function seedCompanyRatings(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const maria = db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.helper.email }));
  const completed = db.orders
    .all()
    .filter((order) => order.completed_at != null)
    .sort((a, b) => a.completed_at!.localeCompare(b.completed_at!) || a.id - b.id);
  // One pass over the invitations (the busy scenario has thousands of orders).
  const crews = new Map<number, number[]>();
  for (const invitation of db.order_invitations.all()) {
    if (invitation.status !== 'accepted' || invitation.user_id == null) continue;
    crews.set(invitation.order_id, [...(crews.get(invitation.order_id) ?? []), invitation.user_id]);
  }
  const crewHelpers = (orderId: number) =>
    (crews.get(orderId) ?? [])
      .map((userId) => db.findById('users', userId))
      .filter((user) => user != null && user.type === USER_TYPE.helper);

  let made = 0;
  for (const order of completed) {
    if (made >= REVIEWS) break;
    for (const helper of crewHelpers(order.id)) {
      if (made >= REVIEWS || !helper || helper.id === maria?.id) continue;
      await rateCompany(
        db,
        { order, helper, rating: RATINGS[made]!, text: TEXTS[made] ?? null },
        { notify: false, now: ratedAt(ctx, order.completed_at!, 3 + made * 5) },
      );
      made += 1;
    }
  }

  if (!maria) return;
  const hers = completed.filter((order) => crewHelpers(order.id).some((h) => h?.id === maria.id));
  // One rated, at least one left for the demo to rate.
  if (hers.length < 2) return;
  const first = hers[0]!;
  await rateCompany(
    db,
    { order: first, helper: maria, ...MARIA_RATING },
    { notify: false, now: ratedAt(ctx, first.completed_at!, 20) },
  );
}
