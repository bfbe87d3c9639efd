// Types for msw-cookieless.mjs (plain JS so vite.config.ts loads it without a build step).
import type { Plugin } from 'vite';

export function mswCookieless(): Plugin;
