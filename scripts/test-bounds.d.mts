// Types for test-bounds.mjs (plain JS so vite.config.ts and the fixtures' configs read it).
/** How long a test or a hook may take before it counts as hung (ms). */
export declare const TEST_BOUNDS: { testTimeout: number; hookTimeout: number };
