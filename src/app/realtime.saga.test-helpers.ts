/**
 * Shared by the realtime saga's test files: the seeded ids, a pushed notification, the owner
 * on the Activity page and waiting for a push to settle.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { db } from '@mocks/node';
import { feedFacts, loginAs, renderApp } from '@/app/test-utils';
import { PUSH_BATCH_WINDOW_MS } from '@/platform/realtime/realtime.saga';

export function branchId(city: string): number {
  const branch = db.branches.findFirst((q) => q.where({ name: `Lone Star Movers ${city}` }));
  if (!branch) throw new Error(`no branch in ${city}`);
  return branch.id;
}
export function ownerId(): number {
  return db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!.id;
}
export const notification = (id: number, branch: number, title: string) => ({
  id,
  branch_id: branch,
  kind: 'order_formed' as const,
  title,
  body: 'Every crew spot is filled.',
  is_read: false,
  order_id: null,
  created_at: new Date().toISOString(),
});

export async function ownerOnActivity() {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  const app = renderApp('/company/activity');
  await screen.findByText(feedFacts('owner@demo.test', 'Austin').firstPage);
  return app;
}

/** Lets whatever the last event started run to the end (sagas, fetches, renders). */
export async function settled(app: ReturnType<typeof renderApp>) {
  // Messages wait one batch window in the saga before they are handled (and fetches start).
  await new Promise((resolve) => setTimeout(resolve, PUSH_BATCH_WINDOW_MS * 2));
  await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
}
