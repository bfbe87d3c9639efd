import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { server } from '@mocks/node';
import { apiRequest } from '@/platform/api/http-client';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';
import {
  droppedAnswers,
  feedFacts,
  loginAs,
  renderApp,
  setupMockServer,
  stopApps,
} from './test-utils';

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

const serverError = (message: string) =>
  HttpResponse.json({ data: null, message, errors: {}, success: false }, { status: 500 });

it('a save that fails after its app stopped is not toasted into the next app', async () => {
  await loadToaster();
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  const { firstPage } = feedFacts('owner@demo.test', 'Austin');
  let entered = () => {};
  const inHandler = new Promise<void>((resolve) => (entered = resolve));
  let answer = () => {};
  const answerable = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.post('*/api/notifications/branch/:branchId/mark-all-as-read', async () => {
      entered();
      await answerable;
      return serverError('Server Error M.');
    }),
  );
  const first = renderApp('/company/activity');
  await screen.findByText(firstPage);
  await first.user.click(screen.getByRole('button', { name: 'Mark all as read' }));
  await inHandler;
  stopApps();
  const dropped = droppedAnswers();
  renderApp('/company/activity');
  await screen.findByText(firstPage);
  answer();
  // (Another call of the first app's may have been on its way too: at least this one.)
  await waitFor(() => expect(droppedAnswers()).toBeGreaterThan(dropped));
  await pauseInAct(50);
  expect(toastTexts()).not.toContain('Server Error M.');
});

it('a call its app makes once stopped is never sent, as a gone page sends nothing', async () => {
  await loadToaster();
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  const { firstPage } = feedFacts('owner@demo.test', 'Austin');
  let received = 0;
  server.use(
    http.post('*/api/left-unanswered', () => {
      received += 1;
      return serverError('Server Error N.');
    }),
  );
  const first = renderApp('/company/activity');
  await screen.findByText(firstPage);
  // A save asked for as the app stops: its function, and so its call, runs a few microtasks
  // later, after the stop.
  void first.queryClient
    .getMutationCache()
    .build(first.queryClient, {
      mutationFn: () => apiRequest({ url: '/left-unanswered', method: 'POST' }),
    })
    .execute(undefined);
  const dropped = droppedAnswers();
  stopApps();
  // As between two tests: the stopped app's code runs on before the next app starts.
  await pauseInAct(50);
  expect(droppedAnswers()).toBe(dropped + 1);
  renderApp('/company/activity');
  await screen.findByText(firstPage);
  await pauseInAct(50);
  expect(received).toBe(0);
  expect(toastTexts()).not.toContain('Server Error N.');
});
