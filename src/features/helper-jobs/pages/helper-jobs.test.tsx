import dayjs from 'dayjs';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, server } from '@mocks/node';
import { invitationService, orderService, outsourcingService } from '@mocks/db';
import { helperProfileOf } from '@mocks/db/services/helpers';
import type { OrderInvitationRecord, OutsourceOfferRecord } from '@mocks/db';
import { helperCanSeeOffer, offerBucket } from '@mocks/handlers/lib/helper-jobs';
import { completedWithHoursFor } from '@mocks/testing/completion';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { formatHourlyRate, formatMoney } from '@/platform/format';
import { dropFocusAsChromium } from '@/platform/testing/focus.test-helpers';
import { holdRequests } from '@/platform/testing/held-requests.test-helpers';
import { inAct, pauseInAct } from '@/platform/testing/pause.test-helpers';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';

setupMockServer();

type Bucket = 'new' | 'accepted' | 'waiting' | 'cancelled';
const BUCKETS: Bucket[] = ['new', 'accepted', 'waiting', 'cancelled'];
const LABEL: Record<Bucket, string> = {
  new: 'New',
  accepted: 'Accepted',
  waiting: 'Rejected',
  cancelled: 'Cancelled',
};

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
const orderOf = (id: number) => db.findById('orders', id)!;

/** The spec's buckets for invitations, written out independently of the mock's presenter. */
function invitationBucketOf(i: OrderInvitationRecord): Bucket {
  if (i.status === 'rejected') return 'waiting';
  if (i.status === 'cancelled' || orderOf(i.order_id).cancelled_at) return 'cancelled';
  return i.status === 'pending' ? 'new' : 'accepted';
}

/** Her Company invitations: not the spots her offer applications got (listed under offers). */
function invitationsIn(bucket: Bucket) {
  const viaOffers = db.offer_applications
    .findMany((q) => q.where({ helper_id: maria().id }))
    .map((a) => a.order_invitation_id);
  return db.order_invitations
    .findMany((q) => q.where({ user_id: maria().id }))
    .filter((i) => !viaOffers.includes(i.id) && invitationBucketOf(i) === bucket);
}

function offersIn(bucket: Bucket): OutsourceOfferRecord[] {
  const id = maria().id;
  return db.outsource_offers.all().filter((o) => offerBucket(o, id) === bucket);
}

/** A page (10 a page; the first by default) of a bucket as the contract orders it: new and accepted by start, others newest first. */
function firstPage<T extends { id: number; order_id: number; updated_at: string }>(
  items: T[],
  bucket: Bucket,
  page = 1,
): number[] {
  const soonest = bucket === 'new' || bucket === 'accepted';
  return [...items]
    .sort((a, b) =>
      soonest
        ? orderOf(a.order_id).start_at.localeCompare(orderOf(b.order_id).start_at) || a.id - b.id
        : b.updated_at.localeCompare(a.updated_at) || b.id - a.id,
    )
    .slice((page - 1) * 10, page * 10)
    .map((i) => orderOf(i.order_id).number)
    .sort((a, b) => a - b);
}

async function helperAt(path: string) {
  localStorage.setItem('token', await loginAs('helper@demo.test'));
  return renderApp(path);
}

/** Records every API call the page makes. */
function recordCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/helper')) calls.push(url.pathname + url.search);
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

const cardNumbers = () =>
  screen
    .queryAllByRole('link', { name: /^Order #\d+,/ })
    .map((link) => Number(/#(\d+)/.exec(link.getAttribute('aria-label')!)![1]))
    .sort((a, b) => a - b);

/** A job card, found by its "Order #…" link (the card's title, stretched over it). */
const cardOf = (link: HTMLElement) => link.closest<HTMLElement>('.hj-card')!;

/**
 * A bucket page as a screen reader meets it (QA helper-121 M5): its title names group and
 * bucket, above the list; its cards are a list ("list, 9 items") of articles, each named and
 * headed (level 2) by its "Order #…" link.
 */
function expectBucketOutline(title: string, count: number) {
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  const region = screen.getByRole('region', { name: title });
  expect(within(region).queryByRole('heading', { level: 1 })).toBeNull();
  const list = within(region).getByRole('list', { name: 'Jobs' });
  const articles = within(list).getAllByRole('article');
  expect(articles).toHaveLength(count);
  for (const article of articles) {
    expect(article.closest('li')!.parentElement).toBe(list);
    const link = within(article).getByRole('link', { name: /^Order #\d+, / });
    expect(article).toHaveAccessibleName(link.getAttribute('aria-label')!);
    expect(
      within(article).getByRole('heading', { level: 2, name: link.getAttribute('aria-label')! }),
    ).toContainElement(link);
  }
}

describe('/helper/job', () => {
  it('shows every bucket count of both groups from one call, each bucket a link to its list', async () => {
    const rec = recordCalls();
    const app = await helperAt('/helper/job');
    for (const [group, count] of [
      ['Company invitations', (b: Bucket) => invitationsIn(b).length],
      ['Outsourcing offers', (b: Bucket) => offersIn(b).length],
    ] as const) {
      const region = await screen.findByRole('region', { name: group });
      for (const bucket of BUCKETS) {
        const n = count(bucket);
        // The link is the bucket's label; the count on its card is its description.
        const link = within(region).getByRole('link', {
          name: `${LABEL[bucket]} ${group.toLowerCase()}`,
        });
        await waitFor(() =>
          expect(link).toHaveAccessibleDescription(
            n === 0 ? 'No jobs here yet.' : n === 1 ? '1 job' : `${n} jobs`,
          ),
        );
      }
    }
    rec.stop();
    // The two job groups' counts come from job-counts; the page's third group, invitations to
    // join a branch, reads page 1 of each of its lists (tested in branch-invitations.test.tsx);
    // "Today" (on my way) reads page 1 of both Accepted lists (tested in on-my-way.test.tsx);
    // the profile checklist reads her profile (tested below); the notice of jobs the company
    // ended reads the first page of both Cancelled lists (job-page-notices.test.tsx).
    const accepted =
      /^\/api\/helper\/(company-invitations|outsource-offers)\?bucket=accepted&page=1&/;
    const cancelled = /^\/api\/helper\/(company-invitations|outsource-offers)\?bucket=cancelled&/;
    expect(
      rec.calls.filter(
        (c) =>
          !c.startsWith('/api/helper/job-counts') &&
          !c.startsWith('/api/helper/branch-invitations?') &&
          c !== '/api/helper-profile' &&
          !accepted.test(c) &&
          !cancelled.test(c),
      ),
    ).toEqual([]);
    expect(rec.calls.length).toBeGreaterThan(0);
    // Seeded data has something in the new buckets.
    expect(invitationsIn('new').length).toBeGreaterThan(0);
    await app.user.click(
      within(screen.getByRole('region', { name: 'Company invitations' })).getByRole('link', {
        name: 'Accepted company invitations',
      }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/helper/job/company/accepted'));
  });
});

describe('/helper/job: a bucket count that could not be read (QA helper-113)', () => {
  it('its card shows the tabs’ dash, said as "count not loaded", not a skeleton for good', async () => {
    // Her rejected invitations to join a branch cannot be read; the other buckets can.
    server.use(
      http.get('*/api/helper/branch-invitations', ({ request }) =>
        new URL(request.url).searchParams.get('bucket') === 'waiting'
          ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
          : undefined,
      ),
    );
    await helperAt('/helper/job');
    const region = await screen.findByRole('region', { name: 'Branch invitations' });
    const rejected = within(region).getByRole('link', { name: 'Rejected branch invitations' });
    await waitFor(() => expect(rejected).toHaveAccessibleDescription('count not loaded'), {
      timeout: 15_000,
    });
    const card = rejected.closest<HTMLElement>('.helper-job__bucket')!;
    expect(card.querySelector('.bp6-skeleton')).toBeNull();
    expect(within(card).getByTitle('The count could not be loaded')).toHaveTextContent('–');
    const fresh = within(region).getByRole('link', { name: 'New branch invitations' });
    await waitFor(() =>
      expect(fresh).toHaveAccessibleDescription(/^(None yet\.|\d+ invitations?)$/),
    );
  });
});

describe('/helper/job: a profile companies cannot find yet (QA 57 M6)', () => {
  it('lists what is left to do, each a link to where it is done; a complete profile shows nothing', async () => {
    const app = await helperAt('/helper/job');
    await screen.findByRole('heading', { name: 'Company invitations' });
    // Maria's seeded profile is complete.
    expect(screen.queryByText(/^Complete your profile/)).toBeNull();
    app.unmount();

    const profile = helperProfileOf(db, maria().id)!;
    await db.patch('helper_profiles', profile.id, { serving_area_ids: [], availabilities: [] });
    await helperAt('/helper/job');
    expect(await screen.findByText('Complete your profile: 2 of 4 done')).toBeInTheDocument();
    // Find helpers finds her by name before any step (QA helper-132): the text says so.
    expect(
      screen.getByText(
        'Companies can find you by name now; these let them match you to their jobs:',
      ),
    ).toBeInTheDocument();
    const left = screen.getByRole('list', { name: 'Left to do' });
    expect(
      within(left)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Add the counties you serve', '/helper/settings/work-settings'],
      ['Set the days and hours you work', '/helper/settings/work-settings'],
    ]);
  });
});

describe('bucket lists', () => {
  it('tab counts that could not be read say "count not loaded", the list itself shown (review 109)', async () => {
    server.use(
      http.get('*/api/helper/job-counts', () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    );
    await helperAt('/helper/job/company/new');
    const tabs = await screen.findByRole('navigation', { name: 'Company invitations' });
    expect(
      await within(tabs).findByRole('link', { name: 'New count not loaded' }, { timeout: 15_000 }),
    ).toHaveAttribute('aria-current', 'page');
    expect(
      within(tabs).getByRole('link', { name: 'Accepted count not loaded' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(cardNumbers().length).toBeGreaterThan(0));
  });

  it.each(BUCKETS)('company invitations, %s: exactly that bucket, one list call', async (b) => {
    const expected = firstPage(invitationsIn(b), b);
    const rec = recordCalls();
    await helperAt(`/helper/job/company/${b}`);
    const tabs = await screen.findByRole('navigation', { name: 'Company invitations' });
    await waitFor(() =>
      expect(within(tabs).getByRole('link', { name: new RegExp(`^${LABEL[b]}`) })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    for (const other of BUCKETS)
      await waitFor(() =>
        expect(
          within(tabs).getByRole('link', { name: new RegExp(`^${LABEL[other]}`) }),
        ).toHaveTextContent(`${LABEL[other]}${invitationsIn(other).length}`),
      );
    // The seed fills every bucket, whatever the day and hour (the empty state is its own test).
    expect(expected.length).toBeGreaterThan(0);
    await waitFor(() => expect(cardNumbers()).toEqual(expected));
    expectBucketOutline(`Company invitations: ${LABEL[b]}`, expected.length);
    rec.stop();
    const lists = rec.calls.filter((c) => c.startsWith('/api/helper/company-invitations'));
    expect(new Set(lists)).toEqual(
      new Set([`/api/helper/company-invitations?bucket=${b}&page=1&per_page=10`]),
    );
    expect(rec.calls.some((c) => c.startsWith('/api/helper/outsource-offers'))).toBe(false);
  });

  it.each(BUCKETS)('outsourcing offers, %s: exactly that bucket', async (b) => {
    const expected = firstPage(offersIn(b), b);
    const total = offersIn(b).length;
    await helperAt(`/helper/job/outsource/${b}`);
    const tabs = await screen.findByRole('navigation', { name: 'Outsourcing offers' });
    await waitFor(() =>
      expect(
        within(tabs).getByRole('link', { name: new RegExp(`^${LABEL[b]}`) }),
      ).toHaveTextContent(`${LABEL[b]}${total}`),
    );
    expect(expected.length).toBeGreaterThan(0);
    await waitFor(() => expect(cardNumbers()).toEqual(expected));
    expectBucketOutline(`Outsourcing offers: ${LABEL[b]}`, expected.length);
  });

  it('a page past the end (a stale link) shows the last page, its address put right, not "No jobs here"', async () => {
    const items = invitationsIn('new');
    const last = Math.ceil(items.length / 10);
    expect(last).toBeGreaterThan(0);
    await helperAt('/helper/job/company/new?page=99');
    await waitFor(() => expect(cardNumbers()).toEqual(firstPage(items, 'new', last)));
    expect(window.location.search).toBe(last > 1 ? `?page=${last}` : '');
    expect(screen.queryByText('No jobs here')).not.toBeInTheDocument();
  });

  it('an empty bucket says so', async () => {
    for (const invitation of invitationsIn('waiting'))
      await db.patch('order_invitations', invitation.id, { status: 'cancelled' });
    expect(invitationsIn('waiting')).toEqual([]);
    await helperAt('/helper/job/company/waiting');
    expect(await screen.findByText('No jobs here')).toBeInTheDocument();
  });

  it('a card shows company, date, time window, places, pay and crew role, and opens its details', async () => {
    const invitation = invitationsIn('new')[0]!;
    const order = orderOf(invitation.order_id);
    const app = await helperAt('/helper/job/company/new');
    const link = await screen.findByRole('link', { name: new RegExp(`^Order #${order.number},`) });
    const card = cardOf(link);
    const branch = db.findById('branches', order.branch_id)!;
    expect(card).toHaveTextContent(branch.name);
    expect(card).toHaveTextContent(/When.+·/);
    expect(card).toHaveTextContent(/Pay\$[\d,.]+\/h/);
    expect(card).toHaveTextContent(/Role(Driver|Foreman|Helper|Foreman\/Driver|Any position)/);
    // Its facts are its description: a screen reader reads them after its name (review 54).
    expect(link).toHaveAccessibleDescription(/When .+·.*Pay \$[\d,.]+\/h.*Role/);
    await app.user.click(link);
    // (Order numbers are per company: an outsourced job may show the same number that day;
    // either event's button opens that job's details.)
    await waitFor(() =>
      expect(window.location.pathname).toMatch(
        new RegExp(`^/helper/job/(company/details/${invitation.id}|outsource/details/\\d+)$`),
      ),
    );
    expect(
      await screen.findByRole('heading', { name: `Order #${order.number}` }),
    ).toBeInTheDocument();
  });
});

describe('Order details', () => {
  it('company invitation: Accept puts Maria on the crew, notifies the branch, and moves it to Accepted', async () => {
    const invitation = invitationsIn('new')[0]!;
    const order = orderOf(invitation.order_id);
    const before = db.notifications.findMany((q) => q.where({ branch_id: order.branch_id })).length;
    const app = await helperAt(`/helper/job/company/details/${invitation.id}`);
    await app.user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(`You accepted order #${order.number}.`)).toBeInTheDocument();
    await waitFor(() =>
      expect(db.findById('order_invitations', invitation.id)!.status).toBe('accepted'),
    );
    expect(
      db.notifications.findMany((q) => q.where({ branch_id: order.branch_id })).length,
    ).toBeGreaterThan(before);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull());
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    // The focus, lost with the button, goes to the job's title (QA 2026-12-04).
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: `Order #${order.number}` })).toHaveFocus(),
    );
  });

  it('company invitation: from the keyboard, the job’s title holds the focus while Accept is on its way, not the page’s body; a refused Accept gets it back (QA 219 M2)', async () => {
    const invitation = invitationsIn('new')[0]!;
    // Her first Accept fails (the server's fault), her second goes through; each is held.
    server.use(
      http.post(
        '*/api/helper/company-invitations/:id/accept',
        () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        { once: true },
      ),
    );
    const app = await helperAt(`/helper/job/company/details/${invitation.id}`);
    const title = await screen.findByRole('heading', {
      name: `Order #${orderOf(invitation.order_id).number}`,
    });
    const accept = screen.getByRole('button', { name: 'Accept' });
    for (const round of ['refused', 'accepted']) {
      const held = holdRequests('post', '*/api/helper/company-invitations/:id/accept');
      act(() => accept.focus());
      await app.user.keyboard('{Enter}');
      await waitFor(() => expect(held.count()).toBe(1));
      expect(accept).toBeDisabled();
      // Chromium drops a disabled button's focus to the page's body, for the whole round trip.
      await dropFocusAsChromium(accept);
      expect(title).toHaveFocus();
      await held.release();
      if (round === 'refused') {
        await waitFor(() => expect(accept).toBeEnabled());
        expect(accept).toHaveFocus();
      }
    }
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull());
    expect(title).toHaveFocus();
  });

  it('a completed job pays what the company recorded for her, as her Earnings says (QA helper-85)', async () => {
    const invitation = invitationsIn('accepted')
      .filter((i) => !orderOf(i.order_id).completed_at && !orderOf(i.order_id).cancelled_at)
      .sort((a, b) => orderOf(a.order_id).start_at.localeCompare(orderOf(b.order_id).start_at))[0]!;
    await completedWithHoursFor(invitation.order_id, invitation.employee_id, 2.5);
    await helperAt(`/helper/job/company/details/${invitation.id}`);
    await screen.findByRole('heading', { name: `Order #${orderOf(invitation.order_id).number}` });
    const rate = orderOf(invitation.order_id).hourly_rate;
    expect(screen.getByText('Pay').nextElementSibling).toHaveTextContent(
      `${formatHourlyRate(rate)} · ${formatMoney(Math.round(2.5 * rate))} for 2.5 h worked`,
    );
  });

  it('Accept on a page left open while the company moved the job shows the new times and waits for a second look (QA 2026-12-04)', async () => {
    const invitation = invitationsIn('new').find(
      (i) => Date.parse(orderOf(i.order_id).start_at) > Date.now() + 2 * 86_400_000,
    )!;
    const order = orderOf(invitation.order_id);
    const app = await helperAt(`/helper/job/company/details/${invitation.id}`);
    const accept = await screen.findByRole('button', { name: 'Accept' });
    // The company moves it an hour later; no push reaches this page (its socket was down).
    const hour = 3_600_000;
    db.orders.update((q) => q.where({ id: order.id }), {
      data(record) {
        record.start_at = new Date(Date.parse(order.start_at) + hour).toISOString();
        record.end_at = new Date(Date.parse(order.end_at) + hour).toISOString();
      },
    });
    await app.user.click(accept);
    expect(
      await screen.findByText(
        new RegExp(
          `^Order #${order.number} changed since you opened it \\(the time: .+ → .+\\)\\. Check it, then accept\\.$`,
        ),
      ),
    ).toBeInTheDocument();
    expect(db.findById('order_invitations', invitation.id)!.status).toBe('pending');
    // The page shows the job as it now is: Accept agrees to that.
    await app.user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(`You accepted order #${order.number}.`)).toBeInTheDocument();
    expect(db.findById('order_invitations', invitation.id)!.status).toBe('accepted');
  });

  it('a cancelled order says who cancelled it, when and why; taken off the crew of a job that goes on says so (QA 56, QA helper-172)', async () => {
    const [first, second] = invitationsIn('accepted').filter(
      (i) => !orderOf(i.order_id).completed_at,
    );
    const cancelled = orderOf(first!.order_id);
    await orderService.cancelOrder(db, cancelled.id, 'Customer postponed <b>to spring</b>');
    await invitationService.cancelInvitationByCompany(db, second!.id);
    const app = await helperAt(`/helper/job/company/details/${first!.id}`);
    const order = await screen.findByRole('heading', { name: 'The order was cancelled' });
    const callout = order.closest('.hj-left') as HTMLElement;
    expect(callout).toHaveTextContent(
      new RegExp(`^The order was cancelled.*cancelled order #${cancelled.number} on .+:`),
    );
    // The company's words, as text.
    expect(within(callout).getByText('“Customer postponed <b>to spring</b>”')).toBeInTheDocument();
    app.unmount();

    await helperAt(`/helper/job/company/details/${second!.id}`);
    // She had accepted it: taken off the crew, not an invitation withdrawn before she answered.
    const removed = await screen.findByRole('heading', { name: 'Removed from the crew' });
    expect(removed.closest('.hj-left')).toHaveTextContent(
      `took you off the crew of order #${orderOf(second!.order_id).number} on`,
    );
    expect(screen.getAllByText('Removed from the crew')).toHaveLength(2);
    expect(screen.queryByText('Withdrawn')).toBeNull();
  });

  it('the Cancelled list tags each card with why, as its details do: Removed from the crew, Cancelled for a cancelled order (QA 2026-12-04, QA-225 M1)', async () => {
    const [first, second] = invitationsIn('accepted').filter(
      (i) => !orderOf(i.order_id).completed_at,
    );
    await orderService.cancelOrder(db, first!.order_id, null);
    await invitationService.cancelInvitationByCompany(db, second!.id);
    await helperAt('/helper/job/company/cancelled');
    const cardFor = async (id: number) =>
      (
        await screen.findByRole('link', {
          name: new RegExp(`^Order #${orderOf(id).number},`),
        })
      ).closest<HTMLElement>('.hj-card')!;
    // She had accepted it (QA helper-172: it read "Withdrawn", as one she never answered).
    const removed = await cardFor(second!.order_id);
    expect(within(removed).getByText('Removed from the crew')).toBeInTheDocument();
    const cancelled = await cardFor(first!.order_id);
    expect(within(cancelled).queryByText(/^(Withdrawn|Moved|Closed)$/)).toBeNull();
    // The order itself cancelled: the one card that said nothing among cards that each say why.
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(
      within(cancelled).getByRole('link', {
        name: `Order #${orderOf(first!.order_id).number}, Lone Star Movers, cancelled`,
      }),
    ).toBeInTheDocument();
  });

  it('company invitation: Reject asks first; Cancel keeps it, Reject moves it to Rejected', async () => {
    const invitation = invitationsIn('new')[0]!;
    const order = orderOf(invitation.order_id);
    const app = await helperAt(`/helper/job/company/details/${invitation.id}`);
    await app.user.click(await screen.findByRole('button', { name: 'Reject' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Order #${order.number}`);
    // It says it cannot be undone (QA 56).
    expect(dialog).toHaveTextContent(
      'It is final: Lone Star Movers is told, and you cannot accept this invitation afterwards.',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.findById('order_invitations', invitation.id)!.status).toBe('pending');
    await app.user.click(screen.getByRole('button', { name: 'Reject' }));
    dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(db.findById('order_invitations', invitation.id)!.status).toBe('rejected'),
    );
    expect(await screen.findByText(`You rejected order #${order.number}.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Rejected')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    // The dialog's opener has gone: the focus goes to the job's title, not the page's body.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: `Order #${order.number}` })).toHaveFocus(),
    );
  });

  it('outsourcing offer: Accept books Maria onto the crew (Accepted)', async () => {
    const offer = offersIn('new').find(
      (o) =>
        !db.offer_applications.findFirst((q) => q.where({ offer_id: o.id, helper_id: maria().id })),
    )!;
    expect(offer).toBeDefined();
    const app = await helperAt(`/helper/job/outsource/details/${offer.id}`);
    await app.user.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(offerBucket(db.findById('outsource_offers', offer.id)!, maria().id)).toBe('accepted'),
    );
    // The bucket tag, and her (booked) application's state.
    const panel = await screen.findByRole('region', { name: 'Your application' });
    await waitFor(() => expect(within(panel).getByText('Accepted')).toBeInTheDocument());
    expect(screen.getAllByText('Accepted')).toHaveLength(2);
  });

  it('an offer she was booked through whose order is cancelled says so, with the reason, and not that she is on the crew (QA 57 M9)', async () => {
    const offer =
      offersIn('accepted').find((o) => !orderOf(o.order_id).completed_at) ??
      (await (async () => {
        const open = offersIn('new').find(
          (o) =>
            !db.offer_applications.findFirst((q) =>
              q.where({ offer_id: o.id, helper_id: maria().id }),
            ),
        )!;
        await outsourcingService.takeOffer(db, open.id, maria().id);
        return open;
      })());
    const order = orderOf(offer.order_id);
    await orderService.cancelOrder(db, order.id, 'Customer moved it');
    await helperAt(`/helper/job/outsource/details/${offer.id}`);
    const heading = await screen.findByRole('heading', { name: 'The order was cancelled' });
    expect(heading.closest('.hj-left')).toHaveTextContent(
      new RegExp(`cancelled order #${order.number} on .+:“Customer moved it”`),
    );
    const panel = screen.getByRole('region', { name: 'Your application' });
    expect(panel).toHaveTextContent('You were on the crew of this order until it was cancelled.');
    expect(screen.queryByText('You are on the crew of this order.')).toBeNull();
  });

  it('outsourcing offer: Reject (confirmed) declines it (Rejected)', async () => {
    const offer = offersIn('new')[0]!;
    const app = await helperAt(`/helper/job/outsource/details/${offer.id}`);
    await app.user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(offerBucket(db.findById('outsource_offers', offer.id)!, maria().id)).toBe('waiting'),
    );
    await waitFor(() => expect(screen.getByText('Rejected')).toBeInTheDocument());
  });
});

describe('Order details that cannot be hers (review 54)', () => {
  it('an invitation of someone else reads "Not yours to open", one that does not exist "not found", neither with Try again', async () => {
    const others = db.order_invitations.findFirst((q) =>
      q.where({ user_id: (id) => id !== maria().id }),
    )!;
    await helperAt(`/helper/job/company/details/${others.id}`);
    expect(await screen.findByRole('heading', { name: 'Not yours to open' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it.each([
    ['company invitation', 'company', 'This invitation was sent to someone else.'],
    ['outsourcing offer', 'outsource', 'This offer is not open to you.'],
  ])(
    'another helper’s %s says so in her words, once: no toast repeats it (QA helper-97)',
    async (_, group, description) => {
      await loadToaster();
      const id =
        group === 'company'
          ? db.order_invitations.findFirst((q) => q.where({ user_id: (u) => u !== maria().id }))!.id
          : db.outsource_offers.findMany().find((o) => !helperCanSeeOffer(o, maria().id))!.id;
      await helperAt(`/helper/job/${group}/details/${id}`);
      expect(await screen.findByRole('heading', { name: 'Not yours to open' })).toBeVisible();
      expect(screen.getByText(description)).toBeVisible();
      // A link followed has no page behind it: a way to her jobs (QA-184 L2).
      expect(screen.getByRole('link', { name: 'Go to your jobs' })).toHaveAttribute(
        'href',
        '/helper/job',
      );
      // The company's words are not hers: she manages no branch.
      expect(screen.queryByText(/branch you do not manage/)).not.toBeInTheDocument();
      await pauseInAct(200);
      expect(toastTexts()).toEqual([]);
    },
  );

  it.each([
    ['/helper/job/company/details/999999', 'Invitation not found'],
    ['/helper/job/outsource/details/999999', 'Offer not found'],
    ['/helper/job/company/details/abc', 'Invitation not found'],
  ])('%s reads "%s", without Try again', async (path, title) => {
    await helperAt(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('It may have been withdrawn, or the link is wrong.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('the helper calendar', () => {
  it("an event's Order details button opens the job's details page", async () => {
    const invitation = invitationsIn('accepted')
      .filter((i) => orderOf(i.order_id).start_at >= dayjs().startOf('day').toISOString())

      .sort((a, b) => orderOf(a.order_id).start_at.localeCompare(orderOf(b.order_id).start_at))[0];
    if (!invitation) throw new Error('the seed gives the demo helper an upcoming accepted job');
    const order = orderOf(invitation.order_id);
    const app = await helperAt(
      `/helper/calendar?view=agenda&date=${dayjs(order.start_at).format('YYYY-MM-DD')}`,
    );
    const [event] = await screen.findAllByText(new RegExp(`^#${order.number}\\b`));
    await app.user.click(event!);
    const dialog = await screen.findByRole('dialog', { name: `Order #${order.number}` });
    await app.user.click(within(dialog).getByRole('button', { name: 'Order details' }));
    // (Order numbers are per company: an outsourced job may show the same number that day;
    // either event's button opens that job's details.)
    await waitFor(() =>
      expect(window.location.pathname).toMatch(
        new RegExp(`^/helper/job/(company/details/${invitation.id}|outsource/details/\\d+)$`),
      ),
    );
    expect(
      await screen.findByRole('heading', { name: `Order #${order.number}` }),
    ).toBeInTheDocument();
  });
});

describe('the job page in an outage (review helper-95)', () => {
  it('a re-read of her counts and lists that meets no server keeps what was on screen', async () => {
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    const app = renderApp('/helper/job/company/new');
    const list = await screen.findByRole('region', { name: /Company invitations/ });
    await waitFor(() => expect(within(list).getAllByRole('link').length).toBeGreaterThan(0));
    const before = within(list).getAllByRole('link').length;
    server.use(http.all('*/api/*', () => HttpResponse.error()));
    // Re-read as the fallback polling or a push would (each retried once, a second apart).
    await inAct(() => app.queryClient.refetchQueries({ type: 'active' }).catch(() => undefined));
    await pauseInAct(1500);
    expect(screen.queryByText('These jobs could not be loaded.')).toBeNull();
    expect(within(list).getAllByRole('link')).toHaveLength(before);
  });
});
