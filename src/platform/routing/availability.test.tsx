import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MountedRoutesProvider, RouteLink } from './availability';

describe('RouteLink', () => {
  it('links to a mounted route', async () => {
    const location = memoryLocation({ path: '/login', record: true });
    render(
      <Router hook={location.hook}>
        <MountedRoutesProvider routes={new Set(['login', 'reset-password'] as const)}>
          <RouteLink to="reset-password">Forgot Password?</RouteLink>
        </MountedRoutesProvider>
      </Router>,
    );
    const link = screen.getByRole('link', { name: 'Forgot Password?' });
    expect(link).toHaveAttribute('href', '/forgot-password');
    await userEvent.click(link);
    expect(location.history.at(-1)).toBe('/forgot-password');
  });

  it('is shown but inert for a route the app does not mount', async () => {
    const location = memoryLocation({ path: '/login', record: true });
    render(
      <Router hook={location.hook}>
        <MountedRoutesProvider routes={new Set(['login'] as const)}>
          <RouteLink to="reset-password">Forgot Password?</RouteLink>
        </MountedRoutesProvider>
      </Router>,
    );
    const link = screen.getByRole('link', { name: 'Forgot Password?' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).not.toHaveAttribute('href');
    await userEvent.click(link);
    expect(location.history).toEqual(['/login']);
  });
});
