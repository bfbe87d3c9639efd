import { screen } from '@testing-library/react';
import { db } from '@mocks/db';
import { loginAs, renderApp } from '@/app/test-utils';

/**
 * An open order of the owner's Austin branch, picked from the seed by its invitations (the
 * crew page's tests): `no-crew` not formed with no live invitation; `pending` formed with one
 * or more; `two-pending` / `three-pending` with at least that many, all still pending.
 */
export function austinOrder(kind: 'no-crew' | 'pending' | 'two-pending' | 'three-pending') {
  const austin = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
  const order = db.orders
    .findMany((q) => q.where({ branch_id: austin.id }))
    .filter((o) => !o.completed_at && !o.cancelled_at)
    .sort((a, b) => a.id - b.id)
    .find((o) => {
      const live = db.order_invitations
        .findMany((q) => q.where({ order_id: o.id }))
        .filter((i) => i.status === 'pending' || i.status === 'accepted');
      if (kind === 'no-crew') return o.status === 1 && live.length === 0;
      if (kind === 'pending') return o.status === 2 && live.length >= 1;
      return (
        live.length >= (kind === 'two-pending' ? 2 : 3) && live.every((i) => i.status === 'pending')
      );
    });
  if (!order) throw new Error(`no ${kind} order in Austin`);
  return order;
}

/** The owner on an order's crew page (Team edit), once its current crew is drawn. */
export async function ownerOnCrewPage(orderId: number) {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  const app = renderApp(`/company/job/team-edit/${orderId}`);
  const crew = await screen.findByRole('region', { name: 'Current crew' });
  return { ...app, crew };
}
