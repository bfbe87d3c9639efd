import type { Page } from '@playwright/test';
import {
  AUSTIN,
  branchId,
  COMPANY,
  createOrder,
  freeStartFor,
  HELPER_NAME,
  helperCard,
  invitableEmployeeId,
  inviteByApi,
  openNewInvitations,
  pageApi,
  sessionUser,
} from './real-mode/two-sides';
import {
  crewRowInHistoryDetails,
  expect,
  HELPER,
  loginAs,
  NOW,
  test,
  ownerAndMaria,
  secondPersonTab,
  openPage,
} from './support';

/*
 * Two-way ratings (7/8) in mock mode: Maria rates the company from a completed job's details,
 * and the company's average, her rating counted, shows on her next invitation from it. Two
 * tabs of one context share the mock's data (see two-sides-mock.spec.ts): the owner's, and
 * Maria's with a session of its own (`?tab-session`).
 */

type Rating = { average: number; count: number };
type Job = {
  id: number;
  order: { number: number; completed_at: string | null };
  branch: { company_name: string };
  my_company_rating: unknown;
};

const ratingLabel = ({ average, count }: Rating) =>
  `Rated ${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'rating' : 'ratings'}`;

async function companyRating(
  owner: Page,
): Promise<Rating & { reviews: Array<{ text: string | null }> }> {
  return pageApi(owner).call('GET', '/company/rating');
}

/** A completed job of hers for the company, not rated yet (the seed leaves one). */
async function completedUnratedJob(page: Page): Promise<Job> {
  const accepted = await pageApi(page).call<{ data: Job[] }>(
    'GET',
    '/helper/company-invitations?bucket=accepted&per_page=100',
  );
  const job = accepted.data.find(
    (i) =>
      i.order.completed_at != null &&
      i.my_company_rating === null &&
      i.branch.company_name === COMPANY,
  );
  expect(job, 'a completed, unrated job of hers').toBeDefined();
  return job!;
}

test('a helper rates the company after a completed job, and her next invitation shows its average with her rating', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const { owner, mariaTab, maria } = await ownerAndMaria(page, context);
  expect((await sessionUser(mariaTab)).email).toBe(HELPER);

  const job = await completedUnratedJob(mariaTab);
  const before = await companyRating(page);

  // She rates it from the job's details.
  await openPage(mariaTab, `/helper/job/company/details/${job!.id}`);
  await expect(
    mariaTab.getByRole('heading', { name: `Order #${job!.order.number}` }),
  ).toBeVisible();
  const form = mariaTab.getByRole('form', { name: 'Rate the company' });
  await form.getByRole('radio', { name: '2 stars' }).check();
  await form.getByRole('textbox', { name: /Comment/ }).fill('The truck came an hour late.');
  await form.getByRole('button', { name: 'Send rating' }).click();
  await expect(mariaTab.getByText(`You rated ${COMPANY} 2/5`, { exact: true })).toBeVisible();
  await expect(mariaTab.getByText('“The truck came an hour late.”')).toBeVisible();

  // The company's rating counts hers.
  const after = await companyRating(page);
  expect(after.count).toBe(before.count + 1);
  expect(after.reviews[0]?.text).toBe('The truck came an hour late.');

  // The owner invites her to a new job from the same company.
  const austin = await branchId(owner, AUSTIN);
  const order = await createOrder(owner, austin, {
    firstName: 'Rita',
    lastName: 'Rated',
    helpersNeeded: 1,
    start: await freeStartFor(maria),
  });
  const employeeId = await invitableEmployeeId(owner, order.id, HELPER_NAME);
  await inviteByApi(owner, order.id, [employeeId]);

  // Her next invitation shows the company's average with her rating in it.
  await openNewInvitations(mariaTab);
  const card = helperCard(mariaTab, order.number);
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: ratingLabel(after) })).toBeVisible();
  await expect(card).toContainText(`★ ${after.average.toFixed(1)} (${after.count} ratings)`);

  // And the owner reads it on the company's rating page.
  await openPage(page, '/company/settings/rating');
  const reviews = page.getByRole('list', { name: 'Reviews' });
  await expect(reviews.getByRole('listitem').first()).toContainText(HELPER_NAME);
  await expect(reviews.getByRole('listitem').first()).toContainText('The truck came an hour late.');
  await expect(page.getByText(`${after.count} ratings`, { exact: true })).toBeVisible();
});

test('rated in her other tab first, Send rating shows the rating recorded and the new average, not the form (QA helper-195 M1)', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // Her laptop's tab and her phone's, one person in two tabs of the demo.
  await loginAs(page, HELPER);
  const other = await secondPersonTab(context, HELPER);
  const job = await completedUnratedJob(page);
  const before = (job as Job & { company_rating: Rating }).company_rating;
  const path = `/helper/job/company/details/${job!.id}`;
  for (const tab of [page, other]) {
    await openPage(tab, path);
    await expect(tab.getByRole('form', { name: 'Rate the company' })).toBeVisible();
  }

  // The other tab rates it 5/5.
  const first = other.getByRole('form', { name: 'Rate the company' });
  await first.getByRole('radio', { name: '5 stars' }).check();
  await first.getByRole('button', { name: 'Send rating' }).click();
  await expect(other.getByText(`You rated ${COMPANY} 5/5`, { exact: true })).toBeVisible();

  // This tab, opened before, still offers the form: 1 star and a comment, refused.
  const form = page.getByRole('form', { name: 'Rate the company' });
  await form.getByRole('radio', { name: '1 star' }).check();
  await form.getByRole('textbox', { name: /Comment/ }).fill('second tab try');
  await form.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText(`You rated ${COMPANY} 5/5`, { exact: true })).toBeVisible();
  await expect(page.getByText('You had already rated this job', { exact: false })).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your rating of the company' })).toBeFocused();
  const after = await pageApi(page).call<Job & { company_rating: Rating }>(
    'GET',
    `/helper/company-invitations/${job!.id}`,
  );
  expect(after.company_rating.count).toBe(before.count + 1);
  await expect(page.getByRole('img', { name: ratingLabel(after.company_rating) })).toBeVisible();
});

type Crewed = { id: number; number: number; start_at: string };
type Ordered = { completed_at: string | null; cancelled_at: string | null };

test("the company rates one crew member from History's details, and the review with its comment is in her reviews", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // A started job of hers (the seed has one that ended but is not completed), completed with a
  // crew rating: five stars for the whole crew.
  const { owner, mariaTab, maria } = await ownerAndMaria(page, context);
  const accepted = await maria.call<{ data: Array<{ order: Crewed & Ordered }> }>(
    'GET',
    '/helper/company-invitations?bucket=accepted&per_page=100',
  );
  const job = accepted.data
    .map((i) => i.order)
    .find(
      (o) =>
        o.completed_at == null && o.cancelled_at == null && Date.parse(o.start_at) <= NOW.getTime(),
    );
  expect(job, 'a started job with Maria on the crew').toBeDefined();
  await mariaTab.close();
  await owner.call('POST', `/orders/${job!.id}/complete`, { worked_hours: 2, crew_rating: 5 });

  // History, newest closed first: its Details, her row.
  await openPage(page, '/company/job/history');
  const { details, row } = await crewRowInHistoryDetails(page, job!.number, HELPER_NAME);
  await expect(row).toContainText('Crew rating 5/5, given to the whole crew at completion');
  await row.getByRole('button', { name: `Rate ${HELPER_NAME}` }).click();
  const form = row.getByRole('form', { name: `Rate ${HELPER_NAME}` });
  await form.getByRole('radio', { name: '3 stars' }).check();
  await form.getByRole('textbox', { name: /Comment/ }).fill('Careful on the stairs, but late.');
  await form.getByRole('button', { name: 'Send rating' }).click();
  await expect(row.getByText(`You rated ${HELPER_NAME} 3/5`, { exact: true })).toBeVisible();
  await expect(row.getByText('“Careful on the stairs, but late.”')).toBeVisible();
  await expect(row.getByRole('button', { name: `Rate ${HELPER_NAME}` })).toHaveCount(0);
  await details.getByRole('button', { name: 'Close' }).first().click();

  // Her reviews (Team → Find helpers → her rating): this job's review, three stars, the comment.
  await openPage(page, '/company/team/employees');
  await page.getByRole('button', { name: 'Find helpers' }).click();
  const search = page.getByRole('dialog', { name: 'Find helpers' });
  await search.getByRole('searchbox', { name: 'Search helpers' }).fill('Lopez');
  await search
    .getByRole('list', { name: 'Helpers found' })
    .getByRole('button', { name: new RegExp(`read ${HELPER_NAME}'s reviews$`) })
    .click();
  const reviews = page.getByRole('dialog', { name: `Reviews of ${HELPER_NAME}` });
  const review = reviews
    .getByRole('list', { name: 'Reviews' })
    .getByRole('listitem')
    .filter({ hasText: `Order #${job!.number}` });
  await expect(review).toHaveCount(1);
  await expect(review).toContainText('Careful on the stairs, but late.');
});
