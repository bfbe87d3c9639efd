import { setRosterStatus } from '../services/roster';
import { DEMO_COMPANIES } from './accounts';
import type { SeedContext } from './context';

/*
 * The demo company's roster (7/8, beyond the spec): two favourites and one blocked helper, so
 * a demo shows a star on the team and in crew matching, and something on the Blocked tab.
 * Added last (no faker, nothing earlier moves); the blocked helper has nothing pending with
 * the company, so the block withdraws nothing.
 */

export const ROSTER_SHOWCASE = {
  /** A member of all three branches (foreman): starred in Best matches and the team. */
  favourites: ['gabriela.reyes@helpers.demo.test', 'rachel.baker@helpers.demo.test'],
  blocked: ['tremaine.young@helpers.demo.test'],
} as const;

export async function seedRosterShowcase(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const company = db.companies.findFirst((q) => q.where({ name: DEMO_COMPANIES.main }));
  if (!company) return;
  const entries = [
    ...ROSTER_SHOWCASE.favourites.map((email) => ({ email, status: 'favourite' as const })),
    ...ROSTER_SHOWCASE.blocked.map((email) => ({ email, status: 'blocked' as const })),
  ];
  for (const [index, { email, status }] of entries.entries()) {
    const helper = db.users.findFirst((q) => q.where({ email }));
    if (!helper) continue;
    await setRosterStatus(
      db,
      { companyId: company.id, helperId: helper.id, status, setById: company.owner_id },
      // Marked some days before the anchor, a day apart.
      { now: new Date(ctx.now.getTime() - (10 - index) * 86_400_000) },
    );
  }
}
