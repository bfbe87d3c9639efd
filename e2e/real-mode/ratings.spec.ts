import { expect, type APIRequestContext } from '@playwright/test';
import {
  expectLive,
  expectSameDocument,
  markDocument,
  socketPush,
  test,
  userChannel,
  waitForChannel,
  HELPER_NAME,
  LIVE,
  type Side,
} from './two-sides';
import { crewRowInHistoryDetails } from '../support';

/*
 * Two-way ratings (7/8), both sides at once on the real-API build against the mock server:
 * Maria Lopez (helper@demo.test) keeps her Your rating page open while the owner completes a
 * job she worked, rating the crew from the Formed list, or rates her alone from History's
 * Details. Her page must show the new rating live (LIVE) without a reload: the review is
 * pushed on her user channel and the page refetches.
 */

test.describe.configure({ timeout: 90_000 });

type Accepted = { order: { id: number; number: number; start_at: string; completed_at: unknown } };

/**
 * A job of hers that has started and is not completed yet (the seed has them: the Formed
 * list's Complete is enabled for it); one server's world serves the journeys in turn, and
 * only this file's journeys complete an order, each its own.
 */
async function startedJobOf(maria: Side): Promise<Accepted['order']> {
  const accepted = await maria.user.api.call<{ data: Accepted[] }>(
    'GET',
    '/helper/company-invitations?bucket=accepted&per_page=100',
  );
  const job = accepted.data.find(
    (j) => j.order.completed_at === null && Date.parse(j.order.start_at) < Date.now(),
  );
  expect(job, 'a started job of Maria that is not completed yet').toBeDefined();
  return job!.order;
}

/** Her Your rating page, open and listening on her channel; its rating count. */
async function yourRatingOpen(request: APIRequestContext, maria: Side): Promise<number> {
  await maria.page.goto('/helper/settings/your-rating');
  const count = maria.page.getByText(/^\d+ ratings?$/);
  const shown = Number(/\d+/.exec((await count.textContent()) ?? '')![0]);
  await waitForChannel(request, maria.socket, userChannel(maria.user.userId));
  await markDocument(maria.page);
  return shown;
}

test("the owner's crew rating reaches the helper's open Your rating page live, naming the order", async ({
  request,
  owner,
  maria,
}) => {
  const order = await startedJobOf(maria);
  const before = await yourRatingOpen(request, maria);

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

test("the owner's rating of Maria alone, from History's Details, reaches her open Your rating page live", async ({
  request,
  owner,
  maria,
}) => {
  // Completed with a crew rating (five stars for the whole crew), which she then sees.
  const order = await startedJobOf(maria);
  await owner.user.api.call('POST', `/orders/${order.id}/complete`, {
    worked_hours: 2,
    crew_rating: 5,
  });
  const before = await yourRatingOpen(request, maria);
  const review = maria.page
    .getByRole('list', { name: 'Reviews' })
    .getByRole('listitem')
    .filter({ hasText: `Order #${order.number} · ` });
  await expect(review).toHaveCount(1);

  // History, its Details, her row of the Moving team: Rate Maria Lopez.
  await owner.page.goto('/company/job/history');
  const { row } = await crewRowInHistoryDetails(owner.page, order.number, HELPER_NAME);
  await expect(row).toContainText('Crew rating 5/5, given to the whole crew at completion');
  await row.getByRole('button', { name: `Rate ${HELPER_NAME}` }).click();
  const form = row.getByRole('form', { name: `Rate ${HELPER_NAME}` });
  await form.getByRole('radio', { name: '2 stars' }).check();
  await form.getByRole('textbox', { name: /Comment/ }).fill('Late, and the piano was scratched.');

  const since = maria.socket.mark;
  await form.getByRole('button', { name: 'Send rating' }).click();
  await expect(row.getByText(`You rated ${HELPER_NAME} 2/5`, { exact: true })).toBeVisible();
  // Her one review of the job takes the new stars and comment: first now, the count unchanged.
  await expectLive(
    socketPush(maria.socket, since, userChannel(maria.user.userId), 'helper-review-changed', {
      order_id: order.id,
    }),
    () => expect(review).toContainText('Late, and the piano was scratched.', LIVE),
  );
  await expect(
    maria.page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first(),
  ).toContainText(`Order #${order.number} · Lone Star Movers`);
  await expect(maria.page.getByText(/^\d+ ratings?$/)).toHaveText(
    before === 1 ? '1 rating' : `${before} ratings`,
  );
  await expectSameDocument(maria.page);
});
