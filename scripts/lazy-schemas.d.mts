// Types for lazy-schemas.mjs (plain JS so Node runs it without a build step).
import type { Plugin } from 'vite';

export function wrapGeneratedSchemas(
  code: string,
  parse: (code: string) => unknown,
  helper?: string,
): string | null;
export function lazySchemas(): Plugin;
