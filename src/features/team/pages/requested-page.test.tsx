import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { db, server } from '@mocks/node';
import { putCompanyOnPlan } from '@mocks/testing/plans';
import { USER_TYPE, type UserRecord } from '@mocks/db';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { formatHourlyRate, fullName } from '@/platform/format';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';
import { TYPING_PAUSE_MS } from '@/platform/ui';
import { holdRequests } from '@/platform/testing/held-requests.test-helpers';

setupMockServer();

function requestedFacts(city = 'Austin') {
  const branch = db.branches.findFirst((q) => q.where({ name: `Lone Star Movers ${city}` }))!;
  const invitations = db.branch_invitations
    .findMany((q) => q.where({ branch_id: branch.id }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  const helper = (id: number) => db.findById('users', id)!;
  const members = db.employees.findMany((q) =>
    q.where((e) => e.branch_id === branch.id && e.deleted_at == null),
  );
  const invited = new Set(invitations.map((i) => i.helper_id));
  // A marketplace helper with no tie to the branch: the one to invite.
  const stranger = db.users
    .findMany((q) => q.where({ type: USER_TYPE.helper }))
    .sort((a, b) => a.id - b.id)
    .find((u) => !invited.has(u.id) && !members.some((m) => m.user_id === u.id))!;
  return { branch, invitations, helper, stranger };
}

async function ownerAt(path: string) {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  return renderApp(path);
}

const tab = (label: string) =>
  within(screen.getByRole('navigation', { name: 'Team lists' })).getByRole('link', {
    name: new RegExp(`^${label}`),
  });
const invitationCards = () =>
  within(screen.getByRole('list', { name: 'Invitations' })).getAllByRole('article');

async function openFindHelpers(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Find helpers' }));
  return screen.findByRole('dialog', { name: 'Find helpers' });
}

/** The row of a search result, by the helper's name. */
function resultRow(dialog: HTMLElement, helper: UserRecord) {
  const results = within(dialog).getByRole('list', { name: 'Helpers found' });
  return within(results)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(fullName(helper)))!;
}

/**
 * Holds the helper search's answers to the calls `held` picks; release them in a `finally`,
 * so no request is left waiting whatever failed.
 */
const holdSearch = (held: (params: URLSearchParams) => boolean) =>
  holdRequests('get', '*/api/company-branches/:id/search-helpers-globally', (request) =>
    held(new URL(request.url).searchParams),
  );

describe('Requested', () => {
  it('a status that is none (?status=nope) lists them all, and the address says so (QA helper-97)', async () => {
    const facts = requestedFacts();
    await ownerAt('/company/team/requested?status=nope');
    await screen.findByText(`Showing 1–${facts.invitations.length} of ${facts.invitations.length}`);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All');
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('lists the branch’s invitations newest first with their status, and filters by status', async () => {
    const facts = requestedFacts();
    const { user } = await ownerAt('/company/team/requested');
    await screen.findByText(`Showing 1–${facts.invitations.length} of ${facts.invitations.length}`);
    expect(tab('Requested')).toHaveAttribute('aria-current', 'page');
    const label = {
      pending: 'Pending',
      accepted: 'Accepted',
      rejected: 'Declined',
      cancelled: 'Cancelled',
    };
    expect(invitationCards().map((c) => c.getAttribute('aria-label'))).toEqual(
      facts.invitations.map((i) => fullName(facts.helper(i.helper_id))),
    );
    invitationCards().forEach((c, index) => {
      const invitation = facts.invitations[index]!;
      expect(c).toHaveTextContent(label[invitation.status]);
      const profile = db.helper_profiles.findFirst((q) =>
        q.where({ user_id: invitation.helper_id }),
      )!;
      expect(c).toHaveTextContent(`Asks ${formatHourlyRate(profile.hourly_rate)}`);
      // Only a pending invitation can be withdrawn; its button is named by the person (QA
      // helper-121 M6: two cards' "Cancel invitation" read alike).
      expect(
        Boolean(
          within(c).queryByRole('button', {
            name: `Cancel invitation of ${fullName(facts.helper(invitation.helper_id))}`,
          }),
        ),
      ).toBe(invitation.status === 'pending');
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    const pending = facts.invitations.filter((i) => i.status === 'pending');
    await screen.findByText(`Showing 1–${pending.length} of ${pending.length}`);
    expect(window.location.search).toBe('?status=pending');
    expect(invitationCards()).toHaveLength(pending.length);
  });

  it('cancels a pending invitation after a dialog naming the helper', async () => {
    const facts = requestedFacts();
    const target = facts.invitations.find((i) => i.status === 'pending')!;
    const name = fullName(facts.helper(target.helper_id));
    const { user } = await ownerAt('/company/team/requested');
    const cardOf = () => screen.getByRole('article', { name });
    await screen.findByRole('article', { name });

    await user.click(
      within(cardOf()).getByRole('button', { name: `Cancel invitation of ${name}` }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Cancel invitation' });
    expect(dialog).toHaveTextContent(`Cancel the invitation of ${name} to this branch?`);
    await user.click(within(dialog).getByRole('button', { name: 'Keep invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.findById('branch_invitations', target.id)!.status).toBe('pending');

    await user.click(
      within(cardOf()).getByRole('button', { name: `Cancel invitation of ${name}` }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Cancel invitation' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    expect(await screen.findByText(`Invitation of ${name} cancelled`)).toBeInTheDocument();
    await waitFor(() => expect(cardOf()).toHaveTextContent('Cancelled'));
    expect(
      within(cardOf()).queryByRole('button', { name: `Cancel invitation of ${name}` }),
    ).toBeNull();
    expect(db.findById('branch_invitations', target.id)!.status).toBe('cancelled');
  });

  it('a failed cancel says so in its dialog, which stays for another try (QA helper-110)', async () => {
    const facts = requestedFacts();
    const target = facts.invitations.find((i) => i.status === 'pending')!;
    const name = fullName(facts.helper(target.helper_id));
    server.use(
      http.post(
        '*/api/helper/company-branch-invitation/:id/cancel-by-company',
        () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = await ownerAt('/company/team/requested');
    const card = await screen.findByRole('article', { name });
    await user.click(within(card).getByRole('button', { name: `Cancel invitation of ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel invitation' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The invitation was not cancelled. Try again.',
    );
    expect(db.findById('branch_invitations', target.id)!.status).toBe('pending');
  });
});

describe('Find helpers', () => {
  it('on a plan without helper search, the box is disabled, the plan notice says why, and nothing is searched', async () => {
    await putCompanyOnPlan('company_free');
    await loadToaster();
    const searches = { count: 0 };
    const count = ({ request }: { request: Request }) => {
      if (request.url.includes('/search-helpers-globally')) searches.count += 1;
    };
    server.events.on('request:start', count);
    onTestFinished(() => void server.events.removeListener('request:start', count));
    const { user } = await ownerAt('/company/team/employees');
    const dialog = await openFindHelpers(user);
    const notice = await within(dialog).findByText(
      /^Your Starter plan does not include helper search\./,
    );
    expect(notice).toHaveTextContent(
      'Your Starter plan does not include helper search. Change plan to find and invite helpers.',
    );
    expect(within(notice).getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      '/company/settings/subscription',
    );
    expect(within(dialog).getByRole('searchbox', { name: 'Search helpers' })).toBeDisabled();
    // The disabled box cannot take the focus: the way out does, in the dialog (QA 205 M3).
    await waitFor(() =>
      expect(within(notice).getByRole('link', { name: 'Change plan' })).toHaveFocus(),
    );
    // Past the typing pause: no search was sent for the API to refuse, so no failure is shown.
    await pauseInAct(TYPING_PAUSE_MS + 200);
    expect(searches.count).toBe(0);
    expect(within(dialog).queryByText('Not in your plan')).not.toBeInTheDocument();
    expect(
      within(dialog).queryByText('Marketplace helpers: your area first, then best rated'),
    ).not.toBeInTheDocument();
    expect(toastTexts()).toEqual([]);
  });

  it('with no invitation yet, on a plan without helper search: says so and links Change plan, not a search it cannot use (QA 57a M4)', async () => {
    const austin = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
    db.branch_invitations.deleteMany((q) => q.where({ branch_id: austin.id }));
    await putCompanyOnPlan('company_free');
    await ownerAt('/company/team/requested');
    const empty = (await screen.findByText('No invitations yet')).closest('.bp6-non-ideal-state')!;
    await waitFor(() =>
      expect(empty).toHaveTextContent(
        'Your Starter plan does not include helper search. Change plan to find marketplace helpers and invite them to this branch.',
      ),
    );
    expect(within(empty as HTMLElement).getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      '/company/settings/subscription',
    );
    expect(within(empty as HTMLElement).queryByRole('button', { name: 'Find helpers' })).toBeNull();
  });

  it('with no invitation yet, on a plan with it: the way to Find helpers', async () => {
    const austin = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
    db.branch_invitations.deleteMany((q) => q.where({ branch_id: austin.id }));
    const { user } = await ownerAt('/company/team/requested');
    const empty = (await screen.findByText('No invitations yet')).closest('.bp6-non-ideal-state')!;
    expect(empty).toHaveTextContent(
      'Find marketplace helpers by name, email or phone and invite them to this branch.',
    );
    await user.click(within(empty as HTMLElement).getByRole('button', { name: 'Find helpers' }));
    expect(await screen.findByRole('dialog', { name: 'Find helpers' })).toBeInTheDocument();
  });

  it('with a plan that cannot be known, leaves it to the API: its refusal in place of the results, no Try again', async () => {
    await putCompanyOnPlan('company_free');
    server.use(
      http.get('*/api/subscription', () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    );
    const { user } = await ownerAt('/company/team/employees');
    const dialog = await openFindHelpers(user);
    expect(await within(dialog).findByText('Not in your plan')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Your Starter plan does not include helper search. Change plan to find and invite helpers.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('searchbox', { name: 'Search helpers' })).toBeEnabled();
    expect(within(dialog).queryByText('Not yours to open')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('a plan changed since the dialog opened: the refused search reads the plan again, and the search turns off (review 58)', async () => {
    const { user } = await ownerAt('/company/team/employees');
    const dialog = await openFindHelpers(user);
    const box = within(dialog).getByRole('searchbox', { name: 'Search helpers' });
    expect(box).toBeEnabled();
    await putCompanyOnPlan('company_free');
    await user.type(box, 'Lopez');
    await waitFor(() => expect(box).toBeDisabled(), { timeout: 5000 });
    expect(
      await within(dialog).findByText(/^Your Starter plan does not include helper search\./),
    ).toBeInTheDocument();
  });

  it('searches as typing pauses and shows each result’s relation to the branch', async () => {
    const facts = requestedFacts();
    const maria = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    const pendingHelper = facts.helper(
      facts.invitations.find((i) => i.status === 'pending')!.helper_id,
    );
    const searched: (string | null)[] = [];
    server.use(
      http.get('*/api/company-branches/:id/search-helpers-globally', ({ request }) => {
        searched.push(new URL(request.url).searchParams.get('search'));
        return undefined;
      }),
    );
    const { user } = await ownerAt('/company/team/employees');
    const dialog = await openFindHelpers(user);
    // Nothing typed: the marketplace, who serves the branch’s area first, then best rated.
    expect(
      await within(dialog).findByText(/^Marketplace helpers: your area first, then best rated/),
    ).toBeInTheDocument();

    const search = within(dialog).getByRole('searchbox', { name: 'Search helpers' });
    await user.type(search, maria.email);
    await within(dialog).findByText(
      `Helpers matching “${maria.email}”: your area first, then best rated · 1 found`,
    );
    expect(within(resultRow(dialog, maria)).getByText('Already a member')).toBeInTheDocument();
    // Her own asking rate, named: the same figure her Team card and the crew picker give
    // (QA-215: the card said $32.00/h of her $32.50/h).
    const profile = db.helper_profiles.findFirst((q) => q.where({ user_id: maria.id }))!;
    const member = db.employees.findFirst((q) =>
      q.where({ user_id: maria.id, branch_id: facts.branch.id }),
    )!;
    expect(member.price).toBe(profile.hourly_rate);
    expect(
      within(resultRow(dialog, maria)).getByText(`Asks ${formatHourlyRate(profile.hourly_rate)}`),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Invite / })).toBeNull();
    // One call for the whole typed address, not one per key.
    expect(searched).toEqual([null, maria.email]);

    await user.clear(search);
    await user.type(search, pendingHelper.last_name);
    await waitFor(() =>
      expect(
        within(resultRow(dialog, pendingHelper)).getByText('Invitation pending'),
      ).toBeInTheDocument(),
    );
  });

  it('while a search is on its way, the last results stay and the hint says it is searching', async () => {
    const { stranger } = requestedFacts();
    // The typed search's answer waits until the test releases it.
    const searches = holdSearch((params) => params.has('search'));
    try {
      const { user } = await ownerAt('/company/team/employees');
      const dialog = await openFindHelpers(user);
      const hint = await within(dialog).findByText(
        /^Marketplace helpers: your area first, then best rated · \d+ found$/,
      );
      const shown = within(dialog).getAllByRole('listitem').length;

      await user.type(
        within(dialog).getByRole('searchbox', { name: 'Search helpers' }),
        stranger.email,
      );
      // Not "Helpers matching" over the marketplace's rows: those rows are not what was typed.
      await waitFor(() => expect(hint).toHaveTextContent(`Searching for “${stranger.email}”…`));
      expect(hint).not.toHaveTextContent('found');
      expect(within(dialog).getAllByRole('listitem')).toHaveLength(shown);

      await searches.release();
      await waitFor(() =>
        expect(hint).toHaveTextContent(
          `Helpers matching “${stranger.email}”: your area first, then best rated · 1 found`,
        ),
      );
      expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    } finally {
      await searches.release();
    }
  });

  it('another page of the same search keeps its hint while it loads', async () => {
    const pages = holdSearch((params) => params.get('page') === '2');
    try {
      const { user } = await ownerAt('/company/team/employees');
      const dialog = await openFindHelpers(user);
      const hint = await within(dialog).findByText(
        /^Marketplace helpers: your area first, then best rated · \d+ found$/,
      );
      const text = hint.textContent;
      const found = Number(/(\d+) found$/.exec(text!)![1]);
      // The one list footer, as every paged list has it.
      expect(within(dialog).getByText(`Showing 1–5 of ${found}`)).toBeInTheDocument();
      await user.click(
        within(within(dialog).getByRole('navigation', { name: 'Helper pages' })).getByRole(
          'button',
          { name: 'Page 2' },
        ),
      );
      await waitFor(() =>
        expect(within(dialog).getByRole('list', { name: 'Helpers found' })).toHaveAttribute(
          'aria-busy',
          'true',
        ),
      );
      expect(hint).toHaveTextContent(text!);
    } finally {
      await pages.release();
    }
  });

  it('a search, then the box cleared, starts the list again from page 1 (QA 2026-12-04)', async () => {
    const { user } = await ownerAt('/company/team/employees');
    const dialog = await openFindHelpers(user);
    const found = Number(
      /(\d+) found$/.exec(
        (
          await within(dialog).findByText(
            /^Marketplace helpers: your area first, then best rated · \d+ found$/,
          )
        ).textContent!,
      )![1],
    );
    const pages = () => within(dialog).getByRole('navigation', { name: 'Helper pages' });
    await user.click(within(pages()).getByRole('button', { name: 'Page 2' }));
    expect(
      await within(dialog).findByText(`Showing 6–${Math.min(10, found)} of ${found}`),
    ).toBeInTheDocument();
    const box = within(dialog).getByRole('searchbox', { name: 'Search helpers' });
    await user.type(box, 'zzzz-nobody');
    await within(dialog).findByText(/^Helpers matching “zzzz-nobody”/);
    await user.clear(box);
    expect(await within(dialog).findByText(`Showing 1–5 of ${found}`)).toBeInTheDocument();
  });

  it('invites a helper found by search: the row says pending, and the invitation is under Requested', async () => {
    const facts = requestedFacts();
    const { stranger } = facts;
    const { user } = await ownerAt('/company/team/requested');
    await screen.findByText(`Showing 1–${facts.invitations.length} of ${facts.invitations.length}`);
    const dialog = await openFindHelpers(user);
    await user.type(
      within(dialog).getByRole('searchbox', { name: 'Search helpers' }),
      stranger.email,
    );
    const invite = await within(dialog).findByRole('button', {
      name: `Invite ${fullName(stranger)}`,
    });
    await user.click(invite);
    expect(await screen.findByText(`Invitation sent to ${fullName(stranger)}`)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(resultRow(dialog, stranger)).getByText('Invitation pending'),
      ).toBeInTheDocument(),
    );
    // The focus went from Invite to the status that replaced it: still in the dialog, so
    // the keyboard goes on from there (review 54).
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/^Invitation pending$/));
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    // The dialog is gone with its opener's focus given back.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Find helpers' })).toHaveFocus());

    const total = facts.invitations.length + 1;
    await screen.findByText(`Showing 1–${Math.min(5, total)} of ${total}`);
    const first = invitationCards()[0]!;
    expect(first).toHaveAccessibleName(fullName(stranger));
    expect(first).toHaveTextContent('Pending');
    await waitFor(() => expect(tab('Requested')).toHaveTextContent(`Requested${total}`));
    expect(
      db.branch_invitations.findFirst((q) =>
        q.where({ branch_id: facts.branch.id, helper_id: stranger.id, status: 'pending' }),
      ),
    ).toBeTruthy();
  });
});
