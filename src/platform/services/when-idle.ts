/**
 * Resolves when the main thread is idle (or after `timeout` ms): for work that must not
 * compete with a page's first render and first data (the socket's start-up, warming caches).
 */
export function whenIdle(timeout: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 0);
  });
}
