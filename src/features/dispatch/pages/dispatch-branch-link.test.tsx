import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { db } from '@mocks/node';
import { goInHistory, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { zonedInstant } from '@/platform/format';
import { activeBranchStorage } from '@/platform/session/storage';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';
import { toast } from '@/platform/ui';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';

setupMockServer();

const DAY = '2031-06-04'; // far from the seed's jobs
const ZONE = 'America/Chicago';
const branchNamed = (name: string) => db.branches.findFirst((q) => q.where({ name }))!;

/** A job of `branchId` on DAY, its customer named `last`. */
function jobOn(branchId: number, number: number, last: string) {
  const model = db.orders.findFirst((q) => q.where({ branch_id: branchId }))!;
  const { id: _id, ...fields } = model;
  return db.insert('orders', {
    ...fields,
    number,
    customer: { ...model.customer, first_name: 'Cust', last_name: last },
    start_at: zonedInstant(DAY, '09:00', ZONE).toISOString(),
    end_at: zonedInstant(DAY, '12:00', ZONE).toISOString(),
    status: 1,
    completion: null,
    completed_at: null,
    cancelled_at: null,
    cancel_reason: null,
  });
}

/** The owner signed in with Austin active, a job of each branch on DAY. */
async function austinActive() {
  await loadToaster();
  const austin = branchNamed('Lone Star Movers Austin');
  const dallas = branchNamed('Lone Star Movers Dallas');
  await jobOn(austin.id, 96_001, 'Austinjob');
  await jobOn(dallas.id, 96_002, 'Dallasjob');
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  activeBranchStorage.set(austin.id);
  return { austin, dallas };
}

const told = (branch: string) => `This link is for ${branch}: it is your active branch now.`;
const searchOf = () => Object.fromEntries(new URLSearchParams(window.location.search));

describe("a dispatch day's or calendar's link keeps its branch (QA 136 L4)", () => {
  it("a Dallas day's link opened while Austin is active shows Dallas's day, makes Dallas active once and says so", async () => {
    const { dallas } = await austinActive();
    const app = renderApp(`/company/dispatch?date=${DAY}&branch=${dallas.id}`);
    expect(await screen.findByText(/Dallasjob/)).toBeInTheDocument();
    expect(screen.queryByText(/Austinjob/)).not.toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toEqual([told(dallas.name)]));
    expect(activeBranchStorage.get()).toBe(dallas.id);
    expect(searchOf()).toEqual({ date: DAY, branch: String(dallas.id) });
    // The next day keeps the branch in the address.
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(searchOf()).toEqual({ date: '2031-06-05', branch: String(dallas.id) }),
    );
  });

  it("Back and Forward between two branches' days switch the branch, said as what they are: no link was followed (QA helper-157)", async () => {
    const { austin, dallas } = await austinActive();
    // What was said, as it was said: a toast goes after its 5 s, and on a loaded machine the
    // first could leave before the third came (a full run, 2026-12-07).
    const info = vi.spyOn(toast, 'info');
    onTestFinished(() => info.mockRestore());
    renderApp(`/company/dispatch?date=${DAY}`);
    expect(await screen.findByText(/Austinjob/)).toBeInTheDocument();
    await waitFor(() => expect(searchOf()).toEqual({ date: DAY, branch: String(austin.id) }));
    await act(async () =>
      window.history.pushState(null, '', `/company/dispatch?date=${DAY}&branch=${dallas.id}`),
    );
    expect(await screen.findByText(/Dallasjob/)).toBeInTheDocument();
    await goInHistory(-1);
    expect(await screen.findByText(/Austinjob/)).toBeInTheDocument();
    await waitFor(() => expect(activeBranchStorage.get()).toBe(austin.id));
    await goInHistory(1);
    expect(await screen.findByText(/Dallasjob/)).toBeInTheDocument();
    const page = (branch: string) => `This page is for ${branch}: it is your active branch now.`;
    await waitFor(() =>
      expect(info.mock.calls.map(([text]) => text)).toEqual([
        page(dallas.name),
        page(austin.name),
        page(dallas.name),
      ]),
    );
  });

  it('the address follows the switcher, so a copied address is always right', async () => {
    const { austin, dallas } = await austinActive();
    const app = renderApp(`/company/dispatch?date=${DAY}`);
    expect(await screen.findByText(/Austinjob/)).toBeInTheDocument();
    await waitFor(() => expect(searchOf()).toEqual({ date: DAY, branch: String(austin.id) }));
    await app.user.click(screen.getByRole('button', { name: /Account menu/ }));
    const switcher = await screen.findByRole('group', { name: 'Switch branch' });
    await app.user.click(within(switcher).getByRole('menuitem', { name: new RegExp(dallas.name) }));
    expect(await screen.findByText(/Dallasjob/)).toBeInTheDocument();
    await waitFor(() => expect(searchOf()).toEqual({ date: DAY, branch: String(dallas.id) }));
    await pauseInAct(200);
    expect(toastTexts()).toEqual([]); // the person chose it: nothing to tell
    expect(activeBranchStorage.get()).toBe(dallas.id);
  });

  it('a branch not the person\'s is "Not yours to open": nothing switched, the address kept', async () => {
    const { austin } = await austinActive();
    const foreign = db.branches.findFirst((q) =>
      q.where((b) => b.company_id !== austin.company_id),
    )!;
    const app = renderApp(`/company/dispatch?date=${DAY}&branch=${foreign.id}`);
    expect(await screen.findByText('Not yours to open')).toBeInTheDocument();
    expect(screen.queryByText(/Austinjob/)).not.toBeInTheDocument();
    await pauseInAct(200);
    expect(activeBranchStorage.get()).toBe(austin.id);
    expect(searchOf()).toEqual({ date: DAY, branch: String(foreign.id) });
    // Its way out: the same day of the active branch.
    await app.user.click(screen.getByRole('link', { name: `Show ${austin.name}` }));
    expect(await screen.findByText(/Austinjob/)).toBeInTheDocument();
    await waitFor(() => expect(searchOf()).toEqual({ date: DAY, branch: String(austin.id) }));
  });

  it("the calendar: a Dallas month's link makes Dallas active and keeps view, day and branch", async () => {
    const { dallas } = await austinActive();
    renderApp(`/company/calendar?view=month&date=${DAY}&branch=${dallas.id}`);
    await waitFor(() => expect(toastTexts()).toEqual([told(dallas.name)]));
    expect(await screen.findByText('June 2031')).toBeInTheDocument();
    expect(activeBranchStorage.get()).toBe(dallas.id);
    expect(searchOf()).toEqual({ view: 'month', date: DAY, branch: String(dallas.id) });
  });
});
