import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { db, hub } from '@mocks/node';
import { cancelInvitationByCompany } from '@mocks/db/services/invitations';
import { cancelOrder } from '@mocks/db/services/orders';
import { acceptApplication, applyToOffer, cancelApplication } from '@mocks/db/services/outsourcing';
import { austinJobIn } from '@mocks/testing/confirmations';
import { openOfferFor } from '@mocks/testing/offers';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { liveRegion } from '@/app/realtime.saga.test-helpers';
import { toast } from '@/platform/ui/toaster';

/*
 * QA-211 H1 and L1: what the company does to her jobs reaches her open app visibly, pushed. A
 * job she accepted that the company ends (takes her off the crew, cancels the order) is a
 * warning toast with Open order, and a Job-page notice until she has seen it; her own "I can't
 * make it" is neither. A new job invitation gets the Job page's notice, as a branch one does.
 */

setupMockServer();
fixedClock(new Date('2027-03-09T15:30:00Z'));
afterEach(() => act(() => toast.clear()));

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
const toasts = () => Array.from(document.querySelectorAll<HTMLElement>('.bp6-toast'));
/** The Job page's notices (Callouts) on top. */
const notes = () => Array.from(document.querySelectorAll<HTMLElement>('.helper-job__invite-note'));

async function mariaAt(path: string) {
  localStorage.setItem('token', await loginAs('helper@demo.test'));
  const app = renderApp(path, { realtime: 'echo' });
  await waitFor(() => expect(hub.subscribers(`private-App.Models.User.${maria().id}`)).toBe(1), {
    timeout: 10_000,
  });
  return app;
}

describe('a job she accepted, ended by the company (QA-211 H1)', () => {
  it('taken off the crew: a warning toast with Open order, and a Job-page notice until she opens it', async () => {
    const { order, invitations } = await austinJobIn(500, { now: Date.now(), people: 1 });
    const mine = invitations[0]!;
    const app = await mariaAt('/helper/job');
    await screen.findByRole('heading', { name: 'Company invitations' }, { timeout: 5000 });

    await cancelInvitationByCompany(db, mine.id);
    await waitFor(() => expect(toasts()).toHaveLength(1), { timeout: 5000 });
    const shown = toasts()[0]!;
    expect(shown).toHaveClass('bp6-intent-warning');
    expect(shown).toHaveTextContent(
      new RegExp(`^Removed from the crew\\. Lone Star Movers Austin · order #${order.number} · `),
    );
    // Said once, by the toast's alert.
    expect(liveRegion()).toHaveTextContent('');

    const notice = await screen.findByText(
      `Lone Star Movers Austin took you off order #${order.number} (03/30/2027).`,
      { exact: false },
    );
    const note = notice.closest<HTMLElement>('.helper-job__invite-note')!;
    expect(note).toHaveClass('bp6-intent-warning');
    await app.user.click(within(note).getByRole('link', { name: 'Open order' }));
    await screen.findByRole('heading', { name: `Order #${order.number}` }, { timeout: 5000 });
    expect(screen.getAllByText('Removed from the crew').length).toBeGreaterThan(0);

    // Seen: back on the Job page, the notice is gone.
    act(() => navigate('/helper/job'));
    await screen.findByRole('heading', { name: 'Company invitations' });
    expect(screen.queryByText(/took you off order/)).toBeNull();
  });

  it('taken off a crew she joined through an outsourcing offer: the toast and the notice open her offer, not the invitation', async () => {
    const { order } = await austinJobIn(500, { now: Date.now(), people: 0, helpersNeeded: 2 });
    const offer = await openOfferFor(order, { helpersNeeded: 1 });
    const mine = await acceptApplication(db, (await applyToOffer(db, offer.id, maria().id, {})).id);
    const app = await mariaAt('/helper/job');
    await screen.findByRole('heading', { name: 'Company invitations' }, { timeout: 5000 });

    // The crew page's Remove from crew: her invitation, which her application made.
    await cancelInvitationByCompany(db, mine.order_invitation_id!);
    await waitFor(() => expect(toasts()).toHaveLength(1), { timeout: 5000 });
    expect(toasts()[0]).toHaveTextContent(/^Removed from the crew\. /);
    const details = `/helper/job/outsource/details/${offer.id}`;
    const notice = await screen.findByText(
      `Lone Star Movers Austin took you off order #${order.number} (03/30/2027).`,
      { exact: false },
    );
    const note = notice.closest<HTMLElement>('.helper-job__invite-note')!;
    expect(within(note).getByRole('link', { name: 'Open order' })).toHaveAttribute('href', details);
    await app.user.click(within(toasts()[0]!).getByRole('button', { name: 'Open order' }));
    await waitFor(() => expect(window.location.pathname).toBe(details));
    await screen.findByRole('heading', { name: `Order #${order.number}` }, { timeout: 5000 });
    expect(screen.getAllByText('Removed from the crew').length).toBeGreaterThan(0);
  });

  it('the order cancelled: toasted; its Open order is seeing it', async () => {
    const { order } = await austinJobIn(500, { now: Date.now(), people: 1 });
    const app = await mariaAt('/helper/job/company/accepted');
    await screen.findByRole(
      'link',
      { name: new RegExp(`^Order #${order.number}`) },
      { timeout: 5000 },
    );

    await cancelOrder(db, order.id, 'The customer moved it');
    await waitFor(() => expect(toasts()).toHaveLength(1), { timeout: 5000 });
    expect(toasts()[0]).toHaveTextContent(new RegExp(`^Job cancelled\\. .*order #${order.number}`));
    await app.user.click(within(toasts()[0]!).getByRole('button', { name: 'Open order' }));
    await waitFor(() =>
      expect(window.location.pathname).toMatch(/^\/helper\/job\/company\/details\//),
    );
    // Opening it from the toast is seeing it.
    act(() => navigate('/helper/job'));
    await screen.findByRole('heading', { name: 'Company invitations' });
    expect(screen.queryByText(/cancelled order #/)).toBeNull();
  });

  it('several: one notice naming each, and her Cancelled list is seeing them', async () => {
    const first = await austinJobIn(500, { now: Date.now(), people: 1 });
    const second = await austinJobIn(600, { now: Date.now(), people: 1 });
    const app = await mariaAt('/helper/job');
    await screen.findByRole('heading', { name: 'Company invitations' }, { timeout: 5000 });

    await cancelInvitationByCompany(db, first.invitations[0]!.id);
    await cancelOrder(db, second.order.id, null);
    const note = await waitFor(
      () => {
        const found = notes().find((n) => n.textContent?.includes('cancelled order #'));
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 5000 },
    );
    expect(note).toHaveTextContent(`took you off order #${first.order.number}`);
    expect(note).toHaveTextContent(`cancelled order #${second.order.number}`);
    await app.user.click(within(note).getByRole('link', { name: 'See cancelled jobs' }));
    await screen.findByRole('link', {
      name: new RegExp(`^Order #${second.order.number}`),
    });
    act(() => navigate('/helper/job'));
    await screen.findByRole('heading', { name: 'Company invitations' });
    expect(screen.queryByText(/took you off order|cancelled order #/)).toBeNull();
  });

  it('her own "I can\'t make it" is neither toasted as a removal nor noticed', async () => {
    const { order, invitations } = await austinJobIn(500, { now: Date.now(), people: 1 });
    const app = await mariaAt(`/helper/job/company/details/${invitations[0]!.id}`);
    await app.user.click(
      await screen.findByRole('button', { name: "I can't make it" }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Sick.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Tell the company' }));
    expect(await screen.findByText('You left this job')).toBeInTheDocument();

    act(() => navigate('/helper/job'));
    await screen.findByRole('heading', { name: 'Company invitations' });
    expect(screen.queryByText(new RegExp(`order #${order.number}`))).toBeNull();
    expect(toasts().filter((t) => t.classList.contains('bp6-intent-warning'))).toHaveLength(0);
  });
});

describe('a job she accepted, ended while no tab of hers was open', () => {
  it('her Job page says it when she next opens the app; opening it is seeing it, a reload too', async () => {
    const { order, invitations } = await austinJobIn(500, { now: Date.now(), people: 1 });
    await cancelInvitationByCompany(db, invitations[0]!.id);
    // One she was taken off after it was over needs no warning: its Cancelled card says it.
    const past = await austinJobIn(-30, { now: Date.now(), people: 1 });
    await cancelInvitationByCompany(db, past.invitations[0]!.id);

    const app = await mariaAt('/helper/job');
    const notice = await screen.findByText(
      `Lone Star Movers Austin took you off order #${order.number} (03/30/2027).`,
      { exact: false },
      { timeout: 5000 },
    );
    const note = notice.closest<HTMLElement>('.helper-job__invite-note')!;
    expect(note).not.toHaveTextContent(`order #${past.order.number}`);
    // Not told again as news: no toast.
    expect(toasts()).toHaveLength(0);
    await app.user.click(within(note).getByRole('link', { name: 'Open order' }));
    await screen.findByRole('heading', { name: `Order #${order.number}` }, { timeout: 5000 });
    app.unmount();

    // Reloaded: her Cancelled lists read again, it is not said again.
    const again = await mariaAt('/helper/job');
    await screen.findByRole('heading', { name: 'Company invitations' });
    await waitFor(() => expect(again.queryClient.isFetching()).toBe(0));
    expect(screen.queryByText(/took you off order/)).toBeNull();
  });

  it('a job she took through an outsourcing offer, the company taking her off while the offer stays open: the same notice, opening her offer', async () => {
    const { order } = await austinJobIn(500, { now: Date.now(), people: 0, helpersNeeded: 2 });
    const offer = await openOfferFor(order, { helpersNeeded: 2 });
    const mine = await applyToOffer(db, offer.id, maria().id, {});
    await acceptApplication(db, mine.id);
    await cancelApplication(db, mine.id);
    expect(db.findById('outsource_offers', offer.id)!.status).toBe('open');

    const app = await mariaAt('/helper/job');
    const notice = await screen.findByText(
      `Lone Star Movers Austin took you off order #${order.number} (03/30/2027).`,
      { exact: false },
      { timeout: 5000 },
    );
    // Her seeded application the company cancelled before taking her on is not one.
    expect(notes().filter((n) => n.textContent?.includes('took you off'))).toHaveLength(1);
    await app.user.click(
      within(notice.closest<HTMLElement>('.helper-job__invite-note')!).getByRole('link', {
        name: 'Open order',
      }),
    );
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/helper/job/outsource/details/${offer.id}`),
    );
    await screen.findByRole('heading', { name: `Order #${order.number}` }, { timeout: 5000 });
    act(() => navigate('/helper/job'));
    await screen.findByRole('heading', { name: 'Company invitations' });
    expect(screen.queryByText(/took you off order/)).toBeNull();
  });
});

describe('a new job invitation (QA-211 L1)', () => {
  it('gets a Job-page notice, pushed, as a branch invitation does', async () => {
    // None waiting before: the demo's own are answered.
    const waiting = db.order_invitations.findMany((q) =>
      q.where({ user_id: maria().id, status: 'pending' }),
    );
    for (const invitation of waiting)
      await db.patch('order_invitations', invitation.id, { status: 'rejected' });
    const app = await mariaAt('/helper/job');
    await screen.findByRole('heading', { name: 'Company invitations' }, { timeout: 5000 });
    const before = notes().length;
    expect(screen.queryByText(/invites you to a job|job invitations wait/)).toBeNull();

    await austinJobIn(500, { now: Date.now(), people: 1, pending: true });
    const notice = await screen.findByText(/invites you to a job|job invitations wait/, undefined, {
      timeout: 5000,
    });
    expect(notes()).toHaveLength(before + 1);
    await app.user.click(
      within(notice.closest<HTMLElement>('.helper-job__invite-note')!).getByRole('link', {
        name: 'See new job invitations',
      }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/helper/job/company/new'));
  });
});
