// Types for icon-chunks.mjs (plain JS so Node runs it without a build step).
export function chunkFileNames(chunk: {
  facadeModuleId: string | null;
  moduleIds: string[];
}): string;
export function resolveDependencies(file: string, deps: string[]): string[];
export const iconSetGroup: { name: string; test: (id: string) => boolean; priority: number };
