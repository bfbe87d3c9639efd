// The body of POST company-branches/{id}/orders for a job the journeys and the bench make
// through the API (the call the job form makes): an Austin move, Congress Ave to E 7th St,
// one truck, `hours` long from `start`. One body for every such setup, so a change of the
// contract's order is made once (e2e, e2e/real-mode, bench/measurements).

const AUSTIN = { street: '1100 Congress Ave', unit: null, city: 'Austin', state: 'TX' };

/**
 * @param {{ firstName: string; lastName: string; start: Date; hours?: number;
 *   helpersNeeded?: number; hourlyRate?: number; notes?: string | null; phone?: string }} job
 */
export function austinOrderBody({
  firstName,
  lastName,
  start,
  hours = 4,
  helpersNeeded = 2,
  hourlyRate = 4000,
  notes = null,
  phone = '5125550142',
}) {
  return {
    help_type: 3,
    customer: {
      first_name: firstName,
      last_name: lastName,
      primary_phone: phone,
      secondary_phone: null,
      email: null,
    },
    start_at: start.toISOString(),
    end_at: new Date(start.getTime() + hours * 3_600_000).toISOString(),
    pick_up_addresses: [{ ...AUSTIN, zip: '78701' }],
    destination_addresses: [{ ...AUSTIN, street: '500 E 7th St', zip: '78702' }],
    helpers_needed: helpersNeeded,
    trucks_needed: 1,
    hourly_rate: hourlyRate,
    notes,
  };
}
