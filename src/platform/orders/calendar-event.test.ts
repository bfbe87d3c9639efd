import { describe, expect, it } from 'vitest';
import type { BranchSummary, HelperOrderSummary, OrderCard } from '@/platform/api/generated/model';
import { calendarFile } from '@/platform/calendar-file';
import { readCalendar } from '@/platform/calendar-file/read-ics.test-helpers';
import {
  companyOrderEvent,
  helperJobEvent,
  latestOf,
  orderEventUid,
  orderFileName,
} from './calendar-event';

const STAMP = Date.parse('2031-03-01T12:00:00Z');
const address = (street: string, zip: string) => ({
  street,
  unit: null,
  lat: null,
  lng: null,
  city: 'Austin',
  state: 'TX',
  zip,
});

const card: OrderCard = {
  id: 1029,
  number: 2029,
  branch_id: 3,
  status: 3,
  help_type: 3,
  pick_up_address: address('3820 E Riverside Dr', '78741'),
  destination_address: address('8923 Airport Blvd', '78752'),
  pick_up_addresses_count: 2,
  destination_addresses_count: 1,
  customer_name: 'Mary-Ann',
  customer_last_name: "O'Neil, Jr.",
  customer_primary_phone: '5125550142',
  // 8:30 am - 12:30 pm in Austin, the Monday after the spring change (CDT).
  start_at: '2031-03-10T13:30:00Z',
  end_at: '2031-03-10T17:30:00Z',
  helpers_needed: 4,
  trucks_needed: 1,
  hourly_rate: 4500,
  crew_count: 3,
  invitations_count: 1,
  unconfirmed_count: 0,
  crew_preview: [
    { employee_id: 1, first_name: 'Ana', last_name: 'Ruiz', avatar_url: null, positions: [1] },
    { employee_id: 2, first_name: 'Bo', last_name: 'Lee', avatar_url: null, positions: [3] },
  ],
  completed_at: null,
  cancelled_at: null,
  updated_at: '2031-02-20T09:15:00Z',
};

describe('a company order as a calendar event', () => {
  it('names the order and customer, puts the addresses and crew in, on the branch’s clocks', () => {
    const { events } = readCalendar(
      calendarFile([companyOrderEvent(card, 'America/Chicago')], { stamp: STAMP }),
    );
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event).toMatchObject({
      uid: 'order-1029@movers-marketplace',
      summary: "Order #2029, Mary-Ann O'Neil, Jr.",
      location: '3820 E Riverside Dr, Austin, TX 78741 → 8923 Airport Blvd, Austin, TX 78752',
      status: 'CONFIRMED',
      startZone: 'America/Chicago',
    });
    expect(event.description!.split('\n')).toEqual([
      "Customer: Mary-Ann O'Neil, Jr., (512) 555-0142",
      'Crew: 3 of 4 helpers accepted: Ana Ruiz, Bo Lee and 1 more',
      'Trucks: 1',
      'Status: Partially formed',
      'Pick-up: 3820 E Riverside Dr, Austin, TX 78741 (+1 more stop)',
      'Destination: 8923 Airport Blvd, Austin, TX 78752',
    ]);
    expect([event.start.toISOString(), event.end.toISOString()]).toEqual([
      '2031-03-10T13:30:00.000Z',
      '2031-03-10T17:30:00.000Z',
    ]);
    expect(event.lastModified!.toISOString()).toBe('2031-02-20T09:15:00.000Z');
  });

  it('leaves out the addresses its help type has not, and marks a cancelled order', () => {
    const event = companyOrderEvent(
      {
        ...card,
        help_type: 1,
        cancelled_at: '2031-03-01T00:00:00Z',
        crew_preview: [],
        crew_count: 0,
      },
      'America/Chicago',
    );
    expect(event.location).toBe('3820 E Riverside Dr, Austin, TX 78741');
    expect(event.description).not.toContain('Destination');
    expect(event.description).toContain('Crew: 0 of 4 helpers accepted\n');
    expect(event.status).toBe('CANCELLED');
  });

  it('keeps the UID of the order and names the file by its number', () => {
    expect(companyOrderEvent(card, 'America/New_York').uid).toBe(orderEventUid(1029));
    expect(orderFileName(2029)).toBe('order-2029.ics');
  });
});

describe('a helper’s job as a calendar event', () => {
  const branch: BranchSummary = {
    id: 3,
    name: 'Lone Star Movers Austin',
    avatar_url: null,
    city: 'Austin',
    state_initials: 'TX',
    timezone: 'America/Chicago',
    phone: '5125550100',
    company_name: 'Lone Star Movers',
  };
  const order: HelperOrderSummary = {
    id: 1029,
    number: 2029,
    status: 2,
    help_type: 3,
    pick_up_addresses: [
      address('3820 E Riverside Dr', '78741'),
      address('100 Congress Ave', '78701'),
    ],
    destination_addresses: [address('8923 Airport Blvd', '78752')],
    pick_up_address: address('3820 E Riverside Dr', '78741'),
    destination_address: address('8923 Airport Blvd', '78752'),
    start_at: card.start_at,
    end_at: card.end_at,
    helpers_needed: 4,
    trucks_needed: 2,
    notes: 'Piano; call, then knock\\ring',
    crew_count: 2,
    completed_at: null,
    cancelled_at: null,
  };

  it('names the company (a helper sees no customer), every stop, the crew and notes; same UID', () => {
    const { events } = readCalendar(
      calendarFile([helperJobEvent({ order, branch, tentative: true, updatedAt: undefined })], {
        stamp: STAMP,
      }),
    );
    const event = events[0]!;
    expect(event).toMatchObject({
      uid: 'order-1029@movers-marketplace',
      summary: 'Order #2029, Lone Star Movers',
      status: 'TENTATIVE',
      startZone: 'America/Chicago',
      location:
        '3820 E Riverside Dr, Austin, TX 78741 → 100 Congress Ave, Austin, TX 78701 → 8923 Airport Blvd, Austin, TX 78752',
      lastModified: null,
      sequence: null,
    });
    expect(event.description!.split('\n')).toEqual([
      'Company: Lone Star Movers · Lone Star Movers Austin, (512) 555-0100',
      'Crew: 2 of 4 helpers on the crew',
      'Trucks: 2',
      'Pick-up: 3820 E Riverside Dr, Austin, TX 78741',
      'Pick-up: 100 Congress Ave, Austin, TX 78701',
      'Destination: 8923 Airport Blvd, Austin, TX 78752',
      'Notes: Piano; call, then knock\\ring',
    ]);
    expect(event.start.toISOString()).toBe('2031-03-10T13:30:00.000Z');
    expect(helperJobEvent({ order, branch, tentative: false, updatedAt: null }).status).toBe(
      'CONFIRMED',
    );
  });

  it('is dated by its last change, so a later file is newer to a calendar app (QA 2026-12-04)', () => {
    const read = (updatedAt: string | undefined, tentative: boolean) =>
      readCalendar(
        calendarFile([helperJobEvent({ order, branch, tentative, updatedAt })], { stamp: STAMP }),
      ).events[0]!;
    // Invited: the order changed last; accepted an hour later: her answer did.
    const invited = read(latestOf('2031-03-01T10:00:00Z', '2031-02-28T09:00:00Z'), true);
    const accepted = read(latestOf('2031-03-01T10:00:00Z', '2031-03-01T11:00:00Z'), false);
    expect(invited.lastModified?.toISOString()).toBe('2031-03-01T10:00:00.000Z');
    expect(accepted.lastModified?.toISOString()).toBe('2031-03-01T11:00:00.000Z');
    expect(accepted.sequence).toBeGreaterThan(invited.sequence!);
  });

  it('a job of pick-ups only lists its places, not a route (QA 2026-12-04)', () => {
    const loading = helperJobEvent({
      order: { ...order, help_type: 1 },
      branch,
      tentative: false,
      updatedAt: null,
    });
    expect(loading.location).toBe(
      '3820 E Riverside Dr, Austin, TX 78741; 100 Congress Ave, Austin, TX 78701',
    );
  });

  it('latestOf takes the latest instant given, whatever its offset, and skips none or nonsense', () => {
    expect(latestOf('2031-03-01T10:00:00Z', '2031-03-01T05:30:00-05:00')).toBe(
      '2031-03-01T05:30:00-05:00',
    );
    expect(latestOf(null, undefined, 'not a date', '2031-03-01T10:00:00Z')).toBe(
      '2031-03-01T10:00:00Z',
    );
    expect(latestOf(null, undefined)).toBeUndefined();
  });
});
