import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy routes compile on first use in a test run; give findBy* room for that.
configure({ asyncUtilTimeout: 10_000 });

// The mock project's tests run in Node (vite.config.ts): no DOM, nothing to clean there.
const hasDom = typeof window !== 'undefined';

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
