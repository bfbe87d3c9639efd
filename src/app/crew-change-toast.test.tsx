import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { db, hub } from '@mocks/node';
import { dropOut } from '@mocks/db/services/confirmations';
import {
  acceptInvitation,
  inviteEmployees,
  rejectInvitation,
} from '@mocks/db/services/invitations';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { liveRegion, pendingFor, pushActivity } from './realtime.saga.test-helpers';
import { holdBurstWindow } from '@/platform/testing/burst-window.test-helpers';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';
import { ANNOUNCE_BURST_MS } from '@/platform/ui/announcer';
import { toast } from '@/platform/ui/toaster';

setupMockServer();
afterEach(() => act(() => toast.clear()));

/*
 * QA 164 M2: the urgent kinds of the other side's pushed acts (a crew member who can't make
 * it, a declined invitation) are shown to a company's tab in front as a warning toast with
 * "Open crew", not only said in the live region; a burst is one toast.
 */

const owner = () => db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
const toasts = () => Array.from(document.querySelectorAll<HTMLElement>('.bp6-toast'));

/** The owner on the dispatch board, subscribed to her user channel on the mock socket. */
async function ownerOnTheBoard() {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  renderApp('/company/dispatch', { realtime: 'echo' });
  await waitFor(() => expect(hub.subscribers(`private-App.Models.User.${owner().id}`)).toBe(1), {
    timeout: 10_000,
  });
}

describe('urgent crew changes, toasted', () => {
  it("a crew member who can't make it: a warning toast whose Open crew opens the crew page", async () => {
    const { order, employeeId } = pendingFor();
    const [invitation] = await inviteEmployees(db, order.id, [employeeId]);
    await acceptInvitation(db, invitation!.id);
    await ownerOnTheBoard();

    await dropOut(db, invitation!.id, 'Sick kid, truly sorry.');
    // Her reason ends the sentence: no second stop before the body (".. The spot").
    const message = new RegExp(
      `can't make it to order #${order.number}: Sick kid, truly sorry\\. The spot is open again`,
    );
    await waitFor(() => expect(toasts()).toHaveLength(1), { timeout: 4000 });
    const shown = toasts()[0]!;
    expect(shown).toHaveClass('bp6-intent-warning');
    expect(shown).toHaveTextContent(message);
    // Said once, by the toast's alert: not in the live region as well.
    expect(liveRegion()).toHaveTextContent('');

    await userEvent.click(within(shown).getByRole('button', { name: 'Open crew' }));
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/company/job/team-edit/${order.id}`),
    );
    await screen.findByRole('region', { name: 'Current crew' }, { timeout: 5000 });
  });

  it('a declined invitation is toasted too; an accepted one is only said', async () => {
    const first = pendingFor();
    const [accepted] = await inviteEmployees(db, first.order.id, [first.employeeId]);
    const second = pendingFor();
    const [declined] = await inviteEmployees(db, second.order.id, [second.employeeId]);
    await ownerOnTheBoard();

    await acceptInvitation(db, accepted!.id);
    await waitFor(
      () => expect(liveRegion()).toHaveTextContent(/accepted your invitation to order/),
      { timeout: 4000 },
    );
    expect(toasts()).toHaveLength(0);

    await rejectInvitation(db, declined!.id);
    await waitFor(() => expect(toasts()).toHaveLength(1), { timeout: 4000 });
    expect(toasts()[0]).toHaveTextContent(
      new RegExp(`declined your invitation to order #${second.order.number}`),
    );
    expect(within(toasts()[0]!).getByRole('button', { name: 'Open crew' })).toBeVisible();
  });

  it('three within the burst window are one toast, to Activity; the same event again is not shown', async () => {
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const app = renderApp('/company/dispatch');
    const { realtime } = app;
    const channel = `App.Models.User.${owner().id}`;
    await waitFor(() => expect(realtime.joined).toContain(channel), { timeout: 5000 });
    const push = (id: number, kind: string, title: string) => pushActivity(app, id, kind, title);

    const burst = holdBurstWindow();
    push(9101, 'crew_dropped_out', "Maria Lopez can't make it to order #1011: sick");
    push(9102, 'invitation_rejected', 'Tyler Hall declined your invitation to order #1011');
    await pauseInAct(300);
    push(9103, 'crew_dropped_out', "Owen Price can't make it to order #1012: car trouble");
    await burst.endWith(3);
    await waitFor(() => expect(toasts()).toHaveLength(1), { timeout: 4000 });
    expect(toasts()[0]!.querySelector('.app-toast-message')?.textContent).toBe('3 crew changes');
    await userEvent.click(within(toasts()[0]!).getByRole('button', { name: 'Open Activity' }));
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));

    push(9103, 'crew_dropped_out', "Owen Price can't make it to order #1012: car trouble");
    await pauseInAct(ANNOUNCE_BURST_MS + 500);
    expect(toasts()).toHaveLength(0);
  });
});
