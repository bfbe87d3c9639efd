import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent, lazyValue, preloadComponent } from './lazy-component';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const Hello: ComponentType<{ name: string }> = ({ name }) => <p>Hello {name}</p>;

describe('lazyComponent', () => {
  it('downloads once, however often it is preloaded or rendered', async () => {
    const load = vi.fn(() => Promise.resolve(Hello));
    const Lazy = lazyComponent(load);
    expect(load).not.toHaveBeenCalled(); // nothing until asked
    await Promise.all([Lazy.preload(), Lazy.preload(), preloadComponent(Lazy)]);
    render(<Lazy name="Ada" />);
    render(<Lazy name="Bob" />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded component at once, without showing the fallback', async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Hello));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    // Synchronously there: no suspension, no fallback.
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends like React.lazy when rendered before its download is done, then keeps its state', async () => {
    const download = deferred<typeof Hello>();
    const Lazy = lazyComponent(() => download.promise);
    const { rerender } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => download.resolve(Hello));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    const before = screen.getByText('Hello Ada');
    rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Bob" />
      </Suspense>,
    );
    // The same element updated (not remounted under a new type).
    expect(screen.getByText('Hello Bob')).toBe(before);
  });

  it('a failed early download is tried again when it renders', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Hello);
    const Lazy = lazyComponent(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloadComponent leaves plain components alone', async () => {
    await expect(preloadComponent(Hello)).resolves.toBeUndefined();
  });
});

describe('lazyValue', () => {
  it('is at hand, without waiting, once loaded; loaded once', async () => {
    const run = () => 'ran';
    const load = vi.fn(() => Promise.resolve(run));
    const value = lazyValue(load);
    expect(value.loaded()).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    await Promise.all([value.load(), value.load()]);
    expect(value.loaded()).toBe(run);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('there');
    const value = lazyValue(load);
    await expect(value.load()).rejects.toThrow('offline');
    expect(value.loaded()).toBeUndefined();
    await expect(value.load()).resolves.toBe('there');
    expect(value.loaded()).toBe('there');
  });
});
