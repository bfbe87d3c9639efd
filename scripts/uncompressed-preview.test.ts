import { preview } from 'vite';
import { uncompressedPreview } from './uncompressed-preview.mjs';

// A preview server of a folder with one compressible file (well over compression's 1 KB).
async function contentEncoding(env: Record<string, string>) {
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = mkdtempSync(join(tmpdir(), 'preview-'));
  writeFileSync(join(dir, 'app.js'), `console.log(${JSON.stringify('x'.repeat(4096))});\n`);
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
    const response = await fetch(`http://127.0.0.1:${address.port}/app.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.ok).toBe(true);
    return response.headers.get('content-encoding');
  } finally {
    await server.close();
  }
}

describe('uncompressedPreview', () => {
  it('the journeys’ preview server answers uncompressed', async () => {
    expect(await contentEncoding({ PREVIEW_UNCOMPRESSED: '1' })).toBeNull();
  });

  it('any other preview server (the bench) still compresses', async () => {
    expect(await contentEncoding({})).toBe('gzip');
  });
});
