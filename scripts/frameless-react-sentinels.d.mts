// Types for frameless-react-sentinels.mjs (plain JS so Node runs it without a build step).
import type { Plugin } from 'vite';

export function framelessSentinels(code: string): { code: string } | { missing: string[] };
export function framelessReactSentinels(): Plugin;
