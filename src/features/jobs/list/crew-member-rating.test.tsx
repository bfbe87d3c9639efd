import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, server } from '@mocks/node';
import { orderService } from '@mocks/db';
import type { OrderRecord } from '@mocks/db';
import { rateCrewMember, workedMember } from '@mocks/db/services/crew-ratings';
import { fixedClock, goInHistory, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { ratedElsewhereNote } from '@/platform/forms';
import { inAct } from '@/platform/testing/pause.test-helpers';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';

/*
 * Two-way ratings, the company's side per person (7/8, QA-195 M2): History's Details rates each
 * crew member of a completed order, stars and an optional comment, once; the crew rating given
 * at completion shows as such and is refined for that person.
 */

setupMockServer();
const NOW = new Date('2026-11-02T15:00:00Z');
fixedClock(NOW);

const HOUR = 3_600_000;
const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
const owner = () => db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
const reviewsOf = (order: OrderRecord) =>
  db.helper_reviews.findMany((q) => q.where({ helper_user_id: maria().id, order_id: order.id }));

/** An active job of the owner's with Maria on its crew, completed now with a 5-star crew rating. */
async function completedWithCrewRating(): Promise<OrderRecord> {
  const order = db.order_invitations
    .findMany((q) => q.where({ user_id: maria().id, status: 'accepted' }))
    .map((i) => db.findById('orders', i.order_id)!)
    .find(
      (o) =>
        o.completed_at == null && o.cancelled_at == null && o.company_id === owner().company_id,
    );
  if (!order) throw new Error('the seed has no active job of the owner with Maria on the crew');
  await db.patch('orders', order.id, {
    start_at: new Date(NOW.getTime() - 3 * HOUR).toISOString(),
    end_at: new Date(NOW.getTime() - HOUR).toISOString(),
  });
  return orderService.completeOrder(db, order.id, {
    worked_hours: 2,
    crew_rating: 5,
    rated_by: owner().id,
  });
}

/** The order's Details, as the owner opens them from its (closed) edit page. */
async function details(order: OrderRecord) {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  const app = renderApp(`/company/job/edit/${order.id}`);
  await app.user.click(await screen.findByRole('button', { name: 'Details' }));
  const dialog = await screen.findByRole('dialog', { name: new RegExp(`^Order #${order.number}`) });
  const team = await within(dialog).findByRole('region', { name: 'Moving team' });
  const row = within(team).getByText('Maria Lopez').closest('li')!;
  return { ...app, dialog, row };
}

/** The owner's other tab rates Maria `rating` stars first; the order's change is pushed here. */
async function ratedInOtherTab(order: OrderRecord, realtime: Realtime, rating: number) {
  const employee = db.employees.findFirst((q) => q.where({ user_id: maria().id }))!;
  await inAct(async () => {
    await rateCrewMember(db, {
      order: db.findById('orders', order.id)!,
      employee: workedMember(db, db.findById('orders', order.id)!, employee.id)!,
      authorId: owner().id,
      rating,
    });
    realtime.emit(`branch.${order.branch_id}`, 'order-changed', {
      id: order.id,
      branch_id: order.branch_id,
    });
  });
}
type Realtime = Awaited<ReturnType<typeof details>>['realtime'];

describe("the company's rating of one crew member", () => {
  it('Rate puts the focus on the first star, and Cancel gives it back to Rate, not the page', async () => {
    const order = await completedWithCrewRating();
    const { user, row } = await details(order);
    await user.click(within(row).getByRole('button', { name: 'Rate Maria Lopez' }));
    const form = within(row).getByRole('form', { name: 'Rate Maria Lopez' });
    await waitFor(() => expect(within(form).getByRole('radio', { name: '1 star' })).toHaveFocus());
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(row).queryByRole('form')).toBeNull();
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: 'Rate Maria Lopez' })).toHaveFocus(),
    );
  });

  it('refines the crew rating for Maria once: stars required, then her review with the comment', async () => {
    const order = await completedWithCrewRating();
    expect(reviewsOf(order)).toMatchObject([{ rating: 5, text: null }]);
    const { user, row } = await details(order);
    expect(within(row).getByText(/Crew rating 5\/5, given to the whole crew/)).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'Rate Maria Lopez' }));
    const form = within(row).getByRole('form', { name: 'Rate Maria Lopez' });
    const comment = within(form).getByRole('textbox', { name: /Comment/ });
    await user.type(comment, 'Rushed the <b>piano</b>.');
    await user.click(within(form).getByRole('button', { name: 'Send rating' }));
    expect(await within(form).findByText('Value is required')).toBeVisible();
    expect(comment).toHaveValue('Rushed the <b>piano</b>.');

    await user.click(within(form).getByRole('radio', { name: '2 stars' }));
    await user.dblClick(within(form).getByRole('button', { name: 'Send rating' }));
    expect(await within(row).findByText('You rated Maria Lopez 2/5')).toBeVisible();
    expect(within(row).getByText('“Rushed the <b>piano</b>.”')).toBeVisible();
    expect(within(row).queryByRole('form')).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Rate Maria Lopez' })).toBeNull();
    await waitFor(() => expect(row.querySelector('.crew-rating')).toHaveFocus());
    // One review of her for the job, replaced (not a second one).
    expect(reviewsOf(order)).toMatchObject([{ rating: 2, text: 'Rushed the <b>piano</b>.' }]);
  });

  it("Back with a comment typed asks first and keeps it, as the dialog's forms do (QA 245 H1: no draft here, unlike the helper's page form)", async () => {
    const order = await completedWithCrewRating();
    const { user, dialog, row } = await details(order);
    await user.click(within(row).getByRole('button', { name: 'Rate Maria Lopez' }));
    const form = within(row).getByRole('form', { name: 'Rate Maria Lopez' });
    const comment = within(form).getByRole('textbox', { name: /Comment/ });
    await user.type(comment, 'Careful with the piano.');
    await goInHistory(-1);
    expect(await within(dialog).findByText(/^Discard what you typed\?/)).toBeVisible();
    expect(dialog).toBeInTheDocument();
    expect(comment).toHaveValue('Careful with the piano.');
  });

  it('a refusal shows its reason above the button and keeps what was typed', async () => {
    const order = await completedWithCrewRating();
    const refusal = 'You have already rated Maria Lopez for this job.';
    server.use(
      http.post('*/api/orders/:id/crew/:employeeId/rating', () =>
        HttpResponse.json(
          { data: null, message: refusal, errors: { status: [refusal] }, success: false },
          { status: 422 },
        ),
      ),
    );
    const { user, row } = await details(order);
    await user.click(within(row).getByRole('button', { name: 'Rate Maria Lopez' }));
    const form = within(row).getByRole('form', { name: 'Rate Maria Lopez' });
    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.type(within(form).getByRole('textbox', { name: /Comment/ }), 'Good.');
    await user.click(within(form).getByRole('button', { name: 'Send rating' }));
    expect(await within(form).findByText(refusal)).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /Comment/ })).toHaveValue('Good.');
  });

  it('rated meanwhile in another tab while the form is open: the rating recorded, said so, and the focus on it, not the page (QA-228 M1)', async () => {
    const order = await completedWithCrewRating();
    const { user, row, realtime } = await details(order);
    await waitFor(() => expect(realtime.joined).toContain(`branch.${order.branch_id}`));
    await user.click(within(row).getByRole('button', { name: 'Rate Maria Lopez' }));
    const form = within(row).getByRole('form', { name: 'Rate Maria Lopez' });
    await user.click(within(form).getByRole('radio', { name: '2 stars' }));
    const comment = within(form).getByRole('textbox', { name: /Comment/ });
    await user.type(comment, 'Typed here.');
    expect(comment).toHaveFocus();

    await ratedInOtherTab(order, realtime, 3);

    expect(await within(row).findByText('You rated Maria Lopez 3/5')).toBeVisible();
    expect(within(row).getByText(ratedElsewhereNote('Maria Lopez for this job'))).toBeVisible();
    expect(within(row).queryByRole('form')).toBeNull();
    expect(within(row).queryByText('“Typed here.”')).toBeNull();
    await waitFor(() => expect(row.querySelector('.crew-rating')).toHaveFocus());
    expect(reviewsOf(order)).toMatchObject([{ rating: 3, text: null }]);
  });

  it('rated in another tab while "Rate Maria Lopez" has the focus: the focus goes to the rating recorded, with the note, not the page (fix-242)', async () => {
    const order = await completedWithCrewRating();
    const { row, realtime } = await details(order);
    await waitFor(() => expect(realtime.joined).toContain(`branch.${order.branch_id}`));
    const rate = within(row).getByRole('button', { name: 'Rate Maria Lopez' });
    act(() => rate.focus());

    await ratedInOtherTab(order, realtime, 3);

    expect(await within(row).findByText('You rated Maria Lopez 3/5')).toBeVisible();
    expect(rate).not.toBeInTheDocument();
    expect(within(row).getByText(ratedElsewhereNote('Maria Lopez for this job'))).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(row.querySelector('.crew-rating')));
  });

  it.each([
    {
      failure: 'met no server',
      answer: () => HttpResponse.error(),
      toast: 'An unexpected error occurred:',
      message:
        'The server did not answer: your rating may have been sent. Everything you entered is still here; check before you try again.',
    },
    {
      failure: 'failed on the server (500)',
      answer: () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      toast: 'Server Error',
      message: 'Your rating was not sent.',
    },
  ])(
    'a send that $failure is not "rated elsewhere": what was typed and the focus stay; a rating pushed later is a push (fix-242)',
    async ({ answer, toast, message }) => {
      const order = await completedWithCrewRating();
      const { user, dialog, row, realtime } = await details(order);
      await loadToaster();
      await waitFor(() => expect(realtime.joined).toContain(`branch.${order.branch_id}`));
      await user.click(within(row).getByRole('button', { name: 'Rate Maria Lopez' }));
      const form = within(row).getByRole('form', { name: 'Rate Maria Lopez' });
      await user.click(within(form).getByRole('radio', { name: '2 stars' }));
      await user.type(within(form).getByRole('textbox', { name: /Comment/ }), 'Typed here.');
      server.use(http.post('*/api/orders/:id/crew/:employeeId/rating', answer, { once: true }));
      const send = within(form).getByRole('button', { name: 'Send rating' });
      await user.click(send);

      expect(await within(form).findByRole('alert')).toHaveTextContent(message);
      await waitFor(() => expect(toastTexts()).toEqual([toast]));
      expect(within(form).getByRole('textbox', { name: /Comment/ })).toHaveValue('Typed here.');
      expect(within(form).getByRole('radio', { name: '2 stars' })).toBeChecked();
      expect(send).toHaveFocus();
      expect(within(row).queryByText(ratedElsewhereNote('Maria Lopez for this job'))).toBeNull();

      // She moves on to the dialog's Close (its footer's); then her other tab's rating is pushed.
      const close = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!;
      act(() => close.focus());
      await ratedInOtherTab(order, realtime, 3);

      expect(await within(row).findByText('You rated Maria Lopez 3/5')).toBeVisible();
      expect(within(row).getByText(ratedElsewhereNote('Maria Lopez for this job'))).toBeVisible();
      // A push leaves a focus that is not lost where it is; only this tab's refusal moves it.
      expect(close).toHaveFocus();
      expect(reviewsOf(order)).toMatchObject([{ rating: 3, text: null }]);
    },
  );

  it('her comment shows the same live count as the helper\'s, "1,008 / 1,000" once over', async () => {
    const order = await completedWithCrewRating();
    const { user, row } = await details(order);
    await user.click(within(row).getByRole('button', { name: 'Rate Maria Lopez' }));
    const form = within(row).getByRole('form', { name: 'Rate Maria Lopez' });
    const comment = within(form).getByRole('textbox', { name: /Comment/ });
    expect(within(form).getByText('0 / 1,000')).toBeVisible();
    await user.click(comment);
    await user.paste(`${'a'.repeat(1006)}🚚🚚`);
    expect(within(form).getByText('1,008 / 1,000')).toHaveClass('app-char-count--over');
    expect(comment).toHaveAccessibleDescription(/1,008 \/ 1,000 characters/);
  });

  it("shows a seeded job's review of her as given, with nothing to rate", async () => {
    const review = db.helper_reviews
      .findMany((q) => q.where({ helper_user_id: maria().id }))
      .find(
        (r) =>
          r.order_id != null && r.text != null && db.findById('orders', r.order_id)?.completed_at,
      );
    if (!review) throw new Error('the seed has no review of Maria for a completed job');
    const order = db.findById('orders', review.order_id!)!;
    const { row } = await details(order);
    expect(within(row).getByText(`You rated Maria Lopez ${review.rating}/5`)).toBeVisible();
    expect(within(row).getByText(`“${review.text}”`)).toBeVisible();
    expect(within(row).queryByRole('button', { name: 'Rate Maria Lopez' })).toBeNull();
  });
});
