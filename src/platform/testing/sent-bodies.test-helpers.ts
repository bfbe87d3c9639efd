import { http } from 'msw';
import { server } from '@mocks/node';

/**
 * The JSON bodies the app sends with `method` to `*\/api/${path}` from here on, in order; the
 * mock still answers each (the handler passes it on).
 */
export function sentBodies(method: 'put' | 'post', path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http[method](`*/api/${path}`, async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
      return undefined;
    }),
  );
  return bodies;
}
