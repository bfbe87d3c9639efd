import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useEffect, useRef, useState } from 'react';
import type { CropperProps } from 'react-easy-crop';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, server } from '@mocks/node';
import { fakeCanvasDataUrl } from '@mocks/testing/images';
import { putCompanyOnPlan } from '@mocks/testing/plans';
import { routeByName } from '@/app/route-table';
import { setupMockServer } from '@/app/test-utils';
import { preloadComponent } from '@/platform/routing';
import { holdRequests } from '@/platform/testing/held-requests.test-helpers';
import {
  OWNER,
  austin,
  captureWrites,
  choosePositions,
  description,
  enter,
  fillValidMember,
  openForm,
  positionsButton,
  textbox,
} from './member-form-page.test-helpers';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';

setupMockServer();

// react-easy-crop measures layout, which happy-dom does not have: a stand-in that loads an image
// of `natural` size (800 x 600 unless a test says otherwise) and then, as the real one reports
// a crop only once its image has loaded, offers a 600 x 600 crop. (Offered from the first
// render, a click could come before the load was reported: the crop was then ignored and the
// save went without the photo, once in a full unit run on a loaded machine, 2026-11-29.)
const natural = vi.hoisted(() => ({ width: 800, height: 600 }));
vi.mock('react-easy-crop', () => ({
  default: function FakeCropper(props: CropperProps) {
    const img = useRef<HTMLImageElement>(null);
    const [loaded, setLoaded] = useState(false);
    useEffect(() => {
      const { width, height } = natural;
      Object.defineProperty(img.current!, 'naturalWidth', { value: width, configurable: true });
      Object.defineProperty(img.current!, 'naturalHeight', { value: height, configurable: true });
      props.setImageRef?.(img as React.RefObject<HTMLImageElement>);
      props.onMediaLoaded?.({ width, height, naturalWidth: width, naturalHeight: height });
      setLoaded(true);
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    const area = { x: 0, y: 0, width: 0, height: 0 };
    return (
      <div>
        <img ref={img} src={props.image} alt="Image to crop" />
        {loaded && (
          <button
            type="button"
            onClick={() => props.onCropComplete?.(area, { x: 0, y: 0, width: 600, height: 600 })}
          >
            crop it
          </button>
        )}
      </div>
    );
  },
}));

beforeEach(() => {
  // happy-dom draws nothing on a canvas: each canvas "encodes" as its size.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: vi.fn(),
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
    type?: string,
  ) {
    return fakeCanvasDataUrl(type, this.width, this.height);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(natural, { width: 800, height: 600 });
});

describe('Add member', () => {
  it('creates the member: phone as 10 digits, price in cents, positions, status, manager access; back to the list it came from', async () => {
    const bodies = captureWrites();
    const { user } = await openForm('/company/team/create?from=drivers');
    // Opened from Drivers: the member starts as a driver.
    expect(positionsButton()).toHaveTextContent('Driver');
    await fillValidMember(user);
    expect(textbox('Phone')).toHaveValue('+1(512)-555-0199');
    await choosePositions(user, ['Helper']);
    await user.click(screen.getByRole('switch', { name: /^Manager access/ }));
    await user.click(screen.getByRole('button', { name: 'Add member' }));

    expect(await screen.findByText('Rosa Diaz was added to the team')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        branch_id: austin().id,
        first_name: 'Rosa',
        last_name: 'Diaz',
        email: 'rosa.diaz@example.com',
        phone: '5125550199',
        positions: [1, 3],
        price: 1999,
        status: 1,
        is_manager: true,
      },
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/company/team/drivers'));
    // The list it goes back to, drawn (its chunk lands inside the test's act).
    await screen.findByRole('navigation', { name: 'Team lists' });
    const created = db.employees.findFirst((q) => q.where({ email: 'rosa.diaz@example.com' }))!;
    expect(created).toMatchObject({ branch_id: austin().id, price: 1999, positions: [1, 3] });
  });

  it('a member added after the user went elsewhere leaves them there, and says so', async () => {
    // The Job page's code first: this file's module graph is its own (isolated), so the page
    // loads cold, ~1.7 s here and past the 10 s wait below in a full run on a loaded machine
    // (2026-12-02). The test is about where the save leaves the user, not that download.
    await preloadComponent(routeByName.get('company-job-not-formed')!.component);
    const { user } = await openForm('/company/team/create?from=drivers');
    await fillValidMember(user);
    const creates = holdRequests('post', '*/api/employees');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    await waitFor(() => expect(creates.count()).toBe(1));
    const nav = screen.getByRole('navigation', { name: 'Company' });
    await user.click(within(nav).getByRole('link', { name: 'Job' }));
    await screen.findByRole('navigation', { name: 'Job lists' });
    await creates.release();
    expect(await screen.findByText('Rosa Diaz was added to the team')).toBeInTheDocument();
    // Still on Job (the Drivers list was where an add that ended took them).
    expect(window.location.pathname).toMatch(/^\/company\/job\//);
    expect(screen.getByRole('navigation', { name: 'Job lists' })).toBeInTheDocument();
  });

  it('shows the spec message on every required field on submit, sends nothing, and focuses the first', async () => {
    const bodies = captureWrites();
    const { user } = await openForm('/company/team/create');
    // An empty price reads empty: a grey '0.00' passed for a price of nothing.
    expect(textbox('Hourly price')).not.toHaveAttribute('placeholder');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    for (const input of [
      textbox('First name'),
      textbox('Last name'),
      textbox('Email'),
      textbox('Phone'),
      positionsButton(),
      textbox('Hourly price'),
    ]) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(description(input)).toBe('Value is required');
    }
    await waitFor(() => expect(textbox('First name')).toHaveFocus());
    expect(bodies).toHaveLength(0);
  });

  it('shows each rule’s exact message once the field is left', async () => {
    const { user } = await openForm('/company/team/create');
    const check = async (input: HTMLElement, text: string, message: string) => {
      await user.clear(input);
      await enter(user, input, text);
      await user.tab();
      expect(description(input)).toBe(message);
    };
    await check(textbox('First name'), 'x'.repeat(61), 'The maximum length allowed is 60');
    await check(textbox('Last name'), 'y'.repeat(61), 'The maximum length allowed is 60');
    await check(textbox('Email'), 'rosa@example', 'Value is not a valid email address');
    // The one email rule: 255 characters at most, as every email field.
    await check(
      textbox('Email'),
      `${'r'.repeat(244)}@example.com`,
      'The maximum length allowed is 255',
    );
    await check(textbox('Phone'), '512555', 'This field should be at least 10 characters long');
    await check(textbox('Hourly price'), 'ten', 'Value must be numeric');
    await check(textbox('Hourly price'), '0.5', 'The minimum value allowed is 1');
    await check(textbox('Hourly price'), '1000.01', 'The maximum value allowed is 1000');
    await check(textbox('Hourly price'), '10.999', 'Use at most 2 decimal places');
  });

  it('positions show the first chosen plus +N others, each option with its position icon', async () => {
    const { user } = await openForm('/company/team/create');
    await user.click(positionsButton());
    const list = await screen.findByRole('listbox', { name: 'Positions' });
    const icon = (name: string) =>
      within(list).getByRole('option', { name }).querySelector('svg[data-position]');
    expect(icon('Driver')).toHaveAttribute('data-position', '1');
    expect(icon('Foreman')).toHaveAttribute('data-position', '2');
    expect(icon('Helper')).toHaveAttribute('data-position', '3');
    // Foreman/Driver has no icon of its own (spec section 3).
    expect(icon('Foreman/Driver')).toBeNull();
    // Closed as it was opened, by its button: Escape closes it only once the focus is in it
    // (a look at the list leaves the focus on the button; see choosePositions).
    await user.click(positionsButton());

    // In the order ticked: the first is the member's main position (it picks their icon).
    await choosePositions(user, ['Helper', 'Driver']);
    expect(positionsButton()).toHaveTextContent('Helper +1 other');
    await choosePositions(user, ['Foreman/Driver']);
    expect(positionsButton()).toHaveTextContent('Helper +2 others');
    expect(positionsButton()).toHaveAttribute('title', 'Helper, Driver, Foreman/Driver');
  });

  it('puts the server’s 422 on the email field and keeps every value when the email is taken', async () => {
    const taken = db.employees.findFirst((q) =>
      q.where((e) => e.branch_id === austin().id && e.deleted_at == null && e.email !== null),
    )!;
    const { user } = await openForm('/company/team/create');
    await fillValidMember(user, taken.email!);
    await choosePositions(user, ['Foreman']);
    await user.click(screen.getByRole('button', { name: 'Add member' }));

    await waitFor(() =>
      expect(description(textbox('Email'))).toBe('The email has already been taken.'),
    );
    expect(textbox('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(window.location.pathname).toBe('/company/team/create');
    expect(textbox('First name')).toHaveValue('Rosa');
    expect(textbox('Last name')).toHaveValue('Diaz');
    expect(textbox('Email')).toHaveValue(taken.email);
    expect(textbox('Phone')).toHaveValue('+1(512)-555-0199');
    expect(textbox('Hourly price')).toHaveValue('19.99');
    expect(positionsButton()).toHaveTextContent('Foreman');

    // A new address clears the message and saves, once the failed save has settled (Cancel
    // is enabled again): under load its last render could land while the field was being
    // cleared, and user-event found the field no longer focused.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled());
    await user.clear(textbox('Email'));
    await enter(user, textbox('Email'), 'rosa.new@example.com');
    // (Awaited: with two test workers on two cores, the re-render after the paste was once
    // not in yet.) Once in a full run (2026-11-28) the field still said "Value is required",
    // empty: the Positions list's late focus return had taken the paste (fixed in the product,
    // platform/ui/popover-focus-return.ts). A failure says where the focus was and what the
    // field held.
    await waitFor(() => expect(description(textbox('Email'))).toBeFalsy(), {
      onTimeout: (error) => {
        const focused = document.activeElement;
        const where = focused ? `${focused.tagName.toLowerCase()}#${focused.id}` : 'nothing';
        const value = (textbox('Email') as HTMLInputElement).value;
        error.message += `\nEmail holds ${JSON.stringify(value)}; the focus is on ${where}`;
        return error;
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText('Rosa Diaz was added to the team')).toBeInTheDocument();
  });

  it('sends the cropped photo as a data URL', async () => {
    const bodies = captureWrites();
    const { user } = await openForm('/company/team/create');
    await fillValidMember(user);
    await choosePositions(user, ['Helper']);
    const file = new File(['png-bytes'], 'rosa.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Choose photo'), file);
    await user.click(await screen.findByRole('button', { name: 'crop it' }));
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    await screen.findByText('Rosa Diaz was added to the team');
    // The 600 px crop is scaled to 512 px.
    expect(bodies[0]).toMatchObject({ avatar: fakeCanvasDataUrl('image/webp', 512, 512) });
  });
  it('refuses a photo smaller than 100 x 100 px: the cropper says so and nothing is sent', async () => {
    const bodies = captureWrites();
    Object.assign(natural, { width: 80, height: 90 });
    const { user } = await openForm('/company/team/create');
    await fillValidMember(user);
    await choosePositions(user, ['Helper']);
    const file = new File(['png-bytes'], 'tiny.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Choose photo'), file);
    expect(await screen.findByText('The image must be at least 100 x 100 px')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    await pauseInAct(100);
    expect(bodies).toHaveLength(0);
    expect(window.location.pathname).toBe('/company/team/create');
  });
});

describe('a member typed when the session was lost (2/8)', () => {
  it('is offered back to the same user after signing in again, and restored', async () => {
    server.use(
      http.post('*/api/employees', () =>
        HttpResponse.json({ message: 'Unauthenticated.', errors: {} }, { status: 401 }),
      ),
    );
    const { user } = await openForm('/company/team/create?from=drivers');
    await fillValidMember(user);
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    await screen.findByRole('heading', { name: 'Welcome back!' });
    server.resetHandlers();
    // A 401 fills in the email of the user whose session it ended.
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(OWNER);
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234');
    const moves = [vi.spyOn(history, 'pushState'), vi.spyOn(history, 'replaceState')];
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(window.location.pathname).toBe('/company/team/create'));
    expect(window.location.search).toBe('?from=drivers');
    // Straight back to the form: not by way of the user's start page (the guards sent a
    // signed-in user from /login to /company/activity while the sign-in looked for the form,
    // and that page began to load and ask for its data).
    // (The moves to an address: the arrival mark's removal replaces the state only.)
    const visited = moves.flatMap((spy) =>
      spy.mock.calls
        .filter(([, , url]) => url != null)
        .map(([, , url]) => new URL(String(url), location.href).pathname),
    );
    expect(visited).toEqual(['/company/team/create']);
    expect(await screen.findByText('Unsaved changes kept')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(textbox('First name')).toHaveValue('Rosa');
    expect(textbox('Email')).toHaveValue('rosa.diaz@example.com');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText('Rosa Diaz was added to the team')).toBeInTheDocument();
  });
});

describe('a company at its plan’s limit of team members', () => {
  const REFUSAL = 'Your Starter plan allows 5 team members. Change plan to add more.';

  it('is told so above the form; a refused save turns it into the alert (the form does not repeat it; the toast stays), and keeps every value', async () => {
    await putCompanyOnPlan('company_free');
    await loadToaster();
    const { user, realtime } = await openForm('/company/team/create?from=drivers');
    // Said before anything is typed.
    const notice = await screen.findByText(
      /^Your Starter plan allows 5 team members, and you have \d+\./,
    );
    expect(notice).toHaveTextContent(/Change plan to add more\.$/);
    await fillValidMember(user);
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    const form = screen.getByRole('form', { name: 'Member' });
    // The notice becomes the one alert, says what did not happen, and takes the focus.
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(
      /^The member was not added\s*Your Starter plan allows 5 team members, and you have \d+\. Change plan to add more\.$/,
    );
    expect(alert).toHaveFocus();
    expect(within(form).getAllByRole('alert')).toHaveLength(1);
    expect(within(form).queryByText(REFUSAL)).not.toBeInTheDocument();
    // Spec section 8: any error, an error toast with the server's message.
    await waitFor(() => expect(toastTexts()).toEqual([REFUSAL]));
    expect(textbox('First name')).toHaveValue('Rosa');
    expect(window.location.pathname).toBe('/company/team/create');
    // The owner moves to Pro, which the server says on the branch's channel: the refusal made
    // under Starter is over (QA 58 M6).
    await putCompanyOnPlan('company_pro');
    const channel = [...realtime.joined].find((c) => c.startsWith('branch.'))!;
    realtime.emit(channel, 'subscription-changed', { id: 1, plan: 'company_pro' });
    await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
    expect(within(form).queryByText(/Your Starter plan/)).toBeNull();
    expect(textbox('First name')).toHaveValue('Rosa');
  });

  it('with no notice on screen (the plan changed since the form opened), the refusal is toasted, and the notice says it once the plan is read again', async () => {
    await loadToaster();
    const { user } = await openForm('/company/team/create?from=drivers');
    await fillValidMember(user);
    await putCompanyOnPlan('company_free');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    const form = screen.getByRole('form', { name: 'Member' });
    // One alert, the plan's notice (review 58: the form said it, then the notice again).
    const alert = await within(form).findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        /^The member was not added\s*Your Starter plan allows 5 team members, and you have \d+\. Change plan to add more\.$/,
      ),
    );
    expect(within(form).getAllByRole('alert')).toHaveLength(1);
    expect(toastTexts()).toEqual([REFUSAL]);
    expect(textbox('First name')).toHaveValue('Rosa');
  });
});
