import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/node';
import type { BranchInvitationRecord } from '@mocks/db';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';

setupMockServer();
afterEach(() => vi.restoreAllMocks());

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
const mine = (status: BranchInvitationRecord['status']) =>
  db.branch_invitations.findMany((q) => q.where({ helper_id: maria().id, status }));
const branchOf = (invitation: BranchInvitationRecord) =>
  db.findById('branches', invitation.branch_id)!;
const companyOf = (invitation: BranchInvitationRecord) =>
  db.findById('companies', branchOf(invitation).company_id)!;
const cardName = (invitation: BranchInvitationRecord) =>
  `${companyOf(invitation).name}, ${branchOf(invitation).name}`;
const membersOf = (branchId: number) =>
  db.employees
    .findMany((q) => q.where({ branch_id: branchId, user_id: maria().id }))
    .filter((e) => e.deleted_at == null);

/** The most recently sent pending invitation (the list is newest first). */
const newest = () =>
  mine('pending').sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id)[0]!;

async function helperAt(path: string) {
  localStorage.setItem('token', await loginAs('helper@demo.test'));
  return renderApp(path);
}

const tabs = () => screen.findByRole('navigation', { name: 'Branch invitations' });
const tab = async (label: string) =>
  within(await tabs()).getByRole('link', { name: new RegExp(`^${label}`) });
/** The invitations-to-answer badge's name with this many to join a branch (and any jobs). */
const toJoin = (n: number) =>
  new RegExp(`^\\d+ invitations? to answer: (\\d+ jobs?, )?${n} to join a branch$`);
const sidebarJob = () =>
  within(screen.getByRole('navigation', { name: 'Helper' })).getByRole('link', { name: /^Job\b/ });

describe('/helper/job/branch-invitations', () => {
  it('a bucket that is none (?bucket=nope) shows New, and the address says so (QA helper-97)', async () => {
    await helperAt('/helper/job/branch-invitations?bucket=nope');
    expect(await tab('New')).toHaveAttribute('aria-current', 'page');
    expect(
      await screen.findByRole('region', { name: 'Branch invitations: New' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('lists pending invitations with company, branch, city, who invited and when; tabs count each bucket', async () => {
    const pending = mine('pending');
    expect(pending.length).toBeGreaterThanOrEqual(2); // the seed gives Maria two
    await helperAt('/helper/job/branch-invitations');
    expect(await screen.findByRole('heading', { name: 'Branch invitations' })).toBeInTheDocument();
    await waitFor(async () => expect(await tab('New')).toHaveTextContent(`New${pending.length}`));
    expect(await tab('New')).toHaveAttribute('aria-current', 'page');
    expect(await tab('Accepted')).toHaveTextContent(`Accepted${mine('accepted').length}`);
    expect(await tab('Rejected')).toHaveTextContent(`Rejected${mine('rejected').length}`);
    expect(await tab('Cancelled')).toHaveTextContent(`Cancelled${mine('cancelled').length}`);

    const list = screen.getByRole('region', { name: 'Branch invitations: New' });
    for (const invitation of pending) {
      const card = await within(list).findByRole('article', { name: cardName(invitation) });
      const branch = branchOf(invitation);
      const inviter = db.findById('users', invitation.invited_by_id!)!;
      expect(card).toHaveTextContent(companyOf(invitation).name);
      expect(card).toHaveTextContent(branch.name);
      expect(card).toHaveTextContent(`${branch.city}, ${branch.state_initials}`);
      expect(card).toHaveTextContent(`Invited by${inviter.first_name} ${inviter.last_name}`);
      expect(card.querySelector('time')).toHaveAttribute('dateTime', invitation.created_at);
      // Its answers are a group named by the card: two branches' "Accept" differ (QA helper-121 M6).
      const answers = within(card).getByRole('group', { name: cardName(invitation) });
      expect(within(answers).getByRole('button', { name: 'Accept' })).toBeEnabled();
      expect(within(answers).getByRole('button', { name: 'Decline' })).toBeEnabled();
    }
  });

  it('Accept joins the branch: toast, the card moves to Accepted, the navigation count drops', async () => {
    const invitation = newest();
    const before = mine('pending').length;
    const branch = branchOf(invitation);
    const app = await helperAt('/helper/job/branch-invitations');
    await waitFor(() =>
      expect(sidebarJob()).toContainElement(screen.getByLabelText(toJoin(before))),
    );
    const badge = screen.getByLabelText(toJoin(before));
    expect(badge).toHaveAttribute('title', badge.getAttribute('aria-label'));
    // Named by its label first, then what its badges count (they were read before "Job").
    expect(sidebarJob()).toHaveAccessibleName(
      new RegExp(`^Job ${badge.getAttribute('aria-label')}`),
    );
    const card = await screen.findByRole('article', { name: cardName(invitation) });
    const accept = within(card).getByRole('button', { name: 'Accept' });
    // A double click sends one answer.
    await app.user.dblClick(accept);
    expect(await screen.findByText(`You joined ${branch.name}.`)).toBeInTheDocument();
    expect(db.findById('branch_invitations', invitation.id)!.status).toBe('accepted');
    expect(membersOf(branch.id)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: cardName(invitation) })).toBeNull(),
    );
    const left = before - 1;
    await waitFor(async () => expect(await tab('New')).toHaveTextContent(`New${left}`));
    await waitFor(() => expect(sidebarJob()).toContainElement(screen.getByLabelText(toJoin(left))));
    await app.user.click(await tab('Accepted'));
    await waitFor(() => expect(window.location.search).toBe('?bucket=accepted'));
    const joined = await screen.findByRole('article', { name: cardName(invitation) });
    expect(joined).toHaveTextContent('Joined');
    expect(within(joined).queryByRole('button', { name: 'Accept' })).toBeNull();
    // The branch heard about it.
    expect(
      db.notifications
        .findMany((q) => q.where({ branch_id: branch.id, kind: 'branch_invitation_accepted' }))
        .some((n) => n.title === `Maria Lopez joined your ${branch.name} branch`),
    ).toBe(true);
  });

  it("after Accept the keyboard goes to the next card's Accept, then to the page title (QA-211 M1)", async () => {
    const pending = mine('pending');
    expect(pending).toHaveLength(2); // the seed gives Maria two
    const app = await helperAt('/helper/job/branch-invitations');
    const list = await screen.findByRole('region', { name: 'Branch invitations: New' });
    const cards = await within(list).findAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first, second] = cards.map((c) => c.getAttribute('aria-label')!);

    within(cards[0]!).getByRole('button', { name: 'Accept' }).focus();
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('article', { name: first })).toBeNull());
    const next = within(screen.getByRole('article', { name: second })).getByRole('button', {
      name: 'Accept',
    });
    await waitFor(() => expect(next).toHaveFocus());

    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('article', { name: second })).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Branch invitations' })).toHaveFocus(),
    );
  });

  it('Decline asks first; Cancel keeps it, Decline moves it to Rejected', async () => {
    const invitation = newest();
    const branch = branchOf(invitation);
    const app = await helperAt('/helper/job/branch-invitations');
    const card = await screen.findByRole('article', { name: cardName(invitation) });
    await app.user.click(within(card).getByRole('button', { name: 'Decline' }));
    let dialog = await screen.findByRole('dialog', { name: 'Decline this invitation' });
    expect(dialog).toHaveTextContent(branch.name);
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.findById('branch_invitations', invitation.id)!.status).toBe('pending');

    await app.user.click(within(card).getByRole('button', { name: 'Decline' }));
    dialog = await screen.findByRole('dialog', { name: 'Decline this invitation' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText(`You declined the invitation of ${branch.name}.`),
    ).toBeInTheDocument();
    expect(db.findById('branch_invitations', invitation.id)!.status).toBe('rejected');
    expect(membersOf(branch.id)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The keyboard goes on with the card left (its Decline), as after Accept (QA-211 M1).
    const [other] = mine('pending');
    const otherCard = screen.getByRole('article', { name: cardName(other!) });
    await waitFor(() =>
      expect(within(otherCard).getByRole('button', { name: 'Decline' })).toHaveFocus(),
    );
    await waitFor(async () => expect(await tab('Rejected')).toHaveTextContent('Rejected1'));
    await app.user.click(await tab('Rejected'));
    expect(await screen.findByRole('article', { name: cardName(invitation) })).toHaveTextContent(
      'Declined',
    );
  });

  it('an invitation withdrawn meanwhile: the 422 is shown and the card moves to Cancelled', async () => {
    const invitation = newest();
    const app = await helperAt('/helper/job/branch-invitations');
    const card = await screen.findByRole('article', { name: cardName(invitation) });
    // The company withdraws it while her list is open.
    await db.patch('branch_invitations', invitation.id, { status: 'cancelled' });
    await app.user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText('The invitation is cancelled, not pending.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^You joined/)).toBeNull();
    expect(membersOf(invitation.branch_id)).toHaveLength(0);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: cardName(invitation) })).toBeNull(),
    );
    await waitFor(async () => expect(await tab('Cancelled')).toHaveTextContent('Cancelled1'));
  });

  it('pages with the list footer (5 a page, ?page=, "Showing 6–N of N")', async () => {
    // Invitations from every Lone Star branch she is not on, and again after each is withdrawn.
    const sender = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
    const branch = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Houston' }))!;
    for (let i = 0; i < 5; i++) {
      const at = new Date(Date.now() - (30 + i) * 86_400_000).toISOString();
      await db.insert('branch_invitations', {
        branch_id: branch.id,
        helper_id: maria().id,
        invited_by_id: sender.id,
        status: 'pending',
        created_at: at,
        updated_at: at,
        responded_at: null,
      });
    }
    const total = mine('pending').length;
    expect(total).toBeGreaterThan(5);
    const app = await helperAt('/helper/job/branch-invitations');
    const list = await screen.findByRole('region', { name: 'Branch invitations: New' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(5));
    const pages = screen.getByRole('navigation', { name: 'Branch invitations: New pages' });
    await app.user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(window.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Branch invitations: New' })).getAllByRole(
          'article',
        ),
      ).toHaveLength(total - 5),
    );
    // The one list footer, as every paged list has it.
    expect(screen.getByText(`Showing 6–${total} of ${total}`)).toBeInTheDocument();
  });
});

describe('branch invitations elsewhere in the helper area', () => {
  it('the Job page counts them by bucket, with a notice linking to the list', async () => {
    const pending = mine('pending').length;
    const app = await helperAt('/helper/job');
    const region = await screen.findByRole('region', { name: 'Branch invitations' });
    // A bucket's link is its label; the count on its card is the link's description.
    const fresh = within(region).getByRole('link', { name: 'New branch invitations' });
    await waitFor(() => expect(fresh).toHaveAccessibleDescription(`${pending} invitations`));
    // Each bucket's count is a request of its own: the Accepted one may come later.
    const accepted = within(region).getByRole('link', { name: 'Accepted branch invitations' });
    await waitFor(() => expect(accepted).toHaveAccessibleDescription('None yet.'));
    expect(
      screen.getByText(`${pending} invitations to join a company's team wait for your answer.`),
    ).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'See branch invitations' }));
    await waitFor(() => expect(window.location.pathname).toBe('/helper/job/branch-invitations'));
    expect(
      await screen.findByRole('region', { name: 'Branch invitations: New' }),
    ).toBeInTheDocument();
  });

  it('no badge and no notice when nothing waits', async () => {
    for (const invitation of mine('pending'))
      await db.patch('branch_invitations', invitation.id, { status: 'cancelled' });
    await helperAt('/helper/job');
    const region = await screen.findByRole('region', { name: 'Branch invitations' });
    await waitFor(() =>
      expect(
        within(region).getByRole('link', { name: 'Cancelled branch invitations' }),
      ).toHaveAccessibleDescription(/\d+ invitations?/),
    );
    expect(screen.queryByLabelText(/to join a branch/)).toBeNull();
    expect(screen.queryByText(/team wait for your answer|invites you to join/)).toBeNull();
  });
});
