import { describe, expect, it } from 'vitest';
import type { OrderCard } from '@/platform/api/generated/model';
import {
  helpersNeededHint,
  helpersNeededRule,
  prefillFor,
  proposalHeld,
  qualifyingOrders,
  reproposal,
  toOfferPayload,
} from './offer-form';
import {
  canAcceptApplication,
  canCancelApplication,
  canRejectApplication,
  canWithdrawOffer,
} from './statuses';

const NOW = new Date('2026-12-01T12:00:00Z');
const order = (over: Partial<OrderCard>): OrderCard =>
  ({
    id: 1,
    number: 1001,
    status: 1,
    start_at: '2026-12-05T14:00:00Z',
    end_at: '2026-12-05T18:00:00Z',
    helpers_needed: 4,
    crew_count: 1,
    hourly_rate: 4250,
    completed_at: null,
    cancelled_at: null,
    ...over,
  }) as OrderCard;

describe('offer form model', () => {
  it('sends the rate in cents (rounded), whole helpers, and blank notes as null', () => {
    expect(
      toOfferPayload({
        order_id: 7,
        helpers_needed: '3',
        hourly_rate: '19.99',
        positions: [3, 1],
        notes: '   ',
      }),
    ).toEqual({
      order_id: 7,
      helpers_needed: 3,
      hourly_rate: 1999,
      positions: [3, 1],
      notes: null,
    });
    expect(
      toOfferPayload({ order_id: 7, helpers_needed: '1', hourly_rate: '37.5', notes: ' Hi ' }),
    ).toMatchObject({ hourly_rate: 3750, positions: [], notes: 'Hi' });
    expect(
      toOfferPayload({ order_id: 7, helpers_needed: '1', hourly_rate: '1,000.00' }).hourly_rate,
    ).toBe(100_000);
  });

  it('offers upcoming, unformed, open orders without a live offer, soonest first', () => {
    const orders = [
      order({ id: 1, start_at: '2026-12-09T14:00:00Z' }),
      order({ id: 2, status: 4 }),
      order({ id: 3, start_at: '2026-11-30T14:00:00Z' }),
      order({ id: 4, cancelled_at: '2026-11-29T10:00:00Z' }),
      order({ id: 5, status: 3, start_at: '2026-12-02T08:00:00Z' }),
      order({ id: 6 }),
    ];
    expect(qualifyingOrders(orders, new Set([6]), NOW).map((o) => o.id)).toEqual([5, 1]);
  });

  it('proposes the missing crew spots (1 to 20) and the order rate in dollars', () => {
    expect(prefillFor(order({}))).toEqual({ helpers_needed: '3', hourly_rate: '42.50' });
    expect(prefillFor(order({ crew_count: 4 })).helpers_needed).toBe('1');
    expect(prefillFor(order({ helpers_needed: 40, crew_count: 0 })).helpers_needed).toBe('20');
  });

  it("says what Helpers needed may be: the chosen order's open spots, else the field's range", () => {
    const orders = [
      order({ id: 7, number: 1020, helpers_needed: 3, crew_count: 1 }),
      order({ id: 8, number: 1021, helpers_needed: 2, crew_count: 1 }),
      order({ id: 9, number: 1022, helpers_needed: 40, crew_count: 0 }),
    ];
    expect(helpersNeededHint(orders, 7)).toBe('Order #1020 has 2 open spots');
    expect(helpersNeededHint(orders, 8)).toBe('Order #1021 has 1 open spot');
    expect(helpersNeededHint(orders, 9)).toBe('1 to 20');
    expect(helpersNeededHint(orders, undefined)).toBe('1 to 20');
  });

  it("asks for at most the chosen order's open spots, after the field's own rules", () => {
    const rule = helpersNeededRule([order({ id: 7, helpers_needed: 3, crew_count: 1 })]);
    expect(rule('2', { order_id: 7 })).toBeUndefined();
    expect(rule('3', { order_id: 7 })).toBe('The maximum value allowed is 2');
    expect(rule('10', { order_id: 7 })).toBe('The maximum value allowed is 2');
    // One maximum, the order's, past the field's own too (QA 2026-12-04: 99 read "20").
    expect(rule('99', { order_id: 7 })).toBe('The maximum value allowed is 2');
    expect(rule('1.5', { order_id: 7 })).toBe('Value must be a whole number');
    // The field's own message first; no order chosen yet: only the field's rules.
    expect(rule('', { order_id: 7 })).toBe('Value is required');
    expect(rule('10', {})).toBeUndefined();
    expect(rule('21', {})).toBe('The maximum value allowed is 20');
  });

  it('proposes another order in the fields not typed in, keeping what was typed (QA-230 M1)', () => {
    const last = { helpers_needed: '6', hourly_rate: '39.00' };
    const next = { helpers_needed: '1', hourly_rate: '30.00' };
    const chosen = (values: object) => ({ order_id: 2, ...values });
    const before = (values: object) => ({ order_id: 1, ...values });
    // Still the last proposal: both follow the new order.
    expect(reproposal(chosen(last), before(last), last, next)).toEqual({
      changes: next,
      proposal: next,
    });
    // A typed rate is kept, and from then on is the user's (no proposal held for it).
    const typed = { helpers_needed: '6', hourly_rate: '45.50' };
    expect(reproposal(chosen(typed), before(typed), last, next)).toEqual({
      changes: { helpers_needed: '1' },
      proposal: { helpers_needed: '1' },
    });
    // Empty fields take the proposal; values put in with the order (Restore) are kept.
    expect(reproposal(chosen({}), before({}), {}, next).changes).toEqual(next);
    expect(reproposal(chosen(last), before({}), last, next).changes).toEqual({});
    // A field emptied holds no proposal: what is typed in it next is the user's.
    expect(proposalHeld(last, { helpers_needed: '', hourly_rate: '39.00' })).toEqual({
      hourly_rate: '39.00',
    });
  });

  it('allows actions only in the states the server accepts them', () => {
    expect(canWithdrawOffer('open')).toBe(true);
    // A filled offer takes no applications, and its helpers stay either way (QA-217 L7).
    expect(canWithdrawOffer('filled')).toBe(false);
    expect(canWithdrawOffer('closed')).toBe(false);
    expect(canWithdrawOffer('cancelled')).toBe(false);
    expect(canAcceptApplication('pending', 'open')).toBe(true);
    expect(canAcceptApplication('pending', 'filled')).toBe(false);
    expect(canAcceptApplication('accepted', 'open')).toBe(false);
    expect(canCancelApplication('accepted', 'filled')).toBe(true);
    expect(canCancelApplication('pending', 'closed')).toBe(false);
    expect(canCancelApplication('rejected', 'open')).toBe(false);
    // A pending one is rejected, not cancelled; withdrawn ones take no answer.
    expect(canCancelApplication('pending', 'open')).toBe(false);
    expect(canRejectApplication('pending', 'open')).toBe(true);
    expect(canRejectApplication('pending', 'filled')).toBe(false);
    expect(canRejectApplication('withdrawn', 'open')).toBe(false);
    expect(canAcceptApplication('withdrawn', 'open')).toBe(false);
  });
});
