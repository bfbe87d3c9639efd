import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { signedIn } from './app-shell.test-helpers';
import { setupMockServer } from './test-utils';

setupMockServer();

/** The page's H1 (the title the focus goes to) and the document title both read `title`. */
async function titled(title: string) {
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe(`${title} · Movers Marketplace`));
}

const theirJob = () => {
  const other = db.users.findFirst((q) => q.where({ email: 'other-owner@demo.test' }))!;
  return db.orders.findFirst((q) => q.where({ company_id: other.company_id! }))!;
};

/*
 * QA helper-133 #8: a page that shows, in place of its record, that the record is not there or
 * not the person's is named by what it shows, not by the route ("Edit job" over "Job not found").
 */
describe('a page whose record is missing or not yours is named by what it shows', () => {
  it.each([
    ['an unknown job’s Edit job', '/company/job/edit/999999', 'Job not found'],
    ['an id that is no id', '/company/job/edit/abc', 'Job not found'],
    ['an unknown job’s crew', '/company/job/team-add/999999', 'Job not found'],
    ['an unknown member', '/company/team/edit/999999', 'Member not found'],
    ['an unknown offer', '/company/outsourcing/offer-applications/999999', 'Offer not found'],
  ])('%s: %s', async (_, path, title) => {
    await signedIn('owner@demo.test', path);
    await titled(title);
  });

  it('another company’s job: "Not yours to open"', async () => {
    await signedIn('owner@demo.test', `/company/job/edit/${theirJob().id}`);
    await titled('Not yours to open');
  });

  it('the route’s own title comes back on the next page', async () => {
    const { user } = await signedIn('owner@demo.test', '/company/job/edit/999999');
    await titled('Job not found');
    const nav = screen.getByRole('navigation', { name: 'Company' });
    await user.click(within(nav).getByRole('link', { name: 'Team' }));
    await titled('Team: All members');
  });
});

describe('the team’s tabs (QA helper-133 #8)', () => {
  it('each have their own title', async () => {
    const { user } = await signedIn('owner@demo.test', '/company/team/helpers');
    await titled('Team: Helpers');
    const tabs = await screen.findByRole('navigation', { name: 'Team lists' });
    await user.click(within(tabs).getByRole('link', { name: /^Requested/ }));
    await titled('Team: Requested');
  });
});
