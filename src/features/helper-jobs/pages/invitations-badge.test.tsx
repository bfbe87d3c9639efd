import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { companyInvitations, invitationBucket } from '@mocks/handlers/lib/helper-jobs';
import { emulateViewport, loginAs, renderApp, setupMockServer } from '@/app/test-utils';

setupMockServer();

/*
 * The Job entry's count of what waits for her answer (QA helper-105, 4): the companies' new
 * job invitations (the Company invitations New tab) and her pending invitations to join a
 * branch, on the sidebar, the phone drawer's Job entry and the phone header's link. It
 * follows pushed changes live (src/app/realtime-live.test.tsx).
 */

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;

/** Her Company invitations' New bucket, as the mock's own list makes it (review 109). */
const newJobs = () => companyInvitations(maria()).filter((i) => invitationBucket(i) === 'new');
const pendingBranches = () =>
  db.branch_invitations.findMany((q) => q.where({ helper_id: maria().id, status: 'pending' }));

async function helperAt(path: string) {
  localStorage.setItem('token', await loginAs('helper@demo.test'));
  return renderApp(path);
}

/** The phone header's link and the drawer Job entry's count, both named `name`. */
async function phoneBadges(app: Awaited<ReturnType<typeof helperAt>>, name: string) {
  const header = await screen.findByRole('banner');
  const link = await within(header).findByRole('link', { name });
  await app.user.click(within(header).getByRole('button', { name: 'Open menu' }));
  const drawer = (await screen.findByRole('heading', { name: 'Menu' })).closest<HTMLElement>(
    '.bp6-drawer',
  )!;
  const tag = within(within(drawer).getByRole('menuitem', { name: /^Job/ })).getByLabelText(name);
  await app.user.keyboard('{Escape}');
  return { link, tag };
}

describe('the invitations to answer badge', () => {
  it('the sidebar counts new job invitations and invitations to join a branch, and names both', async () => {
    const jobs = newJobs().length;
    const branches = pendingBranches().length;
    expect(jobs).toBeGreaterThanOrEqual(2); // the seed gives Maria both kinds
    expect(branches).toBeGreaterThanOrEqual(2);
    await helperAt('/helper/calendar');
    const nav = await screen.findByRole('navigation', { name: 'Helper' });
    const name = `${jobs + branches} invitations to answer: ${jobs} jobs, ${branches} to join a branch`;
    const badge = await within(nav).findByLabelText(name);
    expect(badge).toHaveAttribute('title', name);
    expect(badge).toHaveTextContent(String(jobs + branches));
    expect(within(nav).getByRole('link', { name: /^Job\b/ })).toContainElement(badge);
  });

  it('on a phone, both kinds: the header link and the drawer count them; the link opens the Job page', async () => {
    emulateViewport(390);
    const jobs = newJobs().length;
    const branches = pendingBranches().length;
    const app = await helperAt('/helper/calendar');
    const name = `${jobs + branches} invitations to answer: ${jobs} jobs, ${branches} to join a branch`;
    const { link, tag } = await phoneBadges(app, name);
    expect(link).toHaveTextContent(String(jobs + branches));
    expect(tag).toHaveTextContent(String(jobs + branches));
    await app.user.click(link);
    await waitFor(() => expect(window.location.pathname).toBe('/helper/job'));
  });

  it('on a phone, one new job invitation only: named so, and the link opens Company invitations, New', async () => {
    emulateViewport(390);
    for (const invitation of pendingBranches())
      await db.patch('branch_invitations', invitation.id, { status: 'cancelled' });
    for (const invitation of newJobs().slice(1))
      await db.patch('order_invitations', invitation.id, { status: 'cancelled' });
    const app = await helperAt('/helper/calendar');
    const { link, tag } = await phoneBadges(app, '1 invitation to answer: 1 job');
    expect(tag).toHaveTextContent('1');
    await app.user.click(link);
    await waitFor(() => expect(window.location.pathname).toBe('/helper/job/company/new'));
  });

  it('on a phone, invitations to join a branch only: the link opens Branch invitations', async () => {
    emulateViewport(390);
    for (const invitation of newJobs())
      await db.patch('order_invitations', invitation.id, { status: 'cancelled' });
    const branches = pendingBranches().length;
    const app = await helperAt('/helper/calendar');
    const name = `${branches} invitations to answer: ${branches} to join a branch`;
    const { link } = await phoneBadges(app, name);
    await app.user.click(link);
    await waitFor(() => expect(window.location.pathname).toBe('/helper/job/branch-invitations'));
  });
});
