import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { companyRating, rateCompany } from '@mocks/db/services/company-ratings';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';

/* /company/settings/rating (7/8): the company's own rating by helpers, with the reviews. */

setupMockServer();
fixedClock(new Date('2026-11-02T15:00:00Z'));

const company = (name: string) => db.companies.findFirst((q) => q.where({ name }))!;

async function openAs(email: string) {
  localStorage.setItem('token', await loginAs(email));
  const app = renderApp('/company/settings/rating');
  await screen.findByRole('heading', { name: 'Your company’s rating' });
  return app;
}

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;

describe('/company/settings/rating', () => {
  it("shows the owner the average, the count and every helper's review, newest first", async () => {
    const lonestar = company('Lone Star Movers');
    // A comment that looks like markup stays text.
    const order = db.orders.findFirst((q) => q.where({ company_id: lonestar.id }))!;
    await db.insert('company_reviews', {
      company_id: lonestar.id,
      branch_id: order.branch_id,
      order_id: order.id,
      helper_user_id: maria().id,
      rating: 1,
      text: '<img src=x onerror=alert(1)> Never again.',
      created_at: '2026-11-02T14:00:00.000Z',
    });
    await openAs('owner@demo.test');
    const { average, count } = companyRating(db, lonestar.id);
    const summary = screen.getByRole('region', { name: 'Your company’s rating' });
    expect(within(summary).getByText(average.toFixed(1))).toBeVisible();
    expect(within(summary).getByText(`${count} ratings`)).toBeVisible();
    const items = within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(items).toHaveLength(count);
    expect(items[0]).toHaveTextContent('Maria Lopez');
    expect(items[0]).toHaveTextContent(`Order #${order.number}`);
    expect(within(items[0]!).getByText('<img src=x onerror=alert(1)> Never again.')).toBeVisible();
    expect(within(items[0]!).getByRole('img', { name: 'Rated 1 out of 5' })).toBeVisible();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('says so when nobody has rated the company yet', async () => {
    await openAs('other-owner@demo.test');
    expect(screen.getByText('No ratings yet')).toBeVisible();
    expect(screen.getByText('No reviews yet')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Reviews' })).toBeNull();
  });

  it('caps the list at the newest 50 and says how many there are', async () => {
    const lonestar = company('Lone Star Movers');
    const seeded = db.company_reviews.findFirst((q) => q.where({ company_id: lonestar.id }))!;
    for (let i = 0; i < 50; i++)
      await db.insert('company_reviews', {
        company_id: seeded.company_id,
        branch_id: seeded.branch_id,
        order_id: seeded.order_id,
        helper_user_id: seeded.helper_user_id,
        rating: 5,
        text: null,
        created_at: new Date(Date.UTC(2026, 10, 2, 12, i)).toISOString(),
      });
    await openAs('manager@demo.test');
    const { count } = companyRating(db, lonestar.id);
    expect(
      within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem'),
    ).toHaveLength(50);
    expect(screen.getByText(`The newest 50 of ${count} ratings.`)).toBeVisible();
  });

  it('follows a new rating pushed as a company_rated notification, without a reload', async () => {
    const lonestar = company('Lone Star Movers');
    const owner = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
    const { realtime } = await openAs('owner@demo.test');
    const before = companyRating(db, lonestar.id).count;
    expect(screen.getByText(`${before} ratings`)).toBeVisible();
    const channel = `App.Models.User.${owner.id}`;
    await waitFor(() => expect(realtime.joined).toContain(channel));

    // Maria rates a completed job of hers she had left unrated (the seed leaves one).
    const job = db.order_invitations
      .findMany((q) => q.where({ user_id: maria().id, status: 'accepted' }))
      .map((i) => db.findById('orders', i.order_id)!)
      .find(
        (o) =>
          o.completed_at != null &&
          !db.company_reviews.findFirst((q) =>
            q.where({ order_id: o.id, helper_user_id: maria().id }),
          ),
      )!;
    await rateCompany(db, { order: job, helper: maria(), rating: 3, text: 'Pushed live.' });
    const note = db.notifications.findFirst((q) =>
      q.where({ kind: 'company_rated', user_id: owner.id }),
    )!;
    expect(screen.queryByText('Pushed live.')).toBeNull();
    realtime.emit(channel, 'notification-created', {
      notification: {
        id: note.id,
        branch_id: note.branch_id,
        kind: note.kind,
        title: note.title,
        body: note.body,
        is_read: false,
        order_id: note.order_id,
        created_at: note.created_at,
      },
      unread_count: 1,
    });
    expect(await screen.findByText('Pushed live.')).toBeVisible();
    expect(screen.getByText(`${before + 1} ratings`)).toBeVisible();
  });
});
