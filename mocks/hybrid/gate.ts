import { bypass, http, passthrough, type RequestHandler } from 'msw';
import { withoutCallFrames } from '../handlers/lib/call-frames';
import { apiBaseUrl } from '@/platform/config/config';
import { groupByTag, operationOf, type MockSelection } from '@/platform/api/operations';
import { db } from '../db';
import { bearerToken } from '../handlers/lib/guards';
import { hybridProblem, type HybridSetup } from './setup';

/*
 * Hybrid mode's worker side: a gate in front of the selected handlers passes every call that
 * is not a mocked operation through to the provider, so a mock handler (they match any host:
 * `*\/api/…`) never answers a call the provider should get.
 */

/**
 * The sessions of the provider's tokens: the provider signs the user in, the mock must know
 * who calls. It asks the provider once per token (getMe) and acts for its own user of the
 * same email (the demo accounts of the seed, which `npm run mock:server` shares).
 */
const adopted = new Map<string, Promise<void>>();

function adoptSession(request: Request): Promise<void> {
  const token = bearerToken(request);
  if (!token || db.sessions.findFirst((q) => q.where({ token }))) return Promise.resolve();
  let pending = adopted.get(token);
  if (!pending) {
    pending = (async () => {
      const response = await fetch(
        bypass(`${apiBaseUrl}/auth/get-me`, {
          method: 'POST',
          headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
        }),
      );
      const body = (await response.json().catch(() => null)) as {
        data?: { user?: { email?: string } };
      } | null;
      const email = body?.data?.user?.email;
      const user = email ? db.users.findFirst((q) => q.where({ email })) : undefined;
      if (!user) {
        console.error(
          `[mocks] hybrid mode: the provider's user ${email ?? '(unknown)'} is not in the mock's data, so the mocked operations answer 401. Sign in with a demo account (README, "Hybrid mode").`,
        );
        return;
      }
      await db.insert('sessions', {
        token,
        user_id: user.id,
        created_at: new Date().toISOString(),
      });
    })().catch((error: unknown) => {
      adopted.delete(token);
      console.error('[mocks] hybrid mode: could not ask the provider who is signed in', error);
    });
    adopted.set(token, pending);
  }
  return pending;
}

/** First handler in hybrid mode: the provider's calls pass through, mocked ones go on. */
export function hybridGate(selection: MockSelection): RequestHandler {
  const ids = new Set(selection.operations.map((op) => op.operationId));
  return withoutCallFrames(() =>
    http.all('*', async ({ request }) => {
      const op = operationOf(request.method, request.url, apiBaseUrl);
      if (!op || !ids.has(op.operationId)) return passthrough();
      await adoptSession(request);
      return undefined;
    }),
  );
}

/** Says once, at start, what is mocked (grouped by tag) and what is wrong with VITE_MOCK. */
export function reportHybridSetup(setup: HybridSetup): void {
  const problem = hybridProblem(setup);
  if (problem) console.error(`[mocks] ${problem}`);
  if (setup.unhandled.length) {
    console.error(
      `[mocks] VITE_MOCK: no mock handler for ${setup.unhandled.map((op) => op.operationId).join(', ')}; the provider answers them.`,
    );
  }
  const groups = groupByTag(setup.operations).map(([tag, ids]) => `${tag}: ${ids.join(', ')}`);
  console.info(
    `[mocks] hybrid mode: ${setup.operations.length} operations answered in the browser, the rest by ${apiBaseUrl}.\n  ${groups.join('\n  ') || '(none)'}`,
  );
}
