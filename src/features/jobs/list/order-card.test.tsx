import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Address, OrderCard as OrderCardData } from '@/platform/api/generated/model';
import { OrderCard, type OrderCardVariant } from './order-card';

const NOW = Date.parse('2026-11-23T15:00:00Z');
const address = (street: string, city = 'Austin'): Address => ({
  street,
  unit: null,
  city,
  state: 'TX',
  zip: '78702',
  lat: null,
  lng: null,
});

function order(overrides: Partial<OrderCardData> = {}): OrderCardData {
  return {
    id: 7,
    number: 1042,
    branch_id: 1,
    status: 1,
    help_type: 3,
    pick_up_address: address('2400 E Cesar Chavez St'),
    destination_address: address('901 S Congress Ave'),
    pick_up_addresses_count: 1,
    destination_addresses_count: 1,
    customer_name: 'Maria',
    customer_last_name: 'Lopez',
    customer_primary_phone: '5125550142',
    start_at: '2026-11-25T14:00:00Z',
    end_at: '2026-11-25T18:30:00Z',
    helpers_needed: 4,
    trucks_needed: 1,
    hourly_rate: 4250,
    crew_count: 2,
    invitations_count: 1,
    unconfirmed_count: 0,
    crew_preview: [],
    completed_at: null,
    cancelled_at: null,
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

function renderCard(
  o: OrderCardData,
  variant: OrderCardVariant = 'not-formed',
  liveOffer: ComponentProps<typeof OrderCard>['liveOffer'] = null,
) {
  const onAction = vi.fn();
  render(
    <OrderCard
      order={o}
      variant={variant}
      onAction={onAction}
      now={NOW}
      timeZone="America/Chicago"
      liveOffer={liveOffer}
    />,
  );
  return { onAction, card: within(screen.getByRole('article', { name: /#1042/ })) };
}

describe('order card', () => {
  it.each([
    // Grey: a minimal tag with no intent.
    [1, 'Not formed', null],
    [2, 'Pending', 'bp6-intent-warning'],
    [3, 'Partially formed', 'bp6-intent-primary'],
    [4, 'Formed', 'bp6-intent-success'],
  ] as const)('status %i reads %s in its colour', (status, label, intent) => {
    const { card } = renderCard(order({ status }), status === 1 ? 'not-formed' : 'formed');
    const tag = card.getByText(label).closest('.bp6-tag')!;
    if (intent) expect(tag.className).toContain(intent);
    else expect(tag.className).not.toMatch(/bp6-intent-/);
  });

  it('a long customer name wraps and leaves the status tag whole (at 390px it read "N…")', () => {
    renderCard(
      order({
        customer_name: 'Maximiliana Alexandra Josephine',
        customer_last_name: 'Vanderbilt-Montgomery-Smith',
      }),
    );
    const tag = screen.getByText('Not formed').closest('.bp6-tag')!;
    // The head's rule below applies to the tag: a direct child of the head.
    expect(tag.parentElement).toHaveClass('job-card__head');
    // The tests load no CSS (vite.config.ts `css: false`): the card's stylesheet, read.
    const listStyles = readFileSync(
      join(process.cwd(), 'src/features/jobs/list/job-lists.css'),
      'utf8',
    );
    const rule = (selector: string) =>
      new RegExp(`${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\{([^}]*)\\}`).exec(
        listStyles,
      )?.[1] ?? '';
    expect(rule('.job-card__head > .bp6-tag')).toMatch(/flex-shrink:\s*0/);
    expect(rule('.job-card__title')).toMatch(/overflow-wrap:\s*anywhere/);
  });

  it('closed orders say Completed or Cancelled', () => {
    renderCard(order({ status: 4, completed_at: '2026-11-21T20:00:00Z' }), 'history');
    expect(screen.getByText('Completed').closest('.bp6-tag')!.className).toContain(
      'bp6-intent-success',
    );
  });

  it('shows number, customer, phone as (ddd) ddd-dddd, date m/d/y and a 12-hour window', () => {
    const o = order();
    const { card } = renderCard(o);
    expect(screen.getByRole('heading', { name: '#1042 Maria Lopez' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: '(512) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+15125550142',
    );
    // On the branch's clocks (Austin, 14:00Z = 8:00 am CST), whatever the viewer's zone; the
    // zone is named unless the viewer is in it.
    expect(card.getByText('11/25/2026', { exact: false })).toBeInTheDocument();
    expect(card.getByText(/^8:00 am - 12:30 pm( CST)?$/)).toBeInTheDocument();
    expect(card.getByText('$42.50/h', { exact: false })).toBeInTheDocument();
  });

  it.each([
    [1, ['Pick-up'], ['Destination']],
    [2, ['Destination'], ['Pick-up']],
    [3, ['Pick-up', 'Destination'], []],
    [9, ['Pick-up', 'Destination'], []],
  ] as const)('help type %i shows only its addresses', (helpType, shown, hidden) => {
    const { card } = renderCard(order({ help_type: helpType as never }));
    for (const label of shown) expect(card.getByText(label)).toBeInTheDocument();
    for (const label of hidden) expect(card.queryByText(label)).not.toBeInTheDocument();
    if (shown.includes('Pick-up' as never))
      expect(card.getByText('2400 E Cesar Chavez St, Austin, TX 78702')).toBeInTheDocument();
    else expect(card.queryByText(/Cesar Chavez/)).not.toBeInTheDocument();
  });

  it('says how many more stops follow the first address of each list', () => {
    const { card } = renderCard(
      order({ pick_up_addresses_count: 3, destination_addresses_count: 1 }),
    );
    const pickUp = card.getByText('Pick-up').closest('.job-card__field')!;
    expect(pickUp).toHaveTextContent('2400 E Cesar Chavez St, Austin, TX 78702 +2 more');
    const destination = card.getByText('Destination').closest('.job-card__field')!;
    expect(destination).toHaveTextContent(/78702$/);
    expect(within(destination as HTMLElement).queryByText(/more/)).not.toBeInTheDocument();
  });

  it('opens each address in a maps app, in a new tab (QA 134)', () => {
    const { card } = renderCard(order());
    const pickUp = card.getByRole('link', {
      name: 'Open 2400 E Cesar Chavez St, Austin, TX 78702 in Maps',
    });
    expect(pickUp).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=2400%20E%20Cesar%20Chavez%20St%2C%20Austin%2C%20TX%2078702',
    );
    expect(pickUp).toHaveAttribute('target', '_blank');
    expect(
      card.getByRole('link', { name: 'Open 901 S Congress Ave, Austin, TX 78702 in Maps' }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows crew progress from the counts', () => {
    const { card } = renderCard(order({ crew_count: 2, helpers_needed: 4, invitations_count: 1 }));
    expect(card.getByText('2 of 4 helpers')).toBeInTheDocument();
    expect(card.getByText('1 pending')).toBeInTheDocument();
  });

  it('says how many accepted people have not confirmed yet (7/8)', () => {
    const { card } = renderCard(order({ crew_count: 3, helpers_needed: 3, unconfirmed_count: 2 }));
    expect(card.getByText('2 unconfirmed')).toBeInTheDocument();
  });

  it('shows no unconfirmed tag when everyone asked has confirmed', () => {
    const { card } = renderCard(order({ crew_count: 3, helpers_needed: 3, unconfirmed_count: 0 }));
    expect(card.queryByText(/unconfirmed/)).not.toBeInTheDocument();
  });

  it('not formed: Edit and Build crew links, Delete', async () => {
    const { card, onAction } = renderCard(order());
    expect(card.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/company/job/edit/7');
    expect(card.getByRole('link', { name: 'Build crew' })).toHaveAttribute(
      'href',
      '/company/job/team-add/7',
    );
    expect(card.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    // The actions are a group named by the card's title: "Edit" is said with its order (QA
    // helper-93: every card's buttons read alike).
    const actions = card.getByRole('group', { name: /^#1042 Maria Lopez/ });
    expect(within(actions).getByRole('button', { name: 'Delete' })).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Delete' }));
    expect(onAction).toHaveBeenCalledWith('delete', expect.objectContaining({ id: 7 }));
  });

  it('not formed and upcoming: Offer to the marketplace opens Find AI with the order chosen', () => {
    const { card } = renderCard(order({ status: 3 }));
    expect(card.getByRole('link', { name: 'Offer to the marketplace' })).toHaveAttribute(
      'href',
      '/company/outsourcing?order=7',
    );
  });

  it('not formed and already offered: its applications, not a second offer; nothing while unknown', () => {
    const offered = renderCard(order({ status: 3 }), 'not-formed', {
      id: 12,
      applications_count: 3,
    });
    expect(
      offered.card.getByRole('link', { name: 'Marketplace applications (3)' }),
    ).toHaveAttribute('href', '/company/outsourcing/offer-applications/12');
    expect(offered.card.queryByRole('link', { name: 'Offer to the marketplace' })).toBeNull();
    cleanup();
    const unknown = renderCard(order({ status: 3 }), 'not-formed', 'unknown');
    expect(unknown.card.queryByRole('link', { name: /marketplace/i })).toBeNull();
  });

  it.each([
    ['a started not-formed order', order({ start_at: '2026-11-23T13:00:00Z' }), 'not-formed'],
    ['a formed order', order({ status: 4 }), 'formed'],
    ['a partially formed order in the Formed list', order({ status: 3 }), 'formed'],
    ['a cancelled order', order({ cancelled_at: '2026-11-21T20:00:00Z' }), 'history'],
  ] as const)('%s is not offered to the marketplace', (_, o, variant) => {
    const { card } = renderCard(o, variant);
    expect(card.queryByRole('link', { name: 'Offer to the marketplace' })).not.toBeInTheDocument();
  });

  it('formed: Cancel, and Complete only once the job has started', async () => {
    const upcoming = renderCard(order({ status: 4 }), 'formed');
    expect(upcoming.card.getByRole('button', { name: 'Complete' })).toBeDisabled();
    expect(upcoming.card.getByRole('link', { name: 'Edit crew' })).toHaveAttribute(
      'href',
      '/company/job/team-edit/7',
    );
    expect(upcoming.card.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(upcoming.card.getByRole('button', { name: 'Cancel order' }));
    expect(upcoming.onAction).toHaveBeenCalledWith('cancel', expect.anything());
  });

  it('formed and started: Complete is offered', async () => {
    const { card, onAction } = renderCard(
      order({ status: 3, start_at: '2026-11-23T13:00:00Z', end_at: '2026-11-23T17:00:00Z' }),
      'formed',
    );
    expect(card.getByRole('link', { name: 'Build crew' })).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Complete' }));
    expect(onAction).toHaveBeenCalledWith('complete', expect.anything());
  });

  it('formed and ended: Crew (not Edit crew), Complete, a hint; no pending or unconfirmed news', async () => {
    const { card, onAction } = renderCard(
      order({
        status: 4,
        start_at: '2026-11-23T08:00:00Z',
        end_at: '2026-11-23T12:00:00Z',
        invitations_count: 1,
        unconfirmed_count: 2,
      }),
      'formed',
    );
    expect(card.getByRole('link', { name: 'Crew' })).toHaveAttribute(
      'href',
      '/company/job/team-edit/7',
    );
    expect(card.queryByRole('link', { name: 'Edit crew' })).not.toBeInTheDocument();
    expect(card.queryByText(/pending/)).not.toBeInTheDocument();
    expect(card.queryByText(/unconfirmed/)).not.toBeInTheDocument();
    expect(
      card.getByText('This job has ended: complete the order to record the hours worked.'),
    ).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Complete' }));
    expect(onAction).toHaveBeenCalledWith('complete', expect.anything());
  });

  it('not formed and ended: Crew instead of Build crew, says its time has passed, no hint to complete (QA-176 M1)', () => {
    const { card } = renderCard(
      order({ start_at: '2026-11-22T14:00:00Z', end_at: '2026-11-22T18:00:00Z' }),
    );
    expect(card.getByRole('link', { name: 'Crew' })).toHaveAttribute(
      'href',
      '/company/job/team-add/7',
    );
    expect(card.queryByRole('link', { name: 'Build crew' })).not.toBeInTheDocument();
    expect(card.queryByText(/This job has ended/)).not.toBeInTheDocument();
    expect(
      card.getByText(
        "This job's time has passed with no crew: edit it for a new date, or delete it.",
      ),
    ).toBeInTheDocument();
  });

  it('history: only Details', async () => {
    const { card, onAction } = renderCard(
      order({ status: 4, cancelled_at: '2026-11-21T20:00:00Z' }),
      'history',
    );
    expect(card.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(card.getByText('Cancelled on')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Details' }));
    expect(onAction).toHaveBeenCalledWith('details', expect.anything());
  });
});
