import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/platform/api/api-error';
import { drawerWidth, formatBadge } from './constants';
import { ConfirmDialog, Modal } from './modal';
import { UiProviders } from './ui-providers';
import { dropFocusAsChromium } from '@/platform/testing/focus.test-helpers';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';

describe('modal (spec section 9)', () => {
  it.each([
    ['x-small', 431],
    ['small', 580],
    ['average', 684],
    ['normal', 871],
    ['medium', 940],
    ['large', 1115],
    ['large-wide', 1280],
  ] as const)('a %s dialog is %ipx wide (spec section 9)', (size, width) => {
    render(
      <Modal isOpen title="Sized" size={size} onClose={() => undefined}>
        body
      </Modal>,
      { wrapper: UiProviders },
    );
    expect(screen.getByRole('dialog')).toHaveStyle({ width: `${width}px` });
  });

  it('is persistent (outside clicks) and has a Cancel button by default', async () => {
    const onClose = vi.fn();
    render(
      <Modal isOpen title="Edit branch" size="average" onClose={onClose}>
        body
      </Modal>,
      { wrapper: UiProviders },
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveStyle({ width: '684px' });
    // Persistent: a click on the backdrop does not close it either.
    const backdrop = document.querySelector('.bp6-overlay-backdrop');
    expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on Escape, as Cancel does (keyboard users)', async () => {
    const onClose = vi.fn();
    render(
      <Modal isOpen title="Edit branch" onClose={onClose}>
        body
      </Modal>,
      { wrapper: UiProviders },
    );
    // Focus is inside the dialog (Blueprint puts it there in a browser; e2e/keyboard.spec.ts
    // checks that); Escape is heard from there.
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('gives the focus back to its opener when it is unmounted while open (review 54)', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open it</button>
          {open && (
            <Modal isOpen title="Mounted while open" onClose={() => setOpen(false)}>
              body
            </Modal>
          )}
        </>
      );
    }
    const user = userEvent.setup();
    render(<Opener />, { wrapper: UiProviders });
    const opener = screen.getByRole('button', { name: 'Open it' });
    await user.click(opener);
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    cancel.focus();
    await user.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('takes the focus into the dialog as it opens, read by its title, unless a field of it has it (QA helper-93)', async () => {
    function Opener({ field }: { field: boolean }) {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open it</button>
          <Modal isOpen={open} title="Invite someone else" onClose={() => setOpen(false)}>
            {field ? <input aria-label="Name" autoFocus /> : 'body'}
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    const { unmount } = render(<Opener field={false} />, { wrapper: UiProviders });
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone else' });
    await waitFor(() => expect(dialog).toHaveFocus());
    unmount();
    render(<Opener field />, { wrapper: UiProviders });
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await pauseInAct(400); // past the opening transition, when the dialog would take it
    expect(name).toHaveFocus();
  });

  it('has the focus in its first field that takes typing as it opens, not on itself: typing goes in at once (QA 219 M4)', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>I can't make it</button>
          <Modal isOpen={open} title="Can't make it" onClose={() => setOpen(false)}>
            {/* A date's box is read-only (it opens its calendar), a field may be disabled. */}
            <input aria-label="Day" readOnly />
            <input aria-label="Code" disabled />
            <textarea aria-label="Reason" />
            <input aria-label="Rate" />
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Opener />, { wrapper: UiProviders });
    act(() => screen.getByRole('button', { name: "I can't make it" }).focus());
    await user.keyboard('{Enter}');
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    // From its first frame: no wait.
    expect(reason).toHaveFocus();
    await user.keyboard('My car broke down');
    expect(reason).toHaveValue('My car broke down');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('has the focus on its safe answer, or on itself, from its first frame, and gives it back as it closes (QA helper-116)', async () => {
    // Kept mounted and opened twice: the second time the dialog is put in the page at once.
    function Opener({ confirm }: { confirm: boolean }) {
      const [open, setOpen] = useState(false);
      const close = () => setOpen(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open it</button>
          {confirm ? (
            <ConfirmDialog
              isOpen={open}
              title="Cancel invitation"
              thing="Maria Lopez"
              confirmLabel="Cancel invitation"
              cancelLabel="Keep invitation"
              onConfirm={close}
              onClose={close}
            />
          ) : (
            <Modal isOpen={open} title="Complete order" onClose={close}>
              body
            </Modal>
          )}
        </>
      );
    }
    const user = userEvent.setup();
    for (const confirm of [true, false]) {
      const { unmount } = render(<Opener confirm={confirm} />, { wrapper: UiProviders });
      const opener = screen.getByRole('button', { name: 'Open it' });
      for (let round = 0; round < 2; round += 1) {
        await user.click(opener);
        // No waiting: it had the focus on an invisible trap until its opening transition ended.
        const dialog = screen.getByRole('dialog');
        const safe = confirm ? screen.getByRole('button', { name: 'Keep invitation' }) : dialog;
        expect(safe).toHaveFocus();
        await user.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await waitFor(() => expect(opener).toHaveFocus());
      }
      unmount();
    }
  });

  it('Tab goes round its controls only, not through the whole-screen box around it (QA helper-116)', async () => {
    render(
      <ConfirmDialog
        isOpen
        title="Reject invitation"
        thing="Order #1037"
        confirmLabel="Reject"
        onConfirm={() => {}}
        onClose={() => {}}
      />,
      { wrapper: UiProviders },
    );
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    const stops = [];
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      const active = document.activeElement as HTMLElement;
      stops.push(active.getAttribute('aria-label') ?? active.textContent);
    }
    expect(stops).toEqual(['Reject', 'Close', 'Cancel', 'Reject']);
  });

  it('hands the focus to the page’s title when its action removed the opener (QA helper-93)', async () => {
    function Rows() {
      const [rows, setRows] = useState(['Order #1020', 'Order #1021']);
      const [deleting, setDeleting] = useState<string | null>(null);
      return (
        <>
          <h1 className="app-page-title" tabIndex={-1}>
            Job
          </h1>
          {rows.map((row) => (
            <button key={row} onClick={() => setDeleting(row)}>
              Delete {row}
            </button>
          ))}
          {deleting && (
            <ConfirmDialog
              isOpen
              title="Delete order"
              thing={deleting}
              confirmLabel="Delete order"
              onClose={() => setDeleting(null)}
              // The list drops the row a moment after the dialog has gone (its refetch).
              onConfirm={() => void setTimeout(() => setRows((all) => all.slice(1)), 50)}
            />
          )}
        </>
      );
    }
    const user = userEvent.setup();
    render(<Rows />, { wrapper: UiProviders });
    await user.click(screen.getByRole('button', { name: 'Delete Order #1020' }));
    await user.click(await screen.findByRole('button', { name: 'Delete order' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete Order #1020' })).toBeNull(),
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Job' })).toHaveFocus());
  });

  it('closed while mounted, an action that removed its opener hands the focus to the page’s title too (review helper-95)', async () => {
    function Row() {
      const [shown, setShown] = useState(true);
      const [open, setOpen] = useState(false);
      return (
        <>
          <h1 className="app-page-title" tabIndex={-1}>
            Favourites
          </h1>
          {shown && <button onClick={() => setOpen(true)}>Block Maria</button>}
          <ConfirmDialog
            isOpen={open}
            title="Block helper"
            thing="Maria"
            confirmLabel="Block"
            onClose={() => setOpen(false)}
            onConfirm={() => void setTimeout(() => setShown(false), 50)}
          />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Row />, { wrapper: UiProviders });
    await user.click(screen.getByRole('button', { name: 'Block Maria' }));
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Block Maria' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Favourites' })).toHaveFocus());
  });

  it('closed while mounted, it leaves the focus where the page put it as it faded out, not on its opener', async () => {
    function Job() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <h2 tabIndex={-1}>Order #1130</h2>
          <button onClick={() => setOpen(true)}>I can't make it</button>
          <Modal isOpen={open} title="Can't make it" onClose={() => setOpen(false)}>
            body
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Job />, { wrapper: UiProviders });
    await user.click(screen.getByRole('button', { name: "I can't make it" }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    // Fading out: the page puts the focus on the job's title (as the helper's details page
    // does once her answer has replaced her buttons).
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => screen.getByRole('heading', { name: 'Order #1130' }).focus());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await pauseInAct(100);
    expect(screen.getByRole('heading', { name: 'Order #1130' })).toHaveFocus();
  });

  it('unmounted as it fades out (its list entry left), it still hands the focus on, not to the page’s body', async () => {
    function Row() {
      const [open, setOpen] = useState(false);
      return (
        <li>
          <button onClick={() => setOpen(true)}>Decline Austin</button>
          <ConfirmDialog
            isOpen={open}
            title="Decline this invitation"
            thing="Austin"
            confirmLabel="Decline"
            onClose={() => setOpen(false)}
            onConfirm={() => {}}
            whenOpenerGone={() => screen.getByRole('heading', { name: 'Invitations' }).focus()}
          />
        </li>
      );
    }
    function List() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <h1 tabIndex={-1}>Invitations</h1>
          <button onClick={() => setShown(false)}>Answered</button>
          <ul>{shown && <Row />}</ul>
        </>
      );
    }
    const user = userEvent.setup();
    render(<List />, { wrapper: UiProviders });
    await user.click(screen.getByRole('button', { name: 'Decline Austin' }));
    const decline = await screen.findByRole('button', { name: 'Decline' });
    act(() => decline.focus());
    await user.keyboard('{Enter}');
    // Fading out with the focus still in it, its entry leaves the list (the list's refetch).
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Answered' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Invitations' })).toHaveFocus());
  });

  it('confirms a destructive action naming the thing', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        isOpen
        title="Delete branch"
        thing="Austin"
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onClose={() => {}}
      />,
      { wrapper: UiProviders },
    );
    expect(screen.getByText('Austin')).toBeInTheDocument();
    // Opened, the focus is on its safe answer (QA 2026-12-04: on an invisible focus trap).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});

describe('a dialog whose question no longer fits (QA helper-172 H1, L2)', () => {
  it('says what changed instead of the question, offers only OK, and OK takes the focus its action had', async () => {
    const onConfirm = vi.fn();
    const dialog = (outdated?: string) => (
      <ConfirmDialog
        isOpen
        title="Cancel invitation"
        question="Cancel the invitation of Maria Lopez?"
        confirmLabel="Cancel invitation"
        cancelLabel="Keep invitation"
        onConfirm={onConfirm}
        onClose={() => undefined}
        outdated={outdated}
      />
    );
    const { rerender } = render(dialog(), { wrapper: UiProviders });
    screen.getByRole('button', { name: 'Cancel invitation' }).focus();
    rerender(dialog('Maria Lopez accepted meanwhile.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Maria Lopez accepted meanwhile.');
    expect(screen.getByRole('dialog')).not.toHaveTextContent('Cancel the invitation');
    expect(screen.queryByRole('button', { name: 'Cancel invitation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Keep invitation' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('ConfirmDialog guards its confirm (2/8: nothing happens twice)', () => {
  function deferred() {
    let settle!: { resolve: () => void; reject: (e: unknown) => void };
    const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    return { promise, ...settle };
  }

  function renderConfirm(
    onConfirm: () => unknown,
    onClose = vi.fn(),
    failure?: readonly [string, string],
  ) {
    render(
      <ConfirmDialog
        isOpen
        title="Delete order"
        thing="Order #1001"
        confirmLabel="Delete order"
        onConfirm={onConfirm}
        onClose={onClose}
        failure={failure}
      />,
      { wrapper: UiProviders },
    );
    return { onClose, confirm: () => screen.getByRole('button', { name: /Delete order/ }) };
  }

  it('a double click sends one request, shows it running, and closes once it worked', async () => {
    const request = deferred();
    const onConfirm = vi.fn(() => request.promise);
    const { onClose, confirm } = renderConfirm(onConfirm);
    const button = confirm();
    // Two clicks before React re-renders (one act: it renders at its end): the second must not
    // start a second request.
    act(() => {
      button.click();
      button.click();
    });
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(confirm()).toBeDisabled());
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => request.resolve());
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('stays open when the request fails (the failure was toasted), and can be tried again', async () => {
    const first = deferred();
    const onConfirm = vi.fn(() => first.promise);
    const { onClose, confirm } = renderConfirm(onConfirm);
    act(() => confirm().click());
    await act(async () => first.reject(new ApiError(500, envelope('Server Error'))));
    await waitFor(() => expect(confirm()).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
    onConfirm.mockResolvedValueOnce(undefined);
    await userEvent.click(confirm());
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('says in the dialog what was not done, or may have been, until the next try (QA helper-103)', async () => {
    const onConfirm = vi.fn();
    const { onClose, confirm } = renderConfirm(onConfirm, vi.fn(), ['the order', 'deleted']);
    const said = () => screen.queryByRole('alert');
    const failWith = async (error: ApiError) => {
      onConfirm.mockRejectedValueOnce(error);
      await userEvent.click(confirm());
      await waitFor(() => expect(said()).not.toBeNull());
      return said()!.textContent;
    };
    expect(said()).toBeNull();
    expect(await failWith(new ApiError(500, envelope('Server Error')))).toBe(
      'The order was not deleted. Try again.',
    );
    expect(await failWith(new ApiError(undefined, envelope(''), { unanswered: 'lost' }))).toBe(
      'The server did not answer: the order may have been deleted. Check before you try again.',
    );
    expect(await failWith(new ApiError(undefined, envelope(''), { unanswered: 'offline' }))).toBe(
      'You are offline: the order was not deleted. Try again once you are back online.',
    );
    // A refusal says the server's reason.
    expect(await failWith(new ApiError(422, envelope('The order changed meanwhile.')))).toBe(
      'The order changed meanwhile.',
    );
    expect(onClose).not.toHaveBeenCalled();
    // The next try clears it while it runs.
    const retry = deferred();
    onConfirm.mockReturnValueOnce(retry.promise);
    act(() => confirm().click());
    await waitFor(() => expect(said()).toBeNull());
    await act(async () => retry.resolve());
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('closed and opened again (kept mounted), it does not show the last failure (review 109)', async () => {
    const props = {
      title: 'Cancel invitation',
      thing: 'Maria Lopez',
      confirmLabel: 'Cancel invitation',
      onClose: vi.fn(),
      onConfirm: vi.fn().mockRejectedValueOnce(new ApiError(500, envelope('Server Error'))),
      failure: ['the invitation', 'cancelled'] as const,
    };
    const { rerender } = render(<ConfirmDialog isOpen {...props} />, { wrapper: UiProviders });
    await userEvent.click(screen.getByRole('button', { name: /^Cancel invitation/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The invitation was not cancelled. Try again.',
    );
    rerender(<ConfirmDialog isOpen={false} {...props} />);
    rerender(<ConfirmDialog isOpen {...props} thing="Keisha Moore" />);
    await screen.findByText('Keisha Moore');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Cancel does not close it while the request runs, and says so by being disabled, as is Escape (QA helper-110)', async () => {
    const { onClose, confirm } = renderConfirm(() => new Promise(() => {}));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toBeEnabled();
    act(() => confirm().click());
    await waitFor(() => expect(confirm()).toBeDisabled());
    expect(cancel).toBeDisabled();
    await userEvent.click(cancel);
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('its button disabled with the focus (its request on its way) leaves the focus on the dialog, not the page’s body, and gets it back for another try (QA 219 M2)', async () => {
    const request = deferred();
    const { confirm } = renderConfirm(() => request.promise);
    const dialog = screen.getByRole('dialog');
    act(() => confirm().focus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(confirm()).toBeDisabled());
    await dropFocusAsChromium(confirm());
    expect(dialog).toHaveFocus();
    await act(async () => request.reject(new ApiError(500, envelope('Server Error'))));
    await waitFor(() => expect(confirm()).toBeEnabled());
    expect(confirm()).toHaveFocus();
  });

  it('Cancel is ready again once a failed request is over', async () => {
    const request = deferred();
    const { onClose, confirm } = renderConfirm(() => request.promise);
    act(() => confirm().click());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled());
    await act(async () => request.reject(new ApiError(500, envelope('Server Error'))));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled());
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

const envelope = (message: string) => ({
  data: null,
  message,
  errors: {},
  success: false as const,
});

describe('layout constants (spec section 9)', () => {
  it('badge shows 99+ from 100', () => {
    expect(formatBadge(99)).toBe('99');
    expect(formatBadge(100)).toBe('99+');
  });
  it('drawer is 300 wide under 410px, else 375', () => {
    expect(drawerWidth(390)).toBe(300);
    expect(drawerWidth(410)).toBe(375);
  });
});
