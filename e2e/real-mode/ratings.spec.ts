import { expect } from '@playwright/test';
import {
  expectLive,
  expectSameDocument,
  markDocument,
  socketPush,
  test,
  userChannel,
  waitForChannel,
  LIVE,
} from './two-sides';

/*
 * Two-way ratings (7/8), both sides at once on the real-API build against the mock server:
 * Maria Lopez (helper@demo.test) keeps her Your rating page open while the owner completes a
 * job she worked, rating the crew from the Formed list. Her page must show the new rating
 * live (LIVE) without a reload: the review is pushed on her user channel and the page refetches.
 */

test.describe.configure({ timeout: 90_000 });

type Accepted = { order: { id: number; number: number; start_at: string; completed_at: unknown } };

test("the owner's crew rating reaches the helper's open Your rating page live, naming the order", async ({
  request,
  owner,
  maria,
}) => {
  // A job of hers that has started and is not completed yet (the seed has them: the Formed
  // list's Complete is enabled for it); one server's world serves the journeys in turn, and
  // none of the others completes an order.
  const accepted = await maria.user.api.call<{ data: Accepted[] }>(
    'GET',
    '/helper/company-invitations?bucket=accepted&per_page=100',
  );
  const job = accepted.data.find(
    (j) => j.order.completed_at === null && Date.parse(j.order.start_at) < Date.now(),
  );
  expect(job, 'a started job of Maria that is not completed yet').toBeDefined();
  const { order } = job!;

  await maria.page.goto('/helper/settings/your-rating');
  const count = maria.page.getByText(/^\d+ ratings?$/);
  const before = Number(/\d+/.exec((await count.textContent()) ?? '')![0]);
  await waitForChannel(request, maria.socket, userChannel(maria.user.userId));
  await markDocument(maria.page);

  await owner.page.goto('/company/job/formed');
  const card = owner.page
    .getByRole('list', { name: 'Orders' })
    .getByRole('article')
    .filter({ has: owner.page.getByRole('heading', { name: new RegExp(`^#${order.number}\\b`) }) });
  await card.getByRole('button', { name: 'Complete', exact: true }).click();
  const dialog = owner.page.getByRole('dialog', { name: 'Complete order' });
  await dialog.getByLabel('Hours worked').fill('2.25');
  await dialog
    .getByRole('radiogroup', { name: 'Crew rating' })
    .getByRole('radio', { name: '5 stars' })
    .check();

  const since = maria.socket.mark;
  await dialog.getByRole('button', { name: 'Complete order' }).click();
  const after = before + 1;
  await expectLive(
    socketPush(maria.socket, since, userChannel(maria.user.userId), 'helper-review-changed', {
      order_id: order.id,
    }),
    () =>
      expect(maria.page.getByText(after === 1 ? '1 rating' : `${after} ratings`)).toBeVisible(LIVE),
  );
  const newest = maria.page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first();
  await expect(newest).toContainText(`Order #${order.number} · Lone Star Movers`);
  await expectSameDocument(maria.page);
});
