/**
 * Shared by the order form's test files (create, save failures, edit): signing in and opening
 * the form, the field queries and the typing that fills a valid job.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http } from 'msw';
import { expect, vi } from 'vitest';
import { db, server } from '@mocks/node';
import { loginAs, renderApp } from '@/app/test-utils';
import { dayOfMonth } from '@/platform/testing/day-cell.test-helpers';

export const OWNER = 'owner@demo.test';

export async function openForm(path = '/company/job/create', through?: 'Add new job') {
  localStorage.setItem('token', await loginAs(OWNER));
  const push = vi.spyOn(window.history, 'pushState');
  const replace = vi.spyOn(window.history, 'replaceState');
  const app = renderApp(path);
  // From the page at `path` (the calendar), by its button, as a person opens the form.
  if (through) await app.user.click(await screen.findByRole('button', { name: through }));
  await screen.findByRole('form', { name: 'Job' });
  return { ...app, push, replace };
}

export const textbox = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByRole('textbox', { name });
export const list = (name: 'Pick-up addresses' | 'Destination addresses') =>
  screen.getByRole('region', { name });
export const submit = (user: UserEvent, text = 'Create job') =>
  user.click(screen.getByRole('button', { name: text }));

/** Types into a field that starts empty; paste is quicker than per-key typing for long text. */
export async function enter(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/** Picks the 15th of next month: always a future day, never an outside day of the grid. */
export async function pickNextMonth15(user: UserEvent) {
  await user.click(textbox('Moving date'));
  const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
  await user.click(await within(dialog).findByRole('button', { name: 'Go to next month' }));
  await user.click(await within(dialog).findByRole('gridcell', { name: dayOfMonth(15) }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return dayjs().add(1, 'month').date(15).format('YYYY-MM-DD');
}

export async function fillAddress(
  user: UserEvent,
  group: HTMLElement,
  street: string,
  zip: string,
) {
  await enter(user, textbox('Street address', group), street);
  await enter(user, textbox('City', group), 'Austin');
  await user.selectOptions(within(group).getByRole('combobox', { name: 'State' }), 'TX');
  await enter(user, textbox('ZIP', group), zip);
}

/** Everything a valid job needs; the addresses of the lists currently shown. */
export async function fillValidJob(user: UserEvent) {
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
export function captureOrderWrites() {
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

/** The field's message: its first description (Notes' live count comes after it). */
export const description = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;

export function ownerCompanyId() {
  return db.users.findFirst((q) => q.where({ email: OWNER }))!.company_id!;
}

/** An open order of the owner's company (`upcoming`: one that has yet to start). */
export function openOwnerOrder({ upcoming = false } = {}) {
  const now = new Date().toISOString();
  return db.orders.findFirst((q) =>
    q.where(
      (o) =>
        o.company_id === ownerCompanyId() &&
        o.completed_at == null &&
        o.cancelled_at == null &&
        (!upcoming || o.start_at > now),
    ),
  )!;
}
