/**
 * Shared by the Branch page's test files (adding a branch; the list, editing and deleting):
 * the seeded branches, opening the page, the form's fields and recording the branch writes.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { db, server } from '@mocks/node';
import { loginAs, renderApp } from '@/app/test-utils';

export const OWNER = 'owner@demo.test';
export const MANAGER = 'manager@demo.test';

export function branchOf(city: string) {
  const branch = db.branches.findFirst((q) => q.where({ name: `Lone Star Movers ${city}` }));
  if (!branch) throw new Error(`no ${city} branch`);
  return { ...branch, serving_area_ids: branch.serving_area_ids ?? [] };
}
export const areaId = (fips: string) => db.serving_areas.findFirst((q) => q.where({ fips }))!.id;

export async function openBranchPage(email = OWNER, path = '/company/branch') {
  localStorage.setItem('token', await loginAs(email));
  const app = renderApp(path);
  await screen.findByRole('heading', { name: /^Lone Star Movers (Austin|Dallas|Houston)$/ });
  return app;
}

export const branchList = () => screen.getByRole('list', { name: 'Branches' });
export const listedNames = () =>
  within(branchList())
    .getAllByRole('button')
    .map((b) => b.textContent);
export const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
export const description = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;

export async function enter(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/** Records the JSON body of every branch write, then lets the mock answer it. */
export function captureBranchWrites() {
  const writes: { method: string; url: string; body: Record<string, unknown> | null }[] = [];
  const record = async ({ request }: { request: Request }) => {
    const text = await request.clone().text();
    writes.push({
      method: request.method,
      url: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    });
    return undefined;
  };
  server.use(
    http.post('*/api/company-branches', record),
    http.post('*/api/company-branches/:id', record),
    http.delete('*/api/company-branches/:id', record),
  );
  return writes;
}

export async function openCreateForm(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Add branch' }));
  return screen.findByRole('form', { name: 'Add branch' });
}

export async function fillDetails(user: UserEvent, name = 'Lone Star Movers San Antonio') {
  await enter(user, textbox('Name'), name);
  await enter(user, textbox('Phone'), '2105550199');
  await enter(user, textbox('Address'), '1200 Broadway St');
  await enter(user, textbox('City'), 'San Antonio');
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'TX');
}

/** Types into the county search and picks the option with this title. */
export async function pickArea(user: UserEvent, typed: string, title: string) {
  await user.type(screen.getByRole('combobox', { name: 'Search counties' }), typed);
  const list = await screen.findByRole('listbox', { name: 'Search counties' });
  const option = await within(list).findByRole('option', { name: title });
  await user.click(within(option).getByText(title));
}

export async function chooseImage(user: UserEvent) {
  const file = new File(['png-bytes'], 'logo.png', { type: 'image/png' });
  await user.upload(screen.getByLabelText('Choose image'), file);
  await screen.findByRole('img', { name: 'Image to crop' });
}
