import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addJob, freshCompany } from '@mocks/testing/fresh-company';
import { renderApp, setupMockServer } from '@/app/test-utils';

setupMockServer();

const emptyState = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).parentElement!;

async function notFormedOf(status?: 2 | 3) {
  const { token, branchId } = await freshCompany();
  if (status) await addJob(token, branchId, status);
  localStorage.setItem('token', token);
  return renderApp('/company/job/not-formed');
}

describe('Not formed of a new company (QA 205 M1)', () => {
  it('with its only job invited (Pending, under Formed) says where it is, not that nothing waits', async () => {
    await notFormedOf(2);
    const state = (
      await screen.findByRole('heading', {
        name: 'No jobs waiting for their first invitations',
      })
    ).parentElement!;
    expect(state).toHaveTextContent(
      '1 job with invitations out is under Formed until its crew is complete.',
    );
    expect(within(state).getByRole('link', { name: 'Formed' })).toHaveAttribute(
      'href',
      '/company/job/formed',
    );
    expect(screen.queryByText('No jobs waiting for a crew')).not.toBeInTheDocument();
  });

  it('counts a partially formed job too', async () => {
    await notFormedOf(3);
    const state = await emptyState('No jobs waiting for their first invitations');
    expect(state).toHaveTextContent('1 job with invitations out is under Formed');
  });

  it('with no job at all says nothing waits, and offers Add new job', async () => {
    await notFormedOf();
    await screen.findByRole('heading', { name: 'No jobs waiting for a crew' });
    expect(screen.queryByText(/with invitations out/)).not.toBeInTheDocument();
  });
});
