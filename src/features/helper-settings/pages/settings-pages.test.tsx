import { formatPositions } from '@/platform/format';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, server } from '@mocks/node';
import { fakeCanvasDataUrl } from '@mocks/testing/images';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { FEED_FILE_NAME } from '@/platform/calendar-file/download-feed';
import { catchDownloads } from '@/platform/calendar-file/capture-downloads.test-helpers';
import { inAct } from '@/platform/testing/pause.test-helpers';
import { sentBodies } from '@/platform/testing/sent-bodies.test-helpers';
import { loginNotice } from '@/platform/session';
import { READ_ONLY_TEXT } from '@/features/subscription/pages/subscription-page';
import { REPLACED_TEXT } from './calendar-sync-page';
import type { AvatarCropperProps } from '@/platform/widgets';

// What is sent for the 600 x 600 crop below: encodeAvatar's WebP, scaled to 512 px, as the
// branch and team member forms send (not the cropper's full-size PNG preview).
const CROPPED = fakeCanvasDataUrl('image/webp', 512, 512);

// happy-dom draws nothing on a canvas (getContext gives null): the cropper is a button that
// reports one 600 x 600 crop (its own tests cover it), and each canvas "encodes" as its size.
vi.mock('@/platform/widgets', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  LazyAvatarCropper: (props: AvatarCropperProps) => (
    <button
      type="button"
      onClick={() => {
        const canvas = document.createElement('canvas');
        Object.assign(canvas, { width: 600, height: 600 });
        props.onCrop?.(canvas);
      }}
    >
      crop a picture
    </button>
  ),
}));
let canvasSpies: { mockRestore: () => void }[] = [];
beforeEach(() => {
  canvasSpies = [
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: vi.fn(),
    } as unknown as CanvasRenderingContext2D),
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
      this: HTMLCanvasElement,
      type?: string,
    ) {
      return fakeCanvasDataUrl(type, this.width, this.height);
    }),
  ];
});
afterEach(() => canvasSpies.forEach((spy) => spy.mockRestore()));

setupMockServer();
const downloads = catchDownloads();

const HELPER = 'helper@demo.test';

const MARIA_ID = () => db.users.findFirst((q) => q.where({ email: HELPER }))!.id;
let mariaId = 0;
const mariaUser = () => db.findById('users', mariaId || MARIA_ID())!;
const maria = () => db.helper_profiles.findFirst((q) => q.where({ user_id: mariaUser().id }))!;

/** The field's message (its error, else its helper text; a phone's hint follows it). */
const description = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;

async function open(path: string, form: string) {
  localStorage.setItem('token', await loginAs(HELPER));
  const app = renderApp(path);
  await screen.findByRole('form', { name: form }, { timeout: 5000 });
  return app;
}

const capture = sentBodies;

function refuse422(method: 'put' | 'post', path: string, errors: Record<string, string[]>) {
  server.use(
    http[method](`*/api/${path}`, () =>
      HttpResponse.json(
        { data: null, message: 'The given data was invalid.', errors, success: false },
        { status: 422 },
      ),
    ),
  );
}

async function replace(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

/** The helper's Your rating page, signed in as her: the text of each review, in order. */
async function yourReviewLines(): Promise<string[]> {
  localStorage.setItem('token', await loginAs(HELPER));
  renderApp('/helper/settings/your-rating');
  const reviews = await screen.findByRole('list', { name: 'Reviews' });
  return within(reviews)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}
describe('helper settings', () => {
  it.each([
    ['/helper/settings/personal-info', 'Personal info'],
    ['/helper/settings/specifications', 'Vehicle types'],
    ['/helper/settings/role', 'Your role'],
    ['/helper/settings/notifications', 'Notifications'],
    ['/helper/settings/work-settings', 'Hourly rate'],
  ])('%s opens with nothing "Not saved yet" (review 58)', async (path, form) => {
    await open(path, form);
    // Every form of the page has its data (the last one waited for above).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByRole('button', { name: /^(Save|Add|Change)/ }).length).toBeGreaterThan(0);
    expect(screen.queryByText('Not saved yet')).toBeNull();
  });

  it('/helper/settings opens personal info, with the settings navigation', async () => {
    localStorage.setItem('token', await loginAs(HELPER));
    renderApp('/helper/settings');
    await screen.findByRole('form', { name: 'Personal info' });
    expect(window.location.pathname).toBe('/helper/settings/personal-info');
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Personal info',
      'Specifications',
      'Your role',
      'Work settings',
      'Your rating',
      'Reset password',
      'Notifications',
      'Calendar sync',
      'Danger zone',
      'Subscription',
    ]);
    expect(within(nav).getByRole('link', { name: 'Personal info' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  describe('personal info', () => {
    it('checks the fields, then sends names, 10 phone digits, email and the cropped picture (WebP, at most 512 px)', async () => {
      const bodies = capture('post', 'helper-profile/personal-info');
      mariaId = MARIA_ID();
      const { user } = await open('/helper/settings/personal-info', 'Personal info');
      const form = screen.getByRole('form', { name: 'Personal info' });
      const box = (name: string) => within(form).getByRole('textbox', { name });
      expect(box('First name')).toHaveValue('Maria');
      const save = within(form).getByRole('button', { name: 'Save changes' });

      await replace(user, box('First name'), '');
      await replace(user, box('Phone'), '512');
      await replace(user, box('Email'), 'maria@');
      await user.click(save);
      expect(description(box('First name'))).toBe('Value is required');
      expect(description(box('Phone'))).toBe('This field should be at least 10 characters long');
      expect(description(box('Email'))).toBe('Value is not a valid email address');
      await replace(user, box('Last name'), 'x'.repeat(61));
      expect(description(box('Last name'))).toBe('The maximum length allowed is 60');
      expect(bodies).toHaveLength(0);

      await replace(user, box('First name'), 'María');
      await replace(user, box('Last name'), 'Lopez Garcia');
      await replace(user, box('Phone'), '5125550199');
      expect(box('Phone')).toHaveValue('+1(512)-555-0199');
      await replace(user, box('Email'), 'maria.lopez@demo.test');
      await user.click(within(form).getByRole('button', { name: 'crop a picture' }));
      await user.click(save);
      expect(await screen.findByText('Personal info saved')).toBeInTheDocument();
      expect(bodies).toEqual([
        {
          first_name: 'María',
          last_name: 'Lopez Garcia',
          phone: '5125550199',
          email: 'maria.lopez@demo.test',
          avatar: CROPPED,
        },
      ]);
      // The header's name follows at once (session user updated).
      expect(await screen.findByText('María Lopez Garcia')).toBeInTheDocument();
      expect(mariaUser()).toMatchObject({
        first_name: 'María',
        phone: '5125550199',
        avatar_url: CROPPED,
      });
    });

    it('a save keeps what another tab saved meanwhile in a field left alone here (QA helper-97)', async () => {
      const bodies = capture('post', 'helper-profile/personal-info');
      mariaId = MARIA_ID();
      const { user } = await open('/helper/settings/personal-info', 'Personal info');
      const form = screen.getByRole('form', { name: 'Personal info' });
      const box = (name: string) => within(form).getByRole('textbox', { name });
      // Her other tab saves a new last name; this one still shows the old.
      await db.patch('users', mariaId, { last_name: 'LopezB' });
      expect(box('Last name')).toHaveValue('Lopez');
      await replace(user, box('First name'), 'MariaA');
      await user.click(within(form).getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Personal info saved')).toBeInTheDocument();
      expect(bodies).toEqual([
        expect.objectContaining({ first_name: 'MariaA', last_name: 'LopezB' }),
      ]);
      expect(mariaUser()).toMatchObject({ first_name: 'MariaA', last_name: 'LopezB' });
      expect(box('Last name')).toHaveValue('LopezB');
      expect(
        within(form).getByText(
          'Updated with what you saved in another tab or on another device: Last name.',
        ),
      ).toBeInTheDocument();
    });

    it('after a save with a new picture and spaces around a name, nothing reads as unsaved or changed elsewhere (review 102)', async () => {
      mariaId = MARIA_ID();
      const { user } = await open('/helper/settings/personal-info', 'Personal info');
      const form = screen.getByRole('form', { name: 'Personal info' });
      await replace(user, within(form).getByRole('textbox', { name: 'First name' }), 'Mia ');
      await user.click(within(form).getByRole('button', { name: 'crop a picture' }));
      expect(within(form).getAllByText('Not saved yet').length).toBeGreaterThan(0);
      await user.click(within(form).getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Personal info saved')).toBeInTheDocument();
      await waitFor(() =>
        expect(mariaUser()).toMatchObject({ first_name: 'Mia', avatar_url: CROPPED }),
      );
      // The profile read anew (the server's trimmed name, its picture's address) is the save.
      await waitFor(() => expect(within(form).queryByText('Not saved yet')).toBeNull());
      expect(within(form).queryByText(/another tab or on another device/)).toBeNull();
    });

    it('a field changed both here and in another tab stops the save once, shown, and the next Save keeps this one', async () => {
      const bodies = capture('post', 'helper-profile/personal-info');
      mariaId = MARIA_ID();
      const { user } = await open('/helper/settings/personal-info', 'Personal info');
      const form = screen.getByRole('form', { name: 'Personal info' });
      const box = (name: string) => within(form).getByRole('textbox', { name });
      await db.patch('users', mariaId, { last_name: 'LopezB' });
      await replace(user, box('Last name'), 'Lopez Garcia');
      const save = within(form).getByRole('button', { name: 'Save changes' });
      await user.click(save);
      expect(
        await within(form).findByText(
          'Your personal info was changed in another tab or on another device while you were editing it here: Last name. Saving keeps your values from this page for these.',
        ),
      ).toBeInTheDocument();
      expect(bodies).toHaveLength(0);
      expect(box('Last name')).toHaveValue('Lopez Garcia');
      // The notice comes with the read, a moment before the stopped save ends: Save is busy
      // until then (a loaded full run clicked it busy, and nothing was sent).
      await waitFor(() => expect(save).toBeEnabled());
      await user.click(save);
      expect(await screen.findByText('Personal info saved')).toBeInTheDocument();
      expect(mariaUser().last_name).toBe('Lopez Garcia');
    });

    it("keeps what was typed and shows the server's 422 on its field", async () => {
      const { user } = await open('/helper/settings/personal-info', 'Personal info');
      const form = screen.getByRole('form', { name: 'Personal info' });
      const email = within(form).getByRole('textbox', { name: 'Email' });
      // The seeded company owner's address: taken.
      await replace(user, email, 'owner@demo.test');
      await replace(user, within(form).getByRole('textbox', { name: 'First name' }), 'Mia');
      await user.click(within(form).getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(description(email)).toBe('The email has already been taken.'));
      expect(email).toHaveValue('owner@demo.test');
      expect(within(form).getByRole('textbox', { name: 'First name' })).toHaveValue('Mia');
      expect(mariaUser().first_name).toBe('Maria');
    });

    it('typing left for another settings page is offered back there, and Restore puts it back (QA 56)', async () => {
      const { user } = await open('/helper/settings/personal-info', 'Personal info');
      const lastName = () =>
        within(screen.getByRole('form', { name: 'Personal info' })).getByRole('textbox', {
          name: 'Last name',
        });
      await replace(user, lastName(), 'Lopez Typed');
      const nav = () => screen.getByRole('navigation', { name: 'Settings' });
      await user.click(within(nav()).getByRole('link', { name: 'Specifications' }));
      await screen.findByRole('form', { name: 'Tools' });
      await user.click(within(nav()).getByRole('link', { name: 'Personal info' }));
      const form = await screen.findByRole('form', { name: 'Personal info' });
      expect(
        await within(form).findByText(/^You left this form before saving your personal info/),
      ).toBeInTheDocument();
      expect(lastName()).toHaveValue('Lopez');
      await user.click(within(form).getByRole('button', { name: 'Restore' }));
      expect(lastName()).toHaveValue('Lopez Typed');
      // Nothing was saved meanwhile.
      expect(mariaUser().last_name).toBe('Lopez');
    });

    it('keeps typing done after a save too (review 56: a form once saved kept nothing more)', async () => {
      const { user } = await open('/helper/settings/personal-info', 'Personal info');
      const form = () => screen.getByRole('form', { name: 'Personal info' });
      const lastName = () => within(form()).getByRole('textbox', { name: 'Last name' });
      await replace(user, lastName(), 'Saved');
      await user.click(within(form()).getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Personal info saved')).toBeInTheDocument();
      await waitFor(() => expect(mariaUser().last_name).toBe('Saved'));
      await replace(user, lastName(), 'Typed after save');
      const nav = () => screen.getByRole('navigation', { name: 'Settings' });
      await user.click(within(nav()).getByRole('link', { name: 'Specifications' }));
      await screen.findByRole('form', { name: 'Tools' });
      await user.click(within(nav()).getByRole('link', { name: 'Personal info' }));
      await screen.findByRole('form', { name: 'Personal info' });
      expect(
        await within(form()).findByText(/^You left this form before saving your personal info/),
      ).toBeInTheDocument();
      await user.click(within(form()).getByRole('button', { name: 'Restore' }));
      expect(lastName()).toHaveValue('Typed after save');
    });
  });

  describe('specifications', () => {
    it('shows the first tool plus the others, and sends the chosen ids', async () => {
      const bodies = capture('put', 'helper-profile/tools');
      const { user } = await open('/helper/settings/specifications', 'Tools');
      const form = screen.getByRole('form', { name: 'Tools' });
      // Blankets, Dolly, Straps, Toolkit (the catalogue's order).
      const button = within(form).getByRole('button', { name: /^Tools/ });
      expect(button).toHaveTextContent('Blankets +3 others');
      await user.click(button);
      const dolly = await screen.findByRole('option', { name: 'Dolly' });
      await user.click(within(dolly).getByText('Dolly'));
      expect(button).toHaveTextContent('Blankets +2 others');
      await user.click(within(form).getByRole('button', { name: 'Save tools' }));
      expect(await screen.findByText('Tools saved')).toBeInTheDocument();
      const name = (id: number) => db.findById('tools', id)!.name;
      expect((bodies[0].tool_ids as number[]).map(name)).toEqual(['Blankets', 'Straps', 'Toolkit']);
      expect(maria().tool_ids.map(name).sort()).toEqual(['Blankets', 'Straps', 'Toolkit']);
    });

    it('keeps the vehicles chosen when the save fails with a 422', async () => {
      refuse422('put', 'helper-profile/vehicle', {
        'vehicle_type_ids.0': ['The selected vehicle_type_ids.0 is invalid.'],
      });
      const { user } = await open('/helper/settings/specifications', 'Vehicle types');
      const form = screen.getByRole('form', { name: 'Vehicle types' });
      const button = within(form).getByRole('button', { name: /^Vehicle types/ });
      expect(button).toHaveTextContent('+3 others');
      await user.click(button);
      const pickup = await screen.findByRole('option', { name: 'Pickup' });
      await user.click(within(pickup).getByText('Pickup'));
      await user.click(within(form).getByRole('button', { name: 'Save vehicle types' }));
      await waitFor(() =>
        expect(
          within(form).getByText('The selected vehicle_type_ids.0 is invalid.'),
        ).toBeInTheDocument(),
      );
      expect(button).toHaveTextContent('+2 others');
      expect(maria().vehicle_type_ids).toHaveLength(4);
    });
  });

  describe('your role', () => {
    it('asks for one position at least and sends the codes', async () => {
      const bodies = capture('put', 'helper-profile/position');
      const { user } = await open('/helper/settings/role', 'Your role');
      const form = screen.getByRole('form', { name: 'Your role' });
      const chosen = () =>
        within(form)
          .getAllByRole('checkbox')
          .filter((c) => (c as HTMLInputElement).checked)
          .map((c) => c.getAttribute('aria-label'));
      for (const label of chosen())
        await user.click(within(form).getByRole('checkbox', { name: label! }));
      await user.click(within(form).getByRole('button', { name: 'Save changes' }));
      expect(within(form).getByRole('alert')).toHaveTextContent('Value is required');
      expect(within(form).getByRole('img', { name: 'Driver' })).toBeInTheDocument();

      await user.click(within(form).getByRole('checkbox', { name: 'Helper' }));
      await user.click(within(form).getByRole('checkbox', { name: 'Foreman' }));
      await user.click(within(form).getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Your role saved')).toBeInTheDocument();
      expect(bodies).toEqual([{ positions: [2, 3] }]);
      expect(mariaUser().positions).toEqual([2, 3]);
      // The account menu's positions follow at once, as the name does (review 53 M5).
      await user.click(screen.getByRole('button', { name: /^Account menu, / }));
      const menu = await screen.findByRole('menu', { name: 'Account menu' });
      expect(menu).toHaveTextContent(formatPositions([2, 3]));
    });
  });

  describe('reset password', () => {
    it('checks the confirmation, keeps values on a wrong current password, then changes it', async () => {
      const { user } = await open('/helper/settings/reset-password', 'Reset password');
      const form = screen.getByRole('form', { name: 'Reset password' });
      const field = (name: string) => within(form).getByLabelText(name);
      const save = within(form).getByRole('button', { name: 'Change password' });
      await user.click(save);
      expect(description(field('Current password'))).toBe('Value is required');
      // Taken to the first field to mend, as on every form (QA 2026-12-04: it stayed on Save).
      await waitFor(() => expect(field('Current password')).toHaveFocus());
      await user.type(field('New password'), 'short');
      expect(description(field('New password'))).toBe(
        'This field should be at least 8 characters long',
      );
      await replace(user, field('New password'), 'newpass123');
      await user.type(field('Confirm new password'), 'newpass124');
      expect(description(field('Confirm new password'))).toBe(
        'The value must be equal to the New password value',
      );
      await replace(user, field('Confirm new password'), 'newpass123');
      await user.type(field('Current password'), 'wrong-one');
      await user.click(save);
      await waitFor(() =>
        expect(description(field('Current password'))).toBe('The password is incorrect.'),
      );
      expect(field('New password')).toHaveValue('newpass123');
      expect(mariaUser().password).toBe('demo1234');

      await replace(user, field('Current password'), 'demo1234');
      await user.click(save);
      expect(await screen.findByText('Password changed')).toBeInTheDocument();
      expect(mariaUser().password).toBe('newpass123');
      await waitFor(() => expect(field('New password')).toHaveValue(''));
    });

    it('shows the refusal of the current password as the new one on New password (QA helper-175 L4)', async () => {
      const { user } = await open('/helper/settings/reset-password', 'Reset password');
      const form = screen.getByRole('form', { name: 'Reset password' });
      const field = (name: string) => within(form).getByLabelText(name);
      await user.type(field('Current password'), 'demo1234');
      await user.type(field('New password'), 'demo1234');
      await user.type(field('Confirm new password'), 'demo1234');
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      await waitFor(() =>
        expect(description(field('New password'))).toBe(
          'The new password must be different from the current one.',
        ),
      );
      expect(screen.queryByText('Password changed')).toBeNull();
      expect(field('Current password')).toHaveValue('demo1234');
    });
  });

  describe('notifications', () => {
    it('saves the switches', async () => {
      const bodies = capture('put', 'helper-profile/notification-settings');
      const { user } = await open('/helper/settings/notifications', 'Notifications');
      const form = screen.getByRole('form', { name: 'Notifications' });
      // Named by their labels alone, the state told by checked (QA helper-121 M8: "Email On").
      for (const name of [
        'Email',
        'Text messages (SMS)',
        'Browser notifications',
        'New invitations from companies',
        'New outsourcing offers in my serving areas',
        'Changes to or cancellation of my jobs',
        'A reminder the day before a job',
      ])
        expect(within(form).getByRole('switch', { name })).toBeInTheDocument();
      const sms = within(form).getByRole('switch', { name: 'Text messages (SMS)' });
      const before = (sms as HTMLInputElement).checked;
      await user.click(sms);
      expect(within(form).getByRole('switch', { name: 'Text messages (SMS)' })).toBe(sms);
      await user.click(within(form).getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
      expect(bodies[0].sms_enabled).toBe(!before);
      expect(maria().notification_settings.sms_enabled).toBe(!before);
    });

    it('"Not saved yet" compares with what was last saved (QA 2026-12-04)', async () => {
      const { user } = await open('/helper/settings/notifications', 'Notifications');
      const form = screen.getByRole('form', { name: 'Notifications' });
      const email = within(form).getByRole('switch', { name: 'Email' });
      expect(within(form).queryByText('Not saved yet')).not.toBeInTheDocument();
      await user.click(email);
      expect(within(form).getByText('Not saved yet')).toBeInTheDocument();
      await user.click(within(form).getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
      // Saved: nothing left to save.
      await waitFor(() =>
        expect(within(form).queryByText('Not saved yet')).not.toBeInTheDocument(),
      );
      // Turned back: a change from what is saved, though the page started with it.
      await user.click(email);
      expect(within(form).getByText('Not saved yet')).toBeInTheDocument();
    });
  });

  describe('calendar sync', () => {
    it('shows the private address, copies it, and makes a new one after confirming', async () => {
      localStorage.setItem('token', await loginAs(HELPER));
      const { user } = renderApp('/helper/settings/calendar-sync');
      const address = await screen.findByRole('textbox', { name: 'Your calendar address' });
      const first = (address as HTMLInputElement).value;
      expect(first).toMatch(/\/ical\/[0-9a-f]{32}\.ics$/);
      expect(screen.getByRole('link', { name: 'Calendar sync' })).toHaveAttribute(
        'aria-current',
        'page',
      );

      await user.click(screen.getByRole('button', { name: 'Copy address' }));
      expect(await screen.findByText('Calendar address copied')).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(first);

      await user.click(screen.getByRole('button', { name: 'Make a new address' }));
      const dialog = await screen.findByRole('dialog', { name: 'Replace calendar address' });
      // A sentence, the thing in bold (review L8: it read "Replace calendar address: your
      // current calendar address?").
      expect(
        within(dialog).getByText(
          (_, node) =>
            node?.tagName === 'P' &&
            node.textContent === 'Replace your current calendar address with a new one?',
        ),
      ).toBeVisible();
      expect(within(dialog).getByText('your current calendar address').tagName).toBe('STRONG');
      await user.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
      expect(
        await screen.findByText('New calendar address made. The old one no longer works.'),
      ).toBeInTheDocument();
      await waitFor(() => expect((address as HTMLInputElement).value).not.toBe(first));
      // When it was made, as the activity feed says it (not an unlabelled clock time).
      expect(address).toHaveAccessibleDescription('Made just now');
      const live = db.calendar_feeds.findMany((q) => q.where({ revoked_at: null }));
      expect(live).toHaveLength(1);
      expect((address as HTMLInputElement).value).toContain(live[0]!.token);
    });

    it('Download now after the address was replaced on another device: the new one is shown and downloaded (QA 2026-12-04)', async () => {
      localStorage.setItem('token', await loginAs(HELPER));
      const { user } = renderApp('/helper/settings/calendar-sync');
      const address = await screen.findByRole('textbox', { name: 'Your calendar address' });
      const first = (address as HTMLInputElement).value;
      const elsewhere = await loginAs(HELPER);
      const made = await inAct(() =>
        fetch('http://localhost/api/helper-profile/calendar-feed', {
          method: 'POST',
          headers: { Authorization: `Bearer ${elsewhere}`, Accept: 'application/json' },
        }),
      );
      expect(made.ok).toBe(true);

      await user.click(screen.getByRole('button', { name: 'Download now' }));
      expect(await screen.findByText(REPLACED_TEXT)).toBeInTheDocument();
      const live = db.calendar_feeds.findMany((q) => q.where({ revoked_at: null }));
      await waitFor(() => expect((address as HTMLInputElement).value).toContain(live[0]!.token));
      expect((address as HTMLInputElement).value).not.toBe(first);
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      expect(downloads.files[0]!.name).toBe(FEED_FILE_NAME);
      expect(await downloads.files[0]!.text()).toContain('BEGIN:VCALENDAR');
      expect(screen.queryByText(/Check your connection/)).not.toBeInTheDocument();
    });
  });

  describe('your rating', () => {
    it('shows the average in stars with the reviews', async () => {
      localStorage.setItem('token', await loginAs(HELPER));
      renderApp('/helper/settings/your-rating');
      expect(await screen.findByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
      expect(screen.getByText('8 ratings')).toBeInTheDocument();
      expect(
        within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem'),
      ).toHaveLength(8);
    });

    it('a helper nobody has rated yet reads "No ratings yet", not 0.0 and empty stars (QA 57 L3)', async () => {
      const maria = db.users.findFirst((q) => q.where({ email: HELPER }))!;
      db.helper_reviews.deleteMany((q) => q.where({ helper_user_id: maria.id }));
      localStorage.setItem('token', await loginAs(HELPER));
      renderApp('/helper/settings/your-rating');
      expect(await screen.findByText('No ratings yet')).toBeInTheDocument();
      expect(screen.queryByText('0 ratings')).toBeNull();
      expect(screen.queryByRole('img', { name: /^Rated / })).toBeNull();
    });

    it('names who wrote a review by the branch, not its company twice', async () => {
      const lines = await yourReviewLines();
      expect(lines.some((line) => line.includes('— Lone Star Movers Austin'))).toBe(true);
      expect(lines.filter((line) => /Lone Star Movers · Lone Star Movers/.test(line))).toEqual([]);
    });
  });

  describe('your rating, in a world seeded on a fixed day', () => {
    fixedClock(new Date('2027-03-09T15:30:00Z'));

    it('names the order and branch of each review of a seeded completed job, as a live one does', async () => {
      // Her completed jobs, from the records: the newest reviews rate them.
      const jobs = db.order_invitations
        .findMany((q) => q.where({ user_id: mariaUser().id, status: 'accepted' }))
        .map((invitation) => db.findById('orders', invitation.order_id)!)
        .filter((order) => order.completed_at != null);
      expect(jobs.length).toBeGreaterThan(0);
      const lines = await yourReviewLines();
      for (const order of jobs) {
        const branch = db.findById('branches', order.branch_id)!;
        expect(
          lines.filter((line) => line.includes(`— Order #${order.number} · ${branch.name}`)),
        ).toHaveLength(1);
      }
    });
  });

  describe('subscription', () => {
    it("tells a manager in Helper view the company's plan covers her, and leads to it (QA M2)", async () => {
      localStorage.setItem('token', await loginAs('manager@demo.test'));
      const { user } = renderApp('/helper/settings/subscription');
      expect(
        await screen.findByText(
          "Helper plans are for helpers' own accounts. Yours is a manager's account of your company's team, so your company's plan covers you; the company owner chooses it.",
        ),
      ).toBeVisible();
      // Not the company's plans shown as hers, with their owner-only notice.
      expect(screen.queryByText('Current plan')).toBeNull();
      expect(screen.queryByText(/Only the company owner can change the plan/)).toBeNull();
      await user.click(screen.getByRole('link', { name: "See your company's plan" }));
      await waitFor(() => expect(window.location.pathname).toBe('/company/settings/subscription'));
      expect(await screen.findByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible();
      expect(await screen.findByText(READ_ONLY_TEXT)).toBeVisible();
    });

    it('shows the helper plans in the settings and switches to another after confirming', async () => {
      const bodies = capture('post', 'subscription');
      localStorage.setItem('token', await loginAs(HELPER));
      const { user } = renderApp('/helper/settings/subscription');
      const plans = await screen.findByRole('list', { name: 'Plans' });
      expect(screen.getByRole('navigation', { name: 'Settings' })).toBeInTheDocument();
      const plus = within(plans).getByRole('listitem', { name: 'Helper Plus' });
      await user.click(within(plus).getByRole('button', { name: /to Helper Plus$/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
      await user.click(within(dialog).getByRole('button', { name: /Helper Plus/ }));
      const plan = db.subscription_plans.findFirst((q) => q.where({ code: 'helper_plus' }))!;
      await waitFor(() => expect(bodies).toEqual([{ plan_id: plan.id }]));
      await waitFor(() =>
        expect(
          within(within(plans).getByRole('listitem', { name: 'Helper Plus' })).getByText(
            'Current plan',
          ),
        ).toBeInTheDocument(),
      );
    });
  });

  describe('danger zone', () => {
    it('offers a manager in Helper view no deletion the server would refuse, and says why', async () => {
      localStorage.setItem('token', await loginAs('manager@demo.test'));
      renderApp('/helper/settings/danger-zone');
      expect(
        await screen.findByText(
          "Only a helper's account can be deleted here. Yours is a manager's account of your company's team: the company owner can remove you from the team.",
        ),
      ).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();
    });

    it('deletes the account after confirming, then logs out', async () => {
      const { user, reload } = await (async () => {
        localStorage.setItem('token', await loginAs(HELPER));
        const app = renderApp('/helper/settings/danger-zone');
        await screen.findByRole('button', { name: 'Delete account' });
        return app;
      })();
      await user.click(screen.getByRole('button', { name: 'Delete account' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
      // A question that reads as one (QA helper-130 L7: "Delete account: your helper account…").
      expect(dialog).toHaveTextContent('Delete your helper account and all its data?');
      expect(db.users.findFirst((q) => q.where({ email: HELPER }))).toBeDefined();
      await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
      await waitFor(() => expect(reload).toHaveBeenCalled());
      // Said by the login page the reload lands on (a toast here went with the page).
      expect(loginNotice.take()).toBe('Your account has been deleted.');
      expect(db.users.findFirst((q) => q.where({ email: HELPER }))).toBeUndefined();
      expect(localStorage.getItem('token')).toBeNull();
      const response = await fetch('http://localhost/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: HELPER, password: 'demo1234' }),
      });
      expect(response.status).toBe(422);
    });
  });
});
