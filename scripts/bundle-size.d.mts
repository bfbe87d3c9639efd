// Types for bundle-size.mjs (plain JS so Node runs it without a build step).
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;
export type Weight = { files: { file: string; gzip: number }[]; gzip: number };

export const GZIP_LEVEL: number;
export function gzipSize(bytes: Uint8Array | string): number;
export function readManifest(outDir: string): Manifest;
export function entryKey(manifest: Manifest): string;
export function staticClosure(manifest: Manifest, keys: string[]): string[];
export function weigh(files: string[], read: (file: string) => Uint8Array | string): Weight;
export function routeWeight(outDir: string, manifest: Manifest, chunkKeys: string[]): Weight;
export function kb(bytes: number): string;
export const BYTE_BUDGETS_KB: { login: number; areaPage: number };
