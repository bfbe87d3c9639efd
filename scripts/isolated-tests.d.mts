// Types for isolated-tests.mjs (plain JS so vite.config.ts reads it without a build step).
/** Test files, from the repository's root, that run with a module graph of their own. */
export declare const ISOLATED_TESTS: string[];
