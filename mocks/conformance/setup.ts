import { resetDb, server } from '../node';
import type { Operation } from './contract';
import {
  clearTokens,
  NoHandlerError,
  requestKey,
  UndeclaredStatusError,
  unhandled,
} from './fixtures';

/*
 * Shared by the conformance test files: the msw server (an unhandled request is recorded so
 * the case fails with "MISSING HANDLER" instead of a network error), a db reset that also
 * forgets the cached logins, and case helpers.
 */

export function setUpConformanceServer(): void {
  beforeAll(() =>
    server.listen({
      onUnhandledRequest(request, print) {
        unhandled.add(requestKey(request.method, request.url));
        print.error();
      },
    }),
  );
  beforeEach(() => unhandled.clear());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** Reseeds `default` and drops cached tokens (their sessions are gone with the reset). */
export async function freshDb(): Promise<void> {
  clearTokens();
  await resetDb();
}

export const byId = (list: Operation[]) => list.map((op) => [op.operationId, op] as const);

/** Runs a case so that every failure names the operation (and a missing handler says so). */
export async function checking(op: Operation, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const kind =
      error instanceof NoHandlerError
        ? 'MISSING HANDLER'
        : error instanceof UndeclaredStatusError
          ? 'UNDECLARED STATUS'
          : 'FAILED';
    const wrapped = new Error(`${op.operationId} (${op.method} ${op.path}) ${kind}: ${message}`);
    wrapped.stack = `${wrapped.message}\n${(error as Error)?.stack ?? ''}`;
    throw wrapped;
  }
}
