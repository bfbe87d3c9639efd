import { describe, expect, it } from 'vitest';
import type { OrderCard } from '@/platform/api/generated/model';
import { orderToItem } from './company-calendar-page';

/** A job of 9:00-13:00 on 2031-06-04 in Austin needing 4: 1 accepted, 1 invited. */
const card = (changes: Partial<OrderCard> = {}) =>
  ({
    id: 1,
    number: 1001,
    customer_name: 'Rosa',
    customer_last_name: 'Flores',
    start_at: '2031-06-04T14:00:00Z',
    end_at: '2031-06-04T18:00:00Z',
    status: 2,
    helpers_needed: 4,
    crew_count: 1,
    invitations_count: 1,
    completed_at: null,
    cancelled_at: null,
    ...changes,
  }) as OrderCard;

const ZONE = 'America/Chicago';
const BEFORE = Date.parse('2031-06-04T13:00:00Z');
const AFTER_END = Date.parse('2031-06-04T18:00:00Z');

describe('orderToItem: a job’s open spots in the calendar (the dispatch board’s)', () => {
  it('are the spots nobody holds: needed less accepted less invited', () => {
    expect(orderToItem(card(), ZONE, BEFORE).openSpots).toBe(2);
    expect(orderToItem(card({ invitations_count: 5 }), ZONE, BEFORE).openSpots).toBe(0);
  });

  it('are none once the job is over, done or cancelled (QA 56: "5 open spots" on ended jobs)', () => {
    expect(orderToItem(card(), ZONE, AFTER_END).openSpots).toBe(0);
    expect(
      orderToItem(card({ completed_at: '2031-06-04T18:30:00Z' }), ZONE, BEFORE).openSpots,
    ).toBe(0);
    expect(
      orderToItem(card({ cancelled_at: '2031-06-03T10:00:00Z' }), ZONE, BEFORE).openSpots,
    ).toBe(0);
  });
});
