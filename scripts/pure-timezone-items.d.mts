// Types for pure-timezone-items.mjs (plain JS so Node runs it without a build step).
import type { Plugin } from 'vite';

export function markTimezoneListsPure(code: string): string | null;
export function pureTimezoneItems(): Plugin;
