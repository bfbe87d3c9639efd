import { describe, expect, it } from 'vitest';
import { kindCount, toggleTag } from './search-model';

describe('search tags', () => {
  it('selecting a tag filters by it, another tag replaces it', () => {
    expect(toggleTag(null, 'order')).toBe('order');
    expect(toggleTag('order', 'employee')).toBe('employee');
  });
  it('clicking the active tag clears it', () => {
    expect(toggleTag('order', 'order')).toBeNull();
    expect(toggleTag('employee', 'employee')).toBeNull();
  });
});

describe('kindCount (QA helper-98: a list cut at 10 read as all the matches)', () => {
  it('a list shorter than its total is cut, and the total is said', () => {
    expect(kindCount(10, 37, 'order')).toEqual({
      said: '37 orders (the first 10 shown)',
      cut: 'Showing the first 10 of 37 orders.',
    });
  });
  it('a list with every match is not cut', () => {
    expect(kindCount(10, 10, 'order')).toEqual({ said: '10 orders', cut: null });
    expect(kindCount(1, 1, 'employee')).toEqual({ said: '1 employee', cut: null });
  });
  it('without a total, a full list (10) is taken as cut; a shorter one is not', () => {
    expect(kindCount(10, undefined, 'order')).toEqual({
      said: 'the first 10 orders',
      cut: 'Showing the first 10 orders.',
    });
    expect(kindCount(9, undefined, 'order')).toEqual({ said: '9 orders', cut: null });
  });
});
