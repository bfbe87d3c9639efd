import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';

setupMockServer();

/*
 * QA-230 M1: the first order's proposal stuck. Chosen after #1016 (6 helpers, $39.00), #1037
 * still read 6 (with "Order #1037 has 1 open spot" under it, and Publish refused a 6 nobody
 * typed) and $39.00, so an offer could go out at another order's rate.
 */
const NOW = new Date('2027-03-09T15:30:00Z');

const orderSelect = () => screen.getByRole('combobox', { name: 'Order' });
const field = (name: string) => screen.getByRole('textbox', { name });

async function ownerOnFindAi(path = '/company/outsourcing') {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  const app = renderApp(path);
  await screen.findByRole('form', { name: 'New offer' });
  return app;
}

/**
 * What the form should propose for each order it offers (Austin's upcoming orders that need
 * crew and have no open offer), from the db: open spots (needed less accepted), rate in dollars.
 */
function proposals() {
  const branch = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
  const offered = new Set(
    db.outsource_offers
      .findMany((q) => q.where({ branch_id: branch.id }))
      .filter((o) => o.status === 'open')
      .map((o) => o.order_id),
  );
  return db.orders
    .findMany((q) => q.where({ branch_id: branch.id }))
    .filter((o) => o.status !== 4 && o.completed_at == null && o.cancelled_at == null)
    .filter((o) => Date.parse(o.start_at) > NOW.getTime() && !offered.has(o.id))
    .map((o) => ({
      id: String(o.id),
      number: o.number,
      spots: String(
        o.helpers_needed -
          db.order_invitations
            .findMany((q) => q.where({ order_id: o.id }))
            .filter((i) => i.status === 'accepted').length,
      ),
      rate: (o.hourly_rate / 100).toFixed(2),
    }));
}

/** Three orders whose rates and open spots all differ, so a stale proposal shows. */
function threeUnlikeOrders() {
  const picked: ReturnType<typeof proposals> = [];
  for (const p of proposals())
    if (picked.every((q) => q.rate !== p.rate && q.spots !== p.spots)) picked.push(p);
  expect(picked.length).toBeGreaterThanOrEqual(3);
  const [a, b, c] = picked;
  return [a!, b!, c!] as const;
}

describe('Find AI: choosing another order (QA-230 M1)', () => {
  fixedClock(NOW);

  it('fields not typed in follow each order chosen; what is typed is kept', async () => {
    const [a, b, c] = threeUnlikeOrders();
    const { user } = await ownerOnFindAi();
    await user.selectOptions(orderSelect(), a.id);
    await waitFor(() => expect(field('Hourly rate')).toHaveValue(a.rate));
    expect(field('Helpers needed')).toHaveValue(a.spots);
    await user.selectOptions(orderSelect(), b.id);
    await waitFor(() => expect(field('Hourly rate')).toHaveValue(b.rate));
    expect(field('Helpers needed')).toHaveValue(b.spots);
    expect(field('Helpers needed')).toHaveAccessibleDescription(
      new RegExp(`^Order #${b.number} has ${b.spots} open spot`),
    );
    // A rate typed is the user's: another order leaves it, and proposes its open spots.
    await user.clear(field('Hourly rate'));
    await user.type(field('Hourly rate'), '45.50');
    await user.selectOptions(orderSelect(), c.id);
    await waitFor(() => expect(field('Helpers needed')).toHaveValue(c.spots));
    expect(field('Hourly rate')).toHaveValue('45.50');
    // Helpers needed typed too: both are kept from then on.
    await user.clear(field('Helpers needed'));
    await user.type(field('Helpers needed'), '1');
    await user.selectOptions(orderSelect(), a.id);
    await waitFor(() => expect(orderSelect()).toHaveValue(a.id));
    expect(field('Helpers needed')).toHaveValue('1');
    expect(field('Hourly rate')).toHaveValue('45.50');
  });

  it('after ?order= proposes its terms, another order chosen proposes its own', async () => {
    const [a, b] = threeUnlikeOrders();
    const { user } = await ownerOnFindAi(`/company/outsourcing?order=${a.id}`);
    expect(orderSelect()).toHaveValue(a.id);
    expect(field('Hourly rate')).toHaveValue(a.rate);
    expect(field('Helpers needed')).toHaveValue(a.spots);
    await user.selectOptions(orderSelect(), b.id);
    await waitFor(() => expect(field('Hourly rate')).toHaveValue(b.rate));
    expect(field('Helpers needed')).toHaveValue(b.spots);
  });
});
