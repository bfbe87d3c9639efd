import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, server } from '@mocks/node';
import type { OrderInvitationRecord } from '@mocks/db';
import { companyRating, rateCompany } from '@mocks/db/services/company-ratings';
import { fixedClock, goInHistory, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { loadDraft } from '@/platform/forms/drafts';
import { inAct, pauseInAct } from '@/platform/testing/pause.test-helpers';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';
import { ALREADY_RATED_NOTE } from '../components/company-rating-section';

/*
 * Two-way ratings (7/8): "Rate the company" on a completed job she worked, what she gave once
 * rated, and the company's average on her job cards and details.
 */

setupMockServer();
fixedClock(new Date('2026-11-02T15:00:00Z'));

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
const orderOf = (i: OrderInvitationRecord) => db.findById('orders', i.order_id)!;
const review = (i: OrderInvitationRecord) =>
  db.company_reviews.findFirst((q) =>
    q.where({ order_id: i.order_id, helper_user_id: maria().id }),
  );

/** Her accepted invitations on completed jobs, rated or not (the seed leaves both). */
function completedJob(rated: boolean): OrderInvitationRecord {
  const job = db.order_invitations
    .findMany((q) => q.where({ user_id: maria().id, status: 'accepted' }))
    .filter((i) => orderOf(i).completed_at != null)
    .find((i) => (review(i) !== undefined) === rated);
  if (!job) throw new Error(`the seed has no ${rated ? 'rated' : 'unrated'} completed job of hers`);
  return job;
}

async function details(invitation: OrderInvitationRecord) {
  localStorage.setItem('token', await loginAs('helper@demo.test'));
  const app = renderApp(`/helper/job/company/details/${invitation.id}`);
  await screen.findByRole('heading', { name: `Order #${orderOf(invitation).number}` });
  return app;
}

/** Her other tab rates the company 5/5, and its change comes to this tab by a push. */
async function ratedInHerOtherTab(
  app: Awaited<ReturnType<typeof details>>,
  job: OrderInvitationRecord,
) {
  await inAct(async () => {
    await rateCompany(db, { order: orderOf(job), helper: maria(), rating: 5 });
    app.realtime.emit(`App.Models.User.${maria().id}`, 'order-invitation-changed', {
      id: job.id,
      order_id: job.order_id,
      branch_id: job.branch_id,
      status: 'accepted',
    });
  });
}

const averageLabel = (companyId: number) => {
  const { average, count } = companyRating(db, companyId);
  return `Rated ${average.toFixed(1)} out of 5 from ${count} ratings`;
};

/** A job card, found by its "Order #…" link (the card's title, stretched over it). */
const cardOf = (link: HTMLElement) => link.closest<HTMLElement>('.hj-card')!;

describe('a completed job', () => {
  it('reads Completed on her details, not Accepted (review L7)', async () => {
    await details(completedJob(false));
    expect(screen.getByText('Completed', { exact: true })).toBeVisible();
    expect(screen.queryByText('Accepted', { exact: true })).toBeNull();
  });
});

describe('Rate the company', () => {
  it('keeps the comment when no star was chosen, then sends the rating once and shows it', async () => {
    const job = completedJob(false);
    const app = await details(job);
    const form = screen.getByRole('form', { name: 'Rate the company' });
    const comment = within(form).getByRole('textbox', { name: /Comment/ });
    await app.user.type(comment, 'Clear plan <b>and</b> fair pay.');
    await app.user.click(within(form).getByRole('button', { name: 'Send rating' }));
    expect(await within(form).findByText('Value is required')).toBeVisible();
    expect(comment).toHaveValue('Clear plan <b>and</b> fair pay.');
    expect(review(job)).toBeUndefined();

    await app.user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await app.user.dblClick(within(form).getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('You rated Lone Star Movers 4/5')).toBeVisible();
    // Server text as text, not markup.
    expect(screen.getByText('“Clear plan <b>and</b> fair pay.”')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Rate the company' })).toBeNull();
    expect(await screen.findByText('You rated Lone Star Movers 4/5.')).toBeVisible();
    expect(
      db.company_reviews.findMany((q) =>
        q.where({ order_id: job.order_id, helper_user_id: maria().id }),
      ),
    ).toHaveLength(1);
    expect(review(job)).toMatchObject({ rating: 4, text: 'Clear plan <b>and</b> fair pay.' });
    // The details' average now counts her rating.
    await waitFor(() =>
      expect(
        screen.getByRole('img', { name: averageLabel(orderOf(job).company_id) }),
      ).toBeVisible(),
    );
  });

  it('sent by keyboard, the focus goes to her rating in place of the form, not the page (QA helper-172 M2)', async () => {
    const job = completedJob(false);
    const app = await details(job);
    const form = screen.getByRole('form', { name: 'Rate the company' });
    act(() => within(form).getByRole('radio', { name: '1 star' }).focus());
    await app.user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await app.user.tab();
    await app.user.keyboard('Fair pay.');
    await app.user.tab();
    expect(within(form).getByRole('button', { name: 'Send rating' })).toHaveFocus();
    await app.user.keyboard('{Enter}');
    expect(await screen.findByText('You rated Lone Star Movers 4/5')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Your rating of the company' })).toHaveFocus(),
    );
    expect(review(job)).toMatchObject({ rating: 4, text: 'Fair pay.' });
  });

  it('a refusal shows its reason above the button and keeps what was typed', async () => {
    server.use(
      http.post('*/api/helper/jobs/:id/company-rating', () =>
        HttpResponse.json(
          {
            data: null,
            message: 'You have already rated this job.',
            errors: { status: ['You have already rated this job.'] },
            success: false,
          },
          { status: 422 },
        ),
      ),
    );
    const app = await details(completedJob(false));
    const form = screen.getByRole('form', { name: 'Rate the company' });
    await app.user.click(within(form).getByRole('radio', { name: '2 stars' }));
    await app.user.type(within(form).getByRole('textbox', { name: /Comment/ }), 'Late start.');
    await app.user.click(within(form).getByRole('button', { name: 'Send rating' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You have already rated this job.',
    );
    expect(within(form).getByRole('textbox', { name: /Comment/ })).toHaveValue('Late start.');
    expect(within(form).getByRole('radio', { name: '2 stars' })).toBeChecked();
  });

  it('rated meanwhile in another tab: the refusal shows the rating recorded and the new average (QA helper-195 M1)', async () => {
    const job = completedJob(false);
    const app = await details(job);
    const companyId = orderOf(job).company_id;
    const before = averageLabel(companyId);
    expect(screen.getByRole('img', { name: before })).toBeVisible();
    // Her other tab sends 5 stars first; this page hears nothing of it.
    await inAct(() => rateCompany(db, { order: orderOf(job), helper: maria(), rating: 5 }));
    const form = screen.getByRole('form', { name: 'Rate the company' });
    await app.user.click(within(form).getByRole('radio', { name: '1 star' }));
    await app.user.type(within(form).getByRole('textbox', { name: /Comment/ }), 'Second tab.');
    await app.user.click(within(form).getByRole('button', { name: 'Send rating' }));

    expect(await screen.findByText('You rated Lone Star Movers 5/5')).toBeVisible();
    expect(screen.getByText(ALREADY_RATED_NOTE)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Rate the company' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your rating of the company' })).toHaveFocus();
    expect(screen.getByRole('img', { name: averageLabel(companyId) })).toBeVisible();
    expect(averageLabel(companyId)).not.toBe(before);
    expect(review(job)).toMatchObject({ rating: 5 });
    // What was typed here is not kept for a form that is gone (QA 245 H1), once the send has
    // ended (its refusal comes after the read that brought the rating).
    await pauseInAct(300);
    expect(
      await act(() => loadDraft(maria().id, `helper:company-rating:${job.order_id}`)),
    ).toBeNull();
  });

  it('a send that met no server is not "rated elsewhere": what was typed and the focus stay; her other tab\'s rating, brought later, is shown as a push (fix-242)', async () => {
    const job = completedJob(false);
    const app = await details(job);
    await loadToaster();
    const channel = `App.Models.User.${maria().id}`;
    await waitFor(() => expect(app.realtime.joined).toContain(channel));
    const form = screen.getByRole('form', { name: 'Rate the company' });
    await app.user.click(within(form).getByRole('radio', { name: '2 stars' }));
    await app.user.type(within(form).getByRole('textbox', { name: /Comment/ }), 'Late start.');
    server.use(
      http.post('*/api/helper/jobs/:id/company-rating', () => HttpResponse.error(), {
        once: true,
      }),
    );
    const send = within(form).getByRole('button', { name: 'Send rating' });
    await app.user.click(send);

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The server did not answer: your rating may have been sent. Everything you entered is still here; check before you try again.',
    );
    await waitFor(() => expect(toastTexts()).toEqual(['An unexpected error occurred:']));
    expect(within(form).getByRole('textbox', { name: /Comment/ })).toHaveValue('Late start.');
    expect(within(form).getByRole('radio', { name: '2 stars' })).toBeChecked();
    await waitFor(() => expect(send).toHaveFocus());
    expect(screen.queryByText(ALREADY_RATED_NOTE)).toBeNull();
    expect(review(job)).toBeUndefined();

    // She moves on to the job's address; her other tab's 5 stars come with a push.
    const address = screen.getAllByRole('link', { name: /^Open / })[0]!;
    act(() => address.focus());
    await ratedInHerOtherTab(app, job);

    expect(await screen.findByText('You rated Lone Star Movers 5/5')).toBeVisible();
    expect(screen.getByText(ALREADY_RATED_NOTE)).toBeVisible();
    // A push leaves a focus that is not lost where it is; only this tab's refusal moves it.
    expect(address).toHaveFocus();
  });

  it('a comment left unsent is kept when she leaves the page, offered back, and goes once sent (QA 245 H1)', async () => {
    const job = completedJob(false);
    const app = await details(job);
    const form = () => screen.getByRole('form', { name: 'Rate the company' });
    const comment = () => within(form()).getByRole('textbox', { name: /Comment/ });
    await app.user.type(comment(), 'Clear plan, fair pay.');
    await app.user.click(within(form()).getByRole('button', { name: 'Send rating' }));
    expect(await within(form()).findByText('Value is required')).toBeVisible();
    // Another page from the sidebar, then Back to the job.
    const nav = screen.getByRole('navigation', { name: 'Helper' });
    await app.user.click(within(nav).getByRole('link', { name: 'Earnings' }));
    await screen.findByRole('heading', { name: 'Earnings', level: 1 });
    // Gone, not only hidden while the next page loads.
    await waitFor(() => expect(document.querySelector('.hj-rating')).toBeNull());
    await goInHistory(-1);
    await screen.findByRole('heading', { name: `Order #${orderOf(job).number}` });
    expect(
      await within(form()).findByText(
        /^You left this form before saving your rating of the company/,
      ),
    ).toBeVisible();
    expect(comment()).toHaveValue('');
    await app.user.click(within(form()).getByRole('button', { name: 'Restore' }));
    expect(comment()).toHaveValue('Clear plan, fair pay.');

    await app.user.click(within(form()).getByRole('radio', { name: '4 stars' }));
    await app.user.click(within(form()).getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('You rated Lone Star Movers 4/5')).toBeVisible();
    expect(review(job)).toMatchObject({ rating: 4, text: 'Clear plan, fair pay.' });
    const draftName = `helper:company-rating:${job.order_id}`;
    await waitFor(async () => expect(await act(() => loadDraft(maria().id, draftName))).toBeNull());
  });

  it('rated by a push while her send is on its way: once the send is refused, nothing of the gone form is kept (QA 245 H1)', async () => {
    const job = completedJob(false);
    const app = await details(job);
    const channel = `App.Models.User.${maria().id}`;
    await waitFor(() => expect(app.realtime.joined).toContain(channel));
    let sent = false;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(
        '*/api/helper/jobs/:id/company-rating',
        async () => {
          sent = true;
          await answered;
          return HttpResponse.json(
            {
              data: null,
              message: 'You have already rated this job.',
              errors: { status: ['You have already rated this job.'] },
              success: false,
            },
            { status: 422 },
          );
        },
        { once: true },
      ),
    );
    const form = screen.getByRole('form', { name: 'Rate the company' });
    await app.user.click(within(form).getByRole('radio', { name: '2 stars' }));
    await app.user.type(within(form).getByRole('textbox', { name: /Comment/ }), 'Late start.');
    await app.user.click(within(form).getByRole('button', { name: 'Send rating' }));
    await waitFor(() => expect(sent).toBe(true));
    await ratedInHerOtherTab(app, job);
    expect(await screen.findByText('You rated Lone Star Movers 5/5')).toBeVisible();
    await inAct(async () => answer());
    await pauseInAct(300);
    expect(
      await act(() => loadDraft(maria().id, `helper:company-rating:${job.order_id}`)),
    ).toBeNull();
  });

  it('a comment over 1,000 characters says by how much, and keeps the text (QA helper-195 L2)', async () => {
    const app = await details(completedJob(false));
    const form = screen.getByRole('form', { name: 'Rate the company' });
    const comment = within(form).getByRole('textbox', { name: /Comment/ });
    expect(within(form).getByText('0 / 1,000')).toBeVisible();
    await app.user.click(within(form).getByRole('radio', { name: '3 stars' }));
    await app.user.click(comment);
    // 1,008 characters, two of them emoji (one character each, as the server counts).
    await app.user.paste(`${'a'.repeat(1006)}🚚🚚`);
    await app.user.click(within(form).getByRole('button', { name: 'Send rating' }));
    expect(await within(form).findByText('The maximum length allowed is 1000')).toBeVisible();
    expect(within(form).getByText('1,008 / 1,000')).toBeVisible();
    expect(comment).toHaveAccessibleDescription(/1,008 \/ 1,000 characters/);
    expect(comment).toHaveValue(`${'a'.repeat(1006)}🚚🚚`);
  });

  it('a rated job shows what she gave, and no form', async () => {
    const job = completedJob(true);
    await details(job);
    const given = review(job)!;
    expect(screen.getByRole('heading', { name: 'Your rating of the company' })).toBeVisible();
    expect(screen.getByText(`You rated Lone Star Movers ${given.rating}/5`)).toBeVisible();
    expect(screen.getByText(`“${given.text}”`)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Rate the company' })).toBeNull();
  });

  it('a job not completed yet cannot be rated', async () => {
    const active = db.order_invitations
      .findMany((q) => q.where({ user_id: maria().id, status: 'accepted' }))
      .find((i) => orderOf(i).completed_at == null && orderOf(i).cancelled_at == null)!;
    await details(active);
    expect(screen.queryByRole('heading', { name: /Rate the company/ })).toBeNull();
    expect(
      screen.getByRole('img', { name: averageLabel(orderOf(active).company_id) }),
    ).toBeVisible();
  });
});

describe("the company's average on her jobs", () => {
  it('shows on every job card, and "No ratings yet" for a company nobody rated', async () => {
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    renderApp('/helper/job/company/accepted');
    const links = await screen.findAllByRole('link', { name: /^Order #\d+,/ });
    for (const link of links) {
      const number = Number(/#(\d+)/.exec(link.getAttribute('aria-label')!)![1]);
      const card = cardOf(link);
      const order = db.orders.findFirst((q) => q.where({ number }))!;
      const { count } = companyRating(db, order.company_id);
      if (count === 0) expect(within(card).getByText('No ratings yet')).toBeVisible();
      else
        expect(
          within(card).getByRole('img', { name: averageLabel(order.company_id) }),
        ).toBeVisible();
    }
    expect(links.length).toBeGreaterThan(0);
  });
});
