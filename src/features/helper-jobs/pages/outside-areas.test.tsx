import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { austinJobIn } from '@mocks/testing/confirmations';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';

/*
 * QA-211 L6: a company's invitation to a job outside her serving areas says so on her Order
 * details (the crew page's "Outside serving area", from her side), and Accept asks once, as an
 * offer outside her terms does (outside-terms.test.tsx). One within her areas says nothing.
 */

setupMockServer();
fixedClock(new Date('2027-03-09T15:30:00Z'));

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
const profile = () => db.helper_profiles.findFirst((q) => q.where({ user_id: maria().id }))!;

/** A new invitation of hers (an Austin job), its addresses moved to `places`. */
async function invitationAt(
  places: Array<{ city: string; state: string; zip: string; lat: number; lng: number }>,
) {
  const { order, invitations } = await austinJobIn(500, {
    now: Date.now(),
    people: 1,
    pending: true,
  });
  const [pickUp] = order.pick_up_addresses;
  const addresses = places.map((place) => ({ ...pickUp!, address: '5012 Brickell Ave', ...place }));
  await db.patch('orders', order.id, {
    pick_up_addresses: addresses.slice(0, 1),
    destination_addresses: addresses.slice(1),
  });
  localStorage.setItem('token', await loginAs('helper@demo.test'));
  const app = renderApp(`/helper/job/company/details/${invitations[0]!.id}`);
  await screen.findByRole('heading', { name: `Order #${order.number}` }, { timeout: 5000 });
  return app;
}

const MIAMI = { city: 'Miami', state: 'FL', zip: '33131', lat: 25.76, lng: -80.19 };
const FORT_LAUDERDALE = {
  city: 'Fort Lauderdale',
  state: 'FL',
  zip: '33301',
  lat: 26.12,
  lng: -80.14,
};

describe('an invitation outside her serving areas (QA-211 L6)', () => {
  it('says which county is not hers, and Accept asks once', async () => {
    expect(profile().serving_area_ids.length).toBeGreaterThan(0);
    const app = await invitationAt([MIAMI, MIAMI]);
    const line = 'Miami-Dade County, FL is not one of your serving areas.';
    expect(await screen.findByRole('note')).toHaveTextContent(line);
    await app.user.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this job' });
    expect(within(dialog).getByText(line)).toBeInTheDocument();
  });

  it('names each county not hers when there are several', async () => {
    await invitationAt([MIAMI, FORT_LAUDERDALE]);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Miami-Dade County, FL, Broward County, FL are not among your serving areas.',
    );
  });

  it('says nothing of areas for a job in them', async () => {
    await invitationAt([
      { city: 'Austin', state: 'TX', zip: '78701', lat: 30.27, lng: -97.74 },
      { city: 'Austin', state: 'TX', zip: '78704', lat: 30.25, lng: -97.76 },
    ]);
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.queryByText(/serving areas/)).toBeNull();
  });
});
