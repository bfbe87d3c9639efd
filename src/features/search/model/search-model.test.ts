import { describe, expect, it } from 'vitest';
import { toggleTag } from './search-model';

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
