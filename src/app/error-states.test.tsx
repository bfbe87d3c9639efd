import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { feedFacts, loginAs, renderApp, setupMockServer } from './test-utils';

setupMockServer();

/** Fails the first `times` calls (queries retry a 5xx once), then lets the mock answer. */
function failing(times: number) {
  let calls = 0;
  return () => {
    calls += 1;
    if (calls > times) return undefined;
    return HttpResponse.json(
      { data: null, message: 'Server Error', errors: {}, success: false },
      { status: 500 },
    );
  };
}

describe('failed loads offer a retry instead of loading forever', () => {
  it('branches that fail to load: the activity page says so, and Try again loads them', async () => {
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    server.use(http.get('*/api/company-branches', failing(2)));
    const app = renderApp('/company/activity');
    expect(await screen.findByText('Your branches could not be loaded.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText(feedFacts('owner@demo.test', 'Austin').firstPage),
    ).toBeInTheDocument();
  });

  it('helper job counts that fail to load: the page says so, and Try again loads them', async () => {
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    server.use(http.get('*/api/helper/job-counts', failing(2)));
    const app = renderApp('/helper/job');
    expect(await screen.findByText('Your jobs could not be loaded.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    const card = await screen.findByRole('region', { name: 'Company invitations' });
    expect(within(card).getByLabelText('Company invitations: New')).toBeInTheDocument();
    expect(screen.queryByText('Your jobs could not be loaded.')).not.toBeInTheDocument();
  });
});
