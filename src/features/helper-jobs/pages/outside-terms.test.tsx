import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { db, server } from '@mocks/node';
import type { OutsourceOfferRecord } from '@mocks/db';
import { busyWith } from '@mocks/db/services/availability';
import { unappliedNewOffers } from '@mocks/testing/offers';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { zonedParts } from '@/platform/format';
import { DAY_NAMES, orderWindow, outsideWeek } from '@/platform/format';

setupMockServer();
// Seeded at, and the app's Date from, a fixed instant: noon in Austin, Wednesday 2031-03-05.
const NOW = new Date('2031-03-05T18:00:00Z');
fixedClock(NOW);

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
const profileOf = (userId: number) =>
  db.helper_profiles.findFirst((q) => q.where({ user_id: userId }))!;

/** An offer in Maria's "new" tab she has not applied to, on an order she is free for. */
function freshOffer() {
  const id = maria().id;
  const offer = unappliedNewOffers(id).find(
    (o) => !busyWith(db, { user_id: id }, db.findById('orders', o.order_id)!),
  );
  if (!offer) throw new Error('the seed has no fresh offer for Maria');
  const order = db.findById('orders', offer.order_id)!;
  const zone = db.findById('branches', order.branch_id)!.timezone;
  return { offer, order, weekday: zonedParts(order.start_at, zone).weekday };
}

/** Counts the accept calls the page makes. */
function countAccepts() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && request.url.endsWith('/accept')) calls.push(request.url);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return calls;
}

async function details(offer: OutsourceOfferRecord, number: number) {
  localStorage.setItem('token', await loginAs('helper@demo.test'));
  const app = renderApp(`/helper/job/outsource/details/${offer.id}`);
  await screen.findByRole('heading', { name: `Order #${number}` });
  return app;
}

describe('an offer outside her weekly availability or her role (QA helper-175 M2)', () => {
  it('says so, and Accept asks once before it books her', async () => {
    const { offer, order, weekday } = freshOffer();
    const other = (weekday + 1) % 7;
    await db.patch('helper_profiles', profileOf(maria().id).id, {
      availabilities: [{ day: other, from: '08:00', to: '17:00' }],
    });
    await db.patch('users', maria().id, { positions: [2] });
    await db.patch('outsource_offers', offer.id, { positions: [3] });
    const accepts = countAccepts();
    const app = await details(offer, order.number);

    const lines = [
      `Outside your weekly availability: you marked ${DAY_NAMES[weekday]} as off.`,
      'It asks for Helper; your role is Foreman.',
    ];
    expect(await screen.findByRole('note')).toHaveTextContent(lines.join(' '));

    await app.user.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this job' });
    for (const line of lines) expect(within(dialog).getByText(line)).toBeInTheDocument();
    expect(accepts).toEqual([]);

    // Cancel books nothing; a second Accept asks again, and "Accept anyway" books her.
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(accepts).toEqual([]);
    await app.user.click(screen.getByRole('button', { name: 'Accept' }));
    const again = await screen.findByRole('dialog', { name: 'Accept this job' });
    await app.user.click(within(again).getByRole('button', { name: 'Accept anyway' }));
    expect(await screen.findByText(`You accepted order #${order.number}.`)).toBeInTheDocument();
    expect(accepts).toHaveLength(1);
  });

  it('says nothing and books at once within her schedule and role', async () => {
    const { offer, order, weekday } = freshOffer();
    await db.patch('helper_profiles', profileOf(maria().id).id, {
      availabilities: [{ day: weekday, from: '00:00', to: '23:59' }],
    });
    await db.patch('users', maria().id, { positions: [3] });
    await db.patch('outsource_offers', offer.id, { positions: [3] });
    const accepts = countAccepts();
    const app = await details(offer, order.number);

    await app.user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(`You accepted order #${order.number}.`)).toBeInTheDocument();
    expect(accepts).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/Outside your weekly availability/)).toBeNull();
  });
});

describe('outsideWeek', () => {
  const window = orderWindow(
    { start_at: '2031-03-06T15:00:00Z', end_at: '2031-03-06T21:00:00Z' },
    'America/Chicago',
  );
  it('reads the job in its branch zone: Thursday 9:00 am - 3:00 pm', () => {
    expect(window).toEqual({ day: 4, from: 9 * 60, to: 15 * 60 });
  });
  it('is off without a window that weekday, hours when the window does not hold the job', () => {
    expect(outsideWeek([{ day: 1, from: '08:00', to: '17:00' }], window)).toEqual({ kind: 'off' });
    const short = { day: 4, from: '08:00', to: '12:00' };
    expect(outsideWeek([short], window)).toEqual({ kind: 'hours', slot: short });
    expect(outsideWeek([{ day: 4, from: '08:00', to: '17:00' }], window)).toBeNull();
    // No schedule kept: nothing to be outside of.
    expect(outsideWeek([], window)).toBeNull();
  });
});
