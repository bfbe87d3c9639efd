import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { db } from '@mocks/node';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { branchSwitchRequested } from '@/platform/session';
import { activeBranchStorage } from '@/platform/session/storage';
import { channels } from '@/platform/realtime/connection';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';
import {
  OWNER,
  captureOrderWrites,
  enter,
  fillValidJob,
  ownerCompanyId,
  submit,
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

describe("a job's own pages name its branch under their title, as Add new job does", () => {
  it.each([
    ['Edit job', 'edit'],
    ['its crew page', 'team-edit'],
  ])('%s: "In <its branch>"', async (_, page) => {
    const { other, order } = await jobOfTheOtherBranch();
    renderApp(`/company/job/${page}/${order.id}`);
    const line = await screen.findByText(`In ${other.name}`);
    // Under the title, above the page's content.
    const content = await screen.findByRole(page === 'edit' ? 'form' : 'region', {
      name: page === 'edit' ? 'Job' : 'Order',
    });
    expect(line.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(activeBranchStorage.get()).toBe(other.id));
  });
});

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

const named = (name: string) =>
  db.branches.findFirst((q) => q.where({ name: `Lone Star Movers ${name}` }))!;
const marcus = () => db.users.findFirst((q) => q.where({ email: 'manager@demo.test' }))!;
const LEFT = 'Lone Star Movers Dallas is no longer one of your branches';

/** The manager on Dallas, a whole job typed in its Add new job; the owner then takes Dallas. */
async function dallasTakenWhileTyping({ pushed = true } = {}) {
  await loadToaster();
  const dallas = named('Dallas');
  localStorage.setItem('token', await loginAs('manager@demo.test'));
  activeBranchStorage.set(dallas.id);
  const app = renderApp('/company/job/create');
  const form = await screen.findByRole('form', { name: 'Job' });
  expect(await within(form).findByText('In Lone Star Movers Dallas')).toBeInTheDocument();
  await fillValidJob(app.user);
  const channel = channels.user(marcus().id);
  await waitFor(() => expect(app.realtime.joined.has(channel)).toBe(true));
  await db.patch('users', marcus().id, {
    branch_ids: marcus().branch_ids.filter((id) => id !== dallas.id),
  });
  if (pushed)
    act(() => app.realtime.emit(channel, 'branch-changed', { id: dallas.id, status: 'revoked' }));
  return { ...app, form };
}

describe('Add new job and its branch (QA-184 H3)', () => {
  it('names its branch, and follows a branch switched to by hand with what was typed', async () => {
    const { active, other } = await jobOfTheOtherBranch();
    const { store, user } = renderApp('/company/job/create');
    const form = await screen.findByRole('form', { name: 'Job' });
    expect(await within(form).findByText(`In ${active.name}`)).toBeInTheDocument();
    await enter(user, textbox('Last name'), 'Typed');
    act(() => {
      store.dispatch(branchSwitchRequested(other.id));
    });
    expect(await within(form).findByText(`In ${other.name}`)).toBeInTheDocument();
    await pauseInAct(200);
    expect(form.isConnected).toBe(true);
    expect(textbox('Last name')).toHaveValue('Typed');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument(); // her choice: no notice
  });

  it('its branch taken away while typed in: the form says so, and Create job waits for the branch to be confirmed', async () => {
    const austin = named('Austin');
    const { user, form } = await dallasTakenWhileTyping();
    const notice = await within(form).findByRole('alert');
    expect(within(notice).getByText(LEFT)).toBeInTheDocument();
    expect(notice).toHaveTextContent(
      'This job was begun for Lone Star Movers Dallas. Create job would now make it in Lone Star Movers Austin.',
    );
    expect(within(form).getByText('In Lone Star Movers Austin')).toBeInTheDocument();
    expect(textbox('Last name')).toHaveValue('Lopez');
    const before = db.orders.findMany((q) => q.where({ branch_id: austin.id })).length;
    // Create job takes her to the notice, and creates nothing.
    await submit(user);
    await waitFor(() => expect(notice.parentElement).toHaveFocus());
    await pauseInAct(200);
    expect(db.orders.findMany((q) => q.where({ branch_id: austin.id }))).toHaveLength(before);
    expect(window.location.pathname).toBe('/company/job/create');
    await user.click(
      within(notice).getByRole('button', { name: 'Make it in Lone Star Movers Austin' }),
    );
    expect(within(form).queryByText(LEFT)).not.toBeInTheDocument();
    await waitFor(() => expect(within(form).getByText('In Lone Star Movers Austin')).toHaveFocus());
    await submit(user);
    await waitFor(() => expect(window.location.pathname).toBe('/company/job/not-formed'));
    const made = db.orders.findMany((q) => q.where({ branch_id: austin.id }));
    expect(made).toHaveLength(before + 1);
  });

  it('its branch taken away: Go back keeps what was typed, and Add new job offers it again', async () => {
    const { user, form } = await dallasTakenWhileTyping();
    const notice = await within(form).findByRole('alert');
    await user.click(within(notice).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(window.location.pathname).toBe('/company/job/not-formed'));
    act(() => navigate('/company/job/create'));
    const again = await screen.findByRole('form', { name: 'Job' });
    await user.click(await within(again).findByRole('button', { name: 'Restore' }));
    expect(textbox('Last name')).toHaveValue('Lopez');
    expect(within(again).getByText('In Lone Star Movers Austin')).toBeInTheDocument();
  });

  it('its branch taken away, the push missed: Create job is refused, and the same notice holds the next one', async () => {
    const count = () => db.orders.findMany((q) => q.where({ company_id: ownerCompanyId() })).length;
    const before = count();
    const { user, form } = await dallasTakenWhileTyping({ pushed: false });
    await submit(user); // refused (403): the branch list, read again, no longer has Dallas
    expect(await within(form).findByText(LEFT)).toBeInTheDocument();
    expect(within(form).getByText('In Lone Star Movers Austin')).toBeInTheDocument();
    await submit(user);
    await waitFor(() =>
      expect(within(form).getByText(LEFT).closest('[tabindex="-1"]')).toHaveFocus(),
    );
    await pauseInAct(200);
    expect(count()).toBe(before);
    expect(textbox('Last name')).toHaveValue('Lopez');
  });
});
