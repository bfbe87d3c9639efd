// Types for bench-ports.mjs (plain JS so Node runs it without a build step).
export function usablePort(port: number): boolean;
export function portSequence(first: number): () => number;
