// All the JS and CSS /login loads until the network is idle (what is deferred past the first
// paint included: the app's services), bytes and gzip, in the mock and the real-API build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch, serve } from '../lib.mjs';

async function weigh(outDir, port, label) {
  const browser = await launch();
  const server = await serve(outDir, port);
  try {
    const page = await browser.newPage();
    const files = new Set();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.port === String(port) && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
    });
    await page.goto(`http://localhost:${port}/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    let js = 0,
      jsGzip = 0,
      cssGzip = 0;
    for (const file of files) {
      const body = readFileSync(join(outDir, file));
      const gz = gzipSync(body, { level: 9 }).length;
      if (file.endsWith('.js')) {
        js += body.length;
        jsGzip += gz;
      } else {
        cssGzip += gz;
      }
    }
    const figures = {
      files: files.size,
      jsKB: +(js / 1024).toFixed(1),
      jsGzipKB: +(jsGzip / 1024).toFixed(1),
      cssGzipKB: +(cssGzip / 1024).toFixed(1),
    };
    console.log(
      `/login (${label}): ${files.size} files, JS ${figures.jsKB} KB (${figures.jsGzipKB} KB gzip), CSS ${figures.cssGzipKB} KB gzip`,
    );
    return figures;
  } finally {
    await browser.close();
    server.kill();
  }
}

export default {
  name: 'loginWeight',
  async run(ctx) {
    return {
      mock: await weigh(ctx.dirs.mock, ctx.port(), 'mock build'),
      real: await weigh(ctx.dirs.real, ctx.port(), 'real-API build'),
    };
  },
};
