import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { loadToaster } from '@/platform/testing/toasts.test-helpers';

setupMockServer();

describe('Copy link on the crew page and Edit job (QA 136 L4)', () => {
  it("puts the job's own address on the clipboard, to send a colleague, and says so", async () => {
    await loadToaster();
    const order = db.orders.findFirst((q) => q.where({ cancelled_at: null, completed_at: null }))!;
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const app = renderApp(`/company/job/team-edit/${order.id}`);
    await screen.findByRole('heading', { name: `Order #${order.number}` });
    await app.user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    // Inside act: the toast's entering transition may end meanwhile (a loaded machine).
    expect(await act(() => navigator.clipboard.readText())).toBe(
      `${window.location.origin}/company/job/team-edit/${order.id}`,
    );
  });

  it("Edit job has it too: the job's Edit job address", async () => {
    await loadToaster();
    const order = db.orders.findFirst((q) => q.where({ cancelled_at: null, completed_at: null }))!;
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const app = renderApp(`/company/job/edit/${order.id}`);
    await screen.findByRole('form', { name: 'Job' });
    await app.user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    // Inside act: the toast's entering transition may end meanwhile (a loaded machine).
    expect(await act(() => navigator.clipboard.readText())).toBe(
      `${window.location.origin}/company/job/edit/${order.id}`,
    );
  });
});
