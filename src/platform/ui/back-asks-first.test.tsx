import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { GuardedPopover } from './guarded-popover';
import { Modal } from './modal';
import { UiProviders } from './ui-providers';

/** The browser's Back, once its popstate has been answered. */
async function back() {
  const popped = new Promise((resolve) =>
    window.addEventListener('popstate', resolve, { once: true }),
  );
  await act(async () => {
    window.history.back();
    await popped;
    // The overlay's entry put back (a microtask after the popstate).
    await Promise.resolve();
  });
}

/** A page with a button that opens a dialog holding a text area, as Cancel order's reason. */
function DialogPage({ keepsTyping = false }: { keepsTyping?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal
        isOpen={open}
        title="Cancel order"
        onClose={() => setOpen(false)}
        keepsTyping={keepsTyping}
      >
        <label>
          Reason
          <textarea defaultValue="" />
        </label>
        <input type="search" aria-label="Search" />
      </Modal>
    </>
  );
}

function PopoverPage() {
  const [open, setOpen] = useState(false);
  return (
    <GuardedPopover
      isOpen={open}
      onInteraction={setOpen}
      content={
        <div role="dialog" aria-label="Change the price">
          <label>
            Hourly price
            <input defaultValue="35.00" />
          </label>
        </div>
      }
      renderTarget={({ isOpen: _isOpen, ref, ...targetProps }) => (
        <button {...targetProps} ref={ref}>
          Price
        </button>
      )}
    />
  );
}

describe('Back on an overlay with typing asks first (fix-152)', () => {
  it('a dialog typed in stays open and asks; Keep editing keeps the typing, Discard closes', async () => {
    const user = userEvent.setup();
    render(<DialogPage />, { wrapper: UiProviders });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const reason = await screen.findByRole('textbox', { name: 'Reason' });
    // Its history entry is in: Back takes that one.
    await waitFor(() => expect(window.history.state).toHaveProperty('appOverlay'));
    await user.type(reason, 'Moving next month');

    await back();
    const dialog = screen.getByRole('dialog', { name: 'Cancel order' });
    expect(screen.getByRole('alert')).toHaveTextContent('Discard what you typed?');
    expect(reason).toHaveValue('Moving next month');
    expect(reason).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reason).toHaveFocus();
    expect(reason).toHaveValue('Moving next month');

    // Its entry was put back: Back asks again, and Discard closes it.
    await back();
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('a dialog nothing was typed in, or typed back to where it was, closes on Back', async () => {
    const user = userEvent.setup();
    render(<DialogPage />, { wrapper: UiProviders });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(await screen.findByRole('textbox', { name: 'Reason' }), 'x{Backspace}');
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a dialog with only its search box typed in (Find helpers) closes on Back', async () => {
    const user = userEvent.setup();
    render(<DialogPage />, { wrapper: UiProviders });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'Maria');
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a dialog whose form outlives it (keepsTyping: Apply) closes on Back, typed in or not', async () => {
    const user = userEvent.setup();
    render(<DialogPage keepsTyping />, { wrapper: UiProviders });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(await screen.findByRole('textbox', { name: 'Reason' }), 'Moving');
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a popover with a form (the hourly price) asks too, its form kept as it asks', async () => {
    const user = userEvent.setup();
    render(<PopoverPage />, { wrapper: UiProviders });
    await user.click(screen.getByRole('button', { name: 'Price' }));
    const price = await screen.findByRole('textbox', { name: 'Hourly price' });
    await user.clear(price);
    await user.type(price, '41');
    await back();
    expect(await screen.findByRole('alert')).toHaveTextContent('Discard what you typed?');
    expect(screen.getByRole('textbox', { name: 'Hourly price' })).toBe(price);
    expect(price).toHaveValue('41');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Hourly price' })).toBeNull());
  });
});
