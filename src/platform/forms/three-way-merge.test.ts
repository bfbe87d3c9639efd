import { describe, expect, it } from 'vitest';
import { deepEqual, fieldNames, threeWayMerge, valueAt } from './three-way-merge';

const job = {
  customer: { first_name: 'Ana', last_name: 'Ruiz' },
  hourly_rate: '39.00',
  notes: '',
  pick_up_addresses: [{ street: '1 Main St', zip: '78701' }],
  positions: [1, 2],
};

describe('threeWayMerge', () => {
  it("takes someone else's change to a field the user did not touch, keeps the user's own (QA H1)", () => {
    const theirs = { ...job, hourly_rate: '55.00', notes: 'Piano' };
    const mine = { ...job, customer: { ...job.customer, first_name: 'Anna' } };
    expect(threeWayMerge(job, mine, theirs)).toEqual({
      value: { ...theirs, customer: { first_name: 'Anna', last_name: 'Ruiz' } },
      updated: ['hourly_rate', 'notes'],
      conflicts: [],
    });
  });

  it('a field both changed differently keeps the user’s value and is a conflict; the same change is not', () => {
    const theirs = { ...job, hourly_rate: '55.00', notes: 'Stairs' };
    const mine = { ...job, hourly_rate: '42.00', notes: 'Stairs' };
    const merged = threeWayMerge(job, mine, theirs);
    expect(merged.value).toEqual(mine);
    expect(merged.conflicts).toEqual(['hourly_rate']);
    expect(merged.updated).toEqual([]);
  });

  it('an array is one value: a list of addresses or positions is never mixed from both', () => {
    const theirs = { ...job, positions: [3, 2] };
    const mine = { ...job, positions: [1, 4] };
    expect(threeWayMerge(job, mine, theirs)).toMatchObject({
      value: { positions: [1, 4] },
      conflicts: ['positions'],
    });
    const moved = {
      ...job,
      pick_up_addresses: [{ street: '9 Elm St', zip: '78702' }, job.pick_up_addresses[0]],
    };
    expect(threeWayMerge(job, job, moved)).toMatchObject({
      value: moved,
      updated: ['pick_up_addresses'],
    });
  });

  it('keeps a key only one side has (a photo chosen in the form)', () => {
    const mine = { ...job, avatar: 'data:image/png;base64,AA' } as Record<string, unknown>;
    expect(threeWayMerge<Record<string, unknown>>(job, mine, job).value).toEqual(mine);
  });
});

describe('deepEqual, valueAt, fieldNames', () => {
  it('compares structure, not identity or key order', () => {
    expect(deepEqual({ a: [1, { b: 2 }], c: null }, { c: null, a: [1, { b: 2 }] })).toBe(true);
    expect(deepEqual([1, 2], [2, 1])).toBe(false);
    expect(deepEqual({ a: undefined }, {})).toBe(true);
    expect(deepEqual(null, {})).toBe(false);
  });

  it('reads a dotted path', () => {
    expect(valueAt(job, 'customer.first_name')).toBe('Ana');
    expect(valueAt(job, 'hourly_rate.x')).toBeUndefined();
    expect(valueAt(job, '')).toBe(job);
  });

  it('names the fields in the form’s order, each once, by their longest labelled prefix', () => {
    const labels = {
      'customer.first_name': 'First name',
      pick_up_addresses: 'Pick-up addresses',
      hourly_rate: 'Hourly price',
      notes: 'Notes',
    };
    expect(
      fieldNames(
        ['notes', 'pick_up_addresses.0.zip', 'customer.first_name', 'pick_up_addresses', 'x'],
        labels,
      ),
    ).toEqual(['First name', 'Pick-up addresses', 'Notes']);
  });
});
