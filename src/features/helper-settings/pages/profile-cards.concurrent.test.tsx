import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { sentBodies } from '@/platform/testing/sent-bodies.test-helpers';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';

setupMockServer();

const HELPER = 'helper@demo.test';
const mariaUser = () => db.users.findFirst((q) => q.where({ email: HELPER }))!;
const maria = () => db.helper_profiles.findFirst((q) => q.where({ user_id: mariaUser().id }))!;

async function open(path: string, form: string) {
  localStorage.setItem('token', await loginAs(HELPER));
  const app = renderApp(path);
  return { ...app, form: await screen.findByRole('form', { name: form }, { timeout: 5000 }) };
}

const capture = (path: string) => sentBodies('put', `helper-profile/${path}`);

/*
 * Your role and Specifications open in two tabs (QA-185: Work settings' fix left these): the
 * other tab is played by changing the mock's database, as a save there would. Her profile has
 * no push: this tab finds the change in the read right before its save.
 */
describe('her role and catalogues saved in another tab meanwhile', () => {
  it('Your role changed in both tabs stops the save once, shown; the next Save keeps this one', async () => {
    const bodies = capture('position');
    const { user, form } = await open('/helper/settings/role', 'Your role');
    const before = mariaUser().positions ?? [];
    // There: Foreman alone. Here: Helper toggled.
    await db.patch('users', mariaUser().id, { positions: [2] });
    const helper = within(form).getByRole('checkbox', { name: 'Helper' });
    const wanted = before.includes(3) ? before.filter((p) => p !== 3) : [...before, 3];
    await user.click(helper);
    const save = within(form).getByRole('button', { name: 'Save changes' });
    await user.click(save);
    expect(
      await within(form).findByText(
        'Your role was changed in another tab or on another device while you were editing it here: Positions. Saving keeps your values from this page for these.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(mariaUser().positions).toEqual([2]);
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Your role saved')).toBeInTheDocument();
    expect([...(bodies[0]!.positions as number[])].sort()).toEqual([...wanted].sort());
  });

  it('Tools changed in both tabs stops the save once, shown; the next Save keeps this one', async () => {
    const bodies = capture('tools');
    const { user, form } = await open('/helper/settings/specifications', 'Tools');
    const name = (id: number) => db.findById('tools', id)!.name;
    const mine = maria().tool_ids;
    expect(mine.map(name)).toEqual(expect.arrayContaining(['Dolly', 'Toolkit']));
    // There: Toolkit taken off. Here: Dolly.
    await db.patch('helper_profiles', maria().id, {
      tool_ids: mine.filter((id) => name(id) !== 'Toolkit'),
    });
    await user.click(within(form).getByRole('button', { name: /^Tools/ }));
    const dolly = await screen.findByRole('option', { name: 'Dolly' });
    await user.click(within(dolly).getByText('Dolly'));
    const save = within(form).getByRole('button', { name: 'Save tools' });
    await user.click(save);
    expect(
      await within(form).findByText(
        'Your list of tools was changed in another tab or on another device while you were editing it here: Tools. Saving keeps your values from this page for these.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(maria().tool_ids.map(name)).not.toContain('Toolkit');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Tools saved')).toBeInTheDocument();
    expect((bodies[0]!.tool_ids as number[]).map(name).sort()).toEqual(
      mine
        .map(name)
        .filter((n) => n !== 'Dolly')
        .sort(),
    );
  });
});
