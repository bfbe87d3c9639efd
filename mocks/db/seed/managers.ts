import type { SeedContext } from './context';
import { DEMO_ACCOUNTS } from './accounts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo manager is a member of each branch he manages, with Manager access on: the only way
 * the contract gives and takes a manager's access (`is_manager` of a member, QA 57), so the
 * owner can take it back (Team › Managers › Remove access, or the member's switch; QA
 * helper-137 M1: he had branches and no member record, and nothing could take them away).
 * Inactive: he runs the branch and is on no crew (pickers offer active members only).
 * Linked to his account (`user_id`), as a member with an account is: he may work as a helper
 * too (spec: "A manager may switch between a Manager view and a Helper view"), so once the
 * owner makes him active, an invitation to a crew waits in his Helper view's New list for him
 * to answer, and the demo's auto-answer (which plays members without an account) leaves it
 * alone (QA-184 H2: it accepted for him, on a crew his Helper view never showed).
 * Draws nothing from the faker and adds records last, so no record before it changes.
 */
export async function seedManagerMembers(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const spec = DEMO_ACCOUNTS.manager;
  const manager = db.users.findFirst((q) => q.where({ email: spec.email }));
  if (!manager) return;
  const created = new Date(ctx.now.getTime() - 60 * DAY).toISOString();
  for (const branchId of manager.branch_ids) {
    await db.insert('employees', {
      user_id: manager.id,
      branch_id: branchId,
      first_name: manager.first_name,
      last_name: manager.last_name,
      email: manager.email,
      phone: manager.phone ?? null,
      avatar_url: manager.avatar_url ?? null,
      positions: [...(spec.positions ?? [2])],
      price: 4000,
      status: 0,
      is_helper: false,
      is_manager: true,
      rating: { average: 0, count: 0 },
      created_at: created,
      updated_at: created,
      deleted_at: null,
    });
  }
}
