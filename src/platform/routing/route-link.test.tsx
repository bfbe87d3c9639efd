import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { RouteLink } from './route-link';

describe('RouteLink', () => {
  it('links to the named route and goes there when clicked', async () => {
    const location = memoryLocation({ path: '/login', record: true });
    render(
      <Router hook={location.hook}>
        <RouteLink to="reset-password">Forgot Password?</RouteLink>
      </Router>,
    );
    const link = screen.getByRole('link', { name: 'Forgot Password?' });
    expect(link).toHaveAttribute('href', '/forgot-password');
    await userEvent.click(link);
    expect(location.history.at(-1)).toBe('/forgot-password');
  });
});
