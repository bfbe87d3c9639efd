import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { goInHistory, loginAs, renderApp, setupMockServer } from '@/app/test-utils';

setupMockServer();

/*
 * QA 164 M3: the crew page (which the dispatch board opens) had no way to Edit job, and Edit
 * job (which the calendar opens) none to the job's crew; moving a job's time from the board
 * meant paging through Job › Formed. Both are ordinary links: Back returns.
 */

const openOrder = (status: number) =>
  db.orders.findFirst((q) =>
    q.where((o) => o.status === status && o.cancelled_at === null && o.completed_at === null),
  )!;

async function startAt(path: string) {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  return renderApp(path);
}

describe('Between a job’s crew page and Edit job (QA 164 M3)', () => {
  it('the crew page’s order summary offers Edit job; Back returns to the crew page', async () => {
    const order = openOrder(4);
    const app = await startAt(`/company/job/team-edit/${order.id}`);
    await screen.findByRole('heading', { name: `Order #${order.number}` });
    const edit = screen.getByRole('link', { name: 'Edit job' });
    expect(edit).toHaveAttribute('href', `/company/job/edit/${order.id}`);
    await app.user.click(edit);
    expect(await screen.findByRole('form', { name: 'Job' })).toBeInTheDocument();
    await goInHistory(-1);
    expect(window.location.pathname).toBe(`/company/job/team-edit/${order.id}`);
  });

  it('Edit job opened from the crew page returns to it on Cancel and on Save (QA helper-168 M1)', async () => {
    const order = openOrder(4);
    const crewPage = `/company/job/team-edit/${order.id}`;
    const app = await startAt(crewPage);
    await screen.findByRole('heading', { name: `Order #${order.number}` });
    await app.user.click(screen.getByRole('link', { name: 'Edit job' }));
    await screen.findByRole('form', { name: 'Job' });
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(window.location.pathname).toBe(crewPage));
    expect(screen.queryByRole('form', { name: 'Job' })).toBeNull();

    await app.user.click(await screen.findByRole('link', { name: 'Edit job' }));
    await screen.findByRole('form', { name: 'Job' });
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(`Job #${order.number} saved`);
    await waitFor(() => expect(window.location.pathname).toBe(crewPage));
    expect(
      await screen.findByRole('heading', { name: `Order #${order.number}` }),
    ).toBeInTheDocument();
  });

  it('a completed or cancelled job’s crew page has no Edit job: it can no longer be edited', async () => {
    const closed = db.orders.findFirst((q) => q.where((o) => o.completed_at !== null))!;
    await startAt(`/company/job/team-edit/${closed.id}`);
    await screen.findByRole('heading', { name: `Order #${closed.number}` });
    expect(screen.getByRole('link', { name: 'Print job sheet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit job' })).toBeNull();
  });

  it('Edit job offers Crew: Team edit for a formed crew, Team add for one to build', async () => {
    const formed = openOrder(4);
    const app = await startAt(`/company/job/edit/${formed.id}`);
    await screen.findByRole('form', { name: 'Job' });
    const crew = screen.getByRole('link', { name: 'Crew' });
    expect(crew).toHaveAttribute('href', `/company/job/team-edit/${formed.id}`);
    await app.user.click(crew);
    expect(
      await screen.findByRole('heading', { name: `Order #${formed.number}` }),
    ).toBeInTheDocument();
    await goInHistory(-1);
    await waitFor(() => expect(window.location.pathname).toBe(`/company/job/edit/${formed.id}`));
    app.unmount();

    const notFormed = openOrder(1);
    await startAt(`/company/job/edit/${notFormed.id}`);
    await screen.findByRole('form', { name: 'Job' });
    expect(screen.getByRole('link', { name: 'Crew' })).toHaveAttribute(
      'href',
      `/company/job/team-add/${notFormed.id}`,
    );
  });
});
