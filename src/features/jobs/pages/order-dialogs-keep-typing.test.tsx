import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, server } from '@mocks/node';
import { orderService } from '@mocks/db';
import { fixedClock, goInHistory, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';
import { TYPING_PAUSE_MS } from '@/platform/ui';

/*
 * Cancel order's and Complete order's forms outlive their dialogs, as Apply's and I can't make
 * it's (Modal's `keepsTyping`): closed by Escape, its own button or Back, the same order's
 * dialog opened again holds what was typed; sent, it starts empty again.
 */

setupMockServer();
// 9:30 am in Austin on a working day: the first formed job has started (Complete is offered).
fixedClock(new Date('2027-03-09T15:30:00Z'));

/** The Austin branch's formed orders, as its Formed list shows them (soonest first). */
function formedOrders() {
  const branch = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
  return db.orders
    .findMany((q) => q.where({ branch_id: branch.id }))
    .filter((o) => !orderService.isClosed(o) && o.status !== 1)
    .sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id);
}

async function formedList() {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  const app = renderApp('/company/job/formed');
  await screen.findByText(/^Showing 1–5 of/);
  return app;
}

const card = (number: number) =>
  screen.getByRole('article', { name: new RegExp(`^#${number}\\b`) });
const noDialog = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

/**
 * A successful answer that leaves the order as it was, so its card is still there to open
 * again (as it is until the list's refresh lands); the body sent is kept.
 */
function succeedOnce(action: 'cancel' | 'complete', sent: unknown[]) {
  server.use(
    http.post(
      `*/api/orders/:id/${action}`,
      async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: null, message: '', errors: {}, success: true });
      },
      { once: true },
    ),
  );
}

describe('Cancel order keeps its reason', () => {
  it('through Escape, Keep order and Back (no question: nothing is lost), for its order only; sent, it starts empty', async () => {
    const [target, other] = formedOrders();
    const { user } = await formedList();
    const open = async (number = target!.number) => {
      await user.click(within(card(number)).getByRole('button', { name: 'Cancel order' }));
      return screen.findByRole('dialog', { name: 'Cancel order' });
    };
    const reasonIn = (dialog: HTMLElement) => within(dialog).getByLabelText(/Reason/);

    await user.type(reasonIn(await open()), 'Customer moved the date');
    await user.keyboard('{Escape}');
    await noDialog();
    let dialog = await open();
    expect(reasonIn(dialog)).toHaveValue('Customer moved the date');
    expect(reasonIn(dialog)).toHaveAccessibleDescription('23 / 500 characters');

    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await noDialog();
    dialog = await open();
    expect(reasonIn(dialog)).toHaveValue('Customer moved the date');
    await pauseInAct(TYPING_PAUSE_MS);
    await goInHistory(-1);
    await noDialog();
    expect(screen.queryByText(/Discard what you typed\?/)).toBeNull();

    // Another order's dialog is its own.
    expect(reasonIn(await open(other!.number))).toHaveValue('');
    await user.keyboard('{Escape}');
    await noDialog();

    await user.type(reasonIn((dialog = await open())), 'Customer moved the date');
    const sent: unknown[] = [];
    succeedOnce('cancel', sent);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText(`Order #${target!.number} cancelled`)).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Customer moved the date' }]);
    await noDialog();
    expect(reasonIn(await open())).toHaveValue('');
  });
});

describe('Complete order keeps what was typed', () => {
  it('through Escape and Back: hours, price, rating and notes; sent, it starts empty', async () => {
    const [target] = formedOrders();
    expect(Date.parse(target!.start_at)).toBeLessThanOrEqual(Date.now());
    const { user } = await formedList();
    const open = async () => {
      await user.click(within(card(target!.number)).getByRole('button', { name: 'Complete' }));
      return screen.findByRole('dialog', { name: 'Complete order' });
    };
    const fields = (dialog: HTMLElement) => ({
      hours: within(dialog).getByLabelText('Hours worked'),
      price: within(dialog).getByLabelText(/Final price/),
      notes: within(dialog).getByLabelText(/Notes/),
      stars: within(dialog).getByRole('radiogroup', { name: 'Crew rating' }),
    });

    let dialog = await open();
    let typed = fields(dialog);
    expect(typed.hours).toHaveValue('');
    await user.type(typed.hours, '3.25');
    await user.type(typed.price, '412.50');
    await user.click(within(typed.stars).getByRole('radio', { name: '4 stars' }));
    await user.type(typed.notes, 'Piano on the third floor');
    await user.keyboard('{Escape}');
    await noDialog();

    dialog = await open();
    typed = fields(dialog);
    expect(typed.hours).toHaveValue('3.25');
    expect(typed.price).toHaveValue('412.50');
    expect(within(typed.stars).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(typed.notes).toHaveValue('Piano on the third floor');
    await pauseInAct(TYPING_PAUSE_MS);
    await goInHistory(-1);
    await noDialog();
    expect(screen.queryByText(/Discard what you typed\?/)).toBeNull();

    dialog = await open();
    expect(fields(dialog).notes).toHaveValue('Piano on the third floor');
    const sent: unknown[] = [];
    succeedOnce('complete', sent);
    await user.click(within(dialog).getByRole('button', { name: 'Complete order' }));
    expect(await screen.findByText(`Order #${target!.number} completed`)).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        worked_hours: 3.25,
        final_price: 41250,
        crew_rating: 4,
        notes: 'Piano on the third floor',
      }),
    ]);
    await noDialog();

    typed = fields(await open());
    expect(typed.hours).toHaveValue('');
    expect(typed.price).toHaveValue('');
    expect(within(typed.stars).queryByRole('radio', { checked: true })).toBeNull();
    expect(typed.notes).toHaveValue('');
  });
});
