import type { HelperCompanyInvitation } from '@/platform/api/generated/model';
import { changedTerms, changedTermsText } from './changed-terms';

const address = (street: string) => ({
  street,
  unit: null,
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  lat: null,
  lng: null,
});

/** The fields what she agrees to is read from (the rest of an invitation plays no part). */
function job(over: { start?: string; end?: string; rate?: number; street?: string } = {}) {
  return {
    hourly_rate: over.rate ?? 4000,
    branch: { timezone: 'America/Chicago' },
    order: {
      start_at: over.start ?? '2027-01-21T15:00:00Z',
      end_at: over.end ?? '2027-01-21T19:00:00Z',
      pick_up_addresses: [address(over.street ?? '1100 Congress Ave')],
      destination_addresses: [],
    },
  } as unknown as HelperCompanyInvitation;
}

describe('changedTerms: what Accept agrees to, as seen against as it is now', () => {
  it('nothing when the times, the pay and the addresses are the same', () => {
    expect(changedTerms(job(), job())).toEqual([]);
  });

  it('names each change, with the new value', () => {
    const now = job({
      start: '2027-01-21T12:00:00Z',
      end: '2027-01-21T16:00:00Z',
      rate: 2500,
      street: '99 Far Away Rd',
    });
    expect(changedTerms(job(), now)).toEqual([
      'the time: 01/21/2027 · 9:00 am - 1:00 pm CST → 01/21/2027 · 6:00 am - 10:00 am CST',
      'the pay: $40.00/h → $25.00/h',
      'the address: 99 Far Away Rd, Austin, TX 78701',
    ]);
    expect(changedTermsText(1133, changedTerms(job(), job({ rate: 2500 })))).toBe(
      'Order #1133 changed since you opened it (the pay: $40.00/h → $25.00/h). Check it, then accept.',
    );
  });
});
