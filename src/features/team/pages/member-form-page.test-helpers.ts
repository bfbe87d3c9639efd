/**
 * Shared by the member form's test files (add, edit): signing in and opening the form, the
 * field queries, the positions list and the typing that fills a valid member.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { db, server } from '@mocks/node';
import { loginAs, renderApp } from '@/app/test-utils';

export const OWNER = 'owner@demo.test';

export function austin() {
  return db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
}

export async function openForm(path: string) {
  localStorage.setItem('token', await loginAs(OWNER));
  const app = renderApp(path);
  await screen.findByRole('form', { name: 'Member' });
  return app;
}

export const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
export const positionsButton = () => screen.getByRole('button', { name: /^Positions/ });
export const description = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;

export async function enter(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/** Ticks positions in the open list (clicks the option's text, as a user does). */
export async function choosePositions(user: UserEvent, names: string[]) {
  // The list opens from closed: a click on the button of an open list closes it, and the
  // list found below would then be the one leaving, whose options, gone when its 300 ms exit
  // ends, take no click (a loaded full run lost both ticks so, 2026-12-02; a 350 ms pause
  // after the find failed the test every time, and passes with this wait).
  await waitFor(() =>
    expect(screen.queryByRole('listbox', { name: 'Positions' })).not.toBeInTheDocument(),
  );
  await user.click(positionsButton());
  const list = await screen.findByRole('listbox', { name: 'Positions' });
  for (const name of names) {
    const option = within(list).getByRole('option', { name });
    // The option's text, not the <title> of its position icon.
    await user.click(within(option).getByText(name, { ignore: 'script, style, title' }));
  }
  // The tests go straight on to other fields, as a user may: the list's closing must not take
  // the focus back (platform/ui/popover-focus-return.ts).
  await user.keyboard('{Escape}');
}

/** Records the JSON body of every member write, then lets the mock answer it. */
export function captureWrites() {
  const bodies: Record<string, unknown>[] = [];
  const record = async ({ request }: { request: Request }) => {
    bodies.push((await request.clone().json()) as Record<string, unknown>);
    return undefined;
  };
  server.use(http.post('*/api/employees', record), http.put('*/api/employees/:id', record));
  return bodies;
}

export async function fillValidMember(user: UserEvent, email = 'rosa.diaz@example.com') {
  await enter(user, textbox('First name'), 'Rosa');
  await enter(user, textbox('Last name'), 'Diaz');
  await enter(user, textbox('Email'), email);
  await enter(user, textbox('Phone'), '5125550199');
  await enter(user, textbox('Hourly price'), '19.99');
}
