import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HelperCompanyInvitation } from '@/platform/api/generated/model';
import { JobStateTag } from './job-state-tag';
import { CancelledJob } from './left-job';

/** Her invitation in the Cancelled bucket, the order as `order` says. */
const job = (order: Partial<HelperCompanyInvitation['order']>) =>
  ({
    id: 7,
    status: 'cancelled',
    bucket: 'cancelled',
    dropped_out_at: null,
    updated_at: '2031-06-04T15:00:00Z',
    branch: { company_name: 'Lone Star Movers', timezone: 'America/Chicago' },
    order: {
      id: 1,
      number: 1042,
      start_at: '2031-06-04T14:00:00Z',
      end_at: '2031-06-04T18:00:00Z',
      completed_at: null,
      cancelled_at: null,
      cancel_reason: null,
      status: 4,
      ...order,
    },
  }) as unknown as HelperCompanyInvitation;

describe('a job of hers that is cancelled says why (QA 56, review 56)', () => {
  it('an order completed before she answered: done without her, closed, not "withdrawn"', () => {
    const completed = job({ completed_at: '2031-06-04T18:30:00Z' });
    render(
      <>
        <JobStateTag job={completed} ended={false} />
        <CancelledJob job={completed} />
      </>,
    );
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByText('The job was done without you')).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Lone Star Movers completed order #1042 on .+ before you answered; the invitation is closed\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/withdr/i)).toBeNull();
  });

  it('an invitation withdrawn while the order goes on', () => {
    render(
      <>
        <JobStateTag job={job({})} ended={false} />
        <CancelledJob job={job({})} />
      </>,
    );
    expect(screen.getByText('Withdrawn')).toBeInTheDocument();
    expect(screen.getByText('Your invitation was withdrawn')).toBeInTheDocument();
  });

  it('an invitation the company moved to another of its jobs says which, and leads to it', () => {
    const moved = {
      ...job({}),
      moved_to: { id: 88, order_number: 1130, start_at: '2031-06-05T14:00:00Z' },
    } as HelperCompanyInvitation;
    render(
      <>
        <JobStateTag job={moved} ended={false} />
        <CancelledJob job={moved} />
      </>,
    );
    expect(screen.getByText('Moved')).toBeInTheDocument();
    expect(screen.getByText('Your invitation was moved')).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Lone Star Movers moved your invitation from order #1042 to order #1130, on 06\/05\/2031 9:00 am CDT\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See order #1130' })).toHaveAttribute(
      'href',
      '/helper/job/company/details/88',
    );
    expect(screen.queryByText(/withdr/i)).toBeNull();
  });
});
