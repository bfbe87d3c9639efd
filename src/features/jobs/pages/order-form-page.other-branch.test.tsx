import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { db } from '@mocks/node';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { branchSwitchRequested } from '@/platform/session';
import { activeBranchStorage } from '@/platform/session/storage';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';
import {
  OWNER,
  captureOrderWrites,
  enter,
  ownerCompanyId,
  textbox,
} from './order-form-page.test-helpers';

setupMockServer();

/** The owner's two branches and an open job of the second, with the first active. */
async function jobOfTheOtherBranch() {
  await loadToaster();
  const [active, other] = db.branches
    .findMany((q) => q.where({ company_id: ownerCompanyId() }))
    .sort((a, b) => a.id - b.id);
  const order = db.orders.findFirst((q) =>
    q.where((o) => o.branch_id === other!.id && o.completed_at == null && o.cancelled_at == null),
  )!;
  localStorage.setItem('token', await loginAs(OWNER));
  activeBranchStorage.set(active!.id);
  return { active: active!, other: other!, order };
}

const told = (number: number, branch: string) =>
  `Job #${number} belongs to ${branch}: it is your active branch now.`;

describe("a job of another of the company's branches, opened by its address (QA helper-138)", () => {
  it('Edit job: its branch becomes the active one, and the owner is told', async () => {
    const { other, order } = await jobOfTheOtherBranch();
    renderApp(`/company/job/edit/${order.id}`);
    expect(await screen.findByRole('form', { name: 'Job' })).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toContain(told(order.number, other.name)));
    await waitFor(() => expect(activeBranchStorage.get()).toBe(other.id));
    const header = screen.getByRole('banner');
    expect(await within(header).findByText(other.name)).toBeInTheDocument();
  });

  it('its crew page too', async () => {
    const { other, order } = await jobOfTheOtherBranch();
    renderApp(`/company/job/team-edit/${order.id}`);
    await waitFor(() => expect(toastTexts()).toContain(told(order.number, other.name)));
    await waitFor(() => expect(activeBranchStorage.get()).toBe(other.id));
  });

  it('a job of the active branch changes nothing and says nothing', async () => {
    const { active } = await jobOfTheOtherBranch();
    const own = db.orders.findFirst((q) =>
      q.where((o) => o.branch_id === active.id && o.completed_at == null),
    )!;
    renderApp(`/company/job/edit/${own.id}`);
    expect(await screen.findByRole('form', { name: 'Job' })).toBeInTheDocument();
    await pauseInAct(200);
    expect(toastTexts()).toEqual([]);
    expect(activeBranchStorage.get()).toBe(active.id);
  });
});

/** The list an open job of this status is on. */
const listOf = (status: number) =>
  status === 1 ? '/company/job/not-formed' : '/company/job/formed';

describe("a job's pages and a branch switched to by hand (QA-171 #1)", () => {
  it('Edit job goes to the jobs of the branch switched to, says whose job it was, and keeps the typing', async () => {
    const { active, other } = await jobOfTheOtherBranch();
    const own = db.orders.findFirst((q) =>
      q.where((o) => o.branch_id === active.id && o.completed_at == null && o.cancelled_at == null),
    )!;
    const writes = captureOrderWrites();
    const { store, user } = renderApp(`/company/job/edit/${own.id}`);
    await screen.findByRole('form', { name: 'Job' });
    await user.clear(textbox('Last name'));
    await enter(user, textbox('Last name'), 'Typed');
    act(() => {
      store.dispatch(branchSwitchRequested(other.id));
    });
    await waitFor(() => expect(window.location.pathname).toBe(listOf(own.status)));
    await screen.findByRole('navigation', { name: 'Job lists' });
    expect(screen.queryByRole('form', { name: 'Job' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(toastTexts()).toContain(
        `Job #${own.number} belongs to ${active.name}: Edit job closed as you switched to ${other.name}. Anything you typed in it is kept for when you open it again.`,
      ),
    );
    expect(writes).toEqual([]);
    expect(activeBranchStorage.get()).toBe(other.id);
    // Back in its branch, Edit job offers what was typed.
    act(() => {
      store.dispatch(branchSwitchRequested(active.id));
    });
    act(() => navigate(`/company/job/edit/${own.id}`));
    const form = await screen.findByRole('form', { name: 'Job' });
    expect(await within(form).findByText(/^You left this form before saving/)).toBeInTheDocument();
  });

  it('its crew page too; a job its link made active stays until the next switch', async () => {
    const { active, other, order } = await jobOfTheOtherBranch();
    const { store } = renderApp(`/company/job/team-edit/${order.id}`);
    await waitFor(() => expect(activeBranchStorage.get()).toBe(other.id));
    await screen.findByRole('heading', { name: `Order #${order.number}` });
    await pauseInAct(100);
    expect(window.location.pathname).toBe(`/company/job/team-edit/${order.id}`);
    act(() => {
      store.dispatch(branchSwitchRequested(active.id));
    });
    await waitFor(() => expect(window.location.pathname).toBe(listOf(order.status)));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        `Job #${order.number} belongs to ${other.name}: its crew page closed as you switched to ${active.name}.`,
      ),
    );
  });
});
