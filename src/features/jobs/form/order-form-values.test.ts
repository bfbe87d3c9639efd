import fc from 'fast-check';
import { FORM_ERROR } from 'final-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/platform/api/api-error';
import { apiFailure } from '@/platform/testing/api-errors.test-helpers';
import type { Order } from '@/platform/api/generated/model';
import { addDays, zonedClock, zonedDate, zonedInstant } from '@/platform/format';
import {
  emptyOrderValues,
  orderToValues,
  toOrderPayload,
  toOrderSubmitErrors,
  type OrderFormValues,
} from './order-form-values';
import { ORDER_MESSAGES, movingDateRule, rules, timeWindowRule } from './order-validators';

/** The branch's zone: the form's date and times are its clocks' (4/8), whatever the process's. */
const ZONE = 'America/Chicago';
const at = (date: string, time: string) => zonedInstant(date, time, ZONE).toISOString();

const address = { street: '3820 E Riverside Dr', unit: 'Apt 28', city: 'Austin', state: 'TX' };

function filled(overrides: Partial<OrderFormValues> = {}): OrderFormValues {
  return {
    ...emptyOrderValues(),
    customer: {
      first_name: ' Maria ',
      last_name: 'Lopez',
      primary_phone: '5125550142',
      secondary_phone: '',
      email: '',
    },
    moving_date: '2030-05-10',
    time_window: '08:00 - 12:30',
    pick_up_addresses: [{ ...address, zip: '78745' }],
    destination_addresses: [
      { street: '8923 Airport Blvd', unit: '', city: 'Austin', state: 'TX', zip: '78752' },
    ],
    helpers_needed: '3',
    trucks_needed: '0',
    hourly_rate: '42.5',
    notes: '  ',
    ...overrides,
  };
}

describe('toOrderPayload', () => {
  it('sends a whole number written 3.0, +3 or with spaces as the integer (as the offer form does)', () => {
    for (const [helpers, trucks] of [
      ['3.0', '+1'],
      [' 3 ', '1.00'],
      ['+3', '1.'],
    ]) {
      const payload = toOrderPayload(
        filled({ helpers_needed: helpers, trucks_needed: trucks }),
        ZONE,
      );
      expect(payload.helpers_needed).toBe(3);
      expect(payload.trucks_needed).toBe(1);
      expect(JSON.stringify(payload)).toContain('"helpers_needed":3,"trucks_needed":1,');
    }
  });

  it('sends cents, phone digits, the branch-zone date + window as UTC ISO, nulls for empty optionals', () => {
    const payload = toOrderPayload(filled(), ZONE);
    expect(payload).toMatchObject({
      help_type: 3,
      customer: {
        first_name: 'Maria',
        last_name: 'Lopez',
        primary_phone: '5125550142',
        secondary_phone: null,
        email: null,
      },
      start_at: '2030-05-10T13:00:00.000Z',
      end_at: '2030-05-10T17:30:00.000Z',
      helpers_needed: 3,
      trucks_needed: 0,
      hourly_rate: 4250,
      notes: null,
    });
    expect(payload.start_at).toMatch(/Z$/);
    expect(payload.pick_up_addresses).toEqual([
      { street: '3820 E Riverside Dr', unit: 'Apt 28', city: 'Austin', state: 'TX', zip: '78745' },
    ]);
    expect(payload.destination_addresses?.[0]?.unit).toBeNull();
  });

  it('ends an overnight window the next day (22:00 - 01:00 on the 10th ends at 1:00 on the 11th)', () => {
    const payload = toOrderPayload(filled({ time_window: '22:00 - 01:00' }), ZONE);
    expect(payload.start_at).toBe(at('2030-05-10', '22:00'));
    expect(payload.end_at).toBe(at('2030-05-11', '01:00'));
    // Across a month's and a year's end too.
    const newYear = toOrderPayload(
      filled({ moving_date: '2030-12-31', time_window: '23:30 - 00:15' }),
      ZONE,
    );
    expect(newYear.end_at).toBe(at('2031-01-01', '00:15'));
  });

  it('any two different times make a window that ends after it starts, by less than a day', () => {
    const hhmm = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    const day = fc
      .date({ min: new Date(2030, 0, 1), max: new Date(2031, 11, 31), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, hhmm, hhmm, (date, from, to) => {
        fc.pre(from !== to);
        // A time the clocks skip (2:30 am on the spring night) cannot be read back as typed.
        const endDate = to < from ? addDays(date, 1) : date;
        fc.pre(
          zonedClock(at(date, from), ZONE) === from && zonedClock(at(endDate, to), ZONE) === to,
        );
        const payload = toOrderPayload(
          filled({ moving_date: date, time_window: `${from} - ${to}` }),
          ZONE,
        );
        const start = Date.parse(payload.start_at);
        const end = Date.parse(payload.end_at);
        expect(end).toBeGreaterThan(start);
        // Less than a day, give or take a daylight-saving hour.
        expect((end - start) / 60_000).toBeLessThan(24 * 60 + 60);
        expect(zonedClock(payload.end_at, ZONE)).toBe(to);
        expect(zonedDate(payload.start_at, ZONE)).toBe(date);
        // Read back, it is the same window on the same moving date.
        const back = orderToValues(
          {
            ...(payload as unknown as Order),
            pick_up_addresses: [],
            destination_addresses: [],
          } as Order,
          ZONE,
        );
        expect([back.moving_date, back.time_window]).toEqual([date, `${from} - ${to}`]);
      }),
    );
  });

  it('rounds dollars to whole cents (19.99 is 1999, not 1998.99...)', () => {
    expect(toOrderPayload(filled({ hourly_rate: '19.99' }), ZONE).hourly_rate).toBe(1999);
    expect(toOrderPayload(filled({ hourly_rate: '1000' }), ZONE).hourly_rate).toBe(100000);
  });

  it('drops the list the help type hides (spec section 5)', () => {
    const pickUpOnly = toOrderPayload(filled({ help_type: 1 }), ZONE);
    expect(pickUpOnly).toHaveProperty('pick_up_addresses');
    expect(pickUpOnly).not.toHaveProperty('destination_addresses');
    const destinationOnly = toOrderPayload(filled({ help_type: 2 }), ZONE);
    expect(destinationOnly).not.toHaveProperty('pick_up_addresses');
    expect(destinationOnly).toHaveProperty('destination_addresses');
    // Any other value reads as both.
    const odd = toOrderPayload(filled({ help_type: 7 as never }), ZONE);
    expect(odd.help_type).toBe(3);
    expect(odd).toHaveProperty('pick_up_addresses');
    expect(odd).toHaveProperty('destination_addresses');
  });

  it('keeps the coordinates of an unchanged loaded address only', () => {
    const original = {
      pick_up_addresses: [{ ...address, zip: '78745', lat: 30.2, lng: -97.7 }],
      destination_addresses: [],
    };
    const same = toOrderPayload(filled(), ZONE, original);
    expect(same.pick_up_addresses?.[0]).toMatchObject({ lat: 30.2, lng: -97.7 });
    const moved = toOrderPayload(
      filled({ pick_up_addresses: [{ ...address, zip: '78746' }] }),
      ZONE,
      original,
    );
    expect(moved.pick_up_addresses?.[0]).not.toHaveProperty('lat');
  });
});

describe('the times of a loaded job', () => {
  it('are sent as loaded while the window reads the same minutes, else as typed', () => {
    const { start_at, end_at } = toOrderPayload(filled(), ZONE);
    // Made through the API with seconds: the form shows (and would write) whole minutes.
    const original = {
      pick_up_addresses: [],
      destination_addresses: [],
      start_at: new Date(Date.parse(start_at) + 27_000).toISOString(),
      end_at: new Date(Date.parse(end_at) + 27_000).toISOString(),
    };
    expect(toOrderPayload(filled(), ZONE, original)).toMatchObject({
      start_at: original.start_at,
      end_at: original.end_at,
    });
    const later = toOrderPayload(filled({ time_window: '09:00 - 13:00' }), ZONE, original);
    expect(later.start_at).not.toBe(original.start_at);
    expect(later.start_at).toBe(
      toOrderPayload(filled({ time_window: '09:00 - 13:00' }), ZONE).start_at,
    );
  });
});

describe('orderToValues', () => {
  it('reads an order back as the form shows it', () => {
    const start = at('2030-05-10', '07:30');
    const end = at('2030-05-10', '15:00');
    const order = {
      help_type: 2,
      pick_up_addresses: [],
      destination_addresses: [{ ...address, zip: '78745', lat: null, lng: null }],
      customer: {
        first_name: 'Nicole',
        last_name: 'Thomas',
        primary_phone: '5127784561',
        secondary_phone: null,
        email: null,
      },
      start_at: start,
      end_at: end,
      helpers_needed: 4,
      trucks_needed: 2,
      hourly_rate: 4350,
      notes: null,
    } as unknown as Order;
    const values = orderToValues(order, ZONE, 'TX');
    expect(values).toMatchObject({
      moving_date: '2030-05-10',
      time_window: '07:30 - 15:00',
      help_type: 2,
      hourly_rate: '43.50',
      helpers_needed: '4',
      notes: '',
      customer: { primary_phone: '5127784561', secondary_phone: '', email: '' },
    });
    // The hidden list still gets one empty row, should the help type change.
    expect(values.pick_up_addresses).toEqual([
      { street: '', unit: '', city: '', state: 'TX', zip: '' },
    ]);
    expect(toOrderPayload(values, ZONE).start_at).toBe(start);
  });
});

describe('toOrderSubmitErrors', () => {
  const apiError = (errors: Record<string, string[]>) =>
    new ApiError(422, { data: null, message: 'Invalid', errors, success: false });

  it('puts API field names on the form fields', () => {
    const errors = toOrderSubmitErrors(
      apiError({
        'customer.first_name': ['The customer.first name field is required.'],
        'pick_up_addresses.1.zip': ['The zip is bad.'],
        destination_addresses: ['The destination addresses field is required.'],
        start_at: ['The start at field must be a date after or equal to now.'],
        end_at: ['The end at field must be a date after start at.'],
        hourly_rate: ['The hourly rate field must be at least 100.'],
        status: ['A completed or cancelled order cannot be edited.'],
      }),
    );
    expect(errors).toMatchObject({
      customer: { first_name: 'The customer.first name field is required.' },
      destination_addresses_error: 'The destination addresses field is required.',
      time_window: 'The start at field must be a date after or equal to now.',
      hourly_rate: 'The hourly rate field must be at least 100.',
      [FORM_ERROR]: 'A completed or cancelled order cannot be edited.',
    });
    expect((errors.pick_up_addresses as unknown[])[1]).toEqual({ zip: 'The zip is bad.' });
  });

  it('says the entries are kept when the failure names no field', () => {
    expect(toOrderSubmitErrors(new Error('Network Error'))[FORM_ERROR]).toMatch(/still here/);
  });
});

describe('order rules', () => {
  const today = zonedDate(Date.now(), ZONE);
  const yesterday = addDays(today, -1);

  it('use the spec messages for the generic rules', () => {
    expect(rules.name('')).toBe('Value is required');
    expect(rules.name('x'.repeat(61))).toBe('The maximum length allowed is 60');
    expect(rules.phone('512555')).toBe('This field should be at least 10 characters long');
    expect(rules.email('maria@example')).toBe('Value is not a valid email address');
    expect(rules.email(`${'m'.repeat(244)}@example.com`)).toBe('The maximum length allowed is 255');
    expect(rules.email(`${'m'.repeat(243)}@example.com`)).toBeUndefined();
    expect(rules.email('')).toBeUndefined();
    expect(rules.optionalPhone('')).toBeUndefined();
    expect(rules.optionalPhone('512555')).toBe('This field should be at least 10 characters long');
    expect(rules.helpers('abc')).toBe('Value must be numeric');
    expect(rules.helpers('0')).toBe('The minimum value allowed is 1');
    expect(rules.helpers('21')).toBe('The maximum value allowed is 20');
    expect(rules.helpers('2.5')).toBe(ORDER_MESSAGES.wholeNumber);
    // A whole number however written (the one wholeNumber rule, the offer form's too).
    for (const typed of ['3.0', '+3', ' 3 ', '3.']) expect(rules.helpers(typed)).toBeUndefined();
    expect(rules.trucks('+0')).toBeUndefined();
    // Bounds first, with the spec's messages (2/8: -3 said 'Value must be a whole number').
    expect(rules.helpers('-3')).toBe('The minimum value allowed is 1');
    expect(rules.trucks('-1')).toBe('The minimum value allowed is 0');
    expect(rules.trucks('10.5')).toBe('The maximum value allowed is 10');
    expect(rules.trucks('0')).toBeUndefined();
    expect(rules.trucks('11')).toBe('The maximum value allowed is 10');
    expect(rules.rate('0.5')).toBe('The minimum value allowed is 1');
    expect(rules.rate('1000.01')).toBe('The maximum value allowed is 1000');
    expect(rules.rate('10.999')).toBe(ORDER_MESSAGES.cents);
    expect(rules.rate('42.5')).toBeUndefined();
    expect(rules.zip('787')).toBe('This field should be at least 5 characters long');
    expect(rules.notes('x'.repeat(2001))).toBe('The maximum length allowed is 2000');
  });

  it('refuse a past moving date unless the order already had it', () => {
    expect(movingDateRule(undefined, ZONE)('')).toBe('Value is required');
    expect(movingDateRule(undefined, ZONE)(yesterday)).toBe(ORDER_MESSAGES.pastDate);
    expect(movingDateRule(undefined, ZONE)(today)).toBeUndefined();
    expect(movingDateRule({ date: yesterday, time: '08:00' }, ZONE)(yesterday)).toBeUndefined();
  });

  it('check the time window', () => {
    const rule = timeWindowRule(undefined, ZONE);
    const on = { moving_date: '2030-05-10' };
    expect(rule('', on)).toBe('Value is required');
    expect(rule('08:00 - 1', on)).toBe(ORDER_MESSAGES.timeIncomplete);
    expect(rule('25:00 - 26:00', on)).toBe(ORDER_MESSAGES.timeInvalid);
    // An end before the start ends the next day (an overnight job); the same time is no window.
    expect(rule('22:00 - 01:00', on)).toBeUndefined();
    expect(rule('08:00 - 08:00', on)).toBe(ORDER_MESSAGES.endBeforeStart);
    expect(rule('08:00 - 12:00', on)).toBeUndefined();
  });

  it('refuse a start that has passed today, unless it is the order’s own', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(zonedInstant('2030-05-10', '12:00', ZONE));
    try {
      const on = { moving_date: '2030-05-10' };
      expect(timeWindowRule(undefined, ZONE)('11:59 - 14:00', on)).toBe(ORDER_MESSAGES.startPassed);
      expect(timeWindowRule(undefined, ZONE)('12:00 - 14:00', on)).toBeUndefined();
      expect(timeWindowRule({ date: '2030-05-10', time: '11:00' }, ZONE)('11:00 - 14:00', on)).toBe(
        undefined,
      );
      // Tomorrow any time is fine.
      expect(timeWindowRule(undefined, ZONE)('06:00 - 07:00', { moving_date: '2030-05-11' })).toBe(
        undefined,
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a started job (QA helper-195 L3)', () => {
  it('says its start cannot move to another past time, in the app’s words; its end may move', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(zonedInstant('2030-05-10', '12:00', ZONE));
    try {
      // Over since 05/08, 09:00 - 11:00.
      const over = timeWindowRule({ date: '2030-05-08', time: '09:00' }, ZONE);
      const on8 = { moving_date: '2030-05-08' };
      expect(over('21:00 - 02:00', on8)).toBe(ORDER_MESSAGES.startedJob);
      expect(over('09:00 - 02:00', on8)).toBeUndefined();
      expect(over('13:00 - 15:00', { moving_date: '2030-05-10' })).toBeUndefined();
      expect(over('11:00 - 13:00', { moving_date: '2030-05-10' })).toBe(ORDER_MESSAGES.startedJob);
      // Under way since 10:00 today.
      const running = timeWindowRule({ date: '2030-05-10', time: '10:00' }, ZONE);
      const today = { moving_date: '2030-05-10' };
      expect(running('09:30 - 14:00', today)).toBe(ORDER_MESSAGES.startedJob);
      expect(running('10:00 - 16:00', today)).toBeUndefined();
      // Not started yet (14:00 today): a passed time is the plain "already passed".
      const later = timeWindowRule({ date: '2030-05-10', time: '14:00' }, ZONE);
      expect(later('11:00 - 13:00', today)).toBe(ORDER_MESSAGES.startPassed);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('toOrderSubmitErrors: a refusal without fields', () => {
  it("says why in the server's words (a 4xx); a server failure says the job was not saved", () => {
    expect(toOrderSubmitErrors(apiFailure(409, 'The order changed meanwhile.'))).toEqual({
      [FORM_ERROR]: 'The order changed meanwhile.',
    });
    expect(
      (toOrderSubmitErrors(apiFailure(500, 'Server Error')) as Record<string, string>)[FORM_ERROR],
    ).toMatch(/was not saved\. Everything you entered is still here/);
  });
});
