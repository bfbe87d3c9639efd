import { Classes } from '@blueprintjs/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetDb } from '@mocks/node';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { TEXTS } from '@/platform/ui/texts';

setupMockServer();

// Every company page behind BranchGate, as the sidebar and a typed URL reach them.
const PAGES = [
  '/company/activity',
  '/company/job/not-formed',
  '/company/job/create',
  '/company/job/history',
  '/company/job/outsourcing',
  '/company/calendar',
  '/company/dispatch',
  '/company/team/employees',
  '/company/team/create',
  '/company/outsourcing',
];

async function emptyState(path: string, email: string) {
  localStorage.setItem('token', await loginAs(email));
  const rendered = renderApp(path);
  const heading = await screen.findByRole('heading', { name: 'No branches yet' });
  return { ...rendered, state: heading.closest(`.${Classes.NON_IDEAL_STATE}`) as HTMLElement };
}

describe('No branches yet (QA helper-132 M3)', () => {
  it.each(PAGES)(
    'an owner without branches finds "Add branch" on %s, to the Branch page\'s form',
    async (path) => {
      await resetDb('empty');
      const { state } = await emptyState(path, 'owner@demo.test');
      const add = within(state).getByRole('link', { name: 'Add branch' });
      expect(add).toHaveAttribute('href', '/company/branch?action=new');
    },
  );

  it('"Add branch" on the Job page opens the Branch page\'s form', async () => {
    await resetDb('empty');
    const { state, user } = await emptyState('/company/job/not-formed', 'owner@demo.test');
    await user.click(within(state).getByRole('link', { name: 'Add branch' }));
    await screen.findByRole('form', { name: 'Add branch' });
    expect(window.location.pathname).toBe('/company/branch');
  });

  it('a manager without branches is told the owner gives access, with no Add branch', async () => {
    await resetDb();
    const { state } = await emptyState('/company/job/not-formed', 'newmanager@demo.test');
    expect(state).toHaveTextContent(TEXTS.noBranchesManager);
    expect(within(state).queryByRole('link', { name: 'Add branch' })).not.toBeInTheDocument();
  });
});
