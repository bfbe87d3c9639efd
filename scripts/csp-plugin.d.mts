// Types for csp-plugin.mjs (plain JS so Node runs it without a build step).
import type { Plugin } from 'vite';

export type CspEnv = {
  VITE_API_URL?: string;
  VITE_PUSHER_HOST?: string;
  VITE_PUSHER_PORT?: string;
};
export type CspDirectives = Record<string, string[]>;

export function inlineHash(text: string): string;
export function inlineScripts(html: string): string[];
export function inlineStyles(html: string): string[];
export function cspDirectives(
  env?: CspEnv,
  hashes?: string[],
  styleHashes?: string[],
): CspDirectives;
export function serializeCsp(directives: CspDirectives): string;
export function addSecurityMeta(html: string, env?: CspEnv): string;
export function cspOfHtml(html: string): string | undefined;
export function securityHeaders(html: string): Record<string, string>;
export function cspPlugin(): Plugin;
