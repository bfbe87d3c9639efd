import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { db, server } from '@mocks/node';
import { putCompanyOnPlan } from '@mocks/testing/plans';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { inAct, pauseInAct } from '@/platform/testing/pause.test-helpers';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';

setupMockServer();

const AUSTIN = 'Lone Star Movers Austin';

function austinId(): number {
  const branch = db.branches.findFirst((q) => q.where({ name: AUSTIN }));
  if (!branch) throw new Error('no Austin branch in the seed');
  return branch.id;
}

async function ownerOnFindAi(path = '/company/outsourcing') {
  const token = await loginAs('owner@demo.test');
  localStorage.setItem('token', token);
  const app = renderApp(path);
  const form = await screen.findByRole('form', { name: 'New offer' });
  return { ...app, token, form };
}

const orderSelect = () => screen.getByRole('combobox', { name: 'Order' });
const field = (name: string) => screen.getByRole('textbox', { name });
/** The message under a field (the adapters wire it first in aria-describedby; a count follows). */
const messageOf = (name: string) => {
  const id = field(name).getAttribute('aria-describedby')?.split(' ')[0];
  return id ? document.getElementById(id)?.textContent : undefined;
};

/** Picks the first order the form offers and returns its id and number. */
async function pickFirstOrder(user: ReturnType<typeof renderApp>['user']) {
  const option = within(orderSelect()).getAllByRole('option')[1]!;
  await user.selectOptions(orderSelect(), option);
  const order = db.findById('orders', Number((option as HTMLOptionElement).value))!;
  return order;
}

/** Someone else (another tab of the company) offers the order. */
async function offerElsewhere(token: string, orderId: number) {
  const response = await inAct(() =>
    fetch(`http://localhost/api/company-branches/${austinId()}/outsource-offers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ order_id: orderId, helpers_needed: 1, hourly_rate: 3000 }),
    }),
  );
  expect(response.status).toBe(200);
}

/** Counts the offers posted from here to the end of the test. */
function countOfferPosts() {
  const posts = { count: 0 };
  const count = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && request.url.includes('/outsource-offers')) posts.count += 1;
  };
  server.events.on('request:start', count);
  onTestFinished(() => server.events.removeListener('request:start', count));
  return posts;
}

describe('Find AI (/company/outsourcing)', () => {
  it('offers only upcoming orders that need crew and have no open offer', async () => {
    await ownerOnFindAi();
    const branchId = austinId();
    // (A filled one is no bar: new-offer-after-filled.test.tsx.)
    const offered = new Set(
      db.outsource_offers
        .findMany((q) => q.where({ branch_id: branchId }))
        .filter((o) => o.status === 'open')
        .map((o) => o.order_id),
    );
    const now = Date.now();
    const expected = db.orders
      .findMany((q) => q.where({ branch_id: branchId }))
      .filter((o) => o.completed_at == null && o.cancelled_at == null && o.status !== 4)
      .filter((o) => Date.parse(o.start_at) > now && !offered.has(o.id))
      .map((o) => String(o.id))
      .sort();
    const shown = within(orderSelect())
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value)
      .filter(Boolean)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(shown).toEqual(expected);
    for (const id of offered) expect(shown).not.toContain(String(id));
  });

  it('publishes an offer with the rate in cents, then lists it and drops the order', async () => {
    const { user } = await ownerOnFindAi();
    const before = db.outsource_offers.findMany((q) => q.where(() => true)).length;
    // What Helpers needed may be is said before any error (QA 2026-12-04).
    expect(field('Helpers needed')).toHaveAccessibleDescription('1 to 20');
    const order = await pickFirstOrder(user);
    // Choosing an order proposes its missing spots and its own rate (in dollars), and says
    // how many spots it has open.
    await waitFor(() =>
      expect(field('Hourly rate')).toHaveValue((order.hourly_rate / 100).toFixed(2)),
    );
    const spots = Number((field('Helpers needed') as HTMLInputElement).value);
    expect(spots).toBeGreaterThan(0);
    expect(field('Helpers needed')).toHaveAccessibleDescription(
      `Order #${order.number} has ${spots} open spot${spots === 1 ? '' : 's'}`,
    );
    // One: every order that can be offered has at least one open spot (see the next test).
    await user.clear(field('Helpers needed'));
    await user.type(field('Helpers needed'), '1');
    await user.clear(field('Hourly rate'));
    await user.type(field('Hourly rate'), '37.5');
    await user.click(screen.getByRole('checkbox', { name: /Helper/ }));
    await user.type(field('Notes'), '  Third floor, no elevator.  ');
    await user.click(screen.getByRole('button', { name: 'Publish offer' }));

    expect(
      await screen.findByText(`Offer for order #${order.number} published`),
    ).toBeInTheDocument();
    const offers = db.outsource_offers.findMany((q) => q.where({ order_id: order.id }));
    expect(db.outsource_offers.findMany((q) => q.where(() => true))).toHaveLength(before + 1);
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({
      branch_id: austinId(),
      helpers_needed: 1,
      hourly_rate: 3750,
      positions: [3],
      notes: 'Third floor, no elevator.',
      status: 'open',
    });
    // The open offers list shows it, and the order can no longer be chosen.
    const open = screen.getByRole('region', { name: 'Open offers' });
    expect(
      await within(open).findByRole('article', { name: `Offer for order #${order.number}` }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(orderSelect())
          .getAllByRole('option')
          .map((o) => (o as HTMLOptionElement).value),
      ).not.toContain(String(order.id)),
    );
    // The form starts over.
    expect(orderSelect()).toHaveValue('');
    expect(field('Notes')).toHaveValue('');
  });

  it('keeps what was typed when the page is left unsaved, and offers it back (QA 2026-12-04)', async () => {
    const { user } = await ownerOnFindAi();
    const order = await pickFirstOrder(user);
    await user.clear(field('Hourly rate'));
    await user.type(field('Hourly rate'), '41.25');
    await user.type(field('Notes'), 'Piano on the second floor.');
    const nav = () => screen.getByRole('navigation', { name: 'Company' });
    await user.click(within(nav()).getByRole('link', { name: 'Team' }));
    await screen.findByRole('navigation', { name: 'Team lists' });
    await user.click(within(nav()).getByRole('link', { name: 'Find AI' }));
    const form = await screen.findByRole('form', { name: 'New offer' });
    expect(
      await within(form).findByText(/^You left this form before saving this offer/),
    ).toBeInTheDocument();
    expect(field('Notes')).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(field('Notes')).toHaveValue('Piano on the second floor.'));
    expect(field('Hourly rate')).toHaveValue('41.25');
    expect(orderSelect()).toHaveValue(String(order.id));
  });

  it('names each position checkbox once (QA 2026-12-04: "Driver Driver")', async () => {
    await ownerOnFindAi();
    const group = screen.getByRole('group', { name: 'Positions wanted' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(4);
    for (const name of ['Driver', 'Foreman', 'Helper', 'Foreman/Driver'])
      expect(within(group).getByRole('checkbox', { name })).toBeInTheDocument();
  });

  it('checks every field with the spec messages before calling the server', async () => {
    const { user } = await ownerOnFindAi();
    const posts = countOfferPosts();
    await user.click(screen.getByRole('button', { name: 'Publish offer' }));
    expect(await screen.findAllByText('Value is required')).toHaveLength(3);
    expect(orderSelect()).toHaveAttribute('aria-invalid', 'true');
    // The first field to mend has the focus, as on every form (QA 2026-12-04: it stayed on
    // Publish offer).
    await waitFor(() => expect(orderSelect()).toHaveFocus());

    const cases: Array<[string, string, string]> = [
      ['Helpers needed', '0', 'The minimum value allowed is 1'],
      ['Helpers needed', '21', 'The maximum value allowed is 20'],
      ['Helpers needed', 'two', 'Value must be numeric'],
      ['Helpers needed', '2.5', 'Value must be a whole number'],
      ['Hourly rate', 'abc', 'Value must be numeric'],
      ['Hourly rate', '0.99', 'The minimum value allowed is 1'],
      ['Hourly rate', '1000.01', 'The maximum value allowed is 1000'],
    ];
    for (const [name, value, message] of cases) {
      await user.clear(field(name));
      await user.type(field(name), value);
      await user.click(screen.getByRole('button', { name: 'Publish offer' }));
      await waitFor(() => expect(messageOf(name)).toBe(message));
    }
    await user.click(field('Notes'));
    await user.paste('x'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Publish offer' }));
    await waitFor(() => expect(messageOf('Notes')).toBe('The maximum length allowed is 2000'));
    expect(posts.count).toBe(0);
  });

  it('Notes count what is typed against their rule’s 2,000, marked once over, as the order’s Notes', async () => {
    const { user, form } = await ownerOnFindAi();
    const posts = countOfferPosts();
    expect(field('Notes')).toHaveAccessibleDescription(/0 \/ 2,000 characters/);
    await user.click(field('Notes'));
    await user.paste('x'.repeat(2000));
    expect(within(form).getByText('2,000 / 2,000')).not.toHaveClass('app-char-count--over');
    await user.paste('x');
    expect(within(form).getByText('2,001 / 2,000')).toHaveClass('app-char-count--over');
    await user.click(screen.getByRole('button', { name: 'Publish offer' }));
    await waitFor(() => expect(messageOf('Notes')).toBe('The maximum length allowed is 2000'));
    // Kept whole: the count says how much to cut.
    expect(field('Notes')).toHaveValue('x'.repeat(2001));
    expect(posts.count).toBe(0);
  });

  it("asks for no more helpers than the order's open spots, before calling the server", async () => {
    const { user } = await ownerOnFindAi();
    const posts = countOfferPosts();
    const order = await pickFirstOrder(user);
    const accepted = db.order_invitations
      .findMany((q) => q.where({ order_id: order.id }))
      .filter((i) => i.status === 'accepted').length;
    const open = order.helpers_needed - accepted;
    // The proposal is the open spots; one more is refused on the field.
    await waitFor(() => expect(field('Helpers needed')).toHaveValue(String(open)));
    await user.clear(field('Helpers needed'));
    await user.type(field('Helpers needed'), String(open + 1));
    await user.click(screen.getByRole('button', { name: 'Publish offer' }));
    await waitFor(() =>
      expect(messageOf('Helpers needed')).toBe(`The maximum value allowed is ${open}`),
    );
    expect(posts.count).toBe(0);
  });

  it('a 422 from the server lands on its field and keeps everything typed', async () => {
    const { user } = await ownerOnFindAi();
    const order = await pickFirstOrder(user);
    await user.clear(field('Helpers needed'));
    await user.type(field('Helpers needed'), '1');
    await user.clear(field('Hourly rate'));
    await user.type(field('Hourly rate'), '41.25');
    await user.type(field('Notes'), 'Piano on the 2nd floor');
    server.use(
      http.post('*/api/company-branches/:id/outsource-offers', () =>
        HttpResponse.json(
          {
            data: null,
            message: 'The hourly rate is below the market minimum.',
            errors: { hourly_rate: ['The hourly rate is below the market minimum.'] },
            success: false,
          },
          { status: 422 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Publish offer' }));
    await waitFor(() =>
      expect(messageOf('Hourly rate')).toBe('The hourly rate is below the market minimum.'),
    );
    expect(field('Hourly rate')).toHaveAttribute('aria-invalid', 'true');
    expect(orderSelect()).toHaveValue(String(order.id));
    expect(field('Helpers needed')).toHaveValue('1');
    expect(field('Hourly rate')).toHaveValue('41.25');
    expect(field('Notes')).toHaveValue('Piano on the 2nd floor');
    expect(db.outsource_offers.findMany((q) => q.where({ order_id: order.id }))).toHaveLength(0);
  });

  it('a failed publish says what the other forms say: not published, everything still here (QA helper-113)', async () => {
    const { user } = await ownerOnFindAi();
    const order = await pickFirstOrder(user);
    await user.type(field('Notes'), 'Piano on the 2nd floor');
    server.use(
      http.post(
        '*/api/company-branches/:id/outsource-offers',
        () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        { once: true },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Publish offer' }));
    const form = screen.getByRole('form', { name: 'New offer' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /^The offer was not published\. Everything you entered is still here; try again\.$/,
    );
    expect(orderSelect()).toHaveValue(String(order.id));
    expect(field('Notes')).toHaveValue('Piano on the 2nd floor');
    expect(db.outsource_offers.findMany((q) => q.where({ order_id: order.id }))).toHaveLength(0);
  });

  it('a manager is sent to the owner for the plan, not to a Change plan they do not have (QA 2026-12-04)', async () => {
    await putCompanyOnPlan('company_free');
    localStorage.setItem('token', await loginAs('manager@demo.test'));
    renderApp('/company/outsourcing');
    const form = await screen.findByRole('form', { name: 'New offer' });
    const notice = await within(form).findByText(
      /^Your Starter plan does not include outsourcing offers\./,
    );
    expect(notice).toHaveTextContent(
      'Your Starter plan does not include outsourcing offers. Only the company owner can change the plan to publish offers.',
    );
    expect(within(notice).getByRole('link', { name: 'change the plan' })).toHaveAttribute(
      'href',
      '/company/settings/subscription',
    );
  });

  it('on a plan without outsourcing offers, the form says so up front and Publish offer is off (QA 57a M4)', async () => {
    await putCompanyOnPlan('company_free');
    const posts = countOfferPosts();
    const { user, form } = await ownerOnFindAi();
    // Said before anything is chosen, with the way to another plan.
    expect(
      await within(form).findByText(/^Your Starter plan does not include outsourcing offers\./),
    ).toHaveTextContent(
      'Your Starter plan does not include outsourcing offers. Change plan to publish offers.',
    );
    await pickFirstOrder(user);
    await user.click(screen.getByRole('checkbox', { name: /Helper/ }));
    // Publishing could only be refused: nothing to press (it was pressed, and refused, 403).
    expect(screen.getByRole('button', { name: 'Publish offer' })).toBeDisabled();
    expect(posts.count).toBe(0);
  });

  it('a plan changed elsewhere after the page loaded: the plan is read again, and its notice is the one alert (review 58)', async () => {
    const posts = countOfferPosts();
    const { user, form } = await ownerOnFindAi();
    await loadToaster();
    const before = db.outsource_offers.findMany((q) => q.where(() => true)).length;
    const order = await pickFirstOrder(user);
    await user.click(screen.getByRole('checkbox', { name: /Helper/ }));
    // The owner moves to Starter in another tab; this page still read Pro.
    await putCompanyOnPlan('company_free');
    expect(within(form).queryByText(/does not include outsourcing offers/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publish offer' }));
    // The refusal made the page read the plan again: its notice says what was not done, once
    // (no form message repeats it; the toast stays, spec section 8), and takes the focus.
    const alert = await within(form).findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        /^The offer was not published\s*Your Starter plan does not include outsourcing offers\. Change plan to publish offers\.$/,
      ),
    );
    expect(within(form).getAllByRole('alert')).toHaveLength(1);
    await waitFor(() => expect(alert).toHaveFocus());
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'Your Starter plan does not include outsourcing offers. Change plan to publish offers.',
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Publish offer' })).toBeDisabled(),
    );
    expect(posts.count).toBe(1);
    expect(db.outsource_offers.findMany((q) => q.where(() => true))).toHaveLength(before);
    expect(orderSelect()).toHaveValue(String(order.id));
  });

  it('a refusal the plan as read does not explain: the notice says the server’s words as the one alert', async () => {
    server.use(
      http.post('*/api/company-branches/:id/outsource-offers', () =>
        HttpResponse.json(
          {
            data: null,
            message: 'Offers are paused for your company.',
            errors: { plan: ['Offers are paused for your company.'] },
            success: false,
          },
          { status: 403 },
        ),
      ),
    );
    const { user, form } = await ownerOnFindAi();
    await pickFirstOrder(user);
    await user.click(screen.getByRole('checkbox', { name: /Helper/ }));
    await user.click(screen.getByRole('button', { name: 'Publish offer' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(
      /^The offer was not published\s*Offers are paused for your company\.$/,
    );
    expect(within(form).getAllByRole('alert')).toHaveLength(1);
  });

  it('with no order to offer, on a plan without outsourcing offers, says what the plan lacks above the empty state (QA 58 L1)', async () => {
    const austin = austinId();
    for (const order of db.orders.findMany((q) => q.where({ branch_id: austin })))
      await db.patch('orders', order.id, { cancelled_at: new Date().toISOString() });
    await putCompanyOnPlan('company_free');
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    renderApp('/company/outsourcing');
    expect(await screen.findByText('No orders to offer')).toBeInTheDocument();
    expect(
      await screen.findByText(/^Your Starter plan does not include outsourcing offers\./),
    ).toBeInTheDocument();
  });

  it('the real mock refuses a second live offer for the order on the Order field', async () => {
    const { user, token } = await ownerOnFindAi();
    const order = await pickFirstOrder(user);
    await user.type(field('Notes'), 'Keep me');
    // Someone else (another tab) offers the same order meanwhile.
    await offerElsewhere(token, order.id);
    await user.click(screen.getByRole('button', { name: 'Publish offer' }));
    const describedBy = await waitFor(() => {
      const id = orderSelect().getAttribute('aria-describedby');
      expect(id).toBeTruthy();
      return id!;
    });
    // Why, and what to do instead.
    expect(document.getElementById(describedBy)).toHaveTextContent(
      'This order already has an open offer. Answer its applications, or withdraw it to publish a new one.',
    );
    expect(orderSelect()).toHaveValue(String(order.id));
    expect(field('Notes')).toHaveValue('Keep me');
  });

  it('a chosen order that someone else offers meanwhile is named as gone, and Publish sends nothing (QA 55)', async () => {
    const { user, token, queryClient } = await ownerOnFindAi();
    const order = await pickFirstOrder(user);
    await offerElsewhere(token, order.id);
    // The page learns of it (the pushed offer change refreshes the lists).
    await act(() => queryClient.invalidateQueries());
    const text = `Order #${order.number} can no longer be offered: it was offered, filled or closed meanwhile. Choose another order.`;
    expect(await screen.findByText(text)).toBeInTheDocument();
    const posts = countOfferPosts();
    await user.click(screen.getByRole('button', { name: 'Publish offer' }));
    await waitFor(() =>
      expect(
        document.getElementById(orderSelect().getAttribute('aria-describedby') ?? '')?.textContent,
      ).toBe(text),
    );
    // Said once: on the field now, not also above it.
    expect(screen.getAllByText(text)).toHaveLength(1);
    expect(posts.count).toBe(0);
  });

  it('?order= preselects an order and proposes its terms', async () => {
    const branchId = austinId();
    const now = Date.now();
    const offered = new Set(
      db.outsource_offers.findMany((q) => q.where({ branch_id: branchId })).map((o) => o.order_id),
    );
    const order = db.orders
      .findMany((q) => q.where({ branch_id: branchId }))
      .find(
        (o) =>
          o.status !== 4 &&
          o.completed_at == null &&
          o.cancelled_at == null &&
          Date.parse(o.start_at) > now &&
          !offered.has(o.id),
      )!;
    const { user } = await ownerOnFindAi(`/company/outsourcing?order=${order.id}`);
    expect(orderSelect()).toHaveValue(String(order.id));
    expect(field('Hourly rate')).toHaveValue((order.hourly_rate / 100).toFixed(2));
    // Published, the address lets it go: it said "already offered" under the toast (QA
    // helper-94).
    await user.click(screen.getByRole('checkbox', { name: /Helper/ }));
    await user.click(screen.getByRole('button', { name: 'Publish offer' }));
    expect(
      await screen.findByText(`Offer for order #${order.number} published`),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    await pauseInAct(300);
    expect(screen.queryByText(/is already offered to the marketplace/)).not.toBeInTheDocument();
  });

  it('?order= of an order already offered says so, with the way to its applications (QA 58 L7)', async () => {
    const offer = db.outsource_offers.findFirst((q) =>
      q.where({ branch_id: austinId(), status: 'open' }),
    )!;
    const order = db.findById('orders', offer.order_id)!;
    const { user } = await ownerOnFindAi(`/company/outsourcing?order=${order.id}`);
    const note = screen
      .getAllByRole('status')
      .find((el) => el.textContent?.includes('already offered'))!;
    expect(note).toHaveTextContent(
      `Order #${order.number} is already offered to the marketplace. See its applications`,
    );
    expect(orderSelect()).toHaveValue('');
    await user.click(within(note).getByRole('link', { name: 'See its applications' }));
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/company/outsourcing/offer-applications/${offer.id}`),
    );
  });

  it('a branch that serves no county says no helper would see the offer, and Publish waits for its counties (QA 57 H2)', async () => {
    await db.patch('branches', austinId(), { serving_area_ids: [] });
    await ownerOnFindAi();
    const notice = await screen.findByText('No helper would see this offer');
    expect(notice.closest('.bp6-callout')).toHaveTextContent(
      'Your branch serves no counties yet, and offers go to the helpers who work where the branch does. Add the counties it serves on the Branch page first.',
    );
    expect(screen.getByRole('link', { name: 'Add the counties it serves' })).toHaveAttribute(
      'href',
      '/company/branch',
    );
    expect(screen.getByRole('button', { name: 'Publish offer' })).toBeDisabled();
  });

  it('shows the open offers of the branch beside the form', async () => {
    await ownerOnFindAi();
    const open = db.outsource_offers
      .findMany((q) => q.where({ branch_id: austinId(), status: 'open' }))
      .map((o) => db.findById('orders', o.order_id)!.number);
    const region = await screen.findByRole('region', { name: 'Open offers' });
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(open.length));
    for (const number of open)
      expect(
        within(region).getByRole('article', { name: `Offer for order #${number}` }),
      ).toBeVisible();
  });
});

describe('Find AI: the offer form’s hints', () => {
  // A working-day morning: the branch has upcoming orders to offer, whatever the day of the run.
  fixedClock(new Date('2027-03-09T15:30:00Z'));

  it('an empty form shows no number that could pass for a value', async () => {
    const { form } = await ownerOnFindAi();
    expect(field('Helpers needed')).toHaveValue('');
    expect(field('Hourly rate')).toHaveValue('');
    // A grey '2' or '35.00' read as filled in; the example is said under the field instead.
    expect(within(form).queryAllByPlaceholderText(/^\$?\d[\d.,]*$/)).toEqual([]);
    expect(field('Hourly rate')).toHaveAccessibleDescription('In dollars, e.g. 37.50');
  });
});
