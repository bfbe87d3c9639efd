import { PositionCode } from '@/platform/api/generated/model';
import { formatPositions, POSITION_LABELS } from '.';

describe('positions', () => {
  it('labels the spec codes (section 3), one label for every code of the contract', () => {
    expect(POSITION_LABELS).toEqual({
      1: 'Driver',
      2: 'Foreman',
      3: 'Helper',
      4: 'Foreman/Driver',
    });
    for (const code of Object.values(PositionCode)) expect(POSITION_LABELS[code]).toBeTruthy();
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
});
