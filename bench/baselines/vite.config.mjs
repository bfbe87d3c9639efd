// Vite config of the bench's baseline pages (bench/measurements/ratios.mjs builds them into a
// temp dir with Vite's JS API and serves that dir with `vite preview --config` this file): a
// bare React plugin, none of the app's plugins, chunking or CSP. Not part of `npm run build`.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  logLevel: 'warn',
  appType: 'mpa',
  build: {
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        react: `${root}react/index.html`,
        calendar: `${root}calendar/index.html`,
        map: `${root}map/index.html`,
      },
    },
  },
});
