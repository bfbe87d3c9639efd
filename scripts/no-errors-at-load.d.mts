// Types for no-errors-at-load.mjs (plain JS so Node runs it without a build step).
import type { Plugin } from 'vite';

export function framelessSentinels(code: string): { code: string } | { missing: string[] };
export function quietRawTag(code: string): string | null;
export function noErrorsAtLoad(): Plugin;
