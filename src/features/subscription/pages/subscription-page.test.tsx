import { act, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'wouter/use-browser-location';
import { loadDraft } from '@/platform/forms/drafts';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, server } from '@mocks/node';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import type { Subscription } from '@/platform/api/generated/model';
import { formatDate } from '@/platform/format';
import { externalNavigation } from '@/platform/routing';
import { READ_ONLY_TEXT } from './subscription-page';

setupMockServer();
afterEach(() => vi.restoreAllMocks());

const plan = (code: string) => db.subscription_plans.findFirst((q) => q.where({ code }))!;
const companySubscription = () => {
  const owner = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
  return db.subscriptions.findFirst((q) => q.where({ company_id: owner.company_id ?? -1 }))!;
};

async function openPage(email = 'owner@demo.test', path = '/company/settings/subscription') {
  localStorage.setItem('token', await loginAs(email));
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Pro', level: 2 });
  return app;
}

const plansList = () => screen.getByRole('list', { name: 'Plans' });
const planCard = (name: string) => within(plansList()).getByRole('listitem', { name });

/** Records the body of every plan change, then lets the mock answer it. */
function capturePlanChanges() {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/subscription', async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}

/** The mock has no payment provider: this answers a change as a real one would, with a link. */
function answerWithCheckout(url: string) {
  server.use(
    http.post('*/api/subscription', () => {
      const current = companySubscription();
      const response: Subscription = {
        id: current.id,
        plan: { ...plan('company_pro'), features: [...plan('company_pro').features] },
        status: 'active',
        started_at: current.started_at,
        current_period_end: current.current_period_end,
        cancel_at_period_end: false,
        checkout_url: url,
        usage: null,
      };
      return HttpResponse.json({
        data: response,
        message: 'Payment needed.',
        errors: {},
        success: true,
      });
    }),
  );
}

describe('Subscription page', () => {
  it('shows the current plan: status, price, renewal, what it includes', async () => {
    await openPage();
    const current = screen.getByRole('region', { name: 'Pro' });
    expect(within(current).getByText('Active')).toBeInTheDocument();
    expect(within(current).getByText('$49.00 / month')).toBeInTheDocument();
    expect(
      within(current).getByText(
        `Renews on ${formatDate(companySubscription().current_period_end)}`,
      ),
    ).toBeInTheDocument();
    const includes = within(current).getByRole('list', { name: 'Pro includes' });
    expect(
      within(includes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(plan('company_pro').features);
    // Its features say its limits ('Up to 5 branches'): they are not said again as rows.
    expect(within(current).queryByText('Branches')).not.toBeInTheDocument();
    expect(within(current).queryByText('Team members')).not.toBeInTheDocument();

    // The plans to switch to, the current one marked and without a button.
    expect(
      within(plansList())
        .getAllByRole('listitem')
        .filter((li) => li.classList.contains('sub-plan'))
        .map((li) => li.querySelector('h3')?.textContent),
    ).toEqual(['Starter', 'Pro', 'Business']);
    expect(within(planCard('Pro')).getByText('Current plan')).toBeInTheDocument();
    expect(within(planCard('Pro')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(planCard('Business')).getByText('Unlimited branches')).toBeInTheDocument();
    expect(
      within(planCard('Starter')).getByRole('button', { name: 'Switch to Starter' }),
    ).toBeInTheDocument();
  });

  it('switches plan after a confirmation naming both plans', async () => {
    const bodies = capturePlanChanges();
    const { user } = await openPage();
    await user.click(
      within(planCard('Business')).getByRole('button', { name: 'Upgrade to Business' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    expect(dialog).toHaveTextContent(
      'Upgrade from Pro ($49.00 / month) to Business ($149.00 / month)?',
    );
    // A double click asks for one change (review 53 H3: it sent two).
    await user.dblClick(within(dialog).getByRole('button', { name: 'Upgrade to Business' }));

    expect(await screen.findByText('You are now on the Business plan')).toBeInTheDocument();
    expect(bodies).toEqual([{ plan_id: plan('company_business').id }]);
    expect(companySubscription().plan_id).toBe(plan('company_business').id);
    const current = await screen.findByRole('region', { name: 'Business' });
    expect(within(current).getByText('$149.00 / month')).toBeInTheDocument();
    expect(within(current).getByText('Unlimited branches')).toBeInTheDocument();
    expect(within(planCard('Business')).getByText('Current plan')).toBeInTheDocument();
    expect(
      within(planCard('Pro')).getByRole('button', { name: 'Switch to Pro' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('warns before a plan with fewer branches than the company has; Cancel changes nothing', async () => {
    const bodies = capturePlanChanges();
    const { user } = await openPage();
    await user.click(
      within(planCard('Starter')).getByRole('button', { name: 'Switch to Starter' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    expect(within(dialog).getByText('You have 3 branches; Starter allows 1.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([]);
    expect(companySubscription().plan_id).toBe(plan('company_pro').id);
  });

  it('warns about every limit Starter would exceed and the features it would lose, and what happens', async () => {
    const { user } = await openPage();
    await user.click(
      within(planCard('Starter')).getByRole('button', { name: 'Switch to Starter' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    const warnings = within(dialog).getByRole('list', { name: 'What Starter does not cover' });
    // How many offers are open depends on the seed's day; the company has several.
    const branchIds = new Set(
      db.branches
        .findMany((q) => q.where({ company_id: companySubscription().company_id! }))
        .map((b) => b.id),
    );
    const openOffers = db.outsource_offers.findMany((q) =>
      q.where((o) => branchIds.has(o.branch_id) && o.status === 'open'),
    ).length;
    expect(openOffers).toBeGreaterThan(1);
    // The API's count: 47 members of its own across the 3 branches (the demo manager's 2 among them; not the 5 helpers).
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'You have 3 branches; Starter allows 1.',
      'You have 47 team members; Starter allows 5.',
      `You have ${openOffers} open outsourcing offers; Starter does not include outsourcing offers.`,
      'Starter does not include helper search.',
    ]);
    expect(dialog).toHaveTextContent(
      'Nothing is deleted: everything you have now is kept. On Starter you cannot add a branch, add a team member, publish an offer or find and invite helpers.',
    );
    // Business covers it all: no warning.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(
      within(planCard('Business')).getByRole('button', { name: 'Upgrade to Business' }),
    );
    const upgrade = await screen.findByRole('dialog', { name: 'Change plan' });
    expect(within(upgrade).queryByRole('list')).not.toBeInTheDocument();
  });

  it('goes to a secure checkout link the change comes back with', async () => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
    answerWithCheckout('https://checkout.example.com/session/abc');
    const { user } = await openPage();
    await user.click(
      within(planCard('Business')).getByRole('button', { name: 'Upgrade to Business' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Change plan' })).getByRole('button', {
        name: 'Upgrade to Business',
      }),
    );
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.example.com/session/abc'),
    );
  });

  it('does not open a checkout link that is neither https nor this site', async () => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
    answerWithCheckout('http://checkout.example.com/session/abc');
    const { user } = await openPage();
    await user.click(
      within(planCard('Business')).getByRole('button', { name: 'Upgrade to Business' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Change plan' })).getByRole('button', {
        name: 'Upgrade to Business',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment page could not be opened',
    );
    expect(assign).not.toHaveBeenCalled();
    // The plan shown is still the current one.
    expect(screen.getByRole('region', { name: 'Pro' })).toBeInTheDocument();
  });

  it("shows a manager the company's plan read-only", async () => {
    await openPage('manager@demo.test');
    expect(screen.getByText(READ_ONLY_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Plans' })).toBeInTheDocument();
    expect(within(plansList()).queryAllByRole('button')).toEqual([]);
  });

  it("follows the owner's plan change live on a manager's open page (QA 56)", async () => {
    const { realtime } = await openPage('manager@demo.test');
    const branchChannel = () => [...realtime.joined].find((c) => c.startsWith('branch.'));
    await waitFor(() => expect(branchChannel()).toBeDefined());
    // The owner switches to Business meanwhile; the server says so on the branch's channel.
    const subscription = companySubscription();
    await db.patch('subscriptions', subscription.id, { plan_id: plan('company_business').id });
    realtime.emit(branchChannel()!, 'subscription-changed', {
      id: subscription.id,
      plan: 'company_business',
    });
    expect(await screen.findByRole('heading', { name: 'Business', level: 2 })).toBeInTheDocument();
  });

  it('is reached from /company/settings and from the account menu', async () => {
    const { user } = await openPage('owner@demo.test', '/company/settings');
    expect(window.location.pathname).toBe('/company/settings/subscription');
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Branch' }));
    await waitFor(() => expect(window.location.pathname).toBe('/company/branch'));
    // The first menu plays its closing transition; its items must be gone before the menu is
    // opened again, or the search finds the closing one (a flake under load).
    await waitFor(() =>
      expect(screen.queryByRole('menuitem', { name: 'Branch' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Subscription' }));
    await waitFor(() => expect(window.location.pathname).toBe('/company/settings/subscription'));
    expect(await screen.findByRole('heading', { name: 'Pro', level: 2 })).toBeInTheDocument();
  });
});

describe("the company's name (QA 57a M3)", () => {
  const company = () => {
    const owner = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
    return db.findById('companies', owner.company_id!)!;
  };

  /** The owner's Subscription page: the name replaced by `name` and saved. */
  async function renameTo(name: string) {
    const { user } = await openPage();
    const form = await screen.findByRole('form', { name: 'Company name' });
    const field = within(form).getByRole('textbox', { name: 'Company name' });
    await user.clear(field);
    await user.type(field, name);
    await user.click(within(form).getByRole('button', { name: 'Save name' }));
    return { form, field };
  }

  it('the owner renames the company: checked first, then saved and said', async () => {
    const { user } = await openPage();
    const form = await screen.findByRole('form', { name: 'Company name' });
    const field = within(form).getByRole('textbox', { name: 'Company name' });
    expect(field).toHaveValue('Lone Star Movers');
    // A rename leaves the branches' names as they are, and says so (QA 58 L9).
    expect(field).toHaveAccessibleDescription(
      'Helpers see it on every job you send them. Your branches keep their own names.',
    );
    const save = within(form).getByRole('button', { name: 'Save name' });
    // Nothing to save until it is edited.
    expect(save).toBeDisabled();
    await user.clear(field);
    await user.click(save);
    expect(field).toHaveAccessibleDescription(/Value is required/);
    expect(company().name).toBe('Lone Star Movers');
    await user.type(field, 'Lone Star Moving Co');
    await user.click(save);
    expect(await screen.findByText('Company renamed to Lone Star Moving Co')).toBeInTheDocument();
    expect(company().name).toBe('Lone Star Moving Co');
    await waitFor(() => expect(save).toBeDisabled());
  });

  it("a refused rename keeps the typing and shows the server's reason on the field", async () => {
    server.use(
      http.put('*/api/company', () =>
        HttpResponse.json(
          {
            data: null,
            message: 'The name has already been taken.',
            errors: { name: ['The name has already been taken.'] },
            success: false,
          },
          { status: 422 },
        ),
      ),
    );
    const { field } = await renameTo('Sunshine State Movers');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/The name has already been taken\./),
    );
    expect(field).toHaveValue('Sunshine State Movers');
    expect(company().name).toBe('Lone Star Movers');
  });

  it("a server failure on rename says the company was not renamed, not a bare 'Server Error' (QA 58 L4)", async () => {
    server.use(
      http.put('*/api/company', () =>
        HttpResponse.json(
          { data: null, message: 'Server Error', errors: {}, success: false },
          { status: 500 },
        ),
      ),
    );
    const { form, field } = await renameTo('Sunshine State Movers');
    expect(
      await within(form).findByText(
        'The company was not renamed. Everything you entered is still here; try again.',
      ),
    ).toBeInTheDocument();
    expect(within(form).queryByText('Server Error')).not.toBeInTheDocument();
    expect(field).toHaveValue('Sunshine State Movers');
    expect(company().name).toBe('Lone Star Movers');
  });

  it('a name typed and left for another page is offered back there, and Restore puts it back', async () => {
    const { user } = await openPage();
    const field = () =>
      within(screen.getByRole('form', { name: 'Company name' })).getByRole('textbox', {
        name: 'Company name',
      });
    await user.clear(await waitFor(field));
    await user.type(field(), 'Lone Star Typo Co');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Company' })).getByRole('link', {
        name: 'Team',
      }),
    );
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/company\/team/));
    // Left once the Team page shows: the address changes at once, and while Team's chunk loads
    // React keeps this page mounted, hidden under the fallback. On a loaded machine the test
    // came back before the chunk had, so the page was never left (the form still held the
    // typing, and rightly offered nothing; 1 run in 3 beside two CPU hogs).
    await screen.findByRole('navigation', { name: 'Team lists' });
    // Kept as the page went (the drafts store is written a moment later).
    const ownerId = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!.id;
    await waitFor(async () => expect(await loadDraft(ownerId, 'company:name')).not.toBeNull());
    await act(() => navigate('/company/settings/subscription'));
    const form = await screen.findByRole('form', { name: 'Company name' });
    await waitFor(() =>
      expect(form).toHaveTextContent(/You left this form before saving the company's name/),
    );
    expect(field()).toHaveValue('Lone Star Movers');
    await user.click(within(form).getByRole('button', { name: 'Restore' }));
    expect(field()).toHaveValue('Lone Star Typo Co');
    expect(company().name).toBe('Lone Star Movers');
  });

  it('a company the server refuses to show (403) reads as not yours, with no Try again', async () => {
    server.use(
      http.get('*/api/company', () =>
        HttpResponse.json(
          { data: null, message: 'This action is unauthorized.', errors: {}, success: false },
          { status: 403 },
        ),
      ),
    );
    await openPage();
    const card = await screen.findByRole('region', { name: 'Company' });
    expect(await within(card).findByText('Not yours to open')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('a manager reads it, and is told only the owner renames it', async () => {
    await openPage('manager@demo.test');
    const card = (await screen.findByRole('heading', { name: 'Company', level: 2 })).closest(
      'section',
    )!;
    await waitFor(() =>
      expect(card).toHaveTextContent('Lone Star Movers · Only the company owner can rename it.'),
    );
    expect(within(card).queryByRole('textbox')).toBeNull();
  });

  it("a manager's open Settings follows the owner's rename, pushed (QA 58 M5)", async () => {
    const { realtime } = await openPage('manager@demo.test');
    const card = (await screen.findByRole('heading', { name: 'Company', level: 2 })).closest(
      'section',
    )!;
    await waitFor(() => expect(card).toHaveTextContent(/^CompanyLone Star Movers/));
    const branchChannel = () => [...realtime.joined].find((c) => c.startsWith('branch.'));
    await waitFor(() => expect(branchChannel()).toBeDefined());
    await db.patch('companies', company().id, { name: 'Lone Star Moving Co' });
    realtime.emit(branchChannel()!, 'company-changed', { id: company().id });
    await waitFor(() => expect(card).toHaveTextContent(/^CompanyLone Star Moving Co ·/));
  });
});
