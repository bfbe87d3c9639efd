/**
 * Runs `start` in one tab of the origin only: the holder of the Web Lock `name` (the first
 * tab to ask; the next one in line takes over when it closes or stops). Without Web Locks
 * (the Node mock server, tests) it runs at once. `start` returns how to stop its work.
 * Returns a stop that ends the work (or gives up waiting for the lock) and hands the lock on.
 */
export function runAsLeader(name: string, start: () => () => void): () => void {
  let stopWork: (() => void) | undefined;
  let release: (() => void) | undefined;
  let stopped = false;
  if (typeof navigator !== 'undefined' && navigator.locks) {
    void navigator.locks.request(name, () => {
      // Stopped while waiting to lead: hand the lock straight on, start nothing.
      if (stopped) return;
      stopWork = start();
      // Hold the lock while this tab lives.
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    });
  } else {
    stopWork = start();
  }
  return () => {
    stopped = true;
    stopWork?.();
    stopWork = undefined;
    release?.();
  };
}
