import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type PluginOption } from 'vite';

/**
 * Builds a one-page project with Vite and `plugins` (the build plugins' tests): `files` (name
 * to text, index.html among them) in a folder of its own, removed afterwards. Returns the
 * built index.html.
 */
export async function buildPage(
  files: Record<string, string>,
  plugins: PluginOption[],
): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'page-build-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins,
      build: { outDir: join(root, 'dist'), modulePreload: { polyfill: false } },
    });
    return readFileSync(join(root, 'dist', 'index.html'), 'utf8');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
