import { act, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { addDays, zonedClock, zonedDate, zonedInstant } from '@/platform/format';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/node';
import { austinJobIn } from '@mocks/testing/confirmations';
import { inviteEmployees } from '@mocks/db/services/invitations';
import { takenThroughOffer } from '@mocks/testing/offers';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';
import { ORDER_MESSAGES } from '../form/order-validators';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';
import {
  OWNER,
  captureOrderWrites,
  enter,
  fillAddress,
  openForm,
  openOwnerOrder,
  ownerCompanyId,
  submit,
  textbox,
} from './order-form-page.test-helpers';

setupMockServer();
afterEach(() => vi.restoreAllMocks());

describe('Edit job', () => {
  it('loads the order and saves the changes', async () => {
    const order = openOwnerOrder({ upcoming: true });
    const bodies = captureOrderWrites();
    const { user, replace } = await openForm(`/company/job/edit/${order.id}`);
    // Read on the order's branch clocks, whatever the test process's zone (4/8).
    const zone = db.findById('branches', order.branch_id)!.timezone;
    expect(textbox('First name')).toHaveValue(order.customer.first_name);
    expect(textbox('Last name')).toHaveValue(order.customer.last_name);
    const p = order.customer.primary_phone;
    expect(textbox('Phone')).toHaveValue(`+1(${p.slice(0, 3)})-${p.slice(3, 6)}-${p.slice(6)}`);
    expect(textbox('Moving date')).toHaveValue(
      dayjs(zonedDate(order.start_at, zone)).format('MM/DD/YYYY'),
    );
    expect(textbox('Time window')).toHaveValue(
      `${zonedClock(order.start_at, zone)} - ${zonedClock(order.end_at, zone)}`,
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
    await waitFor(() => expect(replace.mock.calls.some((call) => call[2] === tab)).toBe(true));
  });

  it('warns at each address outside the branch’s serving area, in crew matching’s words, and still saves the job (QA-221 L2)', async () => {
    // An Austin job with both its addresses in Houston, as QA's.
    const austin = db.branches.findFirst((q) => q.where({ city: 'Austin' }))!;
    const now = new Date().toISOString();
    const order = db.orders.findFirst((q) =>
      q.where((o) => o.branch_id === austin.id && o.completed_at == null && o.start_at > now),
    )!;
    const houston = {
      street: '1001 Avenida de las Americas',
      unit: null,
      city: 'Houston',
      state: 'TX',
      zip: '77010',
      lat: null,
      lng: null,
    };
    await db.patch('orders', order.id, {
      help_type: 3,
      pick_up_addresses: [houston],
      destination_addresses: [{ ...houston, street: '901 Bagby St', zip: '77002' }],
    });
    const bodies = captureOrderWrites();
    const { user } = await openForm(`/company/job/edit/${order.id}`);
    const [pickUp, destination] = ['Pick-up addresses', 'Destination addresses'].map((name) =>
      screen.getByRole('region', { name }),
    ) as [HTMLElement, HTMLElement];
    const outside = `Outside serving area (Harris County, TX): ${austin.name} does not serve it.`;
    // Neither is in the area: the branch's team cannot take the job, said at each.
    const nobody = `${outside} Its team cannot take this job, only people who serve Harris County, TX.`;
    expect(await within(pickUp).findByText(nobody)).toBeInTheDocument();
    expect(within(destination).getByText(nobody)).toBeInTheDocument();
    // The pick-up back in Austin: the destination alone is outside; the team can take it.
    await user.clear(textbox('City', pickUp));
    await enter(user, textbox('City', pickUp), 'Austin');
    await user.clear(textbox('ZIP', pickUp));
    await enter(user, textbox('ZIP', pickUp), '78701');
    expect(await within(destination).findByText(outside)).toBeInTheDocument();
    expect(within(pickUp).getByRole('status')).toBeEmptyDOMElement();
    // A warning, not a block.
    await submit(user, 'Save changes');
    expect(await screen.findByText(`Job #${order.number} saved`)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      pick_up_addresses: [expect.objectContaining({ city: 'Austin', zip: '78701' })],
      destination_addresses: [expect.objectContaining({ city: 'Houston' })],
    });
  });

  /** An upcoming order of the owner's company that more than one person accepted. */
  function orderWithCrew() {
    const now = new Date().toISOString();
    const order = db.orders.findFirst((q) =>
      q.where(
        (o) =>
          o.company_id === ownerCompanyId() &&
          o.completed_at == null &&
          o.cancelled_at == null &&
          o.start_at > now &&
          db.order_invitations.findMany((i) => i.where({ order_id: o.id, status: 'accepted' }))
            .length > 1,
      ),
    )!;
    const crew = db.order_invitations.findMany((q) =>
      q.where({ order_id: order.id, status: 'accepted' }),
    ).length;
    return { order, crew };
  }

  it('needs at least as many helpers as accepted the job (QA 2026-12-04: "2 of 1")', async () => {
    const { order, crew } = orderWithCrew();
    const bodies = captureOrderWrites();
    const { user } = await openForm(`/company/job/edit/${order.id}`);
    await user.clear(textbox('Helpers needed'));
    await enter(user, textbox('Helpers needed'), String(crew - 1));
    await submit(user, 'Save changes');
    expect(
      await screen.findByText(
        `${crew} people have accepted this job: take someone off its crew before needing fewer`,
      ),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.clear(textbox('Helpers needed'));
    await enter(user, textbox('Helpers needed'), String(crew));
    await submit(user, 'Save changes');
    expect(await screen.findByText(`Job #${order.number} saved`)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ helpers_needed: crew });
  });

  it('says, once its times change, that who accepted them will be asked again', async () => {
    const { order, crew } = orderWithCrew();
    const notice = `${crew} people on the crew accepted the old times: they will be told of the new ones and asked to confirm again.`;
    const { user } = await openForm(`/company/job/edit/${order.id}`);
    const window = textbox('Time window');
    const loaded = (window as HTMLInputElement).value;
    expect(screen.queryByText(notice)).toBeNull();

    await user.clear(window);
    await enter(user, window, '0500');
    expect(await screen.findByText(notice)).toBeInTheDocument();
    await user.clear(window);
    await enter(user, window, loaded.replace(/\D/g, ''));
    await waitFor(() => expect(screen.queryByText(notice)).toBeNull());
  });

  it('says the invited who have not answered are told of the new times too (QA-221 L3)', async () => {
    const { order, crew } = orderWithCrew();
    const invited = db.order_invitations.findMany((q) =>
      q.where({ order_id: order.id, status: 'pending' }),
    ).length;
    const asked = new Set(
      db.order_invitations
        .findMany((q) => q.where({ order_id: order.id }))
        .map((i) => i.employee_id),
    );
    const other = db.employees.findFirst((q) =>
      q.where((e) => e.branch_id === order.branch_id && e.status === 1 && !asked.has(e.id)),
    )!;
    await inviteEmployees(db, order.id, [other.id]);
    const { user } = await openForm(`/company/job/edit/${order.id}`);
    const window = textbox('Time window');
    await user.clear(window);
    await enter(user, window, '0500');
    const who = invited + 1 === 1 ? '1 invited person has' : `${invited + 1} invited people have`;
    expect(
      await screen.findByText(
        `${crew} people on the crew accepted the old times: they will be told of the new ones and asked to confirm again. ${who} not answered yet: they will be told of the new times on the invitation.`,
      ),
    ).toBeInTheDocument();
  });

  it('says, once its price changes, that who accepted the old one sees the new one, and is asked again after a cut (QA 2026-12-04)', async () => {
    const { order, crew } = orderWithCrew();
    const was = `$${(order.hourly_rate / 100).toFixed(2)}/h`;
    const notice = `${crew} people on the crew are paid ${was} now: the new price shows on their job at once.`;
    const cut = `${crew} people on the crew are paid ${was} now: the new price shows on their job at once, and they are asked to confirm again.`;
    const { user } = await openForm(`/company/job/edit/${order.id}`);
    const price = textbox('Hourly price');
    const loaded = (price as HTMLInputElement).value;
    expect(screen.queryByText(notice)).toBeNull();
    await user.clear(price);
    await enter(user, price, '18');
    expect(await screen.findByText(cut)).toBeInTheDocument();
    await user.clear(price);
    await enter(user, price, String(order.hourly_rate / 100 + 5));
    expect(await screen.findByText(notice)).toBeInTheDocument();
    await user.clear(price);
    await enter(user, price, loaded);
    await waitFor(() => expect(screen.queryByText(notice)).toBeNull());
  });

  it('leaves who an outsourcing offer brought out of the price notice: their rate stands', async () => {
    // 07:00 UTC (1 am on the Austin branch's clocks, when nobody of the seed works), two to
    // three days ahead whatever the hour now.
    const now = Date.now();
    const start = new Date(now + 48 * 3_600_000);
    start.setUTCHours(7, 0, 0, 0);
    if (start.getTime() < now + 48 * 3_600_000) start.setUTCDate(start.getUTCDate() + 1);
    const { order } = await austinJobIn((start.getTime() - now) / 3_600_000, {
      now,
      people: 2,
      helpersNeeded: 3,
    });
    await takenThroughOffer(order);
    expect(
      db.order_invitations.findMany((q) => q.where({ order_id: order.id, status: 'accepted' })),
    ).toHaveLength(3);
    const was = `$${(order.hourly_rate / 100).toFixed(2)}/h`;
    const { user } = await openForm(`/company/job/edit/${order.id}`);
    const price = textbox('Hourly price');
    await user.clear(price);
    await enter(user, price, '18');
    expect(
      await screen.findByText(
        `2 people on the crew are paid ${was} now: the new price shows on their job at once, and they are asked to confirm again.`,
      ),
    ).toBeInTheDocument();
    // A move is everyone's: the whole crew of three is asked again.
    const window = textbox('Time window');
    await user.clear(window);
    await enter(user, window, '0500');
    expect(
      await screen.findByText(
        '3 people on the crew accepted the old times: they will be told of the new ones and asked to confirm again.',
      ),
    ).toBeInTheDocument();
  });

  it('a job that has started says nothing of its crew being asked again: nothing changes for them (contract "Rescheduled jobs")', async () => {
    // Started half an hour ago (whatever the hour now), two people on its crew.
    const { order } = await austinJobIn(-0.5, { now: Date.now(), people: 2 });
    const { user } = await openForm(`/company/job/edit/${order.id}`);
    const window = textbox('Time window');
    const loaded = (window as HTMLInputElement).value;
    // It runs an hour longer: the start stays, the end moves.
    const [h, m] = loaded.slice(8).split(':').map(Number) as [number, number];
    const later = `${String((h + 1) % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
    await user.clear(window);
    await enter(user, window, `${loaded.slice(0, 5)}${later}`.replace(/\D/g, ''));
    expect(window).toHaveValue(`${loaded.slice(0, 8)}${later}`);
    // A price cut is still said (their job shows it), but nobody is asked to confirm again.
    const price = textbox('Hourly price');
    await user.clear(price);
    await enter(user, price, '18');
    const was = `$${(order.hourly_rate / 100).toFixed(2)}/h`;
    expect(
      await screen.findByText(
        `2 people on the crew are paid ${was} now: the new price shows on their job at once.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/accepted the old times/)).toBeNull();
    expect(screen.queryByText(/asked to confirm again/)).toBeNull();
  });

  it('saves after the notes of a job are cleared, and saves again after that', async () => {
    const order = openOwnerOrder({ upcoming: true });
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
    const order = openOwnerOrder({ upcoming: true });
    // Yesterday on the branch's clocks (4/8).
    const zone = db.findById('branches', order.branch_id)!.timezone;
    const yesterday = addDays(zonedDate(Date.now(), zone), -1);
    const at = (time: string) => zonedInstant(yesterday, time, zone).toISOString();
    const second = { ...order.pick_up_addresses[0]!, street: '500 Second St', zip: '78704' };
    await db.orders.update((q) => q.where({ id: order.id }), {
      data(draft) {
        draft.help_type = 3;
        draft.start_at = at('08:00');
        draft.end_at = at('12:00');
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
      start_at: at('08:00'),
      pick_up_addresses: [
        expect.objectContaining({ street: order.pick_up_addresses[0]!.street }),
        expect.objectContaining({ street: '77 New Rd', zip: '78705' }),
      ],
    });
  });

  it('a destination typed, hidden by the help type and shown again keeps what was typed, and is not sent for pick-up only (react-final-form 7 puts a field that mounts again back to the initial values)', async () => {
    const order = openOwnerOrder({ upcoming: true });
    const saved = { ...order.pick_up_addresses[0]!, street: '12 Saved Dest Ave', zip: '78704' };
    await db.orders.update((q) => q.where({ id: order.id }), {
      data(draft) {
        draft.help_type = 3;
        draft.destination_addresses = [saved];
      },
    });
    const bodies = captureOrderWrites();
    const { user } = await openForm(`/company/job/edit/${order.id}`);
    const street = (row: string) =>
      textbox('Street address', screen.getByRole('group', { name: new RegExp(`^${row}`) }));
    expect(street('Destination address')).toHaveValue('12 Saved Dest Ave');
    await user.clear(street('Destination address'));
    await enter(user, street('Destination address'), '34 Typed Dest Rd');
    await user.click(screen.getByRole('button', { name: 'Add destination address' }));
    await fillAddress(
      user,
      screen.getByRole('group', { name: /^Destination address 2/ }),
      '56 Second Dest St',
      '78705',
    );
    await user.click(screen.getByRole('radio', { name: 'Pick-up only' }));
    expect(screen.queryByRole('region', { name: 'Destination addresses' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Pick-up and destination' }));
    expect(street('Destination address 1')).toHaveValue('34 Typed Dest Rd');
    expect(street('Destination address 2')).toHaveValue('56 Second Dest St');

    await user.click(screen.getByRole('radio', { name: 'Pick-up only' }));
    await submit(user, 'Save changes');
    expect(await screen.findByText(`Job #${order.number} saved`)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ help_type: 1 });
    expect(bodies[0]).not.toHaveProperty('destination_addresses');
  });

  describe('a started job moved to a start still ahead', () => {
    // 9 am in Austin: the job started at 8:30 am.
    const NOW = new Date('2027-03-09T15:00:00Z');
    fixedClock(NOW);

    it('says its crew will be told and asked again, as for any move (mock rescheduleCrew)', async () => {
      const { order } = await austinJobIn(-0.5, { now: NOW.getTime(), people: 2 });
      const { user } = await openForm(`/company/job/edit/${order.id}`);
      const window = textbox('Time window');
      expect(window).toHaveValue('08:30 - 09:30');
      await user.clear(window);
      await enter(user, window, '10301130');
      expect(
        await screen.findByText(
          '2 people on the crew accepted the old times: they will be told of the new ones and asked to confirm again.',
        ),
      ).toBeInTheDocument();
      const price = textbox('Hourly price');
      await user.clear(price);
      await enter(user, price, '18');
      expect(
        await screen.findByText(
          /the new price shows on their job at once, and they are asked to confirm again\.$/,
        ),
      ).toBeInTheDocument();
    });
  });

  it('a started job whose start is moved to another past time says so before saving, in the app’s words; its end may move (QA helper-195 L3)', async () => {
    const order = openOwnerOrder({ upcoming: true });
    const zone = db.findById('branches', order.branch_id)!.timezone;
    const yesterday = addDays(zonedDate(Date.now(), zone), -1);
    const at = (day: string, time: string) => zonedInstant(day, time, zone).toISOString();
    await db.orders.update((q) => q.where({ id: order.id }), {
      data(draft) {
        draft.start_at = at(yesterday, '08:00');
        draft.end_at = at(yesterday, '12:00');
      },
    });
    const bodies = captureOrderWrites();
    const { user } = await openForm(`/company/job/edit/${order.id}`);
    const window = textbox('Time window');
    await user.clear(window);
    await enter(user, window, '21000200');
    await submit(user, 'Save changes');
    expect(window).toHaveAccessibleDescription(ORDER_MESSAGES.startedJob);
    expect(screen.queryByText(/must be a date after or equal to now/)).toBeNull();
    expect(bodies).toHaveLength(0);

    // It ran past midnight: the end moves, the start stays.
    await user.clear(window);
    await enter(user, window, '08000200');
    await submit(user, 'Save changes');
    expect(await screen.findByText(`Job #${order.number} saved`)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ start_at: at(yesterday, '08:00') });
  });

  it('explains why a closed order cannot be edited', async () => {
    const closed = db.orders.findFirst((q) =>
      q.where((o) => o.company_id === ownerCompanyId() && o.completed_at != null),
    )!;
    localStorage.setItem('token', await loginAs(OWNER));
    const { user } = renderApp(`/company/job/edit/${closed.id}`);
    expect(
      await screen.findByText(`Job #${closed.number} can no longer be edited`),
    ).toBeInTheDocument();
    expect(screen.getByText(/It was completed on/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Job' })).not.toBeInTheDocument();
    // Its details open at once, as History's Details shows them (review 53 M7), and again
    // from Details once closed.
    const dialog = await screen.findByRole('dialog', {
      name: new RegExp(`^Order #${closed.number}`),
    });
    expect(await within(dialog).findByRole('region', { name: 'Completion' })).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(
      await screen.findByRole('dialog', { name: new RegExp(`^Order #${closed.number}`) }),
    ).toBeInTheDocument();
  });

  it('a job closed by someone else while its form is open shows the notice, without the details popping up', async () => {
    const open = openOwnerOrder();
    localStorage.setItem('token', await loginAs(OWNER));
    const { queryClient } = renderApp(`/company/job/edit/${open.id}`);
    expect(await screen.findByRole('form', { name: 'Job' })).toBeInTheDocument();
    await db.patch('orders', open.id, { cancelled_at: new Date().toISOString() });
    await act(() => queryClient.invalidateQueries());
    expect(
      await screen.findByText(`Job #${open.number} can no longer be edited`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Details' })).toBeInTheDocument();
  });

  it('a job deleted by someone else while its form is open says "Job not found" on the page, with no toast repeating it (QA 55)', async () => {
    await loadToaster();
    const open = openOwnerOrder();
    localStorage.setItem('token', await loginAs(OWNER));
    const { queryClient } = renderApp(`/company/job/edit/${open.id}`);
    expect(await screen.findByRole('form', { name: 'Job' })).toBeInTheDocument();
    await db.orders.delete((q) => q.where({ id: open.id }));
    await act(() => queryClient.invalidateQueries());
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    await pauseInAct(200);
    expect(toastTexts()).toEqual([]);
  });

  it('a job deleted while its form held typing offers to start a new job with it (QA 57: the typing went with the page)', async () => {
    const open = openOwnerOrder();
    localStorage.setItem('token', await loginAs(OWNER));
    const { queryClient, user } = renderApp(`/company/job/edit/${open.id}`);
    const notes = await screen.findByRole('textbox', { name: /^Notes/ });
    await user.clear(notes);
    await user.type(notes, 'Typed before it went');
    await db.orders.delete((q) => q.where({ id: open.id }));
    await act(() => queryClient.invalidateQueries());
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    expect(await screen.findByText('What you typed in this job is kept.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start a new job with it' }));
    await waitFor(() => expect(window.location.pathname).toBe('/company/job/create'));
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('textbox', { name: /^Notes/ })).toHaveValue('Typed before it went');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue(
      open.customer.first_name,
    );
  });

  it('says so when the job does not exist', async () => {
    localStorage.setItem('token', await loginAs(OWNER));
    renderApp('/company/job/edit/999999');
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    // A link followed to a deleted job: a way to the list, not only the back arrow.
    expect(screen.getByRole('link', { name: 'Go to your jobs' })).toHaveAttribute(
      'href',
      '/company/job/not-formed',
    );
  });

  it("an address that is not an id ('0x…', '1e…') names no job, even one whose number it reads as", async () => {
    const open = openOwnerOrder();
    localStorage.setItem('token', await loginAs(OWNER));
    const app = renderApp(`/company/job/edit/0x${open.id.toString(16)}`);
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Notes/ })).not.toBeInTheDocument();
    app.unmount();
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

  it('a job of a branch the manager does not manage, opened by its address: "Not yours to open" with a link to her own jobs (QA-184 L2)', async () => {
    const houston = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Houston' }))!;
    const manager = db.users.findFirst((q) => q.where({ email: 'manager@demo.test' }))!;
    expect(manager.branch_ids).not.toContain(houston.id);
    const job = db.orders.findFirst((q) => q.where({ branch_id: houston.id }))!;
    localStorage.setItem('token', await loginAs('manager@demo.test'));
    const { user } = renderApp(`/company/job/edit/${job.id}`);
    expect(await screen.findByRole('heading', { name: 'Not yours to open' })).toBeVisible();
    // Opened from a link, there is no page behind it: the state itself offers the way out.
    await user.click(screen.getByRole('link', { name: 'Go to your jobs' }));
    await waitFor(() => expect(window.location.pathname).toBe('/company/job/not-formed'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not formed' })).toBeVisible();
  });
});
