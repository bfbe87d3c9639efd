import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SignUpPage } from './sign-up-page';

function renderChooser() {
  const location = memoryLocation({ path: '/sign-up', record: true });
  render(
    <Router hook={location.hook}>
      <SignUpPage />
    </Router>,
  );
  return location;
}

describe('sign-up chooser links', () => {
  it('lead to the company and helper sign-up, and back to log in', async () => {
    const location = renderChooser();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(
      screen.getByRole('link', { name: 'Continue: Join as a moving company' }),
    ).toHaveAttribute('href', '/sign-up/company');
    const helper = screen.getByRole('link', { name: 'Continue: Become a helper' });
    expect(helper).toHaveAttribute('href', '/sign-up/helper');
    await userEvent.click(helper);
    expect(location.history.at(-1)).toBe('/sign-up/helper');
  });
});
