import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { activeBranchStorage } from '@/platform/session/storage';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';
import { OWNER, ownerCompanyId } from './order-form-page.test-helpers';

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
