import { PositionCode } from '@/platform/api/generated/model';
import { formatPositions, holdsWanted, isForeman, wantedText } from '.';

describe('positions', () => {
  it('names every code of the contract as spec section 3 does', () => {
    expect(formatPositions(Object.values(PositionCode))).toBe(
      'Driver, Foreman, Helper, Foreman/Driver',
    );
  });

  it('joins the labels in the given order and skips unknown codes', () => {
    expect(formatPositions([3, 1])).toBe('Helper, Driver');
    expect(formatPositions([4])).toBe('Foreman/Driver');
    expect(formatPositions([2, 99])).toBe('Foreman');
  });

  it('gives an empty string for no positions', () => {
    expect(formatPositions([])).toBe('');
    expect(formatPositions(null)).toBe('');
    expect(formatPositions(undefined)).toBe('');
  });

  it('leads a crew as a Foreman or a Foreman/Driver only', () => {
    expect(isForeman([2])).toBe(true);
    expect(isForeman([1, 4])).toBe(true);
    expect(isForeman([1, 3])).toBe(false);
    expect(isForeman([])).toBe(false);
    expect(isForeman(null)).toBe(false);
  });

  it('tells who holds one of the positions an offer wants (none wanted: anyone)', () => {
    expect(holdsWanted([3], [])).toBe(true);
    expect(holdsWanted([3], [1])).toBe(false);
    expect(holdsWanted([1, 3], [1])).toBe(true);
    // A Foreman/Driver is a Driver and a Foreman; both together are a Foreman/Driver.
    expect(holdsWanted([4], [1])).toBe(true);
    expect(holdsWanted([4], [2])).toBe(true);
    expect(holdsWanted([4], [3])).toBe(false);
    expect(holdsWanted([1], [4])).toBe(false);
    expect(holdsWanted([1, 2], [4])).toBe(true);
    expect(holdsWanted([3], [1, 3])).toBe(true);
    expect(wantedText([1, 2])).toBe('Driver or Foreman');
  });
});
