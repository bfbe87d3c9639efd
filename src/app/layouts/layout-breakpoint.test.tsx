import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAs, renderApp, setupMockServer, widthQueryMatches } from '../test-utils';

setupMockServer();

/**
 * A window whose width the test changes: matchMedia answers min-/max-width queries for the
 * current width, and a change of width notifies the queries whose answer changed, as a
 * browser does when a window is resized or a tablet turned.
 */
function resizableWindow(initialWidth: number) {
  let width = initialWidth;
  const lists: Array<{ query: string; matches: boolean; listeners: Set<() => void> }> = [];
  const answer = (query: string) => widthQueryMatches(query, width);
  vi.spyOn(window, 'innerWidth', 'get').mockImplementation(() => width);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = { query, matches: answer(query), listeners: new Set<() => void>() };
    lists.push(list);
    return {
      get matches() {
        return answer(query);
      },
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: (_: string, listener: () => void) => list.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => list.listeners.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  });
  return {
    resize(to: number) {
      width = to;
      act(() => {
        for (const list of lists) {
          const matches = answer(list.query);
          if (matches === list.matches) continue;
          list.matches = matches;
          for (const listener of list.listeners) listener();
        }
      });
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('crossing the mobile breakpoint changes the frame, not the page', () => {
  it("a company's half-typed branch form keeps its values, desktop to mobile and back", async () => {
    const window = resizableWindow(1280);
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    renderApp('/company/branch?action=new');
    const form = await screen.findByRole('form', { name: 'Add branch' }, { timeout: 10_000 });
    fireEvent.change(within(form).getByLabelText('Name'), {
      target: { value: 'Lone Star Movers San Antonio' },
    });
    fireEvent.change(within(form).getByLabelText('City'), { target: { value: 'San Antonio' } });
    expect(screen.getByRole('navigation', { name: 'Company' })).toBeInTheDocument();

    window.resize(390);
    // The mobile frame: no sidebar, the burger in the header; the same form, as typed.
    expect(screen.queryByRole('navigation', { name: 'Company' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add branch' })).toBe(form);
    expect(within(form).getByLabelText('Name')).toHaveValue('Lone Star Movers San Antonio');

    window.resize(1280);
    expect(screen.getByRole('navigation', { name: 'Company' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('Lone Star Movers San Antonio');
    expect(within(form).getByLabelText('City')).toHaveValue('San Antonio');
  });

  it("a helper's half-typed password form keeps its values, mobile to desktop", async () => {
    const window = resizableWindow(390);
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    renderApp('/helper/settings/reset-password');
    const form = await screen.findByRole('form', { name: 'Reset password' }, { timeout: 10_000 });
    fireEvent.change(within(form).getByLabelText('Current password'), {
      target: { value: 'demo1234' },
    });
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();

    window.resize(1280);
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Reset password' })).toBe(form);
    expect(within(form).getByLabelText('Current password')).toHaveValue('demo1234');
  });
});
