// Types for mock-worlds-plugin.mjs (plain JS so vite.config.ts loads it without a build step).
import type { Plugin } from 'vite';

/** The precomputed worlds: each scenario's names, a world's JSON text, the zones' spans. */
export type MockWorlds = {
  names: string[];
  world: (name: string, weekday: number) => Promise<string>;
  zones: () => Promise<string>;
};

export function mockWorlds(options?: {
  root?: string;
}): Plugin & { api: { worlds: () => Promise<MockWorlds> } };
