import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MountedRoutesProvider, type RouteName } from '@/platform/routing';
import { SignUpPage } from './sign-up-page';

function renderChooser(mounted: RouteName[]) {
  const location = memoryLocation({ path: '/sign-up', record: true });
  render(
    <Router hook={location.hook}>
      <MountedRoutesProvider routes={new Set(mounted)}>
        <SignUpPage />
      </MountedRoutesProvider>
    </Router>,
  );
  return location;
}

describe('sign-up chooser links', () => {
  it('lead to the company and helper sign-up once those pages are mounted', async () => {
    const location = renderChooser(['login', 'sign-up', 'sign-up-company', 'sign-up-helper']);
    expect(
      screen.getByRole('link', { name: 'Continue: Join as a moving company' }),
    ).toHaveAttribute('href', '/sign-up/company');
    const helper = screen.getByRole('link', { name: 'Continue: Become a helper' });
    expect(helper).toHaveAttribute('href', '/sign-up/helper');
    await userEvent.click(helper);
    expect(location.history.at(-1)).toBe('/sign-up/helper');
  });

  it('are inert while those pages are not mounted: a click goes nowhere', async () => {
    const location = renderChooser(['login', 'sign-up']);
    const company = screen.getByRole('link', { name: 'Continue: Join as a moving company' });
    expect(company).toHaveAttribute('aria-disabled', 'true');
    expect(company).not.toHaveAttribute('href');
    await userEvent.click(company);
    expect(location.history).toEqual(['/sign-up']);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
