import { act } from '@testing-library/react';
import { http } from 'msw';
import { server } from '@mocks/node';

/**
 * Holds the calls of `method` to `path` (an msw path) on the tests' mock server until
 * `release()`, then lets them on to its handlers: a save or a read still on its way while the
 * test acts (the user leaves the page, another tab saves). `which` picks the calls to hold
 * (a search's typed text, its second page); the others go on at once. `count()`: how many
 * have been held.
 */
export function holdRequests(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  which: (request: Request) => boolean = () => true,
) {
  let open = () => {};
  const held = new Promise<void>((resolve) => (open = resolve));
  let count = 0;
  server.use(
    http[method](path, async ({ request }) => {
      if (!which(request)) return undefined;
      count += 1;
      await held;
      return undefined;
    }),
  );
  return {
    count: () => count,
    /** Lets them through, inside act (what they change renders). */
    release: () => act(async () => open()),
  };
}

/** `holdRequests`' `which` for the first call only (a save's read, not the page's reads after). */
export function firstOnly(): () => boolean {
  let first = true;
  return () => {
    const held = first;
    first = false;
    return held;
  };
}
