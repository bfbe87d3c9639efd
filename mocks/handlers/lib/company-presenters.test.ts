import { db, resetDb } from '../../node';
import { toOrderCard, toOrderCards } from './company-presenters';

/*
 * The cards of a list answer read every invitation once (toOrderCards) instead of once per
 * card: the same cards, crew counts, pending invitations, unconfirmed people and crew
 * previews as one card at a time, for a page's worth of orders of the busy world (7,000+
 * invitations; one card at a time costs a scan of them all, which is the point).
 */

it('toOrderCards gives exactly the cards toOrderCard gives, order by order', async () => {
  await resetDb('busy');
  // The seed's showcases (crews, invitations, confirmations) come first, then the bulk.
  const all = db.orders.all();
  const orders = [...all.slice(0, 100), ...all.slice(-100)];
  const cards = orders.map(toOrderCards());
  expect(cards).toEqual(orders.map((order) => toOrderCard(order)));
  // The comparison covers cards with crews, pending invitations and none at all.
  expect(cards.some((card) => card.crew_count > 0 && card.crew_preview.length > 0)).toBe(true);
  expect(cards.some((card) => card.invitations_count > 0)).toBe(true);
  expect(cards.some((card) => card.crew_count === 0 && card.invitations_count === 0)).toBe(true);
}, 60_000);
