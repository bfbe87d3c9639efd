import type { OtpState } from '../model/otp.slice';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { db, server } from '@mocks/node';
import { goInHistory, loginAs, renderApp, setupMockServer, stopApps } from '@/app/test-utils';
import { holdRequests } from '@/platform/testing/held-requests.test-helpers';
import { recordRequests } from '@/platform/testing/recorded-requests.test-helpers';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';

/** The one-time-code state of the app's store (features/auth's otp slice). */
const otpOf = (app: { store: { getState(): unknown } }) =>
  (app.store.getState() as { otp: OtpState }).otp;

setupMockServer();
afterEach(() => vi.restoreAllMocks());

type App = ReturnType<typeof renderApp>;

async function typeCode(app: App, code: string) {
  await app.user.click(screen.getByRole('textbox', { name: 'Character 1 of 6' }));
  await app.user.keyboard(code);
}

async function fillPerson(app: App, email: string) {
  await app.user.type(screen.getByLabelText('First name'), 'Nina');
  await app.user.type(screen.getByLabelText('Last name'), 'Park');
  await app.user.type(screen.getByLabelText('Email'), email);
  await app.user.type(screen.getByLabelText('Phone'), '5125550142');
}

/** The sign-up code requests the page sends from here until the test ends. */
const recordCodeRequests = () =>
  recordRequests((url) => url.pathname.endsWith('/register/request-otp'));

/** The next call to `path` answers 422 with `message` on `field`. */
function answer422(path: string, field: string, message: string) {
  server.use(
    http.post(path, () =>
      HttpResponse.json(
        { data: null, message, errors: { [field]: [message] }, success: false },
        { status: 422 },
      ),
    ),
  );
}

/** Every one of `text`'s places (the field, the toast) shows it. */
async function expectShown(text: string) {
  await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThanOrEqual(1));
}

describe('helper sign-up (/sign-up/helper)', () => {
  it('details, code (a wrong one first), password (a mismatch first): signed in on the Job page, its checklist', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    await loadToaster();
    const app = renderApp('/sign-up/helper');
    expect(await screen.findByRole('heading', { name: 'Become a helper' })).toBeInTheDocument();
    // Spec section 2: this route has a white background.
    expect(document.querySelector('.app-route-bg--white')).not.toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Value is required')).toHaveLength(4);

    await fillPerson(app, 'nina.park@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('nina.park@example.com')).toBeInTheDocument();
    // The demo (mock mode) says where its code is (QA 205 L9).
    expect(screen.getByText(/^Demo: the code is in the Demo panel/)).toBeInTheDocument();
    expect(otpOf(app).otpId).toBeTruthy();
    expect(otpOf(app).lastSendingEmail).toBe('nina.park@example.com');
    // The server's cool-down (resend_after 60 s) holds the resend back.
    expect(screen.getByRole('button', { name: /^Resend code in (59|60)s$/ })).toBeDisabled();

    await typeCode(app, '000000');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    await expectShown('The code is invalid.');
    expect(screen.getByRole('textbox', { name: 'Character 1 of 6' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(toastTexts()).toContain('The code is invalid.');
    await typeCode(app, '123456');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(otpOf(app).temporaryToken).toMatch(/^tmp_/);
    // The code accepted, the wrong one's toast goes with it (QA 205 L1).
    await waitFor(() => expect(toastTexts()).not.toContain('The code is invalid.'), {
      timeout: 2000,
    });

    await app.user.type(screen.getByLabelText('Password'), 'helper123');
    await app.user.type(screen.getByLabelText('Confirm password'), 'helper124');
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('The value must be equal to the Password value'),
    ).toBeInTheDocument();
    await app.user.clear(screen.getByLabelText('Confirm password'));
    await app.user.type(screen.getByLabelText('Confirm password'), 'helper123');
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));

    // On the Job page, where the checklist says what her profile lacks (QA-211 L3: she was
    // sent to Personal info, complete from the sign-up).
    await waitFor(() => expect(window.location.pathname).toBe('/helper/job'));
    expect(await screen.findByText(/Complete your profile to get jobs/)).toBeInTheDocument();
    expect(await screen.findByText('Complete your profile: 0 of 4 done')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Left to do' })).toHaveTextContent('Choose your role');
    const session = app.store.getState().session;
    expect(session.user).toMatchObject({ email: 'nina.park@example.com', isHelper: true });
    expect(session.isPersonalInfoSection).toBe(true);
    expect(otpOf(app).temporaryToken).toBeNull();
    expect(localStorage.getItem('token')).toBeTruthy();
    expect(db.users.findFirst((q) => q.where({ email: 'nina.park@example.com' }))?.type).toBe(4);
  });

  it('a taken email is refused on its field, everything typed is kept', async () => {
    const app = renderApp('/sign-up/helper');
    await screen.findByRole('heading', { name: 'Become a helper' });
    await fillPerson(app, 'helper@demo.test');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectShown('The email has already been taken.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Nina');
    expect(screen.getByLabelText('Email')).toHaveValue('helper@demo.test');
  });

  it('an expired code says so; Resend is offered at once, not after the cool-down, and a new code works', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const app = renderApp('/sign-up/helper');
    await screen.findByRole('heading', { name: 'Become a helper' });
    await fillPerson(app, 'late.helper@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Step 2 of 3');
    await db.otps.update((q) => q.where({ email: 'late.helper@example.com' }), {
      data(otp) {
        otp.expires_at = new Date(Date.now() - 1000).toISOString();
      },
    });
    await typeCode(app, '123456');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    await expectShown('The code has expired. Please request a new one.');

    // The code can no longer be used (the refusal names its id): another may be asked for now.
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    expect(resend).toBeEnabled();
    await app.user.click(resend);
    expect(
      await screen.findByText('We sent a new code to late.helper@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Resend code in (59|60)s$/ })).toBeDisabled();
    await typeCode(app, '123456');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
  });

  it('after Resend the focus is back in the boxes for the new code, even if it left while sending (a double click)', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const app = renderApp('/sign-up/helper');
    await screen.findByRole('heading', { name: 'Become a helper' });
    await fillPerson(app, 'double.click@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Step 2 of 3');
    const firstBox = screen.getByRole('textbox', { name: 'Character 1 of 6' });
    await waitFor(() => expect(firstBox).toHaveFocus());

    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    const sending = holdRequests('post', '*/api/auth-v2/register/request-otp');
    await app.user.click(
      await screen.findByRole('button', { name: 'Resend code' }, { timeout: 3000 }),
    );
    // The second press lands on the button disabled while it sends: the page takes the focus.
    await waitFor(() => expect(sending.count()).toBe(1));
    await app.user.click(document.body);
    expect(firstBox).not.toHaveFocus();
    await sending.release();

    expect(
      await screen.findByText('We sent a new code to double.click@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Character 1 of 6' })).toHaveFocus();
    expect(screen.queryByText('Value is required')).toBeNull();
  });
});

describe('company sign-up (/sign-up/company)', () => {
  async function throughTheCode(app: App, email: string) {
    await screen.findByRole('heading', { name: 'Join as a moving company' });
    await app.user.type(screen.getByLabelText('Company name'), 'Bluebonnet Moving');
    await fillPerson(app, email);
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Step 2 of 3');
    await typeCode(app, '123456');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Step 3 of 3');
    await app.user.type(screen.getByLabelText('Branch name'), 'Bluebonnet Austin');
    await app.user.type(screen.getByLabelText('Address'), '500 E 7th St');
    await app.user.type(screen.getByLabelText('City'), 'Austin');
    await app.user.selectOptions(screen.getByLabelText('State'), 'TX');
    await app.user.type(screen.getByLabelText('Password'), 'company123');
    await app.user.type(screen.getByLabelText('Confirm password'), 'company123');
    await app.user.click(screen.getByRole('button', { name: 'Create company' }));
  }

  it('registers the company with its first branch and lands on company activity', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const app = renderApp('/sign-up/company');
    // The company sign-up keeps the page colour (only the helper's is white).
    expect(document.querySelector('.app-route-bg--white')).toBeNull();
    await throughTheCode(app, 'owner@bluebonnet.example.com');
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
    expect(await screen.findByText(/Your company is ready/)).toBeInTheDocument();
    const owner = db.users.findFirst((q) => q.where({ email: 'owner@bluebonnet.example.com' }));
    expect(owner?.type).toBe(1);
    const branch = db.branches.findFirst((q) => q.where({ name: 'Bluebonnet Austin' }));
    // Its street address too (QA 57a M2: the branch had none, and its first edit was refused).
    expect(branch).toMatchObject({ city: 'Austin', state_initials: 'TX', address: '500 E 7th St' });
    // Its first branch becomes the active one.
    await waitFor(() => expect(localStorage.getItem('activeBranchId')).toBe(String(branch!.id)));
  });

  it('a reload at the code step resumes there: the code already sent works and the details typed are kept (QA 57 H4)', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { requests: codeRequests } = recordCodeRequests();
    const app = renderApp('/sign-up/company');
    await screen.findByRole('heading', { name: 'Join as a moving company' });
    await app.user.type(screen.getByLabelText('Company name'), 'Reload Movers');
    await fillPerson(app, 'owner@reload.example.com');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Step 2 of 3');

    // The tab reloads: a fresh app over the same sessionStorage (a page's unload runs none
    // of React's clean-ups, which a test's unmount does: what they drop is put back).
    const kept = sessionStorage.getItem('movers:otp-flow:register:/sign-up/company');
    expect(kept).not.toBeNull();
    stopApps();
    sessionStorage.setItem('movers:otp-flow:register:/sign-up/company', kept!);
    const again = renderApp('/sign-up/company');
    await screen.findByText('Step 2 of 3');
    await typeCode(again, '123456');
    await again.user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Step 3 of 3');
    // Neither the code nor a password is kept.
    expect(
      JSON.parse(sessionStorage.getItem('movers:otp-flow:register:/sign-up/company')!).values,
    ).toEqual({
      company_name: 'Reload Movers',
      first_name: 'Nina',
      last_name: 'Park',
      email: 'owner@reload.example.com',
      phone: '5125550142',
    });
    await again.user.type(screen.getByLabelText('Branch name'), 'Reload Austin');
    await again.user.type(screen.getByLabelText('Address'), '12 Congress Ave');
    await again.user.type(screen.getByLabelText('City'), 'Austin');
    await again.user.selectOptions(screen.getByLabelText('State'), 'TX');
    await again.user.type(screen.getByLabelText('Password'), 'company123');
    await again.user.type(screen.getByLabelText('Confirm password'), 'company123');
    await again.user.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
    // The details typed before the reload made the company; one code was asked for.
    expect(db.companies.findFirst((q) => q.where({ name: 'Reload Movers' }))).toBeDefined();
    expect(codeRequests).toHaveLength(1);
    await waitFor(() =>
      expect(sessionStorage.getItem('movers:otp-flow:register:/sign-up/company')).toBeNull(),
    );
  });

  it('a reload on the first step keeps what was typed there; leaving the page drops it (QA helper-193)', async () => {
    const key = 'movers:otp-flow:register:/sign-up/company';
    const app = renderApp('/sign-up/company');
    await screen.findByRole('heading', { name: 'Join as a moving company' });
    await app.user.type(screen.getByLabelText('Company name'), 'First Step Movers');
    await fillPerson(app, 'owner@first-step.example.com');

    // The tab reloads before Continue (as in 'a reload at the code step resumes there').
    const kept = sessionStorage.getItem(key);
    expect(kept).not.toBeNull();
    stopApps();
    sessionStorage.setItem(key, kept!);
    const again = renderApp('/sign-up/company');
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveValue('First Step Movers');
    expect(screen.getByLabelText('First name')).toHaveValue('Nina');
    expect(screen.getByLabelText('Last name')).toHaveValue('Park');
    expect(screen.getByLabelText('Email')).toHaveValue('owner@first-step.example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('+1(512)-555-0142');

    // Left for the login page and back: a new start, with nothing of the earlier one.
    await again.user.click(screen.getByRole('link', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Welcome back!' });
    expect(sessionStorage.getItem(key)).toBeNull();
    await again.user.click(screen.getByRole('link', { name: 'Register now' }));
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('after a reload, what is mended on the first step stays mended when Back comes to it again', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const key = 'movers:otp-flow:register:/sign-up/company';
    const app = renderApp('/sign-up/company');
    await screen.findByRole('heading', { name: 'Join as a moving company' });
    await app.user.type(screen.getByLabelText('Company name'), 'Mended Movers');
    await fillPerson(app, 'ownr@mended.example.com');
    const kept = sessionStorage.getItem(key);
    stopApps();
    sessionStorage.setItem(key, kept!);
    const again = renderApp('/sign-up/company');
    await screen.findByText('Step 1 of 3');
    await again.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Step 2 of 3');
    await again.user.click(screen.getByRole('button', { name: 'Use a different email' }));
    await screen.findByText('Step 1 of 3');
    await again.user.clear(screen.getByLabelText('Email'));
    await again.user.type(screen.getByLabelText('Email'), 'owner@mended.example.com');
    await again.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Step 2 of 3');
    // The browser's Back: the first step's fields again, as last typed (they were the ones
    // from before the reload: react-final-form put a field that mounts again back to the
    // form's initial values).
    await goInHistory(-1);
    await screen.findByText('Step 1 of 3');
    expect(screen.getByLabelText('Email')).toHaveValue('owner@mended.example.com');
    expect(screen.getByLabelText('Company name')).toHaveValue('Mended Movers');
  });

  it('the first step keeps nothing until something is typed, and nothing once it is all cleared', async () => {
    const key = 'movers:otp-flow:register:/sign-up/helper';
    const app = renderApp('/sign-up/helper');
    await screen.findByRole('heading', { name: 'Become a helper' });
    expect(sessionStorage.getItem(key)).toBeNull();
    await app.user.type(screen.getByLabelText('First name'), 'Nina');
    expect(JSON.parse(sessionStorage.getItem(key)!)).toMatchObject({
      step: 'details',
      values: { first_name: 'Nina' },
      otpId: null,
    });
    await app.user.clear(screen.getByLabelText('First name'));
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('back from the code step to fix a detail, the same address goes on to the code already sent (QA 58 M8)', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { requests: codeRequests } = recordCodeRequests();
    const app = renderApp('/sign-up/company');
    await screen.findByRole('heading', { name: 'Join as a moving company' });
    await app.user.type(screen.getByLabelText('Company name'), 'Typo Movres');
    await fillPerson(app, 'owner@typo.example.com');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Step 2 of 3');
    await app.user.click(screen.getByRole('button', { name: 'Use a different email' }));
    await screen.findByText('Step 1 of 3');
    // The email it came back to change has the focus, not the first field (QA 205 L3).
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await app.user.clear(screen.getByLabelText('Company name'));
    await app.user.type(screen.getByLabelText('Company name'), 'Typo Movers');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Step 2 of 3');
    expect(screen.queryByText(/Please wait/)).toBeNull();
    expect(codeRequests).toHaveLength(1);
    await typeCode(app, '123456');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Step 3 of 3');
  });

  it("each step is an entry of the browser's history; the last step's Back goes to the details, whose Continue needs no new code", async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { requests: codeRequests } = recordCodeRequests();
    const app = renderApp('/sign-up/company');
    await screen.findByRole('heading', { name: 'Join as a moving company' });
    await app.user.type(screen.getByLabelText('Company name'), 'Histry Movers');
    await fillPerson(app, 'owner@history.example.com');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Step 2 of 3');

    // Back: the details, as typed, on the same page; Forward: the code step again.
    await goInHistory(-1);
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/sign-up/company');
    expect(screen.getByLabelText('Company name')).toHaveValue('Histry Movers');
    await goInHistory(1);
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    await typeCode(app, '123456');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Step 3 of 3');
    // A step that comes in has the focus on its first field, not on the button pressed.
    await waitFor(() => expect(screen.getByLabelText('Branch name')).toHaveFocus());

    // The way back to fix the company's name; the verified address goes on without a code.
    await app.user.click(screen.getByRole('button', { name: 'Back to your company' }));
    await screen.findByText('Step 1 of 3');
    await waitFor(() => expect(screen.getByLabelText('Company name')).toHaveFocus());
    await app.user.clear(screen.getByLabelText('Company name'));
    await app.user.type(screen.getByLabelText('Company name'), 'History Movers');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Step 3 of 3');
    expect(codeRequests).toHaveLength(1);

    // Back from the last step twice: the details, then the last step (the code step's entry,
    // its code spent, shows the details: Continue goes on to the last step).
    await goInHistory(-1);
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveValue('History Movers');
    await goInHistory(-1);
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    await goInHistory(-1);
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.queryByText('Step 2 of 3')).toBeNull();
    await goInHistory(1);
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('Branch name'), 'History Austin');
    await app.user.type(screen.getByLabelText('Address'), '12 Congress Ave');
    await app.user.type(screen.getByLabelText('City'), 'Austin');
    await app.user.selectOptions(screen.getByLabelText('State'), 'TX');
    await app.user.type(screen.getByLabelText('Password'), 'company123');
    await app.user.type(screen.getByLabelText('Confirm password'), 'company123');
    await app.user.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
    expect(db.companies.findFirst((q) => q.where({ name: 'History Movers' }))).toBeDefined();
  });

  it('back to an earlier address whose code is in the mail: its code step again, no refused request', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { requests: codeRequests } = recordCodeRequests();
    const app = renderApp('/sign-up/company');
    await screen.findByRole('heading', { name: 'Join as a moving company' });
    await app.user.type(screen.getByLabelText('Company name'), 'Two Address Movers');
    await fillPerson(app, 'first@two.example.com');
    const toAddress = async (address: string) => {
      await app.user.click(screen.getByRole('button', { name: 'Use a different email' }));
      await screen.findByText('Step 1 of 3');
      await app.user.clear(screen.getByLabelText('Email'));
      await app.user.type(screen.getByLabelText('Email'), address);
      await app.user.click(screen.getByRole('button', { name: 'Continue' }));
      await screen.findByText('Step 2 of 3');
    };
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Step 2 of 3');
    await toAddress('second@two.example.com');
    await toAddress('first@two.example.com');
    expect(screen.getByText('first@two.example.com')).toBeInTheDocument();
    expect(screen.queryByText(/Please wait/)).toBeNull();
    const addresses = await Promise.all(
      codeRequests.map(async (request) => ((await request.json()) as { email: string }).email),
    );
    expect(addresses).toEqual(['first@two.example.com', 'second@two.example.com']);
    expect(screen.getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled();
    await typeCode(app, '123456');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
  });

  it('a reload at the last step keeps its branch fields, never the passwords (QA 58 M7)', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const app = renderApp('/sign-up/company');
    await screen.findByRole('heading', { name: 'Join as a moving company' });
    await app.user.type(screen.getByLabelText('Company name'), 'Kyle Movers');
    await fillPerson(app, 'owner@kyle.example.com');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Step 2 of 3');
    await typeCode(app, '123456');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Step 3 of 3');
    await app.user.type(screen.getByLabelText('Branch name'), 'Kyle');
    await app.user.type(screen.getByLabelText('Address'), '5 Center St');
    await app.user.type(screen.getByLabelText('City'), 'Kyle');
    await app.user.selectOptions(screen.getByLabelText('State'), 'TX');
    await app.user.type(screen.getByLabelText('Password'), 'company123');
    const key = 'movers:otp-flow:register:/sign-up/company';
    const kept = sessionStorage.getItem(key);
    stopApps();
    sessionStorage.setItem(key, kept!);
    renderApp('/sign-up/company');
    await screen.findByText('Step 3 of 3');
    expect(screen.getByLabelText('Branch name')).toHaveValue('Kyle');
    expect(screen.getByLabelText('Address')).toHaveValue('5 Center St');
    expect(screen.getByLabelText('City')).toHaveValue('Kyle');
    expect(screen.getByLabelText('State')).toHaveValue('TX');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(kept).not.toContain('company123');
  });

  it("resumes only its own page's flow, and not one kept too long ago (review 57)", async () => {
    const flow = (savedAt: number) =>
      JSON.stringify({
        step: 'code',
        values: { email: 'someone@example.com' },
        otpId: 'otp-1',
        temporaryToken: null,
        email: 'someone@example.com',
        resendAt: 0,
        savedAt,
      });
    // The helper's sign-up's flow, and the company's own of 20 minutes ago.
    sessionStorage.setItem('movers:otp-flow:register:/sign-up/helper', flow(Date.now()));
    sessionStorage.setItem(
      'movers:otp-flow:register:/sign-up/company',
      flow(Date.now() - 20 * 60_000),
    );
    onTestFinished(() => sessionStorage.clear());
    renderApp('/sign-up/company');
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it("a 422 on the company's details goes back to them, messages on their fields, values kept", async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    answer422('*/api/auth/register', 'company_name', 'The company name has already been taken.');
    const app = renderApp('/sign-up/company');
    await throughTheCode(app, 'owner2@bluebonnet.example.com');
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    const name = screen.getByLabelText('Company name');
    expect(name).toHaveValue('Bluebonnet Moving');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(name.closest('.bp6-form-group') as HTMLElement).getByText(
        'The company name has already been taken.',
      ),
    ).toBeInTheDocument();
    // The address is already verified: Continue goes straight back to the last step.
    await app.user.clear(name);
    await app.user.type(name, 'Bluebonnet Movers');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Branch name')).toHaveValue('Bluebonnet Austin');
  });

  it("a server failure at the last step says the company was not created, not a bare 'Server Error' (QA 58 L4)", async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    server.use(
      http.post('*/api/auth/register', () =>
        HttpResponse.json(
          { data: null, message: 'Server Error', errors: {}, success: false },
          { status: 500 },
        ),
      ),
    );
    const app = renderApp('/sign-up/company');
    await throughTheCode(app, 'owner3@bluebonnet.example.com');
    const form = screen.getByRole('button', { name: 'Create company' }).closest('form')!;
    expect(
      await within(form).findByText(
        'Your company was not created. Everything you entered is still here; try again.',
      ),
    ).toBeInTheDocument();
    expect(within(form).queryByText('Server Error')).not.toBeInTheDocument();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Branch name')).toHaveValue('Bluebonnet Austin');
  });
});

/** The reset for helper@demo.test through its code; the new password typed twice. */
async function throughResetCode(app: App, confirmation: string) {
  await app.user.type(await screen.findByLabelText('Email'), 'helper@demo.test');
  await app.user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByText('Step 2 of 3');
  await typeCode(app, '123456');
  await app.user.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByText('Step 3 of 3');
  await app.user.type(screen.getByLabelText('New password'), 'fresh1234');
  await app.user.type(screen.getByLabelText('Confirm new password'), confirmation);
}

describe('password reset (/forgot-password)', () => {
  it('email, code, new password twice; then log in with the new password', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const app = renderApp('/forgot-password');
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    await app.user.type(screen.getByLabelText('Email'), 'nobody@demo.test');
    await app.user.click(screen.getByRole('button', { name: 'Send code' }));
    await expectShown("We can't find a user with that email address.");
    await app.user.clear(screen.getByLabelText('Email'));
    await throughResetCode(app, 'fresh9999');
    await app.user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText('The value must be equal to the New password value'),
    ).toBeInTheDocument();
    await app.user.clear(screen.getByLabelText('Confirm new password'));
    await app.user.type(screen.getByLabelText('Confirm new password'), 'fresh1234');
    await app.user.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(
      await screen.findByText('Your password has been reset. Please log in.'),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Email')).toHaveValue('helper@demo.test');
    await app.user.type(screen.getByLabelText('Password'), 'fresh1234');
    await app.user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(window.location.pathname).toBe('/helper/job'));
  });

  it('a code asked for within the wait of one sent from another tab: the wait counts down, the email is not marked wrong (QA helper-175 L1)', async () => {
    answer422(
      '*/api/auth-v2/reset-password/request-otp',
      'email',
      'Please wait 2 seconds before requesting another code.',
    );
    const app = renderApp('/forgot-password');
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    await app.user.type(screen.getByLabelText('Email'), 'helper@demo.test');
    await app.user.click(screen.getByRole('button', { name: 'Send code' }));
    const note = /^Please wait (\d) seconds? before requesting another code\. A code we sent/;
    expect(await screen.findByText(note)).toHaveTextContent(/^Please wait 2 seconds/);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    // Counted down, then gone: Send code may be pressed again.
    await waitFor(
      () => expect(screen.getByText(note)).toHaveTextContent(/^Please wait 1 second /),
      {
        timeout: 2500,
      },
    );
    await waitFor(() => expect(screen.queryByText(note)).toBeNull(), { timeout: 2500 });
  });

  it('is for guests: a signed-in user goes to their first page, not into a reset (QA helper-130 M1)', async () => {
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    renderApp('/forgot-password');
    await waitFor(() => expect(window.location.pathname).toBe('/helper/job'));
    expect(screen.queryByRole('heading', { name: 'Forgot your password?' })).toBeNull();
  });

  it('a reset that ends after the person went elsewhere leaves them there, and says so', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const app = renderApp('/forgot-password');
    await throughResetCode(app, 'fresh1234');
    const resets = holdRequests('post', '*/api/auth-v2/reset-password');
    await app.user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(resets.count()).toBe(1));
    await app.user.click(screen.getByRole('link', { name: 'Join as a helper' }));
    await screen.findByRole('heading', { name: 'Become a helper' });
    await resets.release();
    expect(
      await screen.findByText('Your password has been reset. Please log in.'),
    ).toBeInTheDocument();
    // Still on the helper's sign-up (the login page was where a reset that ended took them).
    expect(window.location.pathname).toBe('/sign-up/helper');
    expect(screen.getByRole('heading', { name: 'Become a helper' })).toBeInTheDocument();
  });

  it('a 422 on a key the step has no field for is said above the form, not lost', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    answer422(
      '*/api/auth-v2/reset-password/verify-otp',
      'purpose',
      'Password resets are paused for this account.',
    );
    const app = renderApp('/forgot-password');
    await screen.findByText('Step 1 of 3');
    await app.user.type(screen.getByLabelText('Email'), 'helper@demo.test');
    await app.user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    await typeCode(app, '123456');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    const form = screen.getByRole('button', { name: 'Verify' }).closest('form')!;
    expect(
      await within(form).findByText('Password resets are paused for this account.', {
        selector: '[role="alert"] *, [role="alert"]',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });

  it('five wrong codes: the fifth says so on the code, once, and Resend is offered at once for a new one', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    await loadToaster();
    const app = renderApp('/forgot-password');
    await screen.findByText('Step 1 of 3');
    await app.user.type(screen.getByLabelText('Email'), 'helper@demo.test');
    await app.user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    for (let i = 1; i <= 5; i += 1) {
      await typeCode(app, '000000');
      await app.user.click(screen.getByRole('button', { name: 'Verify' }));
      await expectShown(
        i < 5 ? 'The code is invalid.' : 'Too many wrong codes. Please request a new one.',
      );
      // Until the tries are over, Resend waits for the cool-down.
      if (i < 5)
        expect(screen.getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled();
    }
    // Said on the code, not again above the form (the refusal also names the code's id).
    const form = screen.getByRole('button', { name: 'Verify' }).closest('form')!;
    expect(
      within(form).getAllByText('Too many wrong codes. Please request a new one.'),
    ).toHaveLength(1);
    expect(within(form).queryByText('This code can no longer be used.')).toBeNull();
    // Nor does its toast count another error.
    await waitFor(() =>
      expect(toastTexts()).toContain('Too many wrong codes. Please request a new one.'),
    );
    expect(toastTexts().filter((text) => /more error/.test(text))).toEqual([]);
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    expect(resend).toBeEnabled();
    await app.user.click(resend);
    expect(await screen.findByText('We sent a new code to helper@demo.test.')).toBeInTheDocument();
    await typeCode(app, '123456');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
  });

  it('a spent verification goes back to the email, kept, and asks for a new code', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    answer422('*/api/auth-v2/reset-password', 'temporary_token', 'The verification has expired.');
    const app = renderApp('/forgot-password');
    await throughResetCode(app, 'fresh1234');
    await app.user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText('The verification has expired. Continue to get a new code.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('helper@demo.test');
    expect(otpOf(app).temporaryToken).toBeNull();
    // Continue asks for a new code (the flow starts again).
    await app.user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
  });
});
