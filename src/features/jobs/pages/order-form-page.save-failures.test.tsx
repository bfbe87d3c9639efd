import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, server } from '@mocks/node';
import { navigate } from 'wouter/use-browser-location';
import {
  droppedAnswers,
  goInHistory,
  renderApp,
  setupMockServer,
  stopApps,
} from '@/app/test-utils';
import { unauthorized } from '@/platform/session';
import { holdRequests } from '@/platform/testing/held-requests.test-helpers';
import { deleteDraft, loadDraft, saveDraft, takeBackToDraft } from '@/platform/forms/drafts';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';
import {
  OWNER,
  captureOrderWrites,
  description,
  enter,
  fillValidJob,
  list,
  openForm,
  submit,
  textbox,
} from './order-form-page.test-helpers';

setupMockServer();
afterEach(() => vi.restoreAllMocks());

/** Add new job's draft, per branch: the owner's (Austin, the first). */
const createDraft = () =>
  `job:create:${db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!.id}`;

describe('Add new job: save failures', () => {
  it('keeps every value and shows the server’s 422 on its field', async () => {
    const { user, push, replace } = await openForm();
    await fillValidJob(user);
    // Passes the form's permissive check; the API's email rule wants a 2+ letter domain end.
    await enter(user, textbox(/^Email/), 'maria@example.c');
    const before = screen
      .getAllByRole('textbox')
      .map((input) => [input.getAttribute('name'), (input as HTMLInputElement).value]);
    await submit(user);
    await waitFor(() =>
      expect(description(textbox(/^Email/))).toBe(
        'The customer.email field must be a valid email address.',
      ),
    );
    expect(textbox(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    // The field the server named is where the user is taken (focused, so scrolled to).
    await waitFor(() => expect(textbox(/^Email/)).toHaveFocus());
    const after = screen
      .getAllByRole('textbox')
      .map((input) => [input.getAttribute('name'), (input as HTMLInputElement).value]);
    expect(after).toEqual(before);
    expect(within(list('Pick-up addresses')).getByRole('combobox', { name: 'State' })).toHaveValue(
      'TX',
    );
    const moves = [...push.mock.calls, ...replace.mock.calls];
    expect(moves.some((call) => call[2] === '/company/job/not-formed')).toBe(false);
    // Fixing the field and saving again works.
    await user.clear(textbox(/^Email/));
    await enter(user, textbox(/^Email/), 'maria@example.com');
    await submit(user);
    expect(await screen.findByText(/^Job #\d+ created$/)).toBeInTheDocument();
  });

  it('puts nested and list-level server errors on their fields (time window, address, list)', async () => {
    server.use(
      http.post('*/api/company-branches/:id/orders', () =>
        HttpResponse.json(
          {
            data: null,
            message: 'The given data was invalid.',
            errors: {
              start_at: ['The start at field must be a date after or equal to now.'],
              'destination_addresses.0.street': ['We could not find this street.'],
              pick_up_addresses: ['The pick up addresses field is required.'],
              'customer.primary_phone': ['The phone is blocked.'],
            },
            success: false,
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openForm();
    await fillValidJob(user);
    await submit(user);
    await waitFor(() =>
      expect(description(textbox('Time window'))).toBe(
        'The start at field must be a date after or equal to now.',
      ),
    );
    expect(description(textbox('Street address', list('Destination addresses')))).toBe(
      'We could not find this street.',
    );
    expect(description(textbox('Phone'))).toBe('The phone is blocked.');
    expect(
      within(list('Pick-up addresses')).getByText('The pick up addresses field is required.'),
    ).toBeInTheDocument();
    expect(textbox('Time window')).toHaveValue('08:00 - 12:30');
    expect(textbox('Phone')).toHaveValue('+1(512)-555-0142');
  });

  it('a failure without field errors says the entries are kept', async () => {
    server.use(
      http.post('*/api/company-branches/:id/orders', () =>
        HttpResponse.json(
          { data: null, message: 'Server Error', errors: null, success: false },
          { status: 500 },
        ),
      ),
    );
    const { user } = await openForm();
    await fillValidJob(user);
    await submit(user);
    expect(
      await screen.findByText(
        'The job was not saved. Everything you entered is still here; try again.',
      ),
    ).toBeInTheDocument();
    expect(textbox('First name')).toHaveValue('Maria');
    expect(textbox('Hourly price')).toHaveValue('42.5');
  });
});

describe('Add new job: saves that get no answer (QA 57)', () => {
  const NOT_ANSWERED =
    'The server did not answer: the job may have been saved. Everything you entered is still here; check before you try again.';

  it('told to wait (429), the form says the job was not saved and when to try again; the toast has the server’s words (QA 57b L2)', async () => {
    server.use(
      http.post('*/api/company-branches/:id/orders', () =>
        HttpResponse.json(
          { data: null, message: 'Too Many Attempts.', errors: {}, success: false },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
    );
    const before = db.orders.count();
    await loadToaster();
    const { user } = await openForm();
    await fillValidJob(user);
    await submit(user);
    expect(
      await screen.findByText(
        'Too many attempts: the job was not saved. Everything you entered is still here; try again in 30 seconds.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toContain('Too Many Attempts.'));
    expect(db.orders.count()).toBe(before);
  });

  it('a save whose answer never came says the job may have been saved, not "try again" as a fact (H3)', async () => {
    server.use(http.post('*/api/company-branches/:id/orders', () => HttpResponse.error()));
    const { user } = await openForm();
    await fillValidJob(user);
    await submit(user);
    expect(await screen.findByText(NOT_ANSWERED)).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred:')).toBeInTheDocument();
    expect(textbox('First name')).toHaveValue('Maria');
  });

  it('a save sent online whose connection then drops may have been saved, though the browser is offline by then (review 57)', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get');
    onTestFinished(() => onLine.mockRestore());
    server.use(
      http.post('*/api/company-branches/:id/orders', () => {
        onLine.mockReturnValue(false);
        return HttpResponse.error();
      }),
    );
    const { user } = await openForm();
    await fillValidJob(user);
    await submit(user);
    expect(await screen.findByText(NOT_ANSWERED)).toBeInTheDocument();
  });

  it('offline, a save fails at once and says nothing was saved; the page says it is offline (H1, M2)', async () => {
    // The browser goes offline (as the app and React Query hear it); the call, sent anyway,
    // meets no network.
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = await openForm();
    act(() => void window.dispatchEvent(new Event('offline')));
    onTestFinished(() => {
      onLine.mockRestore();
      window.dispatchEvent(new Event('online'));
      // React Query's own word on the network (a singleton) is online again for the next test.
      onlineManager.setOnline(true);
    });
    server.use(http.post('*/api/company-branches/:id/orders', () => HttpResponse.error()));
    expect(
      screen.getByText(
        'You are offline: nothing can be loaded or saved until the connection is back. What you type stays here.',
      ),
    ).toBeInTheDocument();
    await fillValidJob(user);
    await submit(user);
    // Not paused until the network is back (it spun, then saved after the user had gone).
    expect(
      await screen.findByText(
        'You are offline: the job was not saved. Everything you entered is still here; try again once you are back online.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create job' })).toBeEnabled();
    expect(textbox('First name')).toHaveValue('Maria');
  });

  it('a save that succeeded as the session ended keeps nothing to restore (review 57: Restore made a second job)', async () => {
    const opened: { app?: Awaited<ReturnType<typeof openForm>> } = {};
    server.use(
      http.post('*/api/company-branches/:id/orders', () => {
        // The session ends (another call met a 401) while this save is answered.
        opened.app!.store.dispatch(unauthorized());
        return undefined;
      }),
    );
    const app = (opened.app = await openForm());
    await fillValidJob(app.user);
    await submit(app.user);
    const owner = db.users.findFirst((q) => q.where({ email: OWNER }))!;
    await waitFor(() =>
      expect(
        db.orders.findFirst((q) =>
          q.where((o) => o.customer.first_name === 'Maria' && o.notes === 'Piano on the 2nd floor'),
        ),
      ).toBeDefined(),
    );
    await waitFor(async () => expect(await loadDraft(owner.id, createDraft())).toBeNull());
    expect(await act(() => takeBackToDraft(owner.id))).toBeNull();
  });

  it('left during a slow save and opened again, the form says nothing of it until it ends; saved, there is nothing to restore (review 57)', async () => {
    const saves = holdRequests('post', '*/api/company-branches/:id/orders');
    const { user } = await openForm();
    await fillValidJob(user);
    await submit(user);
    const owner = db.users.findFirst((q) => q.where({ email: OWNER }))!;
    await waitFor(async () =>
      expect(await loadDraft(owner.id, createDraft())).toMatchObject({ reason: 'pending' }),
    );
    const before = db.orders.count();
    await act(() => navigate('/company/job'));
    await act(() => navigate('/company/job/create'));
    await screen.findByRole('form', { name: 'Job' });
    // Its own save is still on its way here: not "it may have been saved". A read of the
    // drafts made now is answered after one the form made as it opened (one store, in order).
    await act(() => loadDraft(owner.id, createDraft()));
    expect(screen.queryByText(/may have been saved/)).toBeNull();
    await saves.release();
    await waitFor(() => expect(db.orders.count()).toBe(before + 1));
    await waitFor(async () => expect(await loadDraft(owner.id, createDraft())).toBeNull());
    expect(screen.queryByText(/may have been saved/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
  });

  it('a page gone while its save was on its way offers the job as maybe saved, and a sign-in does not go back to it (H2)', async () => {
    // The answer does not come while the test looks: the page is reloaded meanwhile (a fresh
    // app).
    const saves = holdRequests('post', '*/api/company-branches/:id/orders');
    const { user } = await openForm();
    await fillValidJob(user);
    await submit(user);
    const owner = db.users.findFirst((q) => q.where({ email: OWNER }))!;
    await waitFor(async () =>
      expect(await loadDraft(owner.id, createDraft())).toMatchObject({ reason: 'pending' }),
    );
    stopApps();
    renderApp('/company/job/create');
    expect(
      await screen.findByText(
        /^You left this page while saving this job \(.+\): it may have been saved\. Check before you save it again\. What you typed was kept for you\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Your session ended/)).not.toBeInTheDocument();
    // Not a lost session's work: a sign-in is not taken back to it.
    expect(await act(() => takeBackToDraft(owner.id))).toBeNull();
    // The first page's save reaches the server, and its answer reaches no page: the page that
    // sent it is gone (as after a reload: stopApps), so the job stays offered as maybe saved.
    const before = db.orders.count();
    const dropped = droppedAnswers();
    await saves.release();
    await waitFor(() => expect(droppedAnswers()).toBe(dropped + 1));
    expect(db.orders.count()).toBe(before + 1);
    expect(await act(() => loadDraft(owner.id, createDraft()))).toMatchObject({
      reason: 'pending',
    });
    expect(screen.getByText(/it may have been saved/)).toBeInTheDocument();
  });
});

describe('typed work survives a lost session (2/8)', () => {
  async function signInOnPage(user: UserEvent, email: string) {
    await screen.findByRole('heading', { name: 'Welcome back!' });
    // A 401 filled in the email of the user whose session it ended.
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
  }

  function sessionLostOnNextSave() {
    let lost = true;
    server.use(
      http.post('*/api/company-branches/:id/orders', () => {
        if (!lost) return undefined;
        lost = false;
        return HttpResponse.json({ message: 'Unauthenticated.', errors: {} }, { status: 401 });
      }),
    );
  }

  it('a save that meets a 401 keeps the job; the same user signing in again is taken back to it and can restore it', async () => {
    const bodies = captureOrderWrites();
    sessionLostOnNextSave();
    const { user } = await openForm();
    await fillValidJob(user);
    await submit(user);
    // The session is gone: the login page.
    await signInOnPage(user, OWNER);
    // Back on the form, with what was typed offered back.
    await waitFor(() => expect(window.location.pathname).toBe('/company/job/create'));
    expect(await screen.findByText('Unsaved changes kept')).toBeInTheDocument();
    expect(textbox('First name')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(textbox('First name')).toHaveValue('Maria');
    expect(textbox(/^Notes/)).toHaveValue('Piano on the 2nd floor');
    expect(screen.queryByText('Unsaved changes kept')).not.toBeInTheDocument();
    await submit(user);
    expect(await screen.findByText(/^Job #\d+ created$/)).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({
      customer: expect.objectContaining({ first_name: 'Maria' }),
    });
    // Saved: the draft is gone.
    const owner = db.users.findFirst((q) => q.where({ email: OWNER }))!;
    await waitFor(async () => expect(await loadDraft(owner.id, createDraft())).toBeNull());
  });

  it('the login page a 401 brought the user to fills in their email and says their typing was kept; the spec’s toast stays (QA helper-130 L3)', async () => {
    await loadToaster();
    sessionLostOnNextSave();
    const { user } = await openForm();
    await fillValidJob(user);
    await submit(user);
    await screen.findByRole('heading', { name: 'Welcome back!' });
    expect(
      await screen.findByText(
        'Your session ended. Log in again to go on: what you typed was kept.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(OWNER);
    expect(toastTexts()).toContain('Error: Unauthorized user');
    // Signing in again goes back to the form, which offers what was kept.
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(window.location.pathname).toBe('/company/job/create'));
    expect(await screen.findByText('Unsaved changes kept')).toBeInTheDocument();
  });

  it('a session that ends while the user types (a 401 on the page’s data) keeps the last change; the sign-in takes them back to it', async () => {
    const app = await openForm();
    await app.user.type(textbox('First name'), 'Typed just before');
    // At once, within the pause after which typing is kept: every call now meets a 401.
    server.use(
      http.get('*/api/*', () =>
        HttpResponse.json({ message: 'Unauthenticated.', errors: {} }, { status: 401 }),
      ),
    );
    await act(() => app.queryClient.invalidateQueries());
    server.resetHandlers();
    await signInOnPage(app.user, OWNER);
    await waitFor(() => expect(window.location.pathname).toBe('/company/job/create'));
    expect(
      // When it was kept, on the viewer's named clock (the tests' zone is UTC; QA-171).
      await screen.findByText(
        /^Your session ended with changes to this job not saved \(\d\d\/\d\d\/\d{4} \d{1,2}:\d\d [ap]m UTC\)\./,
      ),
    ).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(textbox('First name')).toHaveValue('Typed just before');
  });

  it('another user signing in on the same browser is not taken to it nor offered it', async () => {
    sessionLostOnNextSave();
    const { user } = await openForm();
    await fillValidJob(user);
    await submit(user);
    await signInOnPage(user, 'manager@demo.test');
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
    // Their own start page, drawn with its feed.
    expect(await screen.findByText(/^Showing \d+(–\d+)? of \d+$/)).toBeInTheDocument();
    const owner = db.users.findFirst((q) => q.where({ email: OWNER }))!;
    const manager = db.users.findFirst((q) => q.where({ email: 'manager@demo.test' }))!;
    // The drafts are read inside act: the page goes on meanwhile (a toast closes).
    const [kept, managers] = await act(async () => {
      const drafts = await Promise.all([
        loadDraft<{ customer: { first_name: string } }>(owner.id, createDraft()),
        loadDraft(manager.id, createDraft()),
      ]);
      await deleteDraft(owner.id, createDraft());
      return drafts;
    });
    expect(kept?.values.customer.first_name).toBe('Maria');
    expect(managers).toBeNull();
  });

  it('a kept job whose form is gone meanwhile takes its user back once, not at every sign-in; a sign-out then drops it', async () => {
    const owner = db.users.findFirst((q) => q.where({ email: OWNER }))!;
    // A lost session's draft of a job someone deleted since (no such job now).
    const gone = 'job:edit:987654';
    await act(() =>
      saveDraft({
        userId: owner.id,
        form: gone,
        path: '/company/job/edit/987654',
        values: { customer: { first_name: 'Gone' } },
        reason: 'session',
      }),
    );
    const first = renderApp('/login');
    await signInOnPage(first.user, OWNER);
    await waitFor(() => expect(window.location.pathname).toBe('/company/job/edit/987654'));
    expect(await screen.findByText('Job not found')).toBeInTheDocument();

    // Signing in again (another visit): the start page, not the page that offers nothing.
    stopApps();
    localStorage.clear();
    const second = renderApp('/login');
    await signInOnPage(second.user, OWNER);
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
    expect(await screen.findByText(/^Showing \d+(–\d+)? of \d+$/)).toBeInTheDocument();
    expect(await act(() => loadDraft(owner.id, gone))).not.toBeNull();

    // A sign-out takes it with the forms left unsaved.
    await second.user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await second.user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(second.reload).toHaveBeenCalledOnce());
    expect(await act(() => loadDraft(owner.id, gone))).toBeNull();
  });

  it('Discard drops the kept job: the form is empty and offers nothing again', async () => {
    sessionLostOnNextSave();
    const { user } = await openForm();
    await fillValidJob(user);
    await submit(user);
    await signInOnPage(user, OWNER);
    expect(await screen.findByText('Unsaved changes kept')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText('Unsaved changes kept')).not.toBeInTheDocument();
    expect(textbox('First name')).toHaveValue('');
    const owner = db.users.findFirst((q) => q.where({ email: OWNER }))!;
    await waitFor(async () => expect(await loadDraft(owner.id, createDraft())).toBeNull());
  });
});

/** Another page, as the app's links go there. */
const goTo = (path: string) => act(async () => navigate(path));

describe('a form left unsaved keeps what was typed (review 54)', () => {
  // Each way out, and the page it leads to, once drawn (until then the form stays mounted,
  // hidden, as the next page's code loads: it is kept when it goes).
  const leaveBy = {
    'a sidebar link': async (user: UserEvent) => {
      const nav = screen.getByRole('navigation', { name: 'Company' });
      await user.click(within(nav).getByRole('link', { name: 'Team' }));
      await screen.findByRole('navigation', { name: 'Team lists' });
    },
    Back: async () => {
      await goInHistory(-1);
      await screen.findByRole('navigation', { name: 'Job lists' });
    },
  };

  it.each(Object.keys(leaveBy) as Array<keyof typeof leaveBy>)(
    'left by %s, the form offers it back; Restore puts it back',
    async (way) => {
      const { user } = await openForm();
      // Opened from the job list, as a person does (Back goes there).
      await goTo('/company/job/not-formed');
      await goTo('/company/job/create');
      await screen.findByRole('form', { name: 'Job' });
      await user.type(textbox('First name'), 'Half');
      await user.type(textbox(/^Notes/), 'Gate code 4411');
      await leaveBy[way](user);
      await goTo('/company/job/create');
      await screen.findByRole('form', { name: 'Job' });
      expect(
        await screen.findByText(/^You left this form before saving this job \(/),
      ).toBeInTheDocument();
      expect(textbox('First name')).toHaveValue('');
      await user.click(screen.getByRole('button', { name: 'Restore' }));
      expect(textbox('First name')).toHaveValue('Half');
      expect(textbox(/^Notes/)).toHaveValue('Gate code 4411');
    },
  );

  /** Types into Add new job, then leaves it for the job list (drawn), and comes back. */
  async function typeLeaveAndReturn(type: () => Promise<unknown>) {
    await type();
    await goTo('/company/job/not-formed');
    await screen.findByRole('navigation', { name: 'Job lists' });
    await goTo('/company/job/create');
    await screen.findByRole('form', { name: 'Job' });
  }
  const keptDraft = () => {
    const owner = db.users.findFirst((q) => q.where({ email: OWNER }))!;
    return act(() => loadDraft<{ customer: { first_name: string } }>(owner.id, createDraft()));
  };

  it('a change put back keeps nothing', async () => {
    const { user } = await openForm();
    await typeLeaveAndReturn(async () => {
      await user.type(textbox('First name'), 'Oops');
      await user.clear(textbox('First name'));
    });
    expect(await keptDraft()).toBeNull();
    expect(screen.queryByText('Unsaved changes kept')).not.toBeInTheDocument();
  });

  it('typing anew while an older draft is offered gives that one up for the new', async () => {
    const { user } = await openForm();
    await typeLeaveAndReturn(() => user.type(textbox('First name'), 'First'));
    expect(await screen.findByText('Unsaved changes kept')).toBeInTheDocument();
    await typeLeaveAndReturn(() => user.type(textbox('Last name'), 'Second'));
    expect(await screen.findByText('Unsaved changes kept')).toBeInTheDocument();
    expect((await keptDraft())?.values.customer).toMatchObject({
      first_name: '',
      last_name: 'Second',
    });
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(textbox('Last name')).toHaveValue('Second');
    expect(textbox('First name')).toHaveValue('');
  });

  it('is kept per branch, and a sign-out drops it', async () => {
    const { user, reload } = await openForm();
    await typeLeaveAndReturn(() => user.type(textbox('First name'), 'Austin job'));
    expect((await keptDraft())?.values.customer.first_name).toBe('Austin job');
    expect(createDraft()).toMatch(/^job:create:\d+$/);
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(await keptDraft()).toBeNull();
  });

  it('Cancel gives it up, and a form only looked at keeps nothing', async () => {
    const { user } = await openForm();
    await user.type(textbox('First name'), 'Given up');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('navigation', { name: 'Job lists' });
    await goTo('/company/job/create');
    await screen.findByRole('form', { name: 'Job' });
    // Only looked at (its addresses take the branch's state by themselves), then left.
    await user.click(textbox('First name'));
    await goTo('/company/job/not-formed');
    await screen.findByRole('navigation', { name: 'Job lists' });
    await goTo('/company/job/create');
    await screen.findByRole('form', { name: 'Job' });
    const owner = db.users.findFirst((q) => q.where({ email: OWNER }))!;
    expect(await act(() => loadDraft(owner.id, createDraft()))).toBeNull();
    expect(screen.queryByText('Unsaved changes kept')).not.toBeInTheDocument();
  });
});
