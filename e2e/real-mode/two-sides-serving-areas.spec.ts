import { expect, type Locator, type Page } from '@playwright/test';
import { dismissToast } from '../support';
import {
  AUSTIN,
  createOrder,
  type CreatedOrder,
  expectLive,
  expectSameDocument,
  freeStartFor,
  helperCard,
  markDocument,
  openNewOffers,
  socketPush,
  switchBranch,
  test,
  userChannel,
  waitForChannel,
  LIVE,
} from './two-sides';

/*
 * Serving areas decide who sees a company's outsourcing offers, both sides at once (real-API
 * build against the mock server, a browser context each; QA 57a L1, review 58): a helper sees
 * a branch's open offers only while the branch serves one of her counties. The owner
 * (owner@demo.test) edits a branch that serves none of Maria Lopez's (helper@demo.test)
 * counties and adds one of hers in Serving areas: the branch's open offer comes onto her open
 * Outsourcing offers: New list live (LIVE), no reload (`outsource-offer-changed` on her user
 * channel, the app refetches). The owner takes the county away again: the offer leaves her
 * list as live.
 *
 * The journeys share one server: the order and its offer are the journey's own, and the
 * branch's serving areas are put back as they were, whatever happens.
 */

const OFFER_CHANGED = 'outsource-offer-changed';
/** Cards on one page of her bucket lists (src/features/helper-jobs/model/buckets.ts). */
const PER_PAGE = 10;

test.describe.configure({ timeout: 90_000 });

type Area = { id: number; name: string; name_with_state_initials: string };
type BranchDetail = { id: number; name: string; serving_area_ids: number[] };
type Offer = { id: number; order_id: number; status: string };
type HelperOffer = { id: number; order: { start_at: string } };
type Paged<T> = { data: T[]; total: number };

/**
 * The owner's edit form of the active branch, opened as the owner would: Branch in the
 * sidebar, then Edit. In-app navigation.
 */
async function openBranchEdit(page: Page, name: string): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Company' })
    .getByRole('link', { name: 'Branch' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/company/branch');
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit branch' });
  await expect(form).toBeVisible();
  return form;
}

/** A county's tag in the form's Serving areas field ('Travis County, TX'). */
const areaTag = (form: Locator, area: Area): Locator =>
  form.locator('.bp6-tag', { hasText: area.name_with_state_initials });

test('a county the owner adds to a branch brings its open offer onto the helper’s open list live, and taking it away takes the offer off live', async ({
  owner,
  maria,
  request,
}) => {
  const company = owner.user.api;
  const helper = maria.user.api;

  // Her counties, and a branch that serves none of them (the seed's Dallas and Houston).
  const { serving_areas: hers } = await helper.call<{ serving_areas: Area[] }>(
    'GET',
    '/helper-profile',
  );
  expect(hers.length, 'Maria serves at least one county').toBeGreaterThan(0);
  const herIds = new Set(hers.map((area) => area.id));
  const county = hers[0]!;
  const branches = await company.call<Array<{ id: number; name: string }>>(
    'GET',
    '/company-branches',
  );
  const details = await Promise.all(
    branches.map((b) => company.call<BranchDetail>('GET', `/company-branches/${b.id}`)),
  );
  const serves = (b: BranchDetail) => b.serving_area_ids.some((id) => herIds.has(id));
  // Were every branch to serve one of hers, one (not Austin, the other journeys' branch) is
  // made not to for the journey, and put back after.
  const branch =
    details.find((b) => !serves(b)) ?? details.find((b) => b.name !== AUSTIN) ?? details[0]!;
  const original = [...branch.serving_area_ids];
  const outside = original.filter((id) => !herIds.has(id));

  let order: CreatedOrder | undefined;
  let offer: Offer | undefined;
  /** What went wrong putting things back (told once the journey itself passed). */
  const failures: unknown[] = [];
  try {
    if (outside.length !== original.length)
      await company.call('POST', `/company-branches/${branch.id}`, { serving_area_ids: outside });

    // A not formed order of the branch at a time Maria is free, offered to the marketplace
    // (the Find AI page's call): she is not offered it, the branch serving none of her counties.
    const start = await freeStartFor(helper);
    order = await createOrder(company, branch.id, {
      firstName: 'Vera',
      lastName: 'Counties',
      helpersNeeded: 1,
      start,
    });
    offer = await company.call<Offer>('POST', `/company-branches/${branch.id}/outsource-offers`, {
      order_id: order.id,
      helpers_needed: 1,
      hourly_rate: 4000,
      notes: null,
    });
    expect(offer).toMatchObject({ order_id: order.id, status: 'open' });
    const before = await helper.call<Paged<HelperOffer>>(
      'GET',
      '/helper/outsource-offers?bucket=new&per_page=100',
    );
    expect(
      before.data.map((o) => o.id),
      'the offer is not among her new offers yet',
    ).not.toContain(offer.id);
    // Soonest first, 10 a page: it will be on the first page, with the branch's other open
    // offers (they come to her too) counted in.
    const branchOpen = await company.call<Paged<Offer>>(
      'GET',
      `/company-branches/${branch.id}/outsource-offers?status=open&per_page=100`,
    );
    const sooner = before.data.filter((o) => Date.parse(o.order.start_at) <= start.getTime());
    expect(sooner.length + branchOpen.total, 'her New list will show it on page 1').toBeLessThan(
      PER_PAGE,
    );

    // Maria on her Outsourcing offers: New, without it; listening on her channel.
    const list = await openNewOffers(maria.page);
    const card = helperCard(maria.page, order.number);
    await expect(card).toHaveCount(0);
    await waitForChannel(request, maria.socket, userChannel(maria.user.userId));
    await markDocument(maria.page);

    // The owner, on the branch's edit form, adds her county from the search and saves.
    await switchBranch(owner.page, branch.name);
    let form = await openBranchEdit(owner.page, branch.name);
    await form.getByRole('combobox', { name: 'Search counties' }).pressSequentially(county.name);
    await owner.page
      .getByRole('listbox', { name: 'Search counties' })
      .getByRole('option', { name: county.name_with_state_initials })
      .click();
    await expect(areaTag(form, county)).toBeVisible();
    let since = maria.socket.mark;
    await form.getByRole('button', { name: 'Save changes' }).click();
    const saved = `Branch ${branch.name} saved`;
    await expect(owner.page.getByRole('alert').filter({ hasText: saved })).toBeVisible();

    // Live on her list: the offer's card, from the branch, at the offer's rate.
    await expectLive(
      socketPush(maria.socket, since, userChannel(maria.user.userId), OFFER_CHANGED, {
        id: offer.id,
        status: 'open',
      }),
      async () => {
        await expect(card).toBeVisible(LIVE);
        await expect(card).toContainText(branch.name, LIVE);
      },
    );
    await expectSameDocument(maria.page);
    // What the owner saved is what the server holds: her county added, nothing else.
    await dismissToast(owner.page, saved);
    const added = await company.call<BranchDetail>('GET', `/company-branches/${branch.id}`);
    expect(added.serving_area_ids).toEqual([...outside, county.id]);
    await expect(
      owner.page.getByRole('list', { name: 'Selected serving areas' }).getByRole('listitem'),
    ).toContainText([county.name_with_state_initials]);

    // The owner takes the county away again: the card leaves her list, live. (Offers of the
    // branch she answered before stay hers to see and are pushed to her too, which refetches
    // her list as well: the push of this offer is what shows the server told her of it.)
    form = await openBranchEdit(owner.page, branch.name);
    await areaTag(form, county)
      .getByRole('button', { name: /remove/i })
      .click();
    await expect(areaTag(form, county)).toHaveCount(0);
    since = maria.socket.mark;
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(owner.page.getByRole('alert').filter({ hasText: saved })).toBeVisible();
    await expectLive(
      socketPush(maria.socket, since, userChannel(maria.user.userId), OFFER_CHANGED, {
        id: offer.id,
        status: 'open',
      }),
      async () => {
        await expect(card).toHaveCount(0, LIVE);
      },
    );
    await expect(list).toBeVisible();
    await expectSameDocument(maria.page);
    // Nothing on her page complained (the offer she may no longer open was not read).
    await expect(maria.page.getByRole('alert')).toHaveCount(0);

    // The server agrees: not hers to see, and the branch serves what it served before.
    const after = await helper.call<Paged<HelperOffer>>(
      'GET',
      '/helper/outsource-offers?bucket=new&per_page=100',
    );
    expect(after.data.map((o) => o.id)).not.toContain(offer.id);
    const removed = await company.call<BranchDetail>('GET', `/company-branches/${branch.id}`);
    expect(removed.serving_area_ids).toEqual(outside);
  } finally {
    // Put back, each step whatever the one before did: the offer withdrawn, the order gone,
    // the branch's serving areas exactly as they were.
    const step = async (run: () => Promise<unknown>) => {
      try {
        await run();
      } catch (error) {
        failures.push(error);
      }
    };
    if (offer) {
      const id = offer.id;
      await step(async () => {
        const now = await company.call<Offer>('GET', `/company-outsource/offers/${id}`);
        // Only an open offer is withdrawn (QA-217 L7); deleting the order closes a filled one.
        if (now.status === 'open')
          await company.call('POST', `/company-outsource/offers/${id}/cancel`);
      });
    }
    if (order) {
      const id = order.id;
      await step(() => company.call('DELETE', `/orders/${id}`));
    }
    await step(async () => {
      const now = await company.call<BranchDetail>('GET', `/company-branches/${branch.id}`);
      if (now.serving_area_ids.join(',') !== original.join(','))
        await company.call('POST', `/company-branches/${branch.id}`, {
          serving_area_ids: original,
        });
    });
  }
  expect(failures, 'everything the journey changed was put back').toEqual([]);
});
