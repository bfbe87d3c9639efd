import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, server } from '@mocks/node';
import { mountedRoutes } from '@/app/route-table';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { deleteDraft, loadDraft } from '@/platform/forms/drafts';
import { prefillDate } from './order-form-page';

setupMockServer();
afterEach(() => vi.restoreAllMocks());

const OWNER = 'owner@demo.test';

async function openForm(path = '/company/job/create') {
  localStorage.setItem('token', await loginAs(OWNER));
  const push = vi.spyOn(window.history, 'pushState');
  const app = renderApp(path);
  await screen.findByRole('form', { name: 'Job' });
  return { ...app, push };
}

const textbox = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByRole('textbox', { name });
const list = (name: 'Pick-up addresses' | 'Destination addresses') =>
  screen.getByRole('region', { name });
const submit = (user: UserEvent, text = 'Create job') =>
  user.click(screen.getByRole('button', { name: text }));

/** Types into a field that starts empty; paste is quicker than per-key typing for long text. */
async function enter(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/** Picks the 15th of next month: always a future day, never an outside day of the grid. */
async function pickNextMonth15(user: UserEvent) {
  await user.click(textbox('Moving date'));
  const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
  await user.click(await within(dialog).findByRole('button', { name: 'Go to next month' }));
  await user.click(await within(dialog).findByRole('gridcell', { name: '15' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return dayjs().add(1, 'month').date(15).format('YYYY-MM-DD');
}

async function fillAddress(user: UserEvent, group: HTMLElement, street: string, zip: string) {
  await enter(user, textbox('Street address', group), street);
  await enter(user, textbox('City', group), 'Austin');
  await user.selectOptions(within(group).getByRole('combobox', { name: 'State' }), 'TX');
  await enter(user, textbox('ZIP', group), zip);
}

/** Everything a valid job needs; the addresses of the lists currently shown. */
async function fillValidJob(user: UserEvent) {
  await enter(user, textbox('First name'), 'Maria');
  await enter(user, textbox('Last name'), 'Lopez');
  await enter(user, textbox('Phone'), '5125550142');
  const date = await pickNextMonth15(user);
  await enter(user, textbox('Time window'), '08001230');
  const pickUps = screen.queryByRole('region', { name: 'Pick-up addresses' });
  if (pickUps) await fillAddress(user, pickUps, '3820 E Riverside Dr', '78745');
  const destinations = screen.queryByRole('region', { name: 'Destination addresses' });
  if (destinations) await fillAddress(user, destinations, '8923 Airport Blvd', '78752');
  await enter(user, textbox('Helpers needed'), '3');
  await enter(user, textbox('Trucks needed'), '1');
  await enter(user, textbox('Hourly price'), '42.5');
  await enter(user, textbox(/^Notes/), 'Piano on the 2nd floor');
  return { date };
}

/** Records the JSON body of every order write, then lets the mock answer it. */
function captureOrderWrites() {
  const bodies: Record<string, unknown>[] = [];
  const record = async ({ request }: { request: Request }) => {
    bodies.push((await request.clone().json()) as Record<string, unknown>);
    return undefined;
  };
  server.use(
    http.post('*/api/company-branches/:id/orders', record),
    http.put('*/api/orders/:id', record),
  );
  return bodies;
}

const description = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

function ownerCompanyId() {
  return db.users.findFirst((q) => q.where({ email: OWNER }))!.company_id!;
}

describe('Add new job', () => {
  it('creates the job: cents, phone digits, ISO times; toast, db row and the Not formed list', async () => {
    const bodies = captureOrderWrites();
    const { user, push } = await openForm();
    const { date } = await fillValidJob(user);
    await submit(user);

    expect(await screen.findByText(/^Job #\d+ created$/)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      help_type: 3,
      customer: { first_name: 'Maria', last_name: 'Lopez', primary_phone: '5125550142' },
      start_at: dayjs(`${date}T08:00`).toISOString(),
      end_at: dayjs(`${date}T12:30`).toISOString(),
      helpers_needed: 3,
      trucks_needed: 1,
      hourly_rate: 4250,
      notes: 'Piano on the 2nd floor',
    });
    const created = db.orders.findFirst((q) =>
      q.where((o) => o.customer.first_name === 'Maria' && o.customer.last_name === 'Lopez'),
    );
    expect(created).toMatchObject({
      status: 1,
      hourly_rate: 4250,
      pick_up_addresses: [expect.objectContaining({ street: '3820 E Riverside Dr', zip: '78745' })],
      destination_addresses: [expect.objectContaining({ street: '8923 Airport Blvd' })],
    });
    await waitFor(() =>
      expect(push.mock.calls.some((call) => call[2] === '/company/job/not-formed')).toBe(true),
    );
  });

  it('saves after optional fields were typed into and cleared: they go as null', async () => {
    const bodies = captureOrderWrites();
    const { user } = await openForm();
    await fillValidJob(user);
    // Typed, then cleared: final-form would hold undefined for these, not ''.
    await enter(user, textbox(/^Email/), 'maria@example.com');
    await user.clear(textbox(/^Email/));
    await user.clear(textbox(/^Notes/));
    const unit = textbox(/^Unit/, list('Pick-up addresses'));
    await enter(user, unit, '4B');
    await user.clear(unit);
    await enter(user, textbox(/^Second phone/), '5125550100');
    await user.clear(textbox(/^Second phone/));
    await submit(user);

    expect(await screen.findByText(/^Job #\d+ created$/)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ notes: null });
    const body = bodies[0] as { customer: Record<string, unknown>; pick_up_addresses: object[] };
    expect(body.customer.email ?? null).toBeNull();
    expect(body.customer.secondary_phone ?? null).toBeNull();
    expect(body.pick_up_addresses[0]).toMatchObject({ unit: null });
  });

  it('shows the spec message on every empty required field on submit, and sends nothing', async () => {
    const bodies = captureOrderWrites();
    const { user } = await openForm();
    await submit(user);
    const required = [
      textbox('First name'),
      textbox('Last name'),
      textbox('Phone'),
      textbox('Moving date'),
      textbox('Time window'),
      textbox('Street address', list('Pick-up addresses')),
      textbox('City', list('Pick-up addresses')),
      textbox('ZIP', list('Pick-up addresses')),
      textbox('Street address', list('Destination addresses')),
      textbox('ZIP', list('Destination addresses')),
      textbox('Helpers needed'),
      textbox('Trucks needed'),
      textbox('Hourly price'),
    ];
    for (const input of required) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(description(input)).toBe('Value is required');
    }
    // The state starts as the active branch's (Austin, TX), so it needs nothing.
    const state = within(list('Pick-up addresses')).getByRole('combobox', { name: 'State' });
    await waitFor(() => expect(state).toHaveValue('TX'));
    expect(state).not.toHaveAttribute('aria-invalid');
    // Optional fields stay quiet.
    expect(textbox(/^Email/)).not.toHaveAttribute('aria-invalid');
    expect(textbox(/^Notes/)).not.toHaveAttribute('aria-invalid');
    // The first field that needs attention gets the focus.
    await waitFor(() => expect(textbox('First name')).toHaveFocus());
    expect(bodies).toHaveLength(0);
  });

  it('shows each rule’s exact message once the field is left', async () => {
    const { user } = await openForm();
    const check = async (input: HTMLElement, text: string, message: string) => {
      await user.clear(input);
      await enter(user, input, text);
      await user.tab();
      expect(description(input)).toBe(message);
    };
    await check(textbox('First name'), 'x'.repeat(61), 'The maximum length allowed is 60');
    await check(textbox('Last name'), 'y'.repeat(61), 'The maximum length allowed is 60');
    await check(textbox('Phone'), '512555', 'This field should be at least 10 characters long');
    await check(textbox(/^Email/), 'maria@example', 'Value is not a valid email address');
    await check(textbox('Helpers needed'), 'abc', 'Value must be numeric');
    await check(textbox('Helpers needed'), '0', 'The minimum value allowed is 1');
    await check(textbox('Helpers needed'), '21', 'The maximum value allowed is 20');
    await check(textbox('Helpers needed'), '2.5', 'Value must be a whole number');
    await check(textbox('Trucks needed'), '11', 'The maximum value allowed is 10');
    await check(textbox('Hourly price'), 'ten', 'Value must be numeric');
    await check(textbox('Hourly price'), '0.5', 'The minimum value allowed is 1');
    await check(textbox('Hourly price'), '1000.5', 'The maximum value allowed is 1000');
    await check(textbox('Hourly price'), '10.999', 'Use at most 2 decimal places');
    await check(textbox(/^Notes/), 'n'.repeat(2001), 'The maximum length allowed is 2000');
    const pickUps = list('Pick-up addresses');
    await check(textbox('ZIP', pickUps), '787', 'This field should be at least 5 characters long');
    await check(
      textbox('Street address', pickUps),
      's'.repeat(256),
      'The maximum length allowed is 255',
    );
    await check(textbox(/^Unit/, pickUps), 'u'.repeat(61), 'The maximum length allowed is 60');
    await check(textbox('City', pickUps), 'c'.repeat(121), 'The maximum length allowed is 120');
    const state = within(pickUps).getByRole('combobox', { name: 'State' });
    await user.selectOptions(state, '');
    await user.tab();
    expect(description(state)).toBe('Value is required');
    await check(textbox('Time window'), '0800', 'Enter the window as hh:mm - hh:mm (24-hour)');
    await check(textbox('Time window'), '25002600', 'Enter real times, from 00:00 to 23:59');
    await check(textbox('Time window'), '08000800', 'The end time must be after the start time');
    // An end before the start ends the next day (an overnight job), and says so.
    await check(textbox('Time window'), '22000100', '10:00 pm - 1:00 am (next day)');
    // A valid window shows itself in 12-hour time instead.
    await check(textbox('Time window'), '08001230', '8:00 am - 12:30 pm');
  });

  it('masks the phone, the time window and the ZIP as they are typed', async () => {
    const { user } = await openForm();
    await user.type(textbox('Phone'), '5125550142');
    expect(textbox('Phone')).toHaveValue('+1(512)-555-0142');
    await user.type(textbox('Time window'), '0800x1730');
    expect(textbox('Time window')).toHaveValue('08:00 - 17:30');
    const zip = textbox('ZIP', list('Pick-up addresses'));
    await user.type(zip, '78a7021');
    expect(zip).toHaveValue('78702');
  });

  it('hides and drops the destination list for pick-up only, the pick-up list for destination only', async () => {
    const bodies = captureOrderWrites();
    const { user } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'Pick-up only' }));
    expect(screen.queryByRole('region', { name: 'Destination addresses' })).not.toBeInTheDocument();
    await fillValidJob(user);
    // The hidden list is empty, yet neither validated nor sent.
    await submit(user);
    await screen.findByText(/^Job #\d+ created$/);
    expect(bodies[0]).toHaveProperty('pick_up_addresses');
    expect(bodies[0]).not.toHaveProperty('destination_addresses');
    expect(bodies[0]).toMatchObject({ help_type: 1 });
  });

  it('drops the typed pick-up addresses when switched to destination only', async () => {
    const bodies = captureOrderWrites();
    const { user } = await openForm();
    await fillValidJob(user);
    await user.click(screen.getByRole('radio', { name: 'Destination only' }));
    expect(screen.queryByRole('region', { name: 'Pick-up addresses' })).not.toBeInTheDocument();
    // Looking at another help type loses nothing: switching back shows what was typed.
    await user.click(screen.getByRole('radio', { name: 'Pick-up and destination' }));
    expect(textbox('Street address', list('Pick-up addresses'))).toHaveValue('3820 E Riverside Dr');
    await user.click(screen.getByRole('radio', { name: 'Destination only' }));
    await submit(user);
    await screen.findByText(/^Job #\d+ created$/);
    expect(bodies[0]).toMatchObject({ help_type: 2 });
    expect(bodies[0]).not.toHaveProperty('pick_up_addresses');
    expect(bodies[0]).toHaveProperty('destination_addresses', [
      expect.objectContaining({ street: '8923 Airport Blvd' }),
    ]);
  });

  it('adds and removes address rows, up to 5, keeping what the other rows hold', async () => {
    const bodies = captureOrderWrites();
    const { user } = await openForm();
    await fillValidJob(user);
    const add = screen.getByRole('button', { name: 'Add pick-up address' });
    for (let i = 0; i < 4; i++) await user.click(add);
    expect(add).toBeDisabled();
    expect(within(list('Pick-up addresses')).getAllByRole('group')).toHaveLength(5);
    // Remove rows 2..5, then the first row is back to being the only one with its text.
    for (let n = 5; n >= 2; n--) {
      await user.click(screen.getByRole('button', { name: `Remove pick-up address ${n}` }));
    }
    expect(add).toBeEnabled();
    expect(textbox('Street address', list('Pick-up addresses'))).toHaveValue('3820 E Riverside Dr');
    await user.click(add);
    const second = screen.getByRole('group', { name: /^Pick-up address 2/ });
    await fillAddress(user, second, '100 Congress Ave', '78701');
    await submit(user);
    await screen.findByText(/^Job #\d+ created$/);
    expect(bodies[0]?.pick_up_addresses).toEqual([
      expect.objectContaining({ street: '3820 E Riverside Dr' }),
      expect.objectContaining({ street: '100 Congress Ave', zip: '78701', state: 'TX' }),
    ]);
  });

  // The app's clock runs from a fixed day (the first of a month, and a day in its middle), so
  // the test means the same on every day it runs.
  it.each(['2027-03-01T12:00:00', '2027-03-18T12:00:00'])(
    'offers no day before today in the calendar (today %s)',
    async (now) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(now), shouldAdvanceTime: true });
      try {
        const { user } = await openForm();
        await user.click(textbox('Moving date'));
        const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
        await within(dialog).findAllByRole('gridcell');
        expect(within(dialog).getByRole('button', { name: 'Go to previous month' })).toBeDisabled();
        const today = dayjs(now);
        const inMonth = (day: number) =>
          within(dialog)
            .getAllByRole('gridcell', { name: String(day) })
            .find((cell) => !cell.className.includes('outside'))!;
        expect(inMonth(today.date())).toBeEnabled();
        expect(inMonth(today.date() + 1)).toBeEnabled();
        // Every earlier day of the month is refused (none on the first).
        for (let day = 1; day < today.date(); day++) expect(inMonth(day)).toBeDisabled();
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it('keeps every value and shows the server’s 422 on its field', async () => {
    const { user, push } = await openForm();
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
    expect(push.mock.calls.some((call) => call[2] === '/company/job/not-formed')).toBe(false);
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

describe('typed work survives a lost session (2/8)', () => {
  async function signInOnPage(user: UserEvent, email: string) {
    await screen.findByRole('heading', { name: 'Welcome back!' });
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
    await waitFor(async () => expect(await loadDraft(owner.id, 'job:create')).toBeNull());
  });

  it('another user signing in on the same browser is not taken to it nor offered it', async () => {
    sessionLostOnNextSave();
    const { user } = await openForm();
    await fillValidJob(user);
    await submit(user);
    await signInOnPage(user, 'manager@demo.test');
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
    const owner = db.users.findFirst((q) => q.where({ email: OWNER }))!;
    const kept = await loadDraft<{ customer: { first_name: string } }>(owner.id, 'job:create');
    expect(kept?.values.customer.first_name).toBe('Maria');
    const manager = db.users.findFirst((q) => q.where({ email: 'manager@demo.test' }))!;
    expect(await loadDraft(manager.id, 'job:create')).toBeNull();
    await deleteDraft(owner.id, 'job:create');
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
    await waitFor(async () => expect(await loadDraft(owner.id, 'job:create')).toBeNull());
  });
});

describe('Add new job from the calendar', () => {
  it('prefills the moving date from ?date and goes back to the calendar on that day (to Not formed until the calendar is mounted)', async () => {
    const day = dayjs().add(3, 'day').format('YYYY-MM-DD');
    const { user, push } = await openForm(`/company/calendar/create?date=${day}`);
    expect(textbox('Moving date')).toHaveValue(dayjs(day).format('MM/DD/YYYY'));
    await enter(user, textbox('First name'), 'Maria');
    await enter(user, textbox('Last name'), 'Lopez');
    await enter(user, textbox('Phone'), '5125550142');
    await enter(user, textbox('Time window'), '09001100');
    await fillAddress(user, list('Pick-up addresses'), '3820 E Riverside Dr', '78745');
    await fillAddress(user, list('Destination addresses'), '8923 Airport Blvd', '78752');
    await enter(user, textbox('Helpers needed'), '2');
    await enter(user, textbox('Trucks needed'), '0');
    await enter(user, textbox('Hourly price'), '30');
    await submit(user);
    await screen.findByText(/^Job #\d+ created$/);
    const back = mountedRoutes.has('company-calendar')
      ? `/company/calendar?date=${day}`
      : '/company/job/not-formed';
    await waitFor(() => expect(push.mock.calls.some((call) => call[2] === back)).toBe(true));
  });

  it('ignores a past or malformed ?date', async () => {
    const past = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    await openForm(`/company/calendar/create?date=${past}`);
    expect(textbox('Moving date')).toHaveValue('');
    const next = dayjs().add(1, 'year').year();
    expect(prefillDate(`?date=${next}-02-30`)).toBeUndefined();
    expect(prefillDate(`?date=${next}-2-3`)).toBeUndefined();
    expect(prefillDate('?date=soon')).toBeUndefined();
    expect(prefillDate(`?date=${next}-02-03`)).toBe(`${next}-02-03`);
  });
});

describe('Edit job', () => {
  function activeOrder() {
    const now = new Date().toISOString();
    return db.orders.findFirst((q) =>
      q.where(
        (o) =>
          o.company_id === ownerCompanyId() &&
          o.completed_at == null &&
          o.cancelled_at == null &&
          o.start_at > now,
      ),
    )!;
  }

  it('loads the order and saves the changes', async () => {
    const order = activeOrder();
    const bodies = captureOrderWrites();
    const { user, push } = await openForm(`/company/job/edit/${order.id}`);
    const start = dayjs(order.start_at);
    expect(textbox('First name')).toHaveValue(order.customer.first_name);
    expect(textbox('Last name')).toHaveValue(order.customer.last_name);
    const p = order.customer.primary_phone;
    expect(textbox('Phone')).toHaveValue(`+1(${p.slice(0, 3)})-${p.slice(3, 6)}-${p.slice(6)}`);
    expect(textbox('Moving date')).toHaveValue(start.format('MM/DD/YYYY'));
    expect(textbox('Time window')).toHaveValue(
      `${start.format('HH:mm')} - ${dayjs(order.end_at).format('HH:mm')}`,
    );
    expect(textbox('Hourly price')).toHaveValue((order.hourly_rate / 100).toFixed(2));
    expect(textbox('Helpers needed')).toHaveValue(String(order.helpers_needed));

    await user.clear(textbox('Hourly price'));
    await enter(user, textbox('Hourly price'), '55.25');
    await user.clear(textbox('Last name'));
    await enter(user, textbox('Last name'), 'Renamed');
    await submit(user, 'Save changes');

    expect(await screen.findByText(`Job #${order.number} saved`)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      hourly_rate: 5525,
      start_at: new Date(order.start_at).toISOString(),
      customer: expect.objectContaining({ last_name: 'Renamed' }),
    });
    expect(db.findById('orders', order.id)).toMatchObject({
      hourly_rate: 5525,
      customer: expect.objectContaining({ last_name: 'Renamed' }),
    });
    const tab = order.status === 1 ? '/company/job/not-formed' : '/company/job/formed';
    await waitFor(() => expect(push.mock.calls.some((call) => call[2] === tab)).toBe(true));
  });

  it('saves after the notes of a job are cleared, and saves again after that', async () => {
    const order = activeOrder();
    await db.patch('orders', order.id, { notes: 'Fragile: glass table' });
    const bodies = captureOrderWrites();
    const { user } = await openForm(`/company/job/edit/${order.id}`);
    expect(textbox(/^Notes/)).toHaveValue('Fragile: glass table');
    await user.clear(textbox(/^Notes/));
    await submit(user, 'Save changes');
    expect(await screen.findByText(`Job #${order.number} saved`)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ notes: null });
    expect(db.findById('orders', order.id)?.notes ?? null).toBeNull();
  });

  it('keeps a start that has passed, and a removed loaded row stays gone when a row is added', async () => {
    const order = activeOrder();
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    const second = { ...order.pick_up_addresses[0]!, street: '500 Second St', zip: '78704' };
    await db.orders.update((q) => q.where({ id: order.id }), {
      data(draft) {
        draft.help_type = 3;
        draft.start_at = dayjs(`${yesterday}T08:00`).toISOString();
        draft.end_at = dayjs(`${yesterday}T12:00`).toISOString();
        draft.pick_up_addresses = [draft.pick_up_addresses[0]!, second];
      },
    });
    const bodies = captureOrderWrites();
    const { user } = await openForm(`/company/job/edit/${order.id}`);
    expect(textbox('Moving date')).toHaveValue(dayjs(yesterday).format('MM/DD/YYYY'));
    const row2 = () => screen.getByRole('group', { name: /^Pick-up address 2/ });
    expect(textbox('Street address', row2())).toHaveValue('500 Second St');
    await user.click(screen.getByRole('button', { name: 'Remove pick-up address 2' }));
    await user.click(screen.getByRole('button', { name: 'Add pick-up address' }));
    expect(textbox('Street address', row2())).toHaveValue('');
    await fillAddress(user, row2(), '77 New Rd', '78705');
    await submit(user, 'Save changes');
    expect(await screen.findByText(`Job #${order.number} saved`)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      start_at: dayjs(`${yesterday}T08:00`).toISOString(),
      pick_up_addresses: [
        expect.objectContaining({ street: order.pick_up_addresses[0]!.street }),
        expect.objectContaining({ street: '77 New Rd', zip: '78705' }),
      ],
    });
  });

  it('explains why a closed order cannot be edited', async () => {
    const closed = db.orders.findFirst((q) =>
      q.where((o) => o.company_id === ownerCompanyId() && o.completed_at != null),
    )!;
    localStorage.setItem('token', await loginAs(OWNER));
    renderApp(`/company/job/edit/${closed.id}`);
    expect(
      await screen.findByText(`Job #${closed.number} can no longer be edited`),
    ).toBeInTheDocument();
    expect(screen.getByText(/It was completed on/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Job' })).not.toBeInTheDocument();
  });

  it('says so when the job does not exist', async () => {
    localStorage.setItem('token', await loginAs(OWNER));
    renderApp('/company/job/edit/999999');
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
  });

  it('another company’s job reads as the one permission text, with no Try again (a 403)', async () => {
    const other = db.users.findFirst((q) => q.where({ email: 'other-owner@demo.test' }))!;
    const theirs = db.orders.findFirst((q) => q.where({ company_id: other.company_id! }))!;
    localStorage.setItem('token', await loginAs(OWNER));
    renderApp(`/company/job/edit/${theirs.id}`);
    expect(await screen.findByText('Not yours to open')).toBeInTheDocument();
    expect(screen.queryByText('Job not found')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
