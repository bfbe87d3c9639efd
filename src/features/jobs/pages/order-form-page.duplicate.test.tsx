import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { zonedClock, zonedInstant } from '@/platform/format';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { activeBranchStorage } from '@/platform/session/storage';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';
import { loadDraft, saveDraft } from '@/platform/forms/drafts';
import { copyDraftName } from '../duplicate/duplicate-href';
import type { OrderFormValues } from '../form/order-form-values';
import {
  OWNER,
  captureOrderWrites,
  list,
  openForm,
  openOwnerOrder,
  ownerCompanyId,
  pickNextMonth15,
  submit,
  textbox,
} from './order-form-page.test-helpers';

setupMockServer();

const zoneOf = (branchId: number) => db.findById('branches', branchId)!.timezone;

describe('Duplicate job: Add new job as a copy of a job', () => {
  it('starts with the job’s customer, addresses, time window, crew size, price and notes; the date is left to choose', async () => {
    const source = openOwnerOrder();
    const zone = zoneOf(source.branch_id);
    const bodies = captureOrderWrites();
    const { user } = await openForm(`/company/job/create?from=${source.id}`);

    const notice = screen.getByText(new RegExp(`^A copy of job #${source.number} for`));
    expect(notice).toHaveTextContent('choose its moving date. The crew is not copied');
    expect(textbox('First name')).toHaveValue(source.customer.first_name);
    expect(textbox('Last name')).toHaveValue(source.customer.last_name);
    expect(textbox('Moving date')).toHaveValue('');
    expect(textbox('Time window')).toHaveValue(
      `${zonedClock(source.start_at, zone)} - ${zonedClock(source.end_at, zone)}`,
    );
    expect(textbox('Helpers needed')).toHaveValue(String(source.helpers_needed));
    expect(textbox('Trucks needed')).toHaveValue(String(source.trucks_needed));
    expect(textbox('Hourly price')).toHaveValue((source.hourly_rate / 100).toFixed(2));
    const firstPickUp = source.pick_up_addresses[0];
    if (firstPickUp) {
      expect(textbox('Street address', list('Pick-up addresses'))).toHaveValue(firstPickUp.street);
    }

    // Create job without a date: the spec's message on the date, nothing sent.
    await submit(user);
    await waitFor(() => expect(textbox('Moving date')).toHaveAttribute('aria-invalid', 'true'));
    expect(bodies).toHaveLength(0);

    const date = await pickNextMonth15(user);
    await submit(user);
    expect(await screen.findByText(/^Job #\d+ created$/)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      customer: expect.objectContaining({
        first_name: source.customer.first_name,
        last_name: source.customer.last_name,
        primary_phone: source.customer.primary_phone,
      }),
      help_type: source.help_type,
      helpers_needed: source.helpers_needed,
      trucks_needed: source.trucks_needed,
      hourly_rate: source.hourly_rate,
      notes: source.notes ?? null,
      start_at: zonedInstant(date, zonedClock(source.start_at, zone), zone).toISOString(),
      pick_up_addresses: source.pick_up_addresses.map((a) =>
        expect.objectContaining({ street: a.street, zip: a.zip }),
      ),
      destination_addresses: source.destination_addresses.map((a) =>
        expect.objectContaining({ street: a.street, zip: a.zip }),
      ),
    });
    // A new job: the one copied is as it was.
    expect(db.findById('orders', source.id)).toMatchObject({
      start_at: source.start_at,
      number: source.number,
    });
  });

  it('a job that cannot be read says so, and an empty job can be started instead', async () => {
    const { user } = await startAt('/company/job/create?from=999999');
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Job' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Start an empty job' }));
    await screen.findByRole('form', { name: 'Job' });
    expect(textbox('First name')).toHaveValue('');
    expect(window.location.search).toBe('');
  });

  it('a job of another branch makes that branch the active one, and the copy is created there', async () => {
    await loadToaster();
    const [active, other] = db.branches
      .findMany((q) => q.where({ company_id: ownerCompanyId() }))
      .sort((a, b) => a.id - b.id);
    const source = db.orders.findFirst((q) =>
      q.where((o) => o.branch_id === other!.id && o.cancelled_at == null),
    )!;
    localStorage.setItem('token', await loginAs(OWNER));
    activeBranchStorage.set(active!.id);
    const bodies = captureOrderWrites();
    const { user } = renderApp(`/company/job/create?from=${source.id}`);
    await waitFor(() =>
      expect(toastTexts()).toContain(
        `Job #${source.number} belongs to ${other!.name}: it is your active branch now.`,
      ),
    );
    await waitFor(() => expect(activeBranchStorage.get()).toBe(other!.id));
    await screen.findByRole('form', { name: 'Job' });
    expect(within(screen.getByRole('banner')).getByText(other!.name)).toBeInTheDocument();
    expect(textbox('Last name')).toHaveValue(source.customer.last_name);
    // The form is the one the person types in: not started again as the switch lands.
    const form = screen.getByRole('form', { name: 'Job' });
    await pauseInAct(300);
    expect(form.isConnected).toBe(true);
    await pickNextMonth15(user);
    await submit(user);
    const toastText = (await screen.findByText(/^Job #\d+ created$/)).textContent!;
    const number = Number(/#(\d+)/.exec(toastText)![1]);
    const created = db.orders.findFirst((q) => q.where({ number }));
    expect(bodies).toHaveLength(1);
    expect(created?.branch_id).toBe(other!.id);
  });

  it('a copy keeps its own draft: a kept Add new job is neither offered on it nor overwritten by it (QA helper-157)', async () => {
    const source = openOwnerOrder();
    const owner = db.users.findFirst((q) => q.where({ email: OWNER }))!;
    const plain = `job:create:${source.branch_id}`;
    await act(() =>
      saveDraft({
        userId: owner.id,
        form: plain,
        path: '/company/job/create',
        values: { customer: { first_name: 'Zelda', last_name: 'Draftson' } },
        reason: 'left',
      }),
    );
    const { user } = await openForm(`/company/job/create?from=${source.id}`);
    await pauseInAct(300); // the form's kept draft is looked up as it opens
    expect(screen.queryByText(/^You left this form before saving/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();

    await user.type(textbox(/^Notes/), ' Second day.');
    const nav = screen.getByRole('navigation', { name: 'Company' });
    await user.click(within(nav).getByRole('link', { name: 'Team' }));
    await screen.findByRole('navigation', { name: 'Team lists' });
    await waitFor(async () =>
      expect(
        (await act(() => loadDraft<OrderFormValues>(owner.id, copyDraftName(source.id))))?.values
          .notes,
      ).toMatch(/Second day\.$/),
    );
    const kept = await act(() => loadDraft<OrderFormValues>(owner.id, plain));
    expect(kept?.values.customer.first_name).toBe('Zelda');
  });

  it('a branch switched by hand keeps what was typed in the copy, as Add new job does (QA helper-157)', async () => {
    const source = openOwnerOrder();
    const other = db.branches.findFirst((q) =>
      q.where((b) => b.company_id === ownerCompanyId() && b.id !== source.branch_id),
    )!;
    const { user } = await openForm(`/company/job/create?from=${source.id}`);
    const form = screen.getByRole('form', { name: 'Job' });
    await user.clear(textbox('Last name'));
    await user.type(textbox('Last name'), 'Typedbefore');
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    const switcher = await screen.findByRole('group', { name: 'Switch branch' });
    await user.click(within(switcher).getByRole('menuitem', { name: new RegExp(other.name) }));
    await waitFor(() => expect(activeBranchStorage.get()).toBe(other.id));
    await pauseInAct(300);
    expect(form.isConnected).toBe(true);
    expect(textbox('Last name')).toHaveValue('Typedbefore');
    expect(
      screen.getByText(new RegExp(`^A copy of job #${source.number} for`)),
    ).toBeInTheDocument();
  });

  it('an address whose ?from= names no job says "Job not found", not an empty form without a word (QA helper-157)', async () => {
    for (const from of ['abc', '0', '-1', '']) {
      const app = await startAt(`/company/job/create?from=${from}`);
      expect(await screen.findByText('Job not found')).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Job' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Start an empty job' })).toBeInTheDocument();
      app.unmount();
    }
  });

  it('is offered on Edit job, on History’s cards and on a closed job’s page', async () => {
    const open = openOwnerOrder();
    const { unmount } = await startAt(`/company/job/edit/${open.id}`);
    await screen.findByRole('form', { name: 'Job' });
    expect(screen.getByRole('link', { name: 'Duplicate job' })).toHaveAttribute(
      'href',
      `/company/job/create?from=${open.id}`,
    );
    unmount();

    const closed = db.orders.findFirst((q) =>
      q.where((o) => o.company_id === ownerCompanyId() && o.completed_at != null),
    )!;
    const history = await startAt('/company/job/history');
    const card = await screen.findByRole('group', { name: new RegExp(`#${closed.number}\\b`) });
    expect(within(card).getByRole('link', { name: 'Duplicate' })).toHaveAttribute(
      'href',
      `/company/job/create?from=${closed.id}`,
    );
    history.unmount();

    await startAt(`/company/job/edit/${closed.id}`);
    expect(
      await screen.findByText(`Job #${closed.number} can no longer be edited`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Duplicate job' })).toHaveAttribute(
      'href',
      `/company/job/create?from=${closed.id}`,
    );
  });
});

async function startAt(path: string) {
  localStorage.setItem('token', await loginAs(OWNER));
  return renderApp(path);
}
