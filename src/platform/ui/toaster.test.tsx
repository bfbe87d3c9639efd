import { BlueprintProvider } from '@blueprintjs/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';
import { preloadToaster, toast, TOAST_TIMEOUT, ToasterHost, useToastsBeneath } from './toaster';

function mount() {
  return render(
    <BlueprintProvider>
      <ToasterHost />
    </BlueprintProvider>,
  );
}

describe('toaster (spec section 9)', () => {
  it('shows messages queued before it mounted, top-right, as text', async () => {
    toast.error('<b>not bold</b>');
    mount();
    const message = await screen.findByText('<b>not bold</b>');
    expect(message.querySelector('b')).toBeNull();
    expect(document.querySelector('.bp6-toast-container')?.className).toContain(
      'bp6-toast-container-top',
    );
    expect(document.querySelector('.bp6-toast-container')?.className).toContain(
      'bp6-toast-container-right',
    );
    act(() => toast.clear());
  });

  it('closes a toast after 5000 ms', async () => {
    mount();
    // Blueprint's toaster is its own chunk: have it in place before the clock is frozen.
    await act(() => preloadToaster());
    vi.useFakeTimers({ shouldAdvanceTime: false });
    try {
      act(() => {
        toast.info('Saved');
      });
      expect(screen.getByText('Saved')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(4900));
      expect(screen.getByText('Saved')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      // Blueprint then plays the exit transition before removing the node.
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    } finally {
      act(() => toast.clear());
      vi.useRealTimers();
    }
  });

  it('does not stack an error already on screen; once it has gone, the same error shows again', async () => {
    mount();
    await act(() => preloadToaster());
    vi.useFakeTimers({ shouldAdvanceTime: false });
    try {
      act(() => {
        toast.error('An unexpected error occurred:');
      });
      act(() => vi.advanceTimersByTime(1200));
      act(() => {
        toast.error('An unexpected error occurred:');
        toast.error('Another failure');
        toast.success('Saved');
        toast.success('Saved');
      });
      // Blueprint spaces out toasts raised together.
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getAllByText('An unexpected error occurred:')).toHaveLength(1);
      expect(screen.getAllByText('Another failure')).toHaveLength(1);
      // Raised together (the second still in Blueprint's show queue as the first is): one.
      act(() => {
        toast.error('Down twice');
        toast.error('Down twice');
      });
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getAllByText('Down twice')).toHaveLength(1);
      // Not errors: each is said (a double action shows as two).
      expect(screen.getAllByText('Saved')).toHaveLength(2);
      act(() => vi.advanceTimersByTime(TOAST_TIMEOUT));
      act(() => vi.advanceTimersByTime(1000)); // the exit transition
      expect(screen.queryByText('An unexpected error occurred:')).not.toBeInTheDocument();
      act(() => {
        toast.error('An unexpected error occurred:');
      });
      expect(screen.getAllByText('An unexpected error occurred:')).toHaveLength(1);
    } finally {
      act(() => toast.clear());
      vi.useRealTimers();
    }
  });

  it('the same error again while its toast is up: that toast stays its whole time from the repeat, and pulses (review 102)', async () => {
    mount();
    await act(() => preloadToaster());
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const box = () => screen.getByText('Save failed').closest('.bp6-toast')!;
    try {
      act(() => {
        toast.error('Save failed');
      });
      expect(box().className).not.toMatch(/app-toast-again/);
      act(() => vi.advanceTimersByTime(4000));
      act(() => {
        toast.error('Save failed');
      });
      expect(box()).toHaveClass('app-toast-again-1');
      // 4,900 ms after the repeat (8,900 after the first): still up, and still one.
      act(() => vi.advanceTimersByTime(4900));
      expect(screen.getAllByText('Save failed')).toHaveLength(1);
      act(() => {
        toast.error('Save failed');
      });
      // The next repeat pulses again (the other name, so the animation starts anew).
      expect(box()).toHaveClass('app-toast-again-0');
      act(() => vi.advanceTimersByTime(4900));
      expect(screen.getByText('Save failed')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      act(() => vi.advanceTimersByTime(1000)); // the exit transition
      expect(screen.queryByText('Save failed')).not.toBeInTheDocument();
    } finally {
      act(() => toast.clear());
      vi.useRealTimers();
    }
  });

  it('errors raised before the toaster loaded are not stacked either', async () => {
    act(() => toast.clear());
    toast.error('Queued failure');
    toast.error('Queued failure');
    mount();
    await waitFor(() => expect(screen.getAllByText('Queued failure')).toHaveLength(1));
    await pauseInAct(600);
    expect(screen.getAllByText('Queued failure')).toHaveLength(1);
    act(() => toast.clear());
  });

  it('keeps at most 20 toasts', async () => {
    mount();
    act(() => {
      for (let i = 0; i < 25; i++) toast.info(`message ${i}`);
    });
    await waitFor(() => expect(document.querySelectorAll('.bp6-toast')).toHaveLength(20));
    act(() => toast.clear());
  });

  it('is dismissed by dragging past 60% of its width, and snaps back otherwise', async () => {
    mount();
    act(() => void toast.success('Saved'));
    const message = await screen.findByText('Saved');
    const el = message.closest('.bp6-toast') as HTMLElement;
    el.getBoundingClientRect = () => ({ width: 300 }) as DOMRect;

    fireEvent.pointerDown(message, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(message, { clientX: 200, pointerId: 1 });
    fireEvent.pointerUp(message, { clientX: 200, pointerId: 1 });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(el.style.transform).toBe('');

    fireEvent.pointerDown(message, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(message, { clientX: 290, pointerId: 1 });
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
  });
});

describe('a toast is said once (QA 121 L1)', () => {
  it('each message is one live region (its alert), inside no other', async () => {
    mount();
    act(() => {
      toast.success('Crew updated: 1 invited');
    });
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Crew updated: 1 invited');
    const liveAbove = (el: Element) =>
      el.parentElement?.closest('[aria-live]:not([aria-live="off"])');
    expect(liveAbove(message)).toBeNull();
    // A later toast, the container already there: still said once.
    act(() => {
      toast.error('Could not save');
    });
    const second = (await screen.findByText('Could not save')).closest('[role="alert"]')!;
    expect(second).not.toBeNull();
    expect(liveAbove(second)).toBeNull();
    act(() => toast.clear());
  });

  it('a quiet one is shown and not said: what it shows was said already', async () => {
    mount();
    act(() => {
      toast.info('A job is waiting for your confirmation.', { quiet: true });
      toast.info('Saved');
    });
    const quiet = await screen.findByText('A job is waiting for your confirmation.');
    expect(quiet.closest('[role="alert"], [aria-live]:not([aria-live="off"])')).toBeNull();
    // The others are said as ever.
    expect(await screen.findByRole('alert')).toHaveTextContent('Saved');
    act(() => toast.clear());
  });
});

describe('toasts beneath an overlay the user opened (the mobile drawer)', () => {
  function Drawer({ open }: { open: boolean }) {
    useToastsBeneath(open);
    return null;
  }

  it('go beneath while any such overlay is open, and back on top once all are closed', async () => {
    const { rerender } = render(
      <BlueprintProvider>
        <ToasterHost />
        <Drawer open={false} />
        <Drawer open={false} />
      </BlueprintProvider>,
    );
    const mount = (a: boolean, b: boolean) =>
      rerender(
        <BlueprintProvider>
          <ToasterHost />
          <Drawer open={a} />
          <Drawer open={b} />
        </BlueprintProvider>,
      );
    act(() => void toast.info('Saved'));
    const container = (await screen.findByText('Saved')).closest('.bp6-toast-container')!;
    expect(container).not.toHaveClass('app-toasts--beneath');
    mount(true, false);
    expect(container).toHaveClass('app-toasts--beneath');
    mount(true, true);
    mount(false, true);
    expect(container).toHaveClass('app-toasts--beneath');
    mount(false, false);
    expect(container).not.toHaveClass('app-toasts--beneath');
    act(() => toast.clear());
  });

  it('a success closes a connection failure still on screen, not a failure the server explained (QA-185 L1)', async () => {
    mount();
    await act(() => preloadToaster());
    vi.useFakeTimers({ shouldAdvanceTime: false });
    try {
      act(() => {
        toast.error('An unexpected error occurred:', { endsOnSuccess: true });
        toast.error('The name has already been taken.');
      });
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByText('An unexpected error occurred:')).toBeInTheDocument();
      act(() => void toast.success('Lone Star Movers Dallas was saved'));
      // Well within the failure's own 5 s: gone with the success, its exit played.
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByText('Lone Star Movers Dallas was saved')).toBeInTheDocument();
      expect(screen.queryByText('An unexpected error occurred:')).not.toBeInTheDocument();
      expect(screen.getByText('The name has already been taken.')).toBeInTheDocument();
    } finally {
      act(() => toast.clear());
      vi.useRealTimers();
    }
  });

  it('a success raised before the toaster loaded drops a queued connection failure', async () => {
    act(() => {
      toast.error('An unexpected error occurred:', { endsOnSuccess: true });
      toast.success('Saved at last');
    });
    mount();
    await screen.findByText('Saved at last');
    expect(screen.queryByText('An unexpected error occurred:')).not.toBeInTheDocument();
    act(() => toast.clear());
  });
});

describe('toaster loading', () => {
  afterEach(() => {
    vi.doUnmock('./toaster-overlay');
    vi.resetModules();
  });

  /** A fresh toaster module whose Blueprint chunk fails `failures` times, then loads. */
  async function freshToaster(failures: number) {
    vi.resetModules();
    const loads = { attempts: 0 };
    vi.doMock('./toaster-overlay', async () => {
      loads.attempts++;
      if (loads.attempts <= failures) throw new Error('chunk download failed');
      return vi.importActual('./toaster-overlay');
    });
    const module = await import('./toaster');
    const utils = render(
      <BlueprintProvider>
        <module.ToasterHost />
      </BlueprintProvider>,
    );
    return { ...module, loads, utils };
  }

  it("fetches Blueprint's toaster only when the first toast is raised", async () => {
    const { toast, loads } = await freshToaster(0);
    expect(loads.attempts).toBe(0);
    act(() => void toast.success('Saved'));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(loads.attempts).toBe(1);
    act(() => toast.clear());
  });

  it('a failed download is tried again on the next toast, and nothing queued is lost', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { toast, loads } = await freshToaster(1);
    act(() => void toast.error('First'));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    act(() => void toast.error('Second'));
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(loads.attempts).toBe(2);
    act(() => toast.clear());
    error.mockRestore();
  });
});
