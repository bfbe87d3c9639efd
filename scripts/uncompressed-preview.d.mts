// Types for uncompressed-preview.mjs (plain JS so Node runs it without a build step).
import type { Plugin } from 'vite';
export function uncompressedPreview(env?: Record<string, string | undefined>): Plugin;
