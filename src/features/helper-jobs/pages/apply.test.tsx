import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, server } from '@mocks/node';
import type { OutsourceOfferRecord } from '@mocks/db';
import {
  acceptApplication,
  applyToOffer,
  cancelApplication,
  rejectApplication,
} from '@mocks/db/services/outsourcing';
import { fillOffer } from '@mocks/db/services/orders';
import { offerBucket } from '@mocks/handlers/lib/helper-jobs';
import { freshOfferFor } from '@mocks/testing/offers';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { formatHourlyRate, formatMoney } from '@/platform/format';
import { inAct } from '@/platform/testing/pause.test-helpers';

setupMockServer();

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;

const freshOffer = () => freshOfferFor(maria().id);

const numberOf = (offer: OutsourceOfferRecord) => db.findById('orders', offer.order_id)!.number;
const mine = (offer: OutsourceOfferRecord) =>
  db.offer_applications
    .findMany((q) => q.where({ offer_id: offer.id, helper_id: maria().id }))
    .sort((a, b) => b.id - a.id)[0];

async function details(offer: OutsourceOfferRecord) {
  localStorage.setItem('token', await loginAs('helper@demo.test'));
  const app = renderApp(`/helper/job/outsource/details/${offer.id}`);
  await screen.findByRole('heading', { name: `Order #${numberOf(offer)}` });
  return app;
}

async function openApply(app: Awaited<ReturnType<typeof details>>, offer: OutsourceOfferRecord) {
  await app.user.click(screen.getByRole('button', { name: 'Apply' }));
  return screen.findByRole('dialog', { name: `Apply to order #${numberOf(offer)}` });
}

/** Bodies of the apply calls the page makes. */
function recordApplies() {
  const bodies: unknown[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && request.url.endsWith('/apply'))
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
  };
  server.events.on('request:start', listener);
  return { bodies, stop: () => server.events.removeListener('request:start', listener) };
}

/** A job card, found by its "Order #…" link (the card's title, stretched over it). */
const cardOf = (link: HTMLElement) => link.closest<HTMLElement>('.hj-card')!;

describe('applying to an outsourcing offer (Order details)', () => {
  it('sends the message and the rate in cents, then shows the pending application', async () => {
    const offer = freshOffer();
    const app = await details(offer);
    const dialog = await openApply(app, offer);
    expect(dialog).toHaveTextContent('Leave the rate empty to apply at the offer’s');
    // Her message is typed at once: its field has the focus, not the dialog (QA 219 M4).
    expect(within(dialog).getByRole('textbox', { name: /Message to the company/ })).toHaveFocus();
    // No grey number in the rate (it read as a rate typed: README "Money fields"; QA-230 L4):
    // the line above says what an empty one means. The message's limit is its counter's alone.
    expect(within(dialog).getByRole('textbox', { name: /Your hourly rate/ })).not.toHaveAttribute(
      'placeholder',
    );
    expect(dialog).toHaveTextContent('0 / 1,000');
    expect(dialog).not.toHaveTextContent('Up to 1000 characters.');
    const record = recordApplies();
    await app.user.type(
      within(dialog).getByRole('textbox', { name: /Message to the company/ }),
      'I have a cargo van.',
    );
    await app.user.type(within(dialog).getByRole('textbox', { name: /Your hourly rate/ }), '42.50');
    await app.user.dblClick(within(dialog).getByRole('button', { name: 'Send application' }));

    expect(
      await screen.findByText(`Your application for order #${numberOf(offer)} was sent.`),
    ).toBeVisible();
    record.stop();
    expect(record.bodies).toEqual([{ message: 'I have a cargo van.', proposed_hourly_rate: 4250 }]);
    expect(mine(offer)).toMatchObject({
      status: 'pending',
      message: 'I have a cargo van.',
      proposed_hourly_rate: 4250,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const panel = await screen.findByRole('region', { name: 'Your application' });
    await waitFor(() => expect(panel).toHaveTextContent('Pending'));
    expect(panel).toHaveTextContent('the company has not answered yet');
    expect(panel).toHaveTextContent('$42.50/h (you proposed; the offer pays');
    expect(panel).toHaveTextContent('I have a cargo van.');
    // While it is pending she can only withdraw it.
    expect(within(panel).getByRole('button', { name: 'Withdraw application' })).toBeVisible();
    for (const name of ['Accept', 'Apply', 'Reject'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('says the day it was sent on the branch’s clocks, as every time of the page (QA helper-168 L2)', async () => {
    const offer = freshOffer();
    const app = await details(offer);
    const dialog = await openApply(app, offer);
    await app.user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await screen.findByText(`Your application for order #${numberOf(offer)} was sent.`);
    app.unmount();
    // 3 am UTC on 03/10/2027 is 9 pm on 03/09/2027 in Austin (CST).
    await db.patch('offer_applications', mine(offer)!.id, { created_at: '2027-03-10T03:00:00Z' });
    await details(offer);
    const panel = await screen.findByRole('region', { name: 'Your application' });
    expect(panel).toHaveTextContent('sent 03/09/2027');
  });

  it('checks the fields with the spec messages before calling the server', async () => {
    const offer = freshOffer();
    const app = await details(offer);
    const dialog = await openApply(app, offer);
    const record = recordApplies();
    const rate = within(dialog).getByRole('textbox', { name: /Your hourly rate/ });
    const message = within(dialog).getByRole('textbox', { name: /Message to the company/ });
    const send = within(dialog).getByRole('button', { name: 'Send application' });
    const cases: Array<[string, string]> = [
      ['abc', 'Value must be numeric'],
      ['0.50', 'The minimum value allowed is 1'],
      // A rate she asks: at most $500, the rule and words of her own rate (QA-215).
      ['500.01', 'The maximum value allowed is 500'],
      ['12.345', 'Use at most 2 decimal places'],
    ];
    for (const [typed, text] of cases) {
      await app.user.clear(rate);
      await app.user.type(rate, typed);
      await app.user.click(send);
      expect(await within(dialog).findByText(text)).toBeVisible();
      expect(rate).toHaveAttribute('aria-invalid', 'true');
    }
    await app.user.clear(rate);
    await app.user.click(message);
    await app.user.paste('x'.repeat(1001));
    await app.user.click(send);
    expect(await within(dialog).findByText('The maximum length allowed is 1000')).toBeVisible();
    record.stop();
    expect(record.bodies).toEqual([]);
    expect(mine(offer)).toBeUndefined();
  });

  it('the message counts what is typed against its rule’s 1,000, marked once over', async () => {
    const offer = freshOffer();
    const app = await details(offer);
    const dialog = await openApply(app, offer);
    const message = within(dialog).getByRole('textbox', { name: /Message to the company/ });
    expect(message).toHaveAccessibleDescription(/0 \/ 1,000 characters/);
    await app.user.click(message);
    await app.user.paste('x'.repeat(1001));
    expect(within(dialog).getByText('1,001 / 1,000')).toHaveClass('app-char-count--over');
  });

  it('a 422 lands on its field and keeps everything typed; an empty form applies at the offer’s rate', async () => {
    const offer = freshOffer();
    const app = await details(offer);
    server.use(
      http.post(
        '*/api/helper/outsource-offers/:id/apply',
        () =>
          HttpResponse.json(
            {
              data: null,
              success: false,
              message: 'The given data was invalid.',
              errors: { proposed_hourly_rate: ['The rate is too far from the offer.'] },
            },
            { status: 422 },
          ),
        { once: true },
      ),
    );
    const dialog = await openApply(app, offer);
    const message = within(dialog).getByRole('textbox', { name: /Message to the company/ });
    const rate = within(dialog).getByRole('textbox', { name: /Your hourly rate/ });
    await app.user.type(message, 'Early bird.');
    await app.user.type(rate, '99');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('The rate is too far from the offer.')).toBeVisible();
    expect(message).toHaveValue('Early bird.');
    expect(rate).toHaveValue('99');
    expect(mine(offer)).toBeUndefined();

    // Cleared rate: she applies at the offer's rate (null), her message kept.
    await app.user.clear(rate);
    await app.user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(mine(offer)?.status).toBe('pending'));
    expect(mine(offer)).toMatchObject({ message: 'Early bird.', proposed_hourly_rate: null });
    const panel = await screen.findByRole('region', { name: 'Your application' });
    expect(panel).toHaveTextContent('(the offer’s rate)');
  });

  it('a failed send says what the other forms say: not sent, everything still here, try again (QA helper-113)', async () => {
    const offer = freshOffer();
    const app = await details(offer);
    server.use(
      http.post(
        '*/api/helper/outsource-offers/:id/apply',
        () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        { once: true },
      ),
    );
    const dialog = await openApply(app, offer);
    const message = within(dialog).getByRole('textbox', { name: /Message to the company/ });
    await app.user.type(message, 'Early bird.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Your application was not sent\. Everything you entered is still here; try again\.$/,
    );
    expect(message).toHaveValue('Early bird.');
    expect(mine(offer)).toBeUndefined();
  });

  it('withdraws a pending application after a confirm; she may apply again', async () => {
    const offer = freshOffer();
    await applyToOffer(db, offer.id, maria().id, {
      message: 'Happy to help.',
      proposed_hourly_rate: null,
    });
    const app = await details(offer);
    const panel = await screen.findByRole('region', { name: 'Your application' });
    expect(panel).toHaveTextContent('Pending');

    await app.user.click(within(panel).getByRole('button', { name: 'Withdraw application' }));
    let dialog = await screen.findByRole('dialog', { name: 'Withdraw your application' });
    expect(dialog).toHaveTextContent(`Order #${numberOf(offer)}`);
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mine(offer)!.status).toBe('pending');

    await app.user.click(within(panel).getByRole('button', { name: 'Withdraw application' }));
    dialog = await screen.findByRole('dialog', { name: 'Withdraw your application' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    expect(
      await screen.findByText(`You withdrew your application to order #${numberOf(offer)}.`),
    ).toBeVisible();
    expect(mine(offer)!.status).toBe('withdrawn');
    await waitFor(() => expect(panel).toHaveTextContent('Withdrawn'));
    expect(panel).toHaveTextContent('You withdrew your application.');
    expect(within(panel).queryByRole('button', { name: 'Withdraw application' })).toBeNull();
    // Still an open offer for her ("New"): she can apply again, book it or decline it.
    expect(screen.getByRole('button', { name: 'Apply again' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeVisible();
    expect(offerBucket(offer, maria().id)).toBe('new');
  });

  it('shows an application the company accepted or rejected, with nothing left to do', async () => {
    const first = freshOffer();
    const applied = await applyToOffer(db, first.id, maria().id, {
      message: 'Two years with pianos.',
      proposed_hourly_rate: 5000,
    });
    await rejectApplication(db, applied.id);
    const app = await details(first);
    let panel = await screen.findByRole('region', { name: 'Your application' });
    expect(panel).toHaveTextContent('Rejected');
    expect(panel).toHaveTextContent('The company turned down your application.');
    expect(panel).toHaveTextContent('$50.00/h');
    expect(panel).toHaveTextContent('Two years with pianos.');
    expect(screen.queryByRole('button', { name: /Accept|Apply|Reject|Withdraw/ })).toBeNull();
    app.unmount();

    const other = freshOffer();
    const pending = await applyToOffer(db, other.id, maria().id, {
      message: null,
      proposed_hourly_rate: null,
    });
    await acceptApplication(db, pending.id);
    await details(other);
    panel = await screen.findByRole('region', { name: 'Your application' });
    expect(panel).toHaveTextContent('Accepted');
    expect(panel).toHaveTextContent('You are on the crew of this order.');
    expect(panel).toHaveTextContent('No message');
    expect(panel).toHaveTextContent('(the offer’s rate)');
    expect(screen.queryByRole('button', { name: /Accept|Apply|Reject|Withdraw/ })).toBeNull();
  });

  it('once the company accepts her own rate, Pay is that rate on the details and on her Accepted card (review M1)', async () => {
    const offer = freshOffer();
    const own = offer.hourly_rate + 500;
    const applied = await applyToOffer(db, offer.id, maria().id, {
      message: null,
      proposed_hourly_rate: own,
    });
    await acceptApplication(db, applied.id);
    // With what the job pays her at that rate (it was left out once accepted: QA 2026-12-04).
    const order = db.findById('orders', offer.order_id)!;
    const hours = (Date.parse(order.end_at) - Date.parse(order.start_at)) / 3_600_000;
    const shown = `${formatHourlyRate(own)} · about ${formatMoney(Math.round(hours * own))}`;
    const payIn = (element: HTMLElement) =>
      within(element).getByText('Pay', { selector: 'dt' }).nextElementSibling?.textContent;
    const app = await details(offer);
    const facts = (await screen.findByRole('region', { name: 'Your application' })).parentElement!;
    expect(payIn(facts)).toBe(shown);
    app.unmount();

    renderApp('/helper/job/outsource/accepted');
    const link = await screen.findByRole('link', {
      name: new RegExp(`^Order #${numberOf(offer)},`),
    });
    expect(payIn(cardOf(link))).toBe(shown);
  });

  it('while her application waits, Pay is at the rate she asked, with its estimate, her own rate said to be hers beside the offer’s, on the details and on her New card (QA helper-92, QA-217 L6)', async () => {
    const own = freshOffer();
    const proposed = own.hourly_rate + 250;
    await applyToOffer(db, own.id, maria().id, { message: null, proposed_hourly_rate: proposed });
    // Applied at the offer's rate: read as every other card, "$43.00/h · about $301.00".
    const plain = freshOffer();
    await applyToOffer(db, plain.id, maria().id, { message: null, proposed_hourly_rate: null });
    const about = (offer: OutsourceOfferRecord, rate: number) => {
      const order = db.findById('orders', offer.order_id)!;
      const hours = (Date.parse(order.end_at) - Date.parse(order.start_at)) / 3_600_000;
      return `${formatHourlyRate(rate)} · about ${formatMoney(Math.round(hours * rate))}`;
    };
    const ownPay = `${about(own, proposed)}Your proposed rate; the offer pays ${formatHourlyRate(own.hourly_rate)}`;
    const payIn = (element: HTMLElement) =>
      within(element).getByText('Pay', { selector: 'dt' }).nextElementSibling?.textContent;
    const app = await details(own);
    const facts = (await screen.findByRole('region', { name: 'Your application' })).parentElement!;
    expect(payIn(facts)).toBe(ownPay);
    app.unmount();

    renderApp('/helper/job/outsource/new');
    const cardFor = async (offer: OutsourceOfferRecord) =>
      cardOf(await screen.findByRole('link', { name: new RegExp(`^Order #${numberOf(offer)},`) }));
    expect(payIn(await cardFor(own))).toBe(ownPay);
    expect(payIn(await cardFor(plain))).toBe(about(plain, plain.hourly_rate));
  });

  it('a stale Accept on an offer the company withdrew says so and shows it withdrawn, with nothing left to do (review H1)', async () => {
    const offer = freshOffer();
    const app = await details(offer);
    const accept = await screen.findByRole('button', { name: 'Accept' });
    // Withdrawn behind the open page (no push reaches this one).
    await db.patch('outsource_offers', offer.id, { status: 'cancelled' });
    await app.user.click(accept);
    expect(await screen.findByText('This offer was withdrawn by the company.')).toBeVisible();
    expect(await screen.findByText('The company withdrew this offer.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Accept|Apply|Reject/ })).toBeNull();
  });

  it('an offer filled by others while her page is open is tagged Filled, not Cancelled (QA 2026-12-04)', async () => {
    const offer = freshOffer();
    const app = await details(offer);
    await screen.findByRole('button', { name: 'Accept' });
    await inAct(() => fillOffer(db, offer.id));
    await act(() => app.queryClient.invalidateQueries());
    expect(await screen.findByText('This offer has been filled.')).toBeVisible();
    const title = screen.getByRole('heading', { name: `Order #${numberOf(offer)}` });
    const head = title.parentElement!.parentElement!;
    expect(within(head).getByText('Filled')).toBeVisible();
    expect(within(head).queryByText('Cancelled')).toBeNull();
    expect(screen.queryByRole('button', { name: /Accept|Apply|Reject/ })).toBeNull();
  });

  it('taken off the crew by the company while its offer goes on: "Removed from the crew", not "Closed" (QA helper-111) nor only "cancelled your application"', async () => {
    const offer = freshOffer();
    const application = await inAct(() =>
      applyToOffer(db, offer.id, maria().id, { message: null, proposed_hourly_rate: null }),
    );
    await inAct(() => acceptApplication(db, application.id));
    await inAct(() => cancelApplication(db, application.id));
    expect(db.findById('outsource_offers', offer.id)!.status).toBe('open');
    await details(offer);
    const title = screen.getByRole('heading', { name: `Order #${numberOf(offer)}` });
    const head = title.parentElement!.parentElement!;
    expect(await within(head).findByText('Removed from the crew')).toBeVisible();
    expect(within(head).queryByText('Closed')).toBeNull();
    // Her application says what happened, as an invitation's details do.
    const mine = screen.getByRole('region', { name: 'Your application' });
    expect(within(mine).getByText('Removed from the crew')).toBeVisible();
    expect(mine).toHaveTextContent(
      'Lone Star Movers took you off the crew of this order; the order goes on without you.',
    );
    expect(mine).not.toHaveTextContent('The company cancelled your application.');
  });

  it('an application the company cancelled before answering it stays "Cancelled by the company"', async () => {
    const offer = freshOffer();
    const application = await inAct(() =>
      applyToOffer(db, offer.id, maria().id, { message: null, proposed_hourly_rate: null }),
    );
    await inAct(() => cancelApplication(db, application.id));
    await details(offer);
    const title = screen.getByRole('heading', { name: `Order #${numberOf(offer)}` });
    const head = title.parentElement!.parentElement!;
    expect(await within(head).findByText('Cancelled by the company')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Your application' })).toHaveTextContent(
      'The company cancelled your application.',
    );
  });
});
