// Types for prerender-plugin.mjs (plain JS so vite.config.ts loads it without a build step).
import type { Plugin } from 'vite';

export type GuestLogin = { html: string; boot: string; guard: string };
export function renderGuestLogin(root: string, mode: string): Promise<GuestLogin>;
export function withGuestLogin(html: string, login: GuestLogin): string;
export function withEntryAfterFirstPaint(html: string): string;
export function prerenderLogin(options?: { root?: string }): Plugin;
