import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { addJob, addMember, addServingArea, freshCompany } from '@mocks/testing/fresh-company';
import { putCompanyOnPlan } from '@mocks/testing/plans';
import { loginAs, renderApp, setupMockServer, stopApps } from '@/app/test-utils';
import { inAct } from '@/platform/testing/pause.test-helpers';
import { refreshAfter } from '@/platform/api/cache';

setupMockServer();

const panel = () => screen.findByRole('region', { name: 'Getting started' });
const step = (region: HTMLElement, title: string) =>
  within(region).getByRole('link', { name: title }).closest('li')!;

async function newCompanyOnActivity() {
  const company = await freshCompany();
  localStorage.setItem('token', company.token);
  return { ...company, app: renderApp('/company/activity') };
}

describe("Getting started on a new company's Activity (QA 205 M2)", () => {
  it('lists what a new company has not done yet, each a link to where it is done', async () => {
    await newCompanyOnActivity();
    const region = await panel();
    expect(region).toHaveTextContent('0 of 4 done');
    const links = within(region).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Choose where this branch works', '/company/branch?action=edit'],
      ['Add your team', '/company/team/create'],
      ['Add your first job', '/company/job/create'],
      ['Choose your plan', '/company/settings/subscription'],
    ]);
    expect(step(region, 'Choose your plan')).toHaveTextContent(
      'Your Starter plan does not include finding marketplace helpers or offering jobs to the marketplace.',
    );
    // The feed's own empty state stays below it.
    expect(screen.getByText('No activity yet')).toBeInTheDocument();
  });

  it('ticks a step once it is done, on the page, after the change refreshes', async () => {
    const { token, branchId, app } = await newCompanyOnActivity();
    const region = await panel();
    expect(step(region, 'Add your first job')).not.toHaveTextContent('(done)');
    await inAct(() => addJob(token, branchId));
    await inAct(() => refreshAfter(app.queryClient, 'order', { branchId }));
    await waitFor(() => expect(step(region, 'Add your first job')).toHaveTextContent('(done)'));
    expect(region).toHaveTextContent('1 of 4 done');
  });

  it('is gone once every step is done, and stays gone', async () => {
    const { token, branchId } = await freshCompany();
    await addServingArea(branchId);
    await addJob(token, branchId);
    await addMember(token, branchId);
    await putCompanyOnPlan('company_pro');
    localStorage.setItem('token', token);
    renderApp('/company/activity');
    await screen.findByText('No activity yet');
    await waitFor(() => expect(localStorage.getItem(doneKey())).toBe('1'));
    expect(screen.queryByRole('region', { name: 'Getting started' })).not.toBeInTheDocument();
  });

  it('Dismiss puts it away for this user, the focus on the page title, and a reload keeps it away', async () => {
    const { app } = await newCompanyOnActivity();
    const region = await panel();
    await app.user.click(within(region).getByRole('button', { name: 'Dismiss Getting started' }));
    expect(region).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toHaveFocus();
    stopApps();
    renderApp('/company/activity');
    await screen.findByText('No activity yet');
    expect(screen.queryByRole('region', { name: 'Getting started' })).not.toBeInTheDocument();
  });

  it('an established company (the seeded owner) does not see it', async () => {
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    renderApp('/company/activity');
    await screen.findByRole('region', { name: 'Activity' });
    // Every step is done there: put away for good once both reads are in.
    await waitFor(() => expect(localStorage.getItem(doneKey())).toBe('1'));
    expect(screen.queryByRole('region', { name: 'Getting started' })).not.toBeInTheDocument();
  });
});

const doneKey = () => {
  const owner = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
  return `gettingStartedDone:${owner.id}`;
};
