import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { catchDownloads } from '@/platform/calendar-file/capture-downloads.test-helpers';
import { readCalendar } from '@/platform/calendar-file/read-ics.test-helpers';
import { formatTimeRange } from '@/platform/format';

setupMockServer();
// Seeded at, and the app's Date from, a fixed instant: noon in Austin, Wednesday 2031-03-05.
const NOW = new Date('2031-03-05T18:00:00Z');
fixedClock(NOW);
const downloads = catchDownloads();

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;

/** Maria's first invitation from NOW on with this status, on an open order. */
function invitation(status: 'accepted' | 'pending' | 'rejected') {
  const found = db.order_invitations
    .findMany((q) => q.where({ user_id: maria().id, status }))
    .map((i) => ({ invitation: i, order: db.findById('orders', i.order_id)! }))
    .filter(({ order }) => !order.cancelled_at && order.start_at > NOW.toISOString())
    .sort((a, b) => a.order.start_at.localeCompare(b.order.start_at))[0];
  if (!found) throw new Error(`no upcoming ${status} invitation of the demo helper`);
  const branch = db.findById('branches', found.order.branch_id)!;
  const company = db.findById('companies', branch.company_id)!;
  return { ...found, branch, company };
}

async function openDetails(invitationId: number) {
  localStorage.setItem('token', await loginAs('helper@demo.test'));
  const app = renderApp(`/helper/job/company/details/${invitationId}`);
  return app;
}

describe('Add to calendar on the helper’s Order details (8/8)', () => {
  it('downloads an accepted job on its branch’s clocks, named by order and company, the same UID twice', async () => {
    const { invitation: inv, order, branch, company } = invitation('accepted');
    const app = await openDetails(inv.id);
    await screen.findByRole('heading', { name: `Order #${order.number}` });
    const when = formatTimeRange(order.start_at, order.end_at, branch.timezone);
    expect(screen.getByText(when)).toBeVisible();

    const button = screen.getByRole('button', { name: 'Add to calendar' });
    await app.user.click(button);
    await app.user.click(button);
    await waitFor(() => expect(downloads.files).toHaveLength(2));
    const [first, second] = downloads.files;
    expect(first!.name).toBe(`order-${order.number}.ics`);
    const file = readCalendar(await first!.text());
    expect(file.timeZones).toEqual([branch.timezone]);
    const event = file.events[0]!;
    expect(event).toMatchObject({
      uid: `order-${order.id}@movers-marketplace`,
      summary: `Order #${order.number}, ${company.name}`,
      startZone: branch.timezone,
      status: 'CONFIRMED',
    });
    expect(formatTimeRange(event.start, event.end, branch.timezone)).toBe(when);
    expect(event.start.toISOString()).toBe(new Date(order.start_at).toISOString());
    expect(event.description).toContain(`Company: ${company.name} · ${branch.name}`);
    expect(readCalendar(await second!.text()).events[0]!.uid).toBe(event.uid);
  });

  it('marks an unanswered invitation tentative', async () => {
    const pending = invitation('pending');
    const app = await openDetails(pending.invitation.id);
    await screen.findByRole('button', { name: 'Accept' });
    await app.user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    const [event] = readCalendar(await downloads.files[0]!.text()).events;
    expect(event!.status).toBe('TENTATIVE');
    expect(event!.uid).toBe(`order-${pending.order.id}@movers-marketplace`);
    // Dated by the later of the order's change and her invitation's (QA 2026-12-04).
    const changed = Math.max(
      Date.parse(pending.order.updated_at),
      Date.parse(pending.invitation.updated_at),
    );
    expect(event!.lastModified?.getTime()).toBe(Math.floor(changed / 1000) * 1000);
    expect(event!.sequence).toBe(Math.floor(changed / 60_000));
  });

  it('offers nothing for a rejected invitation', async () => {
    const rejected = invitation('rejected');
    await openDetails(rejected.invitation.id);
    await screen.findByRole('heading', { name: `Order #${rejected.order.number}` });
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });
});
