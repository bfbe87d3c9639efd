import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyServices, servicesStarted, ServicesProvider, useServices } from './services';

function Probe() {
  const services = useServices();
  return <p>{services ? 'ready' : 'waiting'}</p>;
}
function QueryProbe() {
  useQueryClient();
  return <p>query client</p>;
}

describe('lazy services', () => {
  it('loads once, on the first ready(); the tree sees them arrive without remounting', async () => {
    const queryClient = new QueryClient();
    const load = vi.fn(async () => ({ queryClient }));
    const handle = lazyServices(load);
    let mounts = 0;
    function Counted() {
      // Counts mounts: a remount when the services arrive would lose typed input.
      useState(() => mounts++);
      return <Probe />;
    }
    render(
      <ServicesProvider handle={handle}>
        <Counted />
      </ServicesProvider>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      await Promise.all([handle.ready(), handle.ready()]);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('ready')).toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it('provides the query client once loaded', async () => {
    const handle = lazyServices(async () => ({ queryClient: new QueryClient() }));
    await handle.ready();
    render(
      <ServicesProvider handle={handle}>
        <QueryProbe />
      </ServicesProvider>,
    );
    expect(screen.getByText('query client')).toBeInTheDocument();
  });

  it('a failed load is forgotten: the next ready() tries again', async () => {
    const queryClient = new QueryClient();
    const load = vi
      .fn<() => Promise<{ queryClient: QueryClient }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ queryClient });
    const handle = lazyServices(load);
    await expect(handle.ready()).rejects.toThrow('chunk failed');
    expect(handle.current()).toBeNull();
    await expect(handle.ready()).resolves.toEqual({ queryClient });
    expect(handle.current()).toEqual({ queryClient });
  });

  it('servicesStarted waits for the services without asking for them, and is at once once they run', async () => {
    const queryClient = new QueryClient();
    const load = vi.fn(() => Promise.resolve({ queryClient }));
    const handle = lazyServices(load);
    let started = false;
    const waiting = servicesStarted(handle).then(() => (started = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
    expect(started).toBe(false);
    await handle.ready();
    await waiting;
    expect(started).toBe(true);
    await expect(servicesStarted(handle)).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
