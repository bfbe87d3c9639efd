// Types for chunk-groups.mjs (plain JS so Node runs it without a build step).
import type { Plugin } from 'vite';

/** What planGroups reads of an output chunk (Rolldown's OutputChunk has these fields). */
export type PlanChunk = {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
};
export type ChunkSets = { boot: Set<string>; services: Set<string>; area: Set<string> };
export type ChunkGroupRoots = {
  configFile: string;
  services: string;
  layouts: string[];
  /** Modules (with their chunks' static closure) that join the services' set. */
  servicesAlso?: string[];
};
export type ChunkGroup = {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively: boolean;
};

export function planGroups(
  chunks: PlanChunk[],
  roots: Pick<ChunkGroupRoots, 'services' | 'layouts' | 'servicesAlso'>,
): ChunkSets;
export function chunkGroups(roots: ChunkGroupRoots): { plugin: Plugin; groups: ChunkGroup[] };
