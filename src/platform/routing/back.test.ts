import { afterEach, describe, expect, it, vi } from 'vitest';
import { cameFrom, leaveForm } from './back';
import { navigateNoting } from './noting-location';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('navigateNoting: the entry before, as the app made it', () => {
  it('a new entry remembers the address it was added from; a replaced one keeps that', () => {
    window.history.replaceState(null, '', '/company/job/new?page=2');
    expect(cameFrom()).toBeUndefined();
    navigateNoting('/company/job/create', { state: { kept: 1 } });
    expect(cameFrom()).toBe('/company/job/new?page=2');
    expect((window.history.state as { kept: number }).kept).toBe(1);
    navigateNoting('/company/job/create?draft=1', { replace: true });
    expect(window.location.search).toBe('?draft=1');
    expect(cameFrom()).toBe('/company/job/new?page=2');
  });
});

describe('leaveForm', () => {
  it('goes Back when the entry before is the page it leaves to, in whatever query', () => {
    window.history.replaceState(null, '', '/company/job/new?page=2');
    navigateNoting('/company/job/create');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const navigate = vi.fn();
    leaveForm(navigate, '/company/job/new');
    expect(back).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
    back.mockRestore();
  });

  it('replaces the form’s entry when the entry before is another page, or unknown', () => {
    const navigate = vi.fn();
    window.history.replaceState(null, '', '/company/activity');
    navigateNoting('/company/job/create');
    leaveForm(navigate, '/company/job/formed');
    window.history.replaceState(null, '', '/company/job/create');
    leaveForm(navigate, '/company/job/new');
    expect(navigate.mock.calls).toEqual([
      ['/company/job/formed', { replace: true }],
      ['/company/job/new', { replace: true }],
    ]);
  });
});
