// Types for compile-hints.mjs (plain JS so Node runs it without a build step).
import type { Plugin } from 'vite';
export const COMPILE_HINT: string;
export function compileHints(chunks: { names: string[]; modules: string[] }): Plugin;
