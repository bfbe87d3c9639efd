import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import type { EmployeeRecord } from '@mocks/db';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { fullName } from '@/platform/format';
import { focusIsLost } from '@/platform/ui';
import { austinTeamFirstPage } from './team-list.test-helpers';
import { afterTheClosingTransition } from '@/platform/ui/popover-focus-return.test-helpers';

/** A member card's controls keep the keyboard's place (QA helper-121 M1, M8). */

setupMockServer();

/** The Austin branch's first member by last name: the first card of All members. */
function firstMember(status?: 0 | 1): EmployeeRecord {
  return austinTeamFirstPage().find((m) => status === undefined || m.status === status)!;
}

async function ownerOnTeam() {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  const app = renderApp('/company/team/employees');
  await screen.findByText(/^Showing 1–5/);
  return app;
}

const card = (m: EmployeeRecord) => screen.getByRole('article', { name: fullName(m) });

describe('the status switch', () => {
  it('keeps the focus while its save runs, ignores a second flip meanwhile, and is named "Active" on and off', async () => {
    const target = firstMember(1);
    const bodies: unknown[] = [];
    let answer = () => {};
    server.use(
      http.put('*/api/employees/:id/update', async ({ request }) => {
        bodies.push(await request.clone().json());
        await new Promise<void>((resolve) => (answer = resolve));
        return undefined;
      }),
    );
    const { user } = await ownerOnTeam();
    const toggle = within(card(target)).getByRole('switch', { name: 'Active' });
    toggle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(bodies).toHaveLength(1));
    // Saving: not disabled (Chromium drops a disabled control's focus to the page's body).
    expect(toggle).toHaveFocus();
    expect(focusIsLost()).toBe(false);
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard(' ');
    await user.click(toggle);
    answer();
    expect(await screen.findByText(`${fullName(target)} is now inactive`)).toBeInTheDocument();
    expect(bodies).toEqual([{ status: 0 }]);
    // The same name off: the state is `checked` alone ("Inactive, switch, off" was QA's M8).
    expect(within(card(target)).getByRole('switch', { name: 'Active' })).toBe(toggle);
    expect(toggle).not.toBeChecked();
    expect(toggle).not.toHaveAttribute('aria-disabled');
    expect(toggle).toHaveFocus();
    expect(within(card(target)).getByText('Inactive')).toBeInTheDocument();
  });
});

describe('the hourly price popover', () => {
  const priceButton = (m: EmployeeRecord) =>
    within(card(m)).getByRole('button', { name: /, change the hourly price of / });
  const form = (m: EmployeeRecord) =>
    screen.queryByRole('form', { name: `Hourly price of ${fullName(m)}` });

  it('gives the focus back to the price button after Escape, Cancel and Save price', async () => {
    const target = firstMember();
    server.use(
      http.put('*/api/employees/:id/update', async () => {
        await delay(50);
        return undefined;
      }),
    );
    const { user } = await ownerOnTeam();

    await user.click(priceButton(target));
    await screen.findByRole('form', { name: `Hourly price of ${fullName(target)}` });
    await user.keyboard('{Escape}');
    await afterTheClosingTransition(() => form(target) !== null);
    expect(priceButton(target)).toHaveFocus();

    await user.keyboard('{Enter}');
    let opened = await screen.findByRole('form', { name: `Hourly price of ${fullName(target)}` });
    await user.click(within(opened).getByRole('button', { name: 'Cancel' }));
    await afterTheClosingTransition(() => form(target) !== null);
    expect(priceButton(target)).toHaveFocus();

    await user.keyboard('{Enter}');
    opened = await screen.findByRole('form', { name: `Hourly price of ${fullName(target)}` });
    const input = within(opened).getByRole('textbox', { name: 'Hourly price' });
    await user.clear(input);
    await user.type(input, '41.25{Enter}');
    expect(await screen.findByText(`${fullName(target)} now costs $41.25/h`)).toBeInTheDocument();
    await afterTheClosingTransition(() => form(target) !== null);
    expect(
      within(card(target)).getByRole('button', {
        name: `$41.25/h, change the hourly price of ${fullName(target)}`,
      }),
    ).toHaveFocus();
  });

  it('says the price button opens a dialog, and opens one (not a menu, QA helper-121)', async () => {
    const target = firstMember();
    const { user } = await ownerOnTeam();
    expect(priceButton(target)).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(priceButton(target));
    const dialog = await screen.findByRole('dialog', {
      name: `Change the hourly price of ${fullName(target)}`,
    });
    expect(
      within(dialog).getByRole('form', { name: `Hourly price of ${fullName(target)}` }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await afterTheClosingTransition(() => form(target) !== null);
  });
});
