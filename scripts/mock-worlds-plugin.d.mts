// Types for mock-worlds-plugin.mjs (plain JS so vite.config.ts loads it without a build step).
import type { Plugin } from 'vite';

export function mockWorlds(options?: { root?: string }): Plugin;
