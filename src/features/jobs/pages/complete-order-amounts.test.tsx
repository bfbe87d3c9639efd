import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, server } from '@mocks/node';
import { orderService } from '@mocks/db';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';

/*
 * Complete order's Hours worked and Final price are text fields with the project's number and
 * dollar-amount rules (QA-246 H1): a browser number input dropped the comma of "412,50" before
 * any rule saw it, and the order closed at $41,250.00.
 */

setupMockServer();
// 9:30 am in Austin on a working day: the first formed job has started (Complete is offered).
fixedClock(new Date('2027-03-09T15:30:00Z'));

/** The Austin branch's first formed order, as its Formed list shows it (soonest first). */
function firstFormed() {
  const branch = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
  return db.orders
    .findMany((q) => q.where({ branch_id: branch.id }))
    .filter((o) => !orderService.isClosed(o) && o.status !== 1)
    .sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id)[0]!;
}

/** Every completion sent, as its body; passed on to the mock. */
let sent: unknown[] = [];
beforeEach(() => {
  sent = [];
  server.use(
    http.post('*/api/orders/:id/complete', async ({ request }) => {
      sent.push(await request.clone().json());
      return undefined;
    }),
  );
});

async function completeDialog() {
  const target = firstFormed();
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  const { user } = renderApp('/company/job/formed');
  const card = await screen.findByRole('article', { name: new RegExp(`^#${target.number}\\b`) });
  await user.click(within(card).getByRole('button', { name: 'Complete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Complete order' });
  return {
    user,
    target,
    hours: within(dialog).getByLabelText('Hours worked'),
    price: within(dialog).getByLabelText(/Final price/),
    submit: within(dialog).getByRole('button', { name: 'Complete order' }),
  };
}

describe('Complete order: hours and final price as people type them', () => {
  it.each([
    ['412,50', 'Use commas only between groups of 3 digits, as in 1,000'],
    ['$1,234.5', 'Enter the amount without the $ sign'],
  ])(
    'a final price of %s is refused with the dollar rule’s message, kept and focused',
    async (typed, message) => {
      const { user, target, hours, price, submit } = await completeDialog();
      await user.type(hours, '3');
      await user.type(price, typed);
      await user.click(submit);
      // A number input had already made it another number (41250) or nothing.
      expect(price).toHaveValue(typed);
      expect(price).toHaveAccessibleDescription(message);
      expect(price).toHaveFocus();
      expect(sent).toEqual([]);
      expect(db.findById('orders', target.id)!.completed_at).toBeNull();
    },
  );

  it('hours of 3,5 are refused as no number, kept and focused', async () => {
    const { user, hours, submit } = await completeDialog();
    await user.type(hours, '3,5');
    await user.click(submit);
    expect(hours).toHaveValue('3,5');
    expect(hours).toHaveAccessibleDescription('Value must be numeric');
    expect(hours).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('a final price of 1,234.50 is sent as $1,234.50: 123450 cents, the contract’s unit', async () => {
    const { user, target, hours, price, submit } = await completeDialog();
    await user.type(hours, '3.5');
    await user.type(price, '1,234.50');
    await user.click(submit);
    expect(await screen.findByText(`Order #${target.number} completed`)).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ worked_hours: 3.5, final_price: 123450 })]);
    expect(db.findById('orders', target.id)!.completion).toMatchObject({ final_price: 123450 });
  });
});
