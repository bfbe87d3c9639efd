import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, server } from '@mocks/node';
import { orderService, outsourcingService, type OrderRecord } from '@mocks/db';
import { openOfferFor } from '@mocks/testing/offers';
import { goInHistory, fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { holdRequests } from '@/platform/testing/held-requests.test-helpers';
import { recordRequests } from '@/platform/testing/recorded-requests.test-helpers';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';
import { formatPhone, fullName } from '@/platform/format';

setupMockServer();
// A Tuesday morning in Austin: the seed then has formed jobs starting in the next 48 hours,
// whatever the day and hour of the run (on a Friday evening it had none).
fixedClock(new Date('2027-03-09T15:30:00Z'));

const HOUR = 3_600_000;

/** The seeded orders of a branch of the owner's company, by list. */
function jobFacts(city = 'Austin') {
  const branch = db.branches.findFirst((q) => q.where({ name: `Lone Star Movers ${city}` }));
  if (!branch) throw new Error(`no ${city} branch in the seed`);
  const orders = db.orders.findMany((q) => q.where({ branch_id: branch.id }));
  const active = orders.filter((o) => !orderService.isClosed(o));
  const byUpdated = (a: OrderRecord, b: OrderRecord) =>
    b.updated_at.localeCompare(a.updated_at) || b.id - a.id;
  const byStart = (a: OrderRecord, b: OrderRecord) =>
    a.start_at.localeCompare(b.start_at) || a.id - b.id;
  const notFormed = active.filter((o) => o.status === 1).sort(byUpdated);
  const formed = active.filter((o) => o.status !== 1).sort(byStart);
  const closedAt = (o: OrderRecord) => o.completed_at ?? o.cancelled_at ?? '';
  const history = orders
    .filter(orderService.isClosed)
    .sort((a, b) => closedAt(b).localeCompare(closedAt(a)) || b.id - a.id);
  const now = Date.now();
  const soon = formed.filter(
    (o) => Date.parse(o.start_at) >= now && Date.parse(o.start_at) <= now + 48 * HOUR,
  );
  return { branch, notFormed, formed, history, soon };
}

/** The addresses (path + query) of the job lists the app asks for from here on. */
function recordOrdersLists() {
  const recorded = recordRequests((url) => /\/company-branches\/\d+\/orders$/.test(url.pathname));
  return { ordersLists: recorded.urls };
}

async function ownerAt(path: string) {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  return renderApp(path);
}

const tabs = () => screen.getByRole('navigation', { name: 'Job lists' });
const tab = (name: string) => within(tabs()).getByRole('link', { name: new RegExp(`^${name}`) });
const cards = () => within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('article');
const card = (number: number) =>
  screen.getByRole('article', { name: new RegExp(`^#${number}\\b`) });
const pager = () => screen.getByRole('navigation', { name: 'Order pages' });
const showing = (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total}`;
const customerOf = (o: OrderRecord) => fullName(o.customer.first_name, o.customer.last_name);

describe('job lists: tabs and counts', () => {
  it('/company/job shows Not formed, and each tab carries its count', async () => {
    const facts = jobFacts();
    await ownerAt('/company/job');
    await waitFor(() => expect(window.location.pathname).toBe('/company/job/not-formed'));
    await waitFor(() =>
      expect(tab('Not formed')).toHaveTextContent(`Not formed${facts.notFormed.length}`),
    );
    expect(tab('Formed')).toHaveTextContent(`Formed${facts.formed.length}`);
    expect(tab('History')).toHaveTextContent(`History${facts.history.length}`);
    expect(tab('Not formed')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Not formed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add new job/ })).toHaveAttribute(
      'href',
      '/company/job/create',
    );
  });

  it('/company/job keeps its query on the way to Not formed, and leaves no history entry', async () => {
    const app = ownerAt('/company/job?page=2');
    const entries = window.history.length;
    await app;
    await waitFor(() => expect(window.location.pathname).toBe('/company/job/not-formed'));
    expect(window.location.search).toBe('?page=2');
    expect(window.history.length).toBe(entries); // replaced, not pushed
    expect(await screen.findByRole('heading', { level: 1, name: 'Not formed' })).toBeVisible();
  });

  it('Not formed lists recently updated first, five to a page, with links to edit and crew', async () => {
    const facts = jobFacts();
    await ownerAt('/company/job/not-formed');
    await screen.findByText(showing(1, 5, facts.notFormed.length));
    const numbers = cards().map((c) => c.querySelector('h2')!.textContent!.split(' ')[0]);
    expect(numbers).toEqual(facts.notFormed.slice(0, 5).map((o) => `#${o.number}`));
    const first = facts.notFormed[0]!;
    const c = within(card(first.number));
    expect(c.getByText('Not formed')).toBeInTheDocument();
    expect(c.getByText(/^\(\d{3}\) \d{3}-\d{4}$/)).toHaveTextContent(
      formatPhone(first.customer.primary_phone),
    );
    expect(c.getByText(customerOf(first))).toBeInTheDocument();
    expect(c.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/company/job/edit/${first.id}`,
    );
    expect(c.getByRole('link', { name: 'Build crew' })).toHaveAttribute(
      'href',
      `/company/job/team-add/${first.id}`,
    );
    expect(c.getByText(`0 of ${first.helpers_needed} helpers`)).toBeInTheDocument();
  });

  it('an order already offered to the marketplace links to its applications, not to a second offer (QA 58 L7)', async () => {
    const facts = jobFacts();
    const upcoming = facts.notFormed
      .slice(0, 5)
      .filter((o) => Date.parse(o.start_at) > Date.now() && !o.outsource_offer_id);
    expect(upcoming.length, 'two upcoming orders on the first page').toBeGreaterThanOrEqual(2);
    const [offered, other] = [upcoming[0]!, upcoming[1]!];
    const offer = await openOfferFor(offered);
    // While the branch's offers are on their way, neither way shows (not a second offer).
    const offerReads = holdRequests('get', '*/api/company-branches/:id/outsource-offers');
    const { user, realtime } = await ownerAt('/company/job/not-formed');
    await screen.findByText(showing(1, 5, facts.notFormed.length));
    expect(within(card(offered.number)).queryByRole('link', { name: /marketplace/i })).toBeNull();
    await offerReads.release();
    await within(card(offered.number)).findByRole('link', {
      name: 'Marketplace applications (0)',
    });
    // A helper applies: the pushed change brings the count, without a reload.
    const helper = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    const application = await outsourcingService.applyToOffer(db, offer.id, helper.id);
    act(() =>
      realtime.emit(`branch.${offered.branch_id}`, 'offer-application-changed', {
        id: application.id,
        status: application.status,
        offer_id: offer.id,
        order_id: offered.id,
        branch_id: offered.branch_id,
      }),
    );
    const link = await within(card(offered.number)).findByRole('link', {
      name: 'Marketplace applications (1)',
    });
    expect(link).toHaveAttribute('href', `/company/outsourcing/offer-applications/${offer.id}`);
    expect(
      within(card(offered.number)).queryByRole('link', { name: 'Offer to the marketplace' }),
    ).toBeNull();
    expect(
      within(card(other.number)).getByRole('link', { name: 'Offer to the marketplace' }),
    ).toHaveAttribute('href', `/company/outsourcing?order=${other.id}`);
    await user.click(link);
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/company/outsourcing/offer-applications/${offer.id}`),
    );
  });

  it('a tab count that fails says "count not loaded" once its retry failed too (QA helper-103)', async () => {
    server.use(
      http.get('*/api/company-branches/:id/orders/history', () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    );
    const facts = jobFacts();
    await ownerAt('/company/job/not-formed');
    await screen.findByText(showing(1, 5, facts.notFormed.length));
    expect(
      await screen.findByRole('link', { name: 'History count not loaded' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Not formed/ })).toHaveTextContent(
      `Not formed${facts.notFormed.length}`,
    );
  });

  it('a failed list shows an error with Try again, which loads it', async () => {
    let fail = true;
    server.use(
      http.get('*/api/company-branches/:id/orders', () => {
        if (!fail) return undefined;
        return HttpResponse.json(
          { data: null, message: 'Server error', errors: {}, success: false },
          { status: 500 },
        );
      }),
    );
    const facts = jobFacts();
    const { user } = await ownerAt('/company/job/not-formed');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 15_000 });
    fail = false;
    await user.click(retry);
    await screen.findByText(showing(1, 5, facts.notFormed.length));
  });
});

describe('job lists: sort, starting soon and pagination', () => {
  it("a sort that is not the tab's default is kept, and the list is asked with it only (review 109)", async () => {
    const requests = recordOrdersLists();
    const facts = jobFacts();
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    renderApp('/company/job/formed?sort=-updated_at');
    await screen.findByText(showing(1, Math.min(5, facts.formed.length), facts.formed.length));
    await pauseInAct(500);
    expect(window.location.search).toBe('?sort=-updated_at');
    const formedSorts = requests
      .ordersLists()
      .filter((url) => url.searchParams.get('filter[status]') === '2,3,4')
      .map((url) => url.searchParams.get('sort'));
    expect(new Set(formedSorts)).toEqual(new Set(['-updated_at']));
  });

  it('a sort or filter the list does not know (?sort=garbage&soon=yes) shows the defaults, and the address says so (QA helper-97)', async () => {
    const requests = recordOrdersLists();
    const facts = jobFacts();
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const entries = window.history.length;
    renderApp('/company/job/formed?sort=garbage&soon=yes&page=1');
    await screen.findByText(showing(1, Math.min(5, facts.formed.length), facts.formed.length));
    const asked = requests.ordersLists().at(-1)!.searchParams;
    expect(asked.get('sort')).toBe('start_at');
    expect(asked.has('filter[starting_soon]')).toBe(false);
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.history.length).toBe(entries);
  });

  it('sends sort=-updated_at by default and the chosen sort, kept in the URL', async () => {
    const requests = recordOrdersLists();
    const facts = jobFacts();
    const { user } = await ownerAt('/company/job/not-formed');
    await screen.findByText(showing(1, 5, facts.notFormed.length));
    expect(requests.ordersLists().at(-1)!.searchParams.get('sort')).toBe('-updated_at');
    expect(requests.ordersLists().at(-1)!.searchParams.get('filter[status]')).toBe('1');
    expect(requests.ordersLists().at(-1)!.searchParams.get('per_page')).toBe('5');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Moving date, soonest first',
    );
    await waitFor(() =>
      expect(requests.ordersLists().at(-1)!.searchParams.get('sort')).toBe('start_at'),
    );
    expect(window.location.search).toBe('?sort=start_at');
    const soonest = [...facts.notFormed].sort(
      (a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id,
    )[0]!;
    await waitFor(() =>
      expect(cards()[0]).toHaveAccessibleName(new RegExp(`^#${soonest.number}\\b`)),
    );
  });

  it('Formed sends filter[status]=2,3,4 and, with Starting soon, filter[starting_soon]=1', async () => {
    const requests = recordOrdersLists();
    const facts = jobFacts();
    const { user } = await ownerAt('/company/job/formed');
    await screen.findByText(showing(1, Math.min(5, facts.formed.length), facts.formed.length));
    const last = () => requests.ordersLists().at(-1)!.searchParams;
    expect(last().get('filter[status]')).toBe('2,3,4');
    expect(last().has('filter[starting_soon]')).toBe(false);
    await user.click(screen.getByRole('switch', { name: /Starting soon/ }));
    await waitFor(() => expect(last().get('filter[starting_soon]')).toBe('1'));
    expect(window.location.search).toBe('?soon=1');
    expect(facts.soon.length).toBeGreaterThan(0);
    await screen.findByText(showing(1, Math.min(5, facts.soon.length), facts.soon.length));
  });

  it('Starting soon with nothing in the next 48 hours says so', async () => {
    const soon = new Set(jobFacts().soon.map((o) => o.id));
    expect(soon.size).toBeGreaterThan(0);
    db.orders.deleteMany((q) => q.where((o) => soon.has(o.id)));
    const { user } = await ownerAt('/company/job/formed');
    await user.click(await screen.findByRole('switch', { name: /Starting soon/ }));
    expect(await screen.findByText('Nothing starts in the next 48 hours')).toBeInTheDocument();
  });

  it('pages with Previous/Next and numbers, keeps the page in the URL, and back returns', async () => {
    const facts = jobFacts();
    const total = facts.formed.length;
    const pages = Math.ceil(total / 5);
    // The seed gives Austin more formed orders than four pages hold, so the window slides.
    expect(pages).toBeGreaterThan(4);
    const { user } = await ownerAt('/company/job/formed');
    await screen.findByText(showing(1, 5, total));
    const numbers = () =>
      within(pager())
        .getAllByRole('button', { name: /^Page / })
        .map((b) => Number(b.textContent));
    const button = (name: string) => within(pager()).getByRole('button', { name });
    expect(button('Previous')).toBeDisabled();
    expect(button('Next')).toBeEnabled();
    expect(button('Page 1')).toHaveAttribute('aria-current', 'page');
    expect(numbers()).toEqual([1, 2, 3, 4]);

    await user.click(button('Next'));
    await screen.findByText(showing(6, 10, total));
    expect(window.location.search).toBe('?page=2');
    expect(card(facts.formed[5]!.number)).toBeInTheDocument();
    expect(button('Previous')).toBeEnabled();

    await user.click(button('Page 4'));
    await screen.findByText(showing(16, 20, total));
    // Four numbers around the current page, kept within 1..pages. (How many formed orders the
    // seed has depends on its anchor's weekday: 5, 6 or 7 pages.)
    const first = Math.min(3, pages - 3);
    expect(numbers()).toEqual([first, first + 1, first + 2, first + 3]);

    // On to the last page through the highest number shown; Next is disabled there.
    let before = 4;
    while (!numbers().includes(pages)) {
      before = Math.max(...numbers());
      await user.click(button(`Page ${before}`));
      await screen.findByText(showing((before - 1) * 5 + 1, before * 5, total));
    }
    await user.click(button(`Page ${pages}`));
    await screen.findByText(showing((pages - 1) * 5 + 1, total, total));
    expect(button('Next')).toBeDisabled();
    expect(button('Previous')).toBeEnabled();
    expect(numbers()).toEqual([pages - 3, pages - 2, pages - 1, pages]);

    // Back goes to the page before, forward again.
    await goInHistory(-1);
    await screen.findByText(showing((before - 1) * 5 + 1, before * 5, total));
    expect(window.location.search).toBe(`?page=${before}`);
    await goInHistory(1);
    await screen.findByText(showing((pages - 1) * 5 + 1, total, total));
  });

  it('opens at ?page=N on reload, and a page past the end shows the last page', async () => {
    const facts = jobFacts();
    const total = facts.formed.length;
    const pages = Math.ceil(total / 5);
    const first = await ownerAt('/company/job/formed?page=2');
    await screen.findByText(showing(6, 10, total));
    expect(within(pager()).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    first.unmount();
    await ownerAt('/company/job/formed?page=99');
    await screen.findByText(showing((pages - 1) * 5 + 1, total, total));
    expect(window.location.search).toBe(`?page=${pages}`);
  });

  it('a page that is no page (?page=abc, -1, 2.5, 1) shows page 1, and the address says so (QA 2026-12-04)', async () => {
    const total = jobFacts().formed.length;
    for (const raw of ['abc', '-1', '2.5', '1']) {
      const app = await ownerAt(`/company/job/formed?page=${raw}`);
      const entries = window.history.length;
      await screen.findByText(showing(1, 5, total));
      await waitFor(() => expect(window.location.search).toBe(''));
      // Replaced, not pushed: Back does not return to it.
      expect(window.history.length).toBe(entries);
      app.unmount();
    }
  });

  it('one page (exactly five orders): one number, Previous and Next disabled', async () => {
    const facts = jobFacts();
    expect(facts.notFormed).toHaveLength(5);
    await ownerAt('/company/job/not-formed');
    await screen.findByText(showing(1, 5, 5));
    const nav = within(pager());
    expect(nav.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['1']);
    expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe('job lists while they stay open', () => {
  afterEach(() => vi.useRealTimers());

  it('a formed job offers Complete as it starts, without a reload (the list read the clock once)', async () => {
    // One of Austin's formed jobs starts six seconds from now; the list's clock and timeouts
    // are the test's (at the real pace), and the six seconds are passed at once.
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout'],
      now: Date.now(),
      shouldAdvanceTime: true,
    });
    const start = Date.now() + 6_000;
    const upcoming = jobFacts().formed.find((o) => Date.parse(o.start_at) > Date.now())!;
    await db.patch('orders', upcoming.id, {
      start_at: new Date(start).toISOString(),
      end_at: new Date(start + 4 * HOUR).toISOString(),
    });
    // The list is by start: after the jobs under way, on whichever page that is.
    const page = Math.floor(jobFacts().formed.findIndex((o) => o.id === upcoming.id) / 5) + 1;
    await ownerAt(`/company/job/formed?page=${page}`);
    await screen.findByRole('article', { name: new RegExp(`^#${upcoming.number}\\b`) });
    const complete = () => within(card(upcoming.number)).getByRole('button', { name: 'Complete' });
    expect(complete()).toBeDisabled();
    expect(
      within(card(upcoming.number)).getByText('Complete becomes available once the job starts.'),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(start - Date.now()));
    await waitFor(() => expect(complete()).toBeEnabled());
    expect(
      within(card(upcoming.number)).queryByText('Complete becomes available once the job starts.'),
    ).toBeNull();
  });
});
