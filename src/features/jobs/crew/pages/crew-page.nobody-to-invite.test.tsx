import { Classes } from '@blueprintjs/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { putCompanyOnPlan } from '@mocks/testing/plans';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { austinOrder } from './crew-orders.test-helpers';

setupMockServer();

/** Every member of the owner's branches not on `order`'s crew leaves the team (inactive). */
async function nobodyElseActive(orderId: number) {
  const owner = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
  const branchIds = new Set(
    db.branches.findMany((q) => q.where({ company_id: owner.company_id! })).map((b) => b.id),
  );
  const onCrew = new Set(
    db.order_invitations
      .findMany((q) => q.where({ order_id: orderId }))
      .filter((i) => i.status === 'pending' || i.status === 'accepted')
      .map((i) => i.employee_id),
  );
  for (const e of db.employees.findMany((q) => q.where((m) => branchIds.has(m.branch_id))))
    if (!onCrew.has(e.id) && e.status !== 0) await db.patch('employees', e.id, { status: 0 });
}

async function openCrewPage(orderId: number) {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  const rendered = renderApp(`/company/job/team-add/${orderId}`);
  const picker = await screen.findByRole('region', { name: 'Invite people' });
  const heading = await within(picker).findByRole('heading', { name: /^No one/ });
  return { ...rendered, state: heading.closest(`.${Classes.NON_IDEAL_STATE}`) as HTMLElement };
}

describe('the crew page with nobody to invite (QA helper-132 M2)', () => {
  it('an empty crew and no active members: says the team is empty, with Add member and Find helpers', async () => {
    const order = austinOrder('no-crew');
    await nobodyElseActive(order.id);
    const { state, user } = await openCrewPage(order.id);
    expect(within(state).getByRole('heading')).toHaveTextContent('No one to invite yet');
    expect(state).toHaveTextContent(
      'Your branches have no active members yet. Add the people who work for you, or find marketplace helpers and invite them to this branch.',
    );
    expect(state).not.toHaveTextContent('already on this crew');
    expect(within(state).getByRole('link', { name: 'Add member' })).toHaveAttribute(
      'href',
      '/company/team/create?from=employees',
    );
    await user.click(within(state).getByRole('link', { name: 'Find helpers' }));
    // The Team page, with its Find helpers open; the address no longer asks for it.
    await screen.findByRole('dialog', { name: 'Find helpers' });
    expect(window.location.pathname).toBe('/company/team/employees');
    expect(window.location.search).toBe('');
  });

  it('on a plan without helper search: says so, with Change plan instead of Find helpers', async () => {
    await putCompanyOnPlan('company_free');
    const order = austinOrder('no-crew');
    await nobodyElseActive(order.id);
    const { state } = await openCrewPage(order.id);
    expect(state).toHaveTextContent(
      'Your branches have no active members yet. Add the people who work for you. Your Starter plan does not include helper search. Change plan to find marketplace helpers and invite them to this branch.',
    );
    expect(within(state).getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      '/company/settings/subscription',
    );
    expect(within(state).queryByRole('link', { name: 'Find helpers' })).not.toBeInTheDocument();
    expect(within(state).getByRole('link', { name: 'Add member' })).toBeInTheDocument();
  });

  it('a crew that took everyone active: says so, with the same ways to more people', async () => {
    const order = austinOrder('pending');
    await nobodyElseActive(order.id);
    const { state } = await openCrewPage(order.id);
    expect(within(state).getByRole('heading')).toHaveTextContent('No one left to invite');
    expect(state).toHaveTextContent(
      'Everyone active in your branches is already on this crew. Add the people who work for you, or find marketplace helpers and invite them to this branch.',
    );
    expect(within(state).getByRole('link', { name: 'Add member' })).toBeInTheDocument();
    expect(within(state).getByRole('link', { name: 'Find helpers' })).toHaveAttribute(
      'href',
      '/company/team/employees?find=helpers',
    );
  });
});

describe('Best matches when nobody invitable can take the job', () => {
  it('an Austin job at Houston addresses says it is outside the branch’s serving area, not only a count (QA-221 L2)', async () => {
    const order = austinOrder('no-crew');
    const houston = { street: '901 Bagby St', unit: null, city: 'Houston', state: 'TX' };
    const at = { ...houston, zip: '77002', lat: null, lng: null };
    await db.patch('orders', order.id, { pick_up_addresses: [at], destination_addresses: [at] });
    localStorage.setItem('token', await loginAs('manager@demo.test'));
    renderApp(`/company/job/team-add/${order.id}`);
    const matches = await screen.findByRole('region', { name: 'Best matches' });
    expect(
      await within(matches).findByText(
        "Nobody invitable can take this job: it is outside the branch's serving area (Harris County, TX), and nobody invitable serves it.",
      ),
    ).toBeInTheDocument();
    expect(within(matches).getByRole('heading', { name: /^Cannot take this job/ })).toBeVisible();
  });
});
