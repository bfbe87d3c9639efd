import { preview } from 'vite';
import { uncompressedPreview } from './uncompressed-preview.mjs';

// A preview server of a folder with one compressible file (well over compression's 1 KB),
// at the root and among the build's hashed files (assets/); the headers of `path`'s answer.
async function answerHeaders(env: Record<string, string>, path = '/app.js') {
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = mkdtempSync(join(tmpdir(), 'preview-'));
  const { mkdirSync } = await import('node:fs');
  const script = `console.log(${JSON.stringify('x'.repeat(4096))});\n`;
  writeFileSync(join(dir, 'app.js'), script);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-Ab12Cd34.js'), script);
  const server = await preview({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    build: { outDir: dir },
    preview: { port: 0, host: '127.0.0.1' },
    plugins: [uncompressedPreview(env)],
  });
  try {
    const address = server.httpServer.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${address.port}${path}`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.ok).toBe(true);
    return response.headers;
  } finally {
    await server.close();
  }
}

const contentEncoding = async (env: Record<string, string>) =>
  (await answerHeaders(env)).get('content-encoding');

describe('uncompressedPreview', () => {
  it('the journeys’ preview server answers uncompressed', async () => {
    expect(await contentEncoding({ PREVIEW_UNCOMPRESSED: '1' })).toBeNull();
  });

  it('any other preview server (the bench) still compresses', async () => {
    expect(await contentEncoding({})).toBe('gzip');
  });

  it('the journeys’ preview server sends the hashed files as immutable, and only them', async () => {
    const env = { PREVIEW_IMMUTABLE_ASSETS: '1' };
    const asset = await answerHeaders(env, '/assets/app-Ab12Cd34.js');
    expect(asset.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await answerHeaders(env, '/app.js')).get('cache-control')).toBe('no-cache');
    // Without the flag (the bench), vite preview's own no-cache.
    expect((await answerHeaders({}, '/assets/app-Ab12Cd34.js')).get('cache-control')).toBe(
      'no-cache',
    );
  });
});
