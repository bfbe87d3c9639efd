import type { RequestHandler } from 'msw';
import { isHybridMode, mockedOperationsSpec } from '@/platform/config/config';
import {
  apiOperations,
  selectOperations,
  type ApiOperation,
  type MockSelection,
} from '@/platform/api/operations';

/*
 * Hybrid mode (README, "Hybrid mode"): VITE_API_URL names the provider and VITE_MOCK the
 * operations the in-browser mock answers. This module reads VITE_MOCK and picks the mock
 * handlers of those operations (light: the demo panel reads it too); ./gate.ts puts them
 * behind a gate that sends every other call to the provider.
 */

export interface HybridSetup extends MockSelection {
  /** Mocked operations that have no mock handler (answered by the provider after all). */
  unhandled: ApiOperation[];
}

export type HybridWorkerSetup = HybridSetup & { handlers: RequestHandler[] };

let setup: HybridWorkerSetup | null = null;

/**
 * Reads this build's VITE_MOCK and picks its handlers out of all the mock's (browser.ts, at
 * start); null outside hybrid mode.
 */
export function setUpHybrid(handlers: readonly RequestHandler[]): HybridWorkerSetup | null {
  if (!isHybridMode) return null;
  const selection = selectOperations(mockedOperationsSpec);
  setup = { ...selection, ...selectHandlers(handlers, selection) };
  return setup;
}

/** What setUpHybrid found (the demo panel's list); null outside hybrid mode. */
export function hybridSetup(): HybridSetup | null {
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

/** What is wrong with VITE_MOCK (unknown names, or none that names an operation), if anything. */
export function hybridProblem(setup: MockSelection): string | undefined {
  if (setup.unknown.length)
    return `VITE_MOCK names what the contract does not have: ${setup.unknown.join(', ')}. Use tags or operationIds of contract/openapi.yaml.`;
  if (!setup.operations.length) return 'VITE_MOCK names no operation: nothing is mocked.';
  return undefined;
}
