import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RouteBoundary, ROUTE_ERROR_TEXT } from './route-boundary';

const FailingPage = lazy(() =>
  Promise.reject(new Error('Failed to fetch dynamically imported module')),
);

function view(resetKey: string, reload = vi.fn()) {
  return (
    <RouteBoundary resetKey={resetKey} reload={reload}>
      <Suspense fallback={<p>Loading page</p>}>
        {resetKey === '/broken' ? <FailingPage /> : <p>Another page</p>}
      </Suspense>
    </RouteBoundary>
  );
}

describe('a route chunk that fails to load', () => {
  it('shows a message and a retry that reloads, not a blank screen', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    render(view('/broken', reload));
    expect(await screen.findByText(ROUTE_ERROR_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('moving to another path renders that page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(view('/broken'));
    await screen.findByText(ROUTE_ERROR_TEXT);
    rerender(view('/elsewhere'));
    expect(screen.getByText('Another page')).toBeInTheDocument();
    expect(screen.queryByText(ROUTE_ERROR_TEXT)).not.toBeInTheDocument();
    error.mockRestore();
  });
});
