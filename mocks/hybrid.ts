import { bypass, http, passthrough, type RequestHandler } from 'msw';
import { apiBaseUrl, isHybridMode, mockedOperationsSpec } from '@/platform/config/config';
import {
  apiOperations,
  groupByTag,
  operationOf,
  selectOperations,
  type ApiOperation,
  type MockSelection,
} from '@/platform/api/operations';
import { db } from './db';
import { handlers as allHandlers } from './handlers';
import { bearerToken } from './handlers/lib/guards';

/*
 * Hybrid mode (README, "Hybrid mode"): VITE_API_URL names the provider and VITE_MOCK the
 * operations the in-browser mock answers. A gate in front of the handlers passes every other
 * request through to the network, so a mocked handler (they match any host: `*\/api/…`) never
 * answers a call the provider should get.
 */

export interface HybridSetup extends MockSelection {
  /** Mocked operations that have no mock handler (answered by the provider after all). */
  unhandled: ApiOperation[];
}

let setup: (HybridSetup & { handlers: RequestHandler[] }) | undefined;

/** This build's VITE_MOCK, read once: the selection and its handlers; null outside hybrid mode. */
export function hybridSetup(): (HybridSetup & { handlers: RequestHandler[] }) | null {
  if (!isHybridMode) return null;
  if (!setup) {
    const selection = selectOperations(mockedOperationsSpec);
    setup = { ...selection, ...selectHandlers(allHandlers, selection) };
  }
  return setup;
}

const key = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{[^}]+\}|:[^/]+/g, '{}')}`;

/** The contract operation an MSW handler of mocks/handlers answers (path `*\/api/…`). */
export function handlerOperation(handler: RequestHandler): ApiOperation | undefined {
  const info = handler.info as { method?: unknown; path?: unknown };
  if (typeof info.method !== 'string' || typeof info.path !== 'string') return undefined;
  const path = info.path.replace(/^\*?\/api/, '');
  const wanted = key(info.method, path);
  return apiOperations.find((op) => key(op.method, op.path) === wanted);
}

/** The handlers of the selected operations, and the selected operations no handler answers. */
export function selectHandlers(
  handlers: readonly RequestHandler[],
  selection: MockSelection,
): { handlers: RequestHandler[]; unhandled: ApiOperation[] } {
  const ids = new Set(selection.operations.map((op) => op.operationId));
  const picked = handlers.filter((h) => ids.has(handlerOperation(h)?.operationId ?? ''));
  const answered = new Set(picked.map((h) => handlerOperation(h)!.operationId));
  return {
    handlers: picked,
    unhandled: selection.operations.filter((op) => !answered.has(op.operationId)),
  };
}

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
  return http.all('*', async ({ request }) => {
    const op = operationOf(request.method, request.url, apiBaseUrl);
    if (!op || !ids.has(op.operationId)) return passthrough();
    await adoptSession(request);
    return undefined;
  });
}

/** What is wrong with VITE_MOCK (unknown names, or none that names an operation), if anything. */
export function hybridProblem(setup: MockSelection): string | undefined {
  if (setup.unknown.length)
    return `VITE_MOCK names what the contract does not have: ${setup.unknown.join(', ')}. Use tags or operationIds of contract/openapi.yaml.`;
  if (!setup.operations.length) return 'VITE_MOCK names no operation: nothing is mocked.';
  return undefined;
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
