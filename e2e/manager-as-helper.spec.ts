import type { Page } from '@playwright/test';
import {
  expect,
  loginAs,
  MANAGER,
  NOW,
  openAccountMenu,
  secondPersonTab,
  OWNER,
  setAutoAnswerDelay,
  test,
  waitForRealtimeChannels,
  callAsPage,
} from './support';
import { austinOrderBody } from '../scripts/lib/order-body.mjs';

/*
 * QA-184 H2: the demo manager may work as a helper too (spec: "A manager may switch between a
 * Manager view and a Helper view"). The owner invites his member card to a crew: the
 * invitation waits in his Helper view's New list and only he answers it; the demo's
 * auto-answer, which answered for him (a member without an account), leaves it alone.
 */

type Api = (method: string, path: string, body?: unknown) => Promise<unknown>;

/** The API as the signed-in tab calls it (its own session's token), for the setup. */
function apiOf(page: Page): Api {
  return async (method, path, body) => {
    const { status, json } = await callAsPage<{ data: unknown }>(page, method, path, body);
    if (status >= 300) throw new Error(`${method} ${path}: ${status}`);
    return json.data;
  };
}

type Member = { id: number; first_name: string; last_name: string; user_id: number | null };

test("an invitation to the manager waits in his Helper view's New list, for him to answer (QA-184 H2)", async ({
  page,
  context,
}) => {
  await loginAs(page, MANAGER);
  const branchId = Number(await page.evaluate(() => localStorage.getItem('activeBranchId')));
  const owner = await secondPersonTab(context, OWNER);
  const api = apiOf(page);

  // The owner makes Marcus active and invites him, with a member without an account, to a
  // new Austin job 40 days out (nobody is busy then).
  const members = (await api('GET', `/company-branches/${branchId}/employees?per_page=100`)) as {
    data: Member[];
  };
  const marcus = members.data.find((m) => `${m.first_name} ${m.last_name}` === 'Marcus Reed')!;
  const other = members.data.find((m) => m.user_id == null && m.id !== marcus.id)!;
  await api('PUT', `/employees/${marcus.id}/update`, { status: 1 });
  await api('PUT', `/employees/${other.id}/update`, { status: 1 });
  const start = new Date(NOW);
  start.setDate(start.getDate() + 40);
  start.setHours(9, 0, 0, 0);
  const order = (await api(
    'POST',
    `/company-branches/${branchId}/orders`,
    austinOrderBody({ firstName: 'Nora', lastName: 'Quill', start, phone: '5125550199' }),
  )) as { id: number; number: number };
  await waitForRealtimeChannels(page);
  await setAutoAnswerDelay(page, 200);
  await owner.bringToFront();
  const ownerApi = apiOf(owner);
  await ownerApi('POST', `/orders/${order.id}/invite-employee`, {
    employee_ids: [marcus.id, other.id],
  });

  // The demo answers for the member without an account; Marcus's stays his to answer.
  const statusOf = async (employeeId: number) => {
    const crew = (await ownerApi('GET', `/orders/${order.id}/current-crew`)) as Array<{
      employee_id: number;
      invitation_status: string;
    }>;
    return crew.find((c) => c.employee_id === employeeId)?.invitation_status;
  };
  await expect.poll(() => statusOf(other.id)).not.toBe('pending');
  expect(await statusOf(marcus.id)).toBe('pending');

  await page.bringToFront();
  const menu = await openAccountMenu(page);
  await menu.getByRole('radio', { name: 'Helper' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/helper/job');
  await page.getByRole('link', { name: 'New company invitations' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/helper/job/company/new');
  const card = page.getByRole('link', { name: new RegExp(`^Order #${order.number},`) });
  await expect(card).toBeVisible();
  await card.click();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `You accepted order #${order.number}.` }),
  ).toBeVisible();
  expect(await statusOf(marcus.id)).toBe('accepted');
});
