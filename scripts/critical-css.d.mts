// Types for critical-css.mjs (plain JS so Node runs it without a build step).
import type { Plugin } from 'vite';

export const FULL_STYLES_ATTRIBUTE: string;
export function withCriticalCss(
  html: string,
  readCss: (href: string) => string | undefined,
): Promise<string>;
export function criticalCss(): Plugin;
