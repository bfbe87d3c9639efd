import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db, server } from '@mocks/node';
import { sentBodies } from '@/platform/testing/sent-bodies.test-helpers';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { loadDraft } from '@/platform/forms/drafts';
import { zonedParts } from '@/platform/format';

// happy-dom has no WebGL: the map is a plain list with a button for a click on Travis County.
vi.mock(
  '@/platform/map/lazy-serving-area-map',
  () => import('./work-settings.fake-map.test-helpers'),
);

setupMockServer();

const HELPER = 'helper@demo.test';

function maria() {
  const user = db.users.findFirst((q) => q.where({ email: HELPER }))!;
  return db.helper_profiles.findFirst((q) => q.where({ user_id: user.id }))!;
}

const description = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

async function openPage() {
  localStorage.setItem('token', await loginAs(HELPER));
  const app = renderApp('/helper/settings/work-settings');
  await screen.findByRole('form', { name: 'Hourly rate' });
  return app;
}

const capture = (path: string) => sentBodies('put', `helper-profile/${path}`);

async function replace(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe('work settings (helper settings)', () => {
  it('saves the hourly rate in cents after checking it', async () => {
    const bodies = capture('hourly-rate');
    const { user } = await openPage();
    const form = screen.getByRole('form', { name: 'Hourly rate' });
    const rate = within(form).getByRole('textbox', { name: /Hourly rate/ });
    expect(rate).toHaveValue('32.50');
    const save = within(form).getByRole('button', { name: 'Save hourly rate' });

    await replace(user, rate, '');
    await user.click(save);
    expect(description(rate)).toBe('Value is required');
    // The keyboard is taken to what needs mending, as on every form (QA 2026-12-04: it stayed
    // on Save).
    await waitFor(() => expect(rate).toHaveFocus());
    await replace(user, rate, 'abc');
    expect(description(rate)).toBe('Value must be numeric');
    await replace(user, rate, '0.5');
    expect(description(rate)).toBe('The minimum value allowed is 1');
    // $500 at most (QA-211 L4: 1000 saved).
    await replace(user, rate, '1000');
    expect(description(rate)).toBe('The maximum value allowed is 500');
    expect(bodies).toHaveLength(0);

    await replace(user, rate, '37.25');
    await user.click(save);
    expect(await screen.findByText('Hourly rate saved')).toBeInTheDocument();
    expect(bodies).toEqual([{ hourly_rate: 3725 }]);
    expect(maria().hourly_rate).toBe(3725);
  });

  it('reads a rate written with a thousands separator, "1,000", as 1000 dollars: over the $500 (QA helper-159 F4, QA-211 L4)', async () => {
    const bodies = capture('hourly-rate');
    const { user } = await openPage();
    const form = screen.getByRole('form', { name: 'Hourly rate' });
    const rate = within(form).getByRole('textbox', { name: /Hourly rate/ });
    const save = within(form).getByRole('button', { name: 'Save hourly rate' });
    await replace(user, rate, '1,00');
    await user.click(save);
    expect(description(rate)).toBe('Use commas only between groups of 3 digits, as in 1,000');
    expect(bodies).toHaveLength(0);
    await replace(user, rate, '1,000');
    await user.click(save);
    expect(description(rate)).toBe('The maximum value allowed is 500');
    await replace(user, rate, '500');
    await user.click(save);
    expect(await screen.findByText('Hourly rate saved')).toBeInTheDocument();
    expect(bodies).toEqual([{ hourly_rate: 50_000 }]);
  });

  it('a save that fails says so on its card, keeps what was typed, and the notice goes once it is edited (review 54)', async () => {
    server.use(
      http.put('*/api/helper-profile/hourly-rate', () =>
        HttpResponse.json(
          { data: null, message: 'Rate save failed', errors: {}, success: false },
          { status: 500 },
        ),
      ),
    );
    const { user } = await openPage();
    const form = screen.getByRole('form', { name: 'Hourly rate' });
    const rate = within(form).getByRole('textbox', { name: /Hourly rate/ });
    await replace(user, rate, '41.25');
    await user.click(within(form).getByRole('button', { name: 'Save hourly rate' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Not saved. Everything you entered is still here; try again.',
    );
    expect(rate).toHaveValue('41.25');
    expect(screen.queryByText('Hourly rate saved')).not.toBeInTheDocument();
    await replace(user, rate, '41.50');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a card saved while another has changes: the toast and the other card say it is not saved yet (QA 57a M5)', async () => {
    const { user } = await openPage();
    const week = screen.getByRole('form', { name: 'Weekly availability' });
    const rateForm = screen.getByRole('form', { name: 'Hourly rate' });
    expect(screen.queryByText('Not saved yet')).not.toBeInTheDocument();
    await replace(user, within(week).getByRole('textbox', { name: 'Sunday' }), '10001400');
    expect(within(week).getByText('Not saved yet')).toBeInTheDocument();
    await replace(user, within(rateForm).getByRole('textbox', { name: /Hourly rate/ }), '40');
    expect(within(rateForm).getByText('Not saved yet')).toBeInTheDocument();
    await user.click(within(rateForm).getByRole('button', { name: 'Save hourly rate' }));
    expect(
      await screen.findByText('Hourly rate saved. Not saved yet: Weekly availability.'),
    ).toBeInTheDocument();
    // The rate is saved; the week is not, and still says so.
    await waitFor(() => expect(within(rateForm).queryByText('Not saved yet')).toBeNull());
    expect(within(week).getByText('Not saved yet')).toBeInTheDocument();
    expect(maria().availabilities.some((a) => a.day === 0)).toBe(false);
    // Saved in its turn, nothing is left to say.
    await user.click(within(week).getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Availability saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Not saved yet')).toBeNull());
    // Edited again after its save, the card is unsaved again.
    await replace(user, within(rateForm).getByRole('textbox', { name: /Hourly rate/ }), '41');
    expect(within(rateForm).getByText('Not saved yet')).toBeInTheDocument();
  });

  it('"Not saved yet" follows the values, not the edits: back to what was saved is no change (review 58)', async () => {
    const { user } = await openPage();
    const areas = screen.getByRole('form', { name: 'Serving areas' });
    const toggle = within(areas).getByRole('button', { name: 'toggle Travis on the map' });
    await user.click(toggle);
    expect(within(areas).getByText('Not saved yet')).toBeInTheDocument();
    // Toggled back (it comes back at the end of the list): the same counties.
    await user.click(toggle);
    await waitFor(() => expect(within(areas).queryByText('Not saved yet')).toBeNull());

    const rateForm = screen.getByRole('form', { name: 'Hourly rate' });
    const rate = within(rateForm).getByRole('textbox', { name: /Hourly rate/ });
    const save = within(rateForm).getByRole('button', { name: 'Save hourly rate' });
    await replace(user, rate, '40');
    await user.click(save);
    expect(await screen.findByText('Hourly rate saved')).toBeInTheDocument();
    await waitFor(() => expect(within(rateForm).queryByText('Not saved yet')).toBeNull());
    // A value the field check stops is still a change not saved, and the button says so.
    await replace(user, rate, '0.5');
    await user.click(save);
    expect(description(rate)).toBe('The minimum value allowed is 1');
    const note = within(rateForm).getByText('Not saved yet');
    expect(save).toHaveAccessibleDescription('Not saved yet');
    expect(note).toBeInTheDocument();
    // Typed back to the saved value: nothing to save.
    await replace(user, rate, '40');
    expect(within(rateForm).queryByText('Not saved yet')).toBeNull();
    // The saved value written another way is the same rate (QA 58 L2: "40.0" read as a change).
    for (const same of ['40.0', '40.00', ' 40 ']) {
      await replace(user, rate, same);
      expect(within(rateForm).queryByText('Not saved yet')).toBeNull();
    }
    // Back to the value the page loaded with (not what was saved since) is a change.
    await replace(user, rate, '32.50');
    expect(within(rateForm).getByText('Not saved yet')).toBeInTheDocument();
    await replace(user, rate, '40.05');
    expect(within(rateForm).getByText('Not saved yet')).toBeInTheDocument();
    // Her rate stays under 1,000 ($500 at most, QA-211 L4), so a separator is no rate of hers
    // (the offers' and orders' rates, up to $1,000, read "1,000" as 1000.00: validators tests).
    await replace(user, rate, '1,00');
    expect(within(rateForm).getByText('Not saved yet')).toBeInTheDocument();
  });

  it('time off typed and left for another page is offered back, and Restore puts it back (QA 58 M2)', async () => {
    const { user } = await openPage();
    const reason = () =>
      within(screen.getByRole('form', { name: 'Add time off' })).getByRole('textbox', {
        name: /^Reason/,
      });
    await user.type(reason(), 'Doctor');
    const helper = db.users.findFirst((q) => q.where({ email: HELPER }))!;
    await waitFor(async () => expect(await loadDraft(helper.id, 'helper:time-off')).not.toBeNull());
    await user.click(screen.getByRole('link', { name: 'Your rating' }));
    await user.click(await screen.findByRole('link', { name: 'Work settings' }));
    const form = await screen.findByRole('form', { name: 'Add time off' });
    await waitFor(() =>
      expect(form).toHaveTextContent(/You left this form before saving your time off/),
    );
    expect(reason()).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Restore' }));
    expect(reason()).toHaveValue('Doctor');
  });

  it('time off typed and not added is named when another card saves (review 58)', async () => {
    // The week's data comes last, as it did in the browser (QA 58 L3).
    server.use(
      http.get('*/api/helper-profile/get-availabilities', async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return undefined;
      }),
    );
    const { user } = await openPage();
    await screen.findByRole('form', { name: 'Weekly availability' });
    const timeOff = screen.getByRole('form', { name: 'Add time off' });
    await user.type(within(timeOff).getByRole('textbox', { name: /^Reason/ }), 'Dentist');
    expect(within(timeOff).getByText('Not saved yet')).toBeInTheDocument();
    const rateForm = screen.getByRole('form', { name: 'Hourly rate' });
    await replace(user, within(rateForm).getByRole('textbox', { name: /Hourly rate/ }), '40');
    await user.click(within(rateForm).getByRole('button', { name: 'Save hourly rate' }));
    expect(
      await screen.findByText('Hourly rate saved. Not saved yet: Time off.'),
    ).toBeInTheDocument();
    // Named in the page's order, whatever order their data came in (QA 58 L3).
    await replace(
      user,
      within(screen.getByRole('form', { name: 'Weekly availability' })).getByRole('textbox', {
        name: 'Sunday',
      }),
      '10001400',
    );
    await replace(user, within(rateForm).getByRole('textbox', { name: /Hourly rate/ }), '41');
    await user.click(within(rateForm).getByRole('button', { name: 'Save hourly rate' }));
    expect(
      await screen.findByText(
        'Hourly rate saved. Not saved yet: Weekly availability and Time off.',
      ),
    ).toBeInTheDocument();
  });

  it('a week whose save fails says so on its card, stays "Not saved yet", and is named by the next save (QA 58 H1)', async () => {
    server.use(
      http.put('*/api/helper-profile/availabilities', () =>
        HttpResponse.json(
          { data: null, message: 'Server Error', errors: {}, success: false },
          { status: 500 },
        ),
      ),
    );
    const { user } = await openPage();
    const week = screen.getByRole('form', { name: 'Weekly availability' });
    const tuesday = within(week).getByRole('textbox', { name: 'Tuesday' });
    await replace(user, tuesday, '10001600');
    await user.click(within(week).getByRole('button', { name: 'Save availability' }));
    expect(await within(week).findByRole('alert')).toHaveTextContent(
      'Not saved. Everything you entered is still here; try again.',
    );
    expect(tuesday).toHaveValue('10:00 - 16:00');
    expect(within(week).getByText('Not saved yet')).toBeInTheDocument();
    const rateForm = screen.getByRole('form', { name: 'Hourly rate' });
    await replace(user, within(rateForm).getByRole('textbox', { name: /Hourly rate/ }), '40');
    await user.click(within(rateForm).getByRole('button', { name: 'Save hourly rate' }));
    expect(
      await screen.findByText('Hourly rate saved. Not saved yet: Weekly availability.'),
    ).toBeInTheDocument();
  });

  it('a 422 on the week as a whole stops the save on the card (QA 58 H1)', async () => {
    server.use(
      http.put('*/api/helper-profile/availabilities', () =>
        HttpResponse.json(
          {
            data: null,
            message: 'The availabilities field is invalid.',
            errors: { availabilities: ['The availabilities field is invalid.'] },
            success: false,
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openPage();
    const week = screen.getByRole('form', { name: 'Weekly availability' });
    await replace(user, within(week).getByRole('textbox', { name: 'Tuesday' }), '10001600');
    await user.click(within(week).getByRole('button', { name: 'Save availability' }));
    expect(await within(week).findByRole('alert')).toHaveTextContent(
      'The availabilities field is invalid.',
    );
    expect(within(week).getByText('Not saved yet')).toBeInTheDocument();
  });

  it('saves the week as the filled days, each checked', async () => {
    const bodies = capture('availabilities');
    const { user } = await openPage();
    const form = screen.getByRole('form', { name: 'Weekly availability' });
    const day = (name: string) => within(form).getByRole('textbox', { name });
    expect(day('Monday')).toHaveValue('07:00 - 18:00');
    expect(day('Sunday')).toHaveValue('');
    const save = within(form).getByRole('button', { name: 'Save availability' });

    await replace(user, day('Sunday'), '1000');
    await user.click(save);
    expect(description(day('Sunday'))).toBe('Enter the hours as hh:mm - hh:mm (24-hour)');
    await replace(user, day('Sunday'), '14001000');
    expect(description(day('Sunday'))).toBe('The end time must be after the start time');
    await replace(user, day('Sunday'), '09000530');
    expect(description(day('Sunday'))).toBe(
      'The end time must be after the start time (24-hour: 5:30 pm is 17:30)',
    );
    await replace(user, day('Sunday'), '25001000');
    expect(description(day('Sunday'))).toBe('Enter real times, from 00:00 to 23:59');
    expect(bodies).toHaveLength(0);

    await replace(user, day('Sunday'), '10001400');
    await replace(user, day('Monday'), '06301500');
    await replace(user, day('Saturday'), '');
    await user.click(save);
    expect(await screen.findByText('Availability saved')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        availabilities: [
          { day: 0, from: '10:00', to: '14:00' },
          { day: 1, from: '06:30', to: '15:00' },
          { day: 2, from: '07:00', to: '18:00' },
          { day: 3, from: '08:00', to: '17:00' },
          { day: 4, from: '07:00', to: '18:00' },
          { day: 5, from: '07:00', to: '16:00' },
        ],
      },
    ]);
    expect(maria().availabilities.map((a) => a.day)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('a day taken off names the jobs she is still on that day, each linking to it (QA-245 M1)', async () => {
    const user = db.users.findFirst((q) => q.where({ email: HELPER }))!;
    const now = Date.now();
    // Her next accepted job still to come, within the two months the card looks at.
    const job = db.order_invitations
      .findMany((q) => q.where({ user_id: user.id, status: 'accepted' }))
      .map((i) => db.findById('orders', i.order_id)!)
      .filter((o) => !o.cancelled_at && !o.completed_at && Date.parse(o.start_at) > now)
      .sort((a, b) => a.start_at.localeCompare(b.start_at))[0];
    if (!job) throw new Error('the seed gives the demo helper an accepted job to come');
    const zone = db.findById('branches', job.branch_id)!.timezone;
    const weekday = zonedParts(job.start_at, zone).weekday;
    const dayName = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][
      weekday
    ]!;
    const { user: person } = await openPage();
    const card = () => screen.getByRole('form', { name: 'Weekly availability' }).parentElement!;
    const listed = () =>
      within(card())
        .queryAllByRole('link')
        .some((link) => link.textContent === `Order #${job.number}`);
    const form = screen.getByRole('form', { name: 'Weekly availability' });
    const day = within(form).getByRole('textbox', { name: dayName });
    expect(day).not.toHaveValue('');
    // Her schedule holds it: it is not named.
    await waitFor(() => expect(maria().availabilities.length).toBeGreaterThan(0));
    expect(listed()).toBe(false);

    await replace(person, day, '');
    await person.click(within(form).getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Availability saved')).toBeInTheDocument();
    await waitFor(() => expect(listed()).toBe(true));
    expect(
      within(card()).getByText(
        /outside your weekly availability: the availability is for new invitations/,
      ),
    ).toBeInTheDocument();
  });

  it("puts the server's 422 on the day it names and keeps what was typed", async () => {
    server.use(
      http.put('*/api/helper-profile/availabilities', () =>
        HttpResponse.json(
          {
            data: null,
            message: 'The given data was invalid.',
            errors: { 'availabilities.1.to': ['The availabilities.1.to field is too late.'] },
            success: false,
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openPage();
    const form = screen.getByRole('form', { name: 'Weekly availability' });
    const day = (name: string) => within(form).getByRole('textbox', { name });
    await replace(user, day('Tuesday'), '09002200');
    await user.click(within(form).getByRole('button', { name: 'Save availability' }));
    // Row 1 of what was sent is Tuesday (Monday is row 0).
    await waitFor(() =>
      expect(description(day('Tuesday'))).toBe('The availabilities.1.to field is too late.'),
    );
    expect(day('Tuesday')).toHaveValue('09:00 - 22:00');
    expect(maria().availabilities.find((a) => a.day === 2)?.to).toBe('18:00');
  });

  it('asks for one serving area at least', async () => {
    const bodies = capture('serving-areas');
    const { user } = await openPage();
    const form = screen.getByRole('form', { name: 'Serving areas' });
    // Each tag's remove button, until none is left.
    let tag: HTMLElement | undefined;
    while ((tag = form.querySelector<HTMLElement>('.bp6-tag') ?? undefined)) {
      await user.click(within(tag).getByRole('button'));
    }
    await user.click(within(form).getByRole('button', { name: 'Save serving areas' }));
    expect(within(form).queryAllByText(/County, TX/, { selector: '.bp6-tag *' })).toHaveLength(0);
    expect(within(form).getByText('Value is required')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('saves serving areas chosen by search and on the map, as ids', async () => {
    const bodies = capture('serving-areas');
    const { user } = await openPage();
    const form = screen.getByRole('form', { name: 'Serving areas' });
    const before = maria().serving_area_ids;
    const travis = db.serving_areas.findFirst((q) => q.where({ fips: '48453' }))!;
    const harris = db.serving_areas.findFirst((q) => q.where({ fips: '48201' }))!;

    // The map toggles Travis: off if chosen, on if not.
    const hadTravis = before.includes(travis.id);
    await user.click(within(form).getByRole('button', { name: 'toggle Travis on the map' }));
    const map = within(form).getByRole('region', { name: 'Map' });
    await waitFor(() =>
      expect(within(map).queryByText('Travis County, TX') !== null).toBe(!hadTravis),
    );

    await user.type(within(form).getByRole('combobox', { name: 'Serving areas' }), 'Harris');
    const option = await screen.findByRole('option', { name: 'Harris County, TX' });
    // Blueprint's MenuItem takes the click on its text.
    await user.click(within(option).getByText('Harris County, TX'));
    expect(within(form).getByText('Harris County, TX', { selector: '.bp6-tag *' })).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Save serving areas' }));
    expect(await screen.findByText('Serving areas saved')).toBeInTheDocument();

    const expected = [
      ...before.filter((id) => id !== travis.id),
      ...(hadTravis ? [] : [travis.id]),
      harris.id,
    ];
    expect(bodies).toHaveLength(1);
    expect([...(bodies[0].serving_area_ids as number[])].sort()).toEqual([...expected].sort());
    expect([...maria().serving_area_ids].sort()).toEqual([...expected].sort());
  });
});

describe("work settings read with the spec's calls (4/8)", () => {
  it('each card starts from its own get-* call, not from helper-profile', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    server.use(
      http.get('*/api/helper-profile/get-hourly-rate', () =>
        HttpResponse.json({ data: { hourly_rate: 4150 }, message: '', errors: {}, success: true }),
      ),
    );
    await openPage();
    expect(screen.getByRole('textbox', { name: /Hourly rate/ })).toHaveValue('41.50');
    expect(screen.getByRole('textbox', { name: 'Monday' })).toHaveValue('07:00 - 18:00');
    for (const call of ['get-serving-areas', 'get-availabilities', 'get-hourly-rate'])
      expect(asked).toContain(`/api/helper-profile/${call}`);
    server.events.removeAllListeners('request:start');
  });

  it('a failed read shows its error with Try again on that card; the others still work', async () => {
    let fail = true;
    server.use(
      http.get('*/api/helper-profile/get-availabilities', () =>
        fail
          ? HttpResponse.json(
              { data: null, message: 'Server Error', errors: {}, success: false },
              { status: 500 },
            )
          : undefined,
      ),
    );
    const { user } = await openPage();
    expect(screen.queryByRole('form', { name: 'Weekly availability' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Serving areas' })).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 15_000 });
    fail = false;
    await user.click(retry);
    const form = await screen.findByRole('form', { name: 'Weekly availability' });
    expect(within(form).getByRole('textbox', { name: 'Monday' })).toHaveValue('07:00 - 18:00');
  });

  it('a save typed quickly under an offered draft drops it and its notice: no Restore of the older rate (QA helper-175 M3)', async () => {
    const { user } = await openPage();
    const rate = () =>
      within(screen.getByRole('form', { name: 'Hourly rate' })).getByRole('textbox', {
        name: /Hourly rate/,
      });
    await replace(user, rate(), '40');
    await user.click(screen.getByRole('link', { name: 'Your rating' }));
    await user.click(await screen.findByRole('link', { name: 'Work settings' }));
    const form = await screen.findByRole('form', { name: 'Hourly rate' });
    expect(
      await within(form).findByText(/^You left this form before saving your hourly rate/),
    ).toBeInTheDocument();
    // Typed and saved at once, within the 400 ms a form waits before it keeps what it holds.
    await replace(user, rate(), '50');
    await user.click(within(form).getByRole('button', { name: 'Save hourly rate' }));
    expect(await screen.findByText('Hourly rate saved')).toBeInTheDocument();
    expect(within(form).queryByText('Unsaved changes kept')).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Restore' })).toBeNull();
    // Nor later, once the keep-as-you-type check has run; nothing is kept either.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(within(form).queryByText('Unsaved changes kept')).toBeNull();
    const helper = db.users.findFirst((q) => q.where({ email: HELPER }))!;
    expect(await act(() => loadDraft(helper.id, 'helper:hourly-rate'))).toBeNull();
    expect(rate()).toHaveValue('50');
  });

  it('a week typed and left for another page is offered back, and Restore puts it back (QA 56)', async () => {
    const { user } = await openPage();
    const monday = () =>
      within(screen.getByRole('form', { name: 'Weekly availability' })).getByRole('textbox', {
        name: 'Monday',
      });
    await replace(user, monday(), '07301600');
    expect(monday()).toHaveValue('07:30 - 16:00');
    await user.click(screen.getByRole('link', { name: 'Your rating' }));
    await user.click(await screen.findByRole('link', { name: 'Work settings' }));
    const form = await screen.findByRole('form', { name: 'Weekly availability' });
    expect(
      await within(form).findByText(/^You left this form before saving your availability/),
    ).toBeInTheDocument();
    expect(monday()).toHaveValue('07:00 - 18:00');
    await user.click(within(form).getByRole('button', { name: 'Restore' }));
    expect(monday()).toHaveValue('07:30 - 16:00');
    // Typed back to the saved week, nothing is left to keep (QA 58 M1: Restore's values were
    // taken for where the form started, and the saved week was kept and offered again).
    await replace(user, monday(), '07001800');
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Weekly availability' })).queryByText(
          'Not saved yet',
        ),
      ).toBeNull(),
    );
    const helper = db.users.findFirst((q) => q.where({ email: HELPER }))!;
    await waitFor(async () => expect(await loadDraft(helper.id, 'helper:availability')).toBeNull());
    await user.click(screen.getByRole('link', { name: 'Your rating' }));
    await user.click(await screen.findByRole('link', { name: 'Work settings' }));
    const again = await screen.findByRole('form', { name: 'Weekly availability' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(within(again).queryByText(/Unsaved changes kept/)).toBeNull();
  });

  it('a county taken off and put back (last in the list now) keeps nothing when the page is left (QA 58 M1)', async () => {
    // Travis first among her counties, so put back it comes last.
    const travis = db.serving_areas.findFirst((q) => q.where({ fips: '48453' }))!;
    const harris = db.serving_areas.findFirst((q) => q.where({ fips: '48201' }))!;
    await db.patch('helper_profiles', maria().id, { serving_area_ids: [travis.id, harris.id] });
    const { user } = await openPage();
    const toggle = () =>
      within(screen.getByRole('form', { name: 'Serving areas' })).getByRole('button', {
        name: 'toggle Travis on the map',
      });
    // Off on the map, back through the search box (as a user who went into the field).
    await user.click(toggle());
    const areas = screen.getByRole('form', { name: 'Serving areas' });
    await user.type(within(areas).getByRole('combobox', { name: 'Serving areas' }), 'Travis');
    const option = await screen.findByRole('option', { name: 'Travis County, TX' });
    await user.click(within(option).getByText('Travis County, TX'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Serving areas' })).queryByText('Not saved yet'),
      ).toBeNull(),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await user.click(screen.getByRole('link', { name: 'Your rating' }));
    await user.click(await screen.findByRole('link', { name: 'Work settings' }));
    const form = await screen.findByRole('form', { name: 'Serving areas' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(within(form).queryByText(/Unsaved changes kept/)).toBeNull();
  });

  it('a save keeps the get-* read in step: leaving and coming back shows the saved rate', async () => {
    const { user } = await openPage();
    const rate = screen.getByRole('textbox', { name: /Hourly rate/ });
    await replace(user, rate, '44');
    await user.click(screen.getByRole('button', { name: 'Save hourly rate' }));
    expect(await screen.findByText('Hourly rate saved')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Personal info' }));
    await screen.findByRole('form', { name: 'Personal info' });
    server.use(
      http.get('*/api/helper-profile/get-hourly-rate', () =>
        HttpResponse.json(
          { data: null, message: 'offline', errors: {}, success: false },
          { status: 500 },
        ),
      ),
    );
    await user.click(screen.getByRole('link', { name: 'Work settings' }));
    expect(await screen.findByRole('textbox', { name: /Hourly rate/ })).toHaveValue('44.00');
  });
});
