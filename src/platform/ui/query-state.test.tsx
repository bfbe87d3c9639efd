import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/platform/api/api-error';
import { FORBIDDEN_TEXT } from './page-state';
import { failedOutright, QueryError, queryPending, type QueryOutcome } from './query-state';

const outcome = (over: Partial<QueryOutcome>): QueryOutcome => ({
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...over,
});
const failed = (error: unknown) => outcome({ isError: true, error });
const envelope = (message: string) => ({
  data: null,
  message,
  errors: {},
  success: false as const,
});
const NOT_FOUND = { icon: 'briefcase', title: 'Offer not found', description: 'Gone.' } as const;

describe('queryPending: the one loading and failure state of a page or list', () => {
  it('shows skeleton rows named by the page while the query loads', () => {
    render(
      <>{queryPending(outcome({ isPending: true }), { label: 'Loading members', rows: 2 })}</>,
    );
    const status = screen.getByRole('status', { name: 'Loading members' });
    expect(status.querySelectorAll('.app-skeleton-row')).toHaveLength(2);
  });

  it('leaves the page to draw its data once it is in', () => {
    expect(queryPending(outcome({}), { label: 'Loading members' })).toBeNull();
  });

  it("says a failure in the error's own words, and Try again asks again", async () => {
    const query = failed(new ApiError(500, envelope('Server is down')));
    render(<>{queryPending(query, { label: 'Loading members' })}</>);
    expect(screen.getByText('Server is down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('says what failed where the page names it, and a 404 in its not-found words', () => {
    const { unmount } = render(
      <>
        {queryPending(
          failed(new ApiError(500, envelope('Server is down'))),
          { label: 'Loading order' },
          { message: 'This offer could not be loaded.', notFound: NOT_FOUND },
        )}
      </>,
    );
    expect(screen.getByText('This offer could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('Server is down')).not.toBeInTheDocument();
    unmount();
    render(
      <QueryError
        query={failed(new ApiError(404, envelope('No such offer')))}
        notFound={NOT_FOUND}
      />,
    );
    expect(screen.getByText('Offer not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('reads a refused permission (403) as every one does, without Try again', () => {
    render(<QueryError query={failed(new ApiError(403, envelope('Forbidden.')))} />);
    expect(screen.getByText(FORBIDDEN_TEXT.title)).toBeInTheDocument();
    expect(screen.queryByText('Forbidden.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('failedOutright: whether a failure is what the page shows', () => {
  const noAnswer = () => new ApiError(undefined, envelope('An unexpected error occurred:'));
  it('a first read that failed has nothing else to show', () => {
    expect(failedOutright(failed(noAnswer()))).toBe(true);
    expect(failedOutright(failed(new ApiError(500, envelope('Down'))))).toBe(true);
    expect(failedOutright(failed(new Error('a bug')))).toBe(true);
  });

  it('a re-read that met no server, or a server error, keeps what is on screen', () => {
    const data = { data: { id: 1 } };
    expect(failedOutright({ ...failed(noAnswer()), data })).toBe(false);
    expect(failedOutright({ ...failed(new ApiError(503, envelope('Down'))), data })).toBe(false);
    // Told to wait (a timeout, too many requests): passing, as an outage is.
    expect(failedOutright({ ...failed(new ApiError(408, envelope('Timeout'))), data })).toBe(false);
    expect(failedOutright({ ...failed(new ApiError(429, envelope('Slow down'))), data })).toBe(
      false,
    );
    render(<>{queryPending({ ...failed(noAnswer()), data }, { label: 'Loading members' })}</>);
    expect(screen.queryByText('An unexpected error occurred:')).not.toBeInTheDocument();
  });

  it('a re-read refused (403) or gone (404) is the page’s to show', () => {
    const data = { data: { id: 1 } };
    expect(failedOutright({ ...failed(new ApiError(404, envelope('Not found'))), data })).toBe(
      true,
    );
    expect(failedOutright({ ...failed(new ApiError(403, envelope('No'))), data })).toBe(true);
  });

  it('a query that did not fail is not a failure', () => {
    expect(failedOutright(outcome({}))).toBe(false);
    expect(failedOutright(outcome({ isPending: true }))).toBe(false);
  });
});
