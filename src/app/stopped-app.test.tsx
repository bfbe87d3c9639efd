import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { server } from '@mocks/node';
import { droppedAnswers, loginAs, renderApp, setupMockServer, stopApps } from './test-utils';

setupMockServer();

// The harness's stand-in for a reload (stopApps, then renderApp) ends the stopped app's calls
// as a reload does: their answers reach nothing of it, nor the next app, which by then owns
// the HTTP client's hooks.
it('a call answered after its app stopped does nothing to the next app, as after a reload', async () => {
  const token = await loginAs('owner@demo.test');
  localStorage.setItem('token', token);
  let entered = () => {};
  const inHandler = new Promise<void>((resolve) => (entered = resolve));
  let answer = () => {};
  const answerable = new Promise<void>((resolve) => (answer = resolve));
  let first = true;
  server.use(
    http.post('*/api/auth/get-me', async () => {
      if (!first) return undefined;
      first = false;
      entered();
      await answerable;
      // The session's end, for the token the first app's start-up sent (spec section 4).
      return HttpResponse.json(
        { data: null, message: 'Unauthenticated.', errors: {}, success: false },
        { status: 401 },
      );
    }),
  );
  renderApp('/company/activity');
  await inHandler;
  stopApps();
  const dropped = droppedAnswers();
  const app = renderApp('/company/activity');
  expect(await screen.findByRole('navigation', { name: 'Company' })).toBeInTheDocument();
  answer();
  await waitFor(() => expect(droppedAnswers()).toBe(dropped + 1));
  expect(localStorage.getItem('token')).toBe(token);
  expect(app.store.getState().session.status).toBe('authenticated');
  expect(window.location.pathname).toBe('/company/activity');
  expect(screen.getByRole('navigation', { name: 'Company' })).toBeInTheDocument();
  expect(screen.queryByText('Unauthenticated.')).not.toBeInTheDocument();
});
