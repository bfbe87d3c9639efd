import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { activeBranchStorage } from '@/platform/session/storage';
import { feedFacts, loginAs, renderApp, setupMockServer } from './test-utils';

setupMockServer();

/**
 * A server error on every call until `end()`, then the mock answers: however many times the
 * app asks meanwhile (a query asked ahead of its page, its retry, the page's own ask), the
 * load has failed when the page shows, and Try again is what loads it.
 */
function outage() {
  let down = true;
  return {
    handler: () =>
      down
        ? HttpResponse.json(
            { data: null, message: 'Server Error', errors: {}, success: false },
            { status: 500 },
          )
        : undefined,
    end: () => {
      down = false;
    },
  };
}

describe('failed loads offer a retry instead of loading forever', () => {
  it('branches that fail to load: the activity page says so, and Try again loads them', async () => {
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const branches = outage();
    server.use(http.get('*/api/company-branches', branches.handler));
    const app = renderApp('/company/activity');
    expect(await screen.findByText('Your branches could not be loaded.')).toBeInTheDocument();
    branches.end();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText(feedFacts('owner@demo.test', 'Austin').firstPage),
    ).toBeInTheDocument();
  });

  it('branches that fail to load with a branch kept active: the Branch page says so (not "No branches yet"), the branch pages stay offered, one toast, and Try again loads them (review 54)', async () => {
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const branches = outage();
    server.use(http.get('*/api/company-branches', branches.handler));
    activeBranchStorage.set(feedFacts('owner@demo.test', 'Austin').branchId);
    const app = renderApp('/company/activity');
    const nav = await screen.findByRole('navigation', { name: 'Company' });
    await screen.findByText('Server Error');
    await app.user.click(within(nav).getByRole('link', { name: 'Branch' }));
    expect(await screen.findByText('Your branches could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No branches yet')).not.toBeInTheDocument();
    for (const page of ['Job', 'Calendar', 'Team', 'Branch'])
      expect(within(nav).getByRole('link', { name: page })).toBeInTheDocument();
    expect(
      screen.getAllByRole('alert').filter((a) => a.textContent === 'Server Error'),
    ).toHaveLength(1);
    branches.end();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByText('Lone Star Movers Austin')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Your branches could not be loaded.')).not.toBeInTheDocument();
  });

  it('a 401 on a page’s data ends the session with the spec’s toast, once (review 54)', async () => {
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const app = renderApp('/company/activity');
    const nav = await screen.findByRole('navigation', { name: 'Company' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Team' })).toBeVisible());
    server.use(
      http.get('*/api/company-branches/:id/employees', () =>
        HttpResponse.json({ message: 'Unauthenticated.', errors: {} }, { status: 401 }),
      ),
    );
    await app.user.click(within(nav).getByRole('link', { name: 'Team' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(await screen.findByText('Error: Unauthorized user')).toBeInTheDocument();
    expect(
      screen.getAllByRole('alert').filter((a) => a.textContent === 'Error: Unauthorized user'),
    ).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('helper job counts that fail to load: the page says so, and Try again loads them', async () => {
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    const counts = outage();
    server.use(http.get('*/api/helper/job-counts', counts.handler));
    const app = renderApp('/helper/job');
    expect(await screen.findByText('Your jobs could not be loaded.')).toBeInTheDocument();
    counts.end();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    const card = await screen.findByRole('region', { name: 'Company invitations' });
    expect(within(card).getByRole('link', { name: 'New company invitations' })).toBeInTheDocument();
    expect(screen.queryByText('Your jobs could not be loaded.')).not.toBeInTheDocument();
  });
});
