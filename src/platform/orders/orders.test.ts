import { describe, expect, it } from 'vitest';
import { formatSpan } from '@/platform/format';
import {
  dropHiddenAddresses,
  hasDestination,
  hasPickUp,
  isAtWork,
  isClosedOrder,
  onTheDayText,
  orderPlaces,
  timeClockLine,
  helpTypeLabel,
  orderStatusGroup,
  orderStatusLabel,
  orderStatusTone,
  statusFilterParam,
  toHelpType,
} from './index';

describe('order status (spec sections 3 and 4)', () => {
  it('labels the four statuses', () => {
    expect([1, 2, 3, 4].map(orderStatusLabel)).toEqual([
      'Not formed',
      'Pending',
      'Partially formed',
      'Formed',
    ]);
    expect(orderStatusLabel(9)).toBe('Status 9');
  });

  it('colours a job drawn as a bar by status (grey, amber, blue, green), completed apart', () => {
    expect([1, 2, 3, 4].map((status) => orderStatusTone({ status }))).toEqual([
      'not-formed',
      'pending',
      'partial',
      'formed',
    ]);
    expect(orderStatusTone({ status: 3, completed_at: '2026-12-02T14:30:00Z' })).toBe('done');
    expect(orderStatusTone({ status: 9 })).toBe('not-formed');
  });

  it('filters not formed = 1 and formed = 2, 3, 4', () => {
    expect(statusFilterParam('not-formed')).toBe('1');
    expect(statusFilterParam('formed')).toBe('2,3,4');
    expect([1, 2, 3, 4].map(orderStatusGroup)).toEqual([
      'not-formed',
      'formed',
      'formed',
      'formed',
    ]);
  });
});

describe('help type (spec sections 1, 3 and 5)', () => {
  it('reads 1 and 2 as themselves and any other value as both', () => {
    expect([1, 2, 3, 0, 7, '2', null, undefined].map(toHelpType)).toEqual([1, 2, 3, 3, 3, 2, 3, 3]);
    expect(helpTypeLabel(1)).toBe('Pick-up only');
    expect(helpTypeLabel(5)).toBe('Pick-up and destination');
  });

  it('says which address lists a help type has', () => {
    expect([hasPickUp(1), hasDestination(1)]).toEqual([true, false]);
    expect([hasPickUp(2), hasDestination(2)]).toEqual([false, true]);
    expect([hasPickUp(3), hasDestination(3)]).toEqual([true, true]);
  });

  it('drops destination addresses for 1 and pick-up addresses for 2, keeping the rest', () => {
    const payload = {
      help_type: 1,
      pick_up_addresses: ['a'],
      destination_addresses: ['b'],
      notes: 'x',
    };
    expect(dropHiddenAddresses(payload)).toEqual({
      help_type: 1,
      pick_up_addresses: ['a'],
      notes: 'x',
    });
    expect(dropHiddenAddresses({ ...payload, help_type: 2 })).toEqual({
      help_type: 2,
      destination_addresses: ['b'],
      notes: 'x',
    });
    expect(dropHiddenAddresses({ ...payload, help_type: 3 })).toEqual({ ...payload, help_type: 3 });
    // The input is not changed.
    expect(payload.destination_addresses).toEqual(['b']);
  });
});

describe('time clock words (not in the spec)', () => {
  const CHICAGO = 'America/Chicago';
  const told = { on_my_way_at: null, late_minutes: null, expected_at: null };
  it('says how long, in hours and minutes', () => {
    expect([0, 45, 60, 315, 300.4].map((m) => formatSpan(m * 60_000))).toEqual([
      '0 min',
      '45 min',
      '1 h',
      '5 h 15 min',
      '5 h',
    ]);
  });

  it('says since when she works, then when she worked, on the branch clock', () => {
    const started = { clocked_in_at: '2027-03-09T14:55:00Z', clocked_out_at: null };
    expect(timeClockLine({ clocked_in_at: null, clocked_out_at: null }, false, CHICAGO)).toBeNull();
    expect(timeClockLine(started, false, CHICAGO)).toMatch(/^working since 8:55 am( CST)?$/);
    const finished = { ...started, clocked_out_at: '2027-03-09T20:10:00Z' };
    expect(timeClockLine(finished, false, CHICAGO)).toMatch(
      /^worked 8:55 am - 2:10 pm( CST)? \(5 h 15 min\)$/,
    );
    expect(timeClockLine(finished, true, CHICAGO)).toMatch(/^worked 8:55 am - 2:10 pm/);
  });

  it('a completed or cancelled order: nobody is at work on it (QA helper-132 LOW 5)', () => {
    const started = { clocked_in_at: '2027-03-09T14:55:00Z', clocked_out_at: null };
    expect(isAtWork(started, false)).toBe(true);
    expect(isAtWork(started, true)).toBe(false);
    expect(timeClockLine(started, true, CHICAGO)).toMatch(/^started work at 8:55 am( CST)?$/);
    expect(isClosedOrder({ completed_at: '2027-03-09T21:00:00Z', cancelled_at: null })).toBe(true);
    expect(isClosedOrder({ completed_at: null, cancelled_at: '2027-03-09T21:00:00Z' })).toBe(true);
    expect(isClosedOrder({ completed_at: null, cancelled_at: null })).toBe(false);
  });

  it('a board chip: done, at work, else what she told', () => {
    const none = { ...told, clocked_in_at: null, clocked_out_at: null };
    expect(onTheDayText(none, false)).toBeNull();
    const late = { ...none, on_my_way_at: '2027-03-09T14:00:00Z', late_minutes: 15 };
    expect(onTheDayText(late, false)).toBe('15 min late');
    const atWork = {
      ...none,
      on_my_way_at: '2027-03-09T14:00:00Z',
      late_minutes: 15,
      clocked_in_at: '2027-03-09T15:20:00Z',
    };
    expect(onTheDayText(atWork, false)).toBe('at work');
    expect(onTheDayText({ ...atWork, clocked_out_at: '2027-03-09T18:00:00Z' }, false)).toBe('done');
    // A completed job: what she did, not that she is at work or late (QA helper-132 LOW 5).
    expect(onTheDayText(atWork, true)).toBeNull();
    expect(onTheDayText(late, true)).toBeNull();
    expect(onTheDayText({ ...atWork, clocked_out_at: '2027-03-09T18:00:00Z' }, true)).toBe('done');
  });
});

describe('orderPlaces: where a job is, city level, by help type', () => {
  const austin = { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };
  const roundRock = { street: '9 Elm St', city: 'Round Rock', state: 'TX', zip: '78664' };

  it('names the ends its help type has, the same city once, never the street', () => {
    const order = { pick_up_address: austin, destination_address: roundRock };
    expect(orderPlaces({ ...order, help_type: 1 })).toBe('Austin, TX');
    expect(orderPlaces({ ...order, help_type: 2 })).toBe('Round Rock, TX');
    expect(orderPlaces({ ...order, help_type: 3 })).toBe('Austin, TX → Round Rock, TX');
    expect(
      orderPlaces({ help_type: 3, pick_up_address: austin, destination_address: austin }),
    ).toBe('Austin, TX');
  });

  it('a missing address or part says nothing of it (no "null, TX")', () => {
    expect(
      orderPlaces({ help_type: 3, pick_up_address: null, destination_address: roundRock }),
    ).toBe('Round Rock, TX');
    expect(
      orderPlaces({
        help_type: 1,
        pick_up_address: { ...austin, city: null },
        destination_address: null,
      }),
    ).toBe('TX');
  });
});
