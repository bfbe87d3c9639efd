import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { catchDownloads } from '@/platform/calendar-file/capture-downloads.test-helpers';
import { readCalendar } from '@/platform/calendar-file/read-ics.test-helpers';
import { zonedDate } from '@/platform/format';

setupMockServer();

// Tests own their clock: the world is seeded at NOW and the app's Date starts there (noon
// in Austin on Wednesday 2031-03-05; the US clocks go forward on Sunday 2031-03-09).
const NOW = new Date('2031-03-05T18:00:00Z');
fixedClock(NOW);
const downloads = catchDownloads();
async function as(email: string, path: string) {
  localStorage.setItem('token', await loginAs(email));
  return renderApp(path);
}

const CHICAGO = 'America/Chicago';
const austin = () => db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;

/** The status line's count: "12 jobs in view." */
async function jobsInView(): Promise<number> {
  const status = await screen.findByText(/^\d+ jobs? in view\./);
  return Number(/^(\d+)/.exec(status.textContent ?? '')![1]);
}

async function exportFile(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await waitFor(() => expect(downloads.files).toHaveLength(1));
  const [file] = downloads.files;
  return { ...file!, ...readCalendar(await file!.text()) };
}

describe('Export on the company calendar', () => {
  it('downloads the month in view: one VEVENT per job shown, on both sides of the spring DST change', async () => {
    const app = await as('owner@demo.test', '/company/calendar?view=month&date=2031-03-05');
    const shown = await jobsInView();
    // The same jobs, worked out from the database: Austin's jobs whose day (on Austin's
    // clocks) is in the month's weeks, Sunday February 23 - Saturday April 5 (the calendar
    // leaves cancelled jobs out).
    const expected = db.orders
      .findMany((q) => q.where({ branch_id: austin().id, cancelled_at: null }))
      .filter((o) => {
        const day = zonedDate(o.start_at, CHICAGO);
        return day >= '2031-02-23' && day <= '2031-04-05';
      });
    // Jobs on both clocks: CST before March 9, CDT after.
    expect(expected.some((o) => o.start_at < '2031-03-09')).toBe(true);
    expect(expected.some((o) => o.start_at > '2031-03-10')).toBe(true);
    expect(shown).toBe(expected.length);

    const file = await exportFile(app.user);
    expect(file.name).toBe('jobs-2031-02-23-to-2031-04-05.ics');
    expect(file.type).toBe('text/calendar;charset=utf-8');
    expect(file.timeZones).toEqual([CHICAGO]);
    expect(file.events.map((e) => e.uid).sort()).toEqual(
      expected.map((o) => `order-${o.id}@movers-marketplace`).sort(),
    );
    for (const event of file.events) {
      const order = expected.find((o) => event.uid === `order-${o.id}@movers-marketplace`)!;
      expect(event.startZone).toBe(CHICAGO);
      expect(event.start.toISOString()).toBe(new Date(order.start_at).toISOString());
      expect(event.end.toISOString()).toBe(new Date(order.end_at).toISOString());
      expect(event.summary).toBe(
        `Order #${order.number}, ${order.customer.first_name} ${order.customer.last_name}`,
      );
    }
    expect(await screen.findByText(/jobs-2031-02-23-to-2031-04-05\.ics downloaded/)).toBeVisible();
  });

  it('offers no Export when no job is in view', async () => {
    await as('owner@demo.test', '/company/calendar?view=day&date=2031-03-09');
    expect(await jobsInView()).toBe(0);
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});

describe('Export on the helper calendar', () => {
  it('downloads the month in view: her jobs, unanswered invitations as tentative', async () => {
    const app = await as('helper@demo.test', '/helper/calendar?view=month&date=2031-03-05');
    const shown = await jobsInView();
    expect(shown).toBeGreaterThan(0);
    const file = await exportFile(app.user);
    expect(file.name).toBe('jobs-2031-02-23-to-2031-04-05.ics');
    expect(file.events).toHaveLength(shown);
    for (const event of file.events) {
      const id = Number(/^order-(\d+)@movers-marketplace$/.exec(event.uid)![1]);
      const order = db.findById('orders', id)!;
      const branch = db.findById('branches', order.branch_id)!;
      const company = db.findById('companies', branch.company_id)!;
      expect(order.cancelled_at).toBeNull();
      expect(event.summary).toBe(`Order #${order.number}, ${company.name}`);
      expect(event.startZone).toBe(branch.timezone);
      expect(event.start.toISOString()).toBe(new Date(order.start_at).toISOString());
      expect(['CONFIRMED', 'TENTATIVE']).toContain(event.status);
    }
  });
});
