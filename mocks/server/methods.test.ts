import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { declaredMethods, startHttpServer } from './main';

/*
 * The mock server over real HTTP: a method a path does not declare answers 405 with an
 * `Allow` header naming the declared ones (TRACE used to be a 500: undici refuses to build
 * a Fetch Request for it); an unknown path stays 404 whatever the method. node:http, not
 * fetch, sends the requests: fetch refuses TRACE itself.
 */

let server: Server;
let port: number;

beforeAll(async () => {
  server = await startHttpServer(0, '127.0.0.1');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  allow: string | undefined;
  exposed: string | undefined;
  body: string;
}

function send(method: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          allow: res.headers.allow,
          exposed: res.headers['access-control-expose-headers'],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('declaredMethods', () => {
  it('lists the methods the handlers declare for a path, none for an unknown one', () => {
    expect(declaredMethods(new URL('http://x/api/company-branches/5'))).toEqual([
      'DELETE',
      'GET',
      'POST',
    ]);
    expect(declaredMethods(new URL('http://x/api/auth/login'))).toEqual(['POST']);
    expect(declaredMethods(new URL('http://x/api/no-such-thing'))).toEqual([]);
  });
});

describe('methods a path does not declare', () => {
  it.each(['TRACE', 'PATCH', 'PUT', 'GET'])(
    '%s /api/auth/login answers 405 with Allow: POST, OPTIONS',
    async (method) => {
      const answer = await send(method, '/api/auth/login');
      expect(answer.status).toBe(405);
      expect(answer.allow).toBe('POST, OPTIONS');
      expect(JSON.parse(answer.body)).toMatchObject({ data: null, success: false });
    },
  );

  it('TRACE on a path with several methods lists them all', async () => {
    const answer = await send('TRACE', '/api/company-branches/5?x=1');
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe('DELETE, GET, POST, OPTIONS');
  });

  it('HEAD is not answered: 405 naming GET', async () => {
    const answer = await send('HEAD', '/api/tools');
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe('GET, OPTIONS');
  });

  it('a declared method still reaches its handler (401 without a token, not 405)', async () => {
    const answer = await send('GET', '/api/tools');
    expect(answer.status).toBe(401);
    expect(answer.allow).toBeUndefined();
  });

  it('OPTIONS stays the CORS preflight (204)', async () => {
    expect((await send('OPTIONS', '/api/auth/login')).status).toBe(204);
  });

  it("answers expose Retry-After to the page's origin (a 429's wait; QA 58 M4)", async () => {
    expect((await send('GET', '/api/tools')).exposed).toBe('Retry-After');
  });
});

describe('unknown paths', () => {
  it.each(['GET', 'POST', 'TRACE', 'DELETE'])('%s /api/no-such-thing answers 404', async (m) => {
    const answer = await send(m, '/api/no-such-thing');
    expect(answer.status).toBe(404);
    expect(answer.allow).toBeUndefined();
    expect(JSON.parse(answer.body)).toMatchObject({ success: false });
  });
});
