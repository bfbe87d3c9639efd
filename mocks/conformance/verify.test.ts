import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { db, DEMO_PASSWORD, resetDatabase } from '../db';
import { startHttpServer } from '../server/main';
import { operations } from './contract';
import { HELPER, OWNER } from './fixtures';
import type { Report } from './verify';
import { run } from './verify-cli';

/*
 * `npm run contract:verify` against the mock server over real HTTP (started in-process on a
 * free port, a fresh seed each time): no deviation read-only or with --write. And against a
 * deliberately wrong server, a proxy in front of it that spoils four answers: each is
 * reported for its operation, nothing else is, and the exit code is 1.
 */

const dir = mkdtempSync(join(tmpdir(), 'contract-verify-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A fresh mock server; `calls` records every request it gets ("GET /api/tools"). */
async function freshMockServer() {
  await resetDatabase(db, 'default');
  const server = await startHttpServer(0, '127.0.0.1');
  const calls: string[] = [];
  server.on('request', (req) => calls.push(`${req.method} ${req.url}`));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, origin, calls };
}

let runs = 0;
async function verify(args: string[]) {
  const out: string[] = [];
  const report = join(dir, `report-${(runs += 1)}.json`);
  const code = await run([...args, '--report', report], {
    log: (line) => out.push(line),
    error: (line) => out.push(line),
  });
  return { code, text: out.join('\n'), report: JSON.parse(readFileSync(report, 'utf8')) as Report };
}

const logins = [
  ...['--email', OWNER, '--password', DEMO_PASSWORD],
  ...['--helper-email', HELPER, '--helper-password', DEMO_PASSWORD],
];
const gets = operations.filter((op) => op.method === 'GET');

describe('contract:verify against the mock server', () => {
  let mock: Awaited<ReturnType<typeof freshMockServer>>;
  beforeEach(async () => {
    mock = await freshMockServer();
  });
  afterEach(() => close(mock.server));

  it('read-only: every GET operation answers conformingly, and nothing but GETs is sent', async () => {
    const login = await fetch(`${mock.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: OWNER, password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    mock.calls.length = 0;
    const args = ['--url', mock.origin, '--token', token, ...logins.slice(4)];
    const { code, text, report } = await verify(args);

    expect(code, text).toBe(0);
    expect(report.mode).toBe('read-only');
    expect(report.url).toBe(`${mock.origin}/api`);
    expect(report.results.map((r) => r.operationId).sort()).toEqual(
      gets.map((op) => op.operationId).sort(),
    );
    expect(report.results.filter((r) => r.outcome !== 'ok')).toEqual([]);
    expect(report.notRun).toHaveLength(operations.length - gets.length);
    // The helper's login is the one write; the company side came with --token.
    expect(mock.calls.filter((c) => !c.startsWith('GET '))).toEqual(['POST /api/auth/login']);
    expect(text).toMatch(/listCompanyBranches +GET \/company-branches +ok 200/);
  }, 60_000);

  it('--write: every operation runs; none deviates, and only seed-starved ones skip', async () => {
    const { code, text, report } = await verify([
      '--url',
      `${mock.origin}/api`,
      ...logins,
      '--write',
    ]);

    expect(code, text).toBe(0);
    expect(report.mode).toBe('write');
    expect(report.results).toHaveLength(operations.length);
    expect(report.summary.deviationCount).toBe(0);
    const writes = report.results.filter((r) => r.method !== 'GET');
    const skipped = writes.filter((r) => r.outcome === 'skipped');
    // One seeded world for 55 writes: a later call may find its earlier siblings used up the
    // seed's candidates (two invitations of the helper, two offers); never a failed step.
    for (const r of skipped) expect(r.note).toMatch(/^no id: the server listed no /);
    expect(writes.filter((r) => r.outcome === 'ok').length).toBeGreaterThanOrEqual(
      Math.ceil(writes.length * 0.9),
    );
    expect(report.results.filter((r) => r.outcome === 'refused')).toEqual([]);
    expect(mock.calls.some((c) => c.startsWith('DELETE /api/auth/delete-account'))).toBe(true);
  }, 120_000);
});

type Spoil = { status: number; type: string; body: string };
const SPOILS: Array<{ method: string; path: RegExp; spoil: (a: Spoil) => Spoil | void }> = [
  // getCompanyBranch: an undeclared status (declared: 200, 401, 403, 404)
  { method: 'GET', path: /^\/api\/company-branches\/\d+$/, spoil: (a) => ({ ...a, status: 500 }) },
  // listTools: the envelope without `data`
  {
    method: 'GET',
    path: /^\/api\/tools$/,
    spoil: (a) => {
      const { data: _data, ...rest } = JSON.parse(a.body) as Record<string, unknown>;
      return { ...a, body: JSON.stringify(rest) };
    },
  },
  // getSubscription: a field of the wrong type
  {
    method: 'GET',
    path: /^\/api\/subscription$/,
    spoil: (a) => {
      const body = JSON.parse(a.body) as { data: { plan: { id: unknown } } };
      body.data.plan.id = 'one';
      return { ...a, body: JSON.stringify(body) };
    },
  },
  // listServingAreas: the right JSON under a wrong content type
  { method: 'GET', path: /^\/api\/serving-areas$/, spoil: (a) => ({ ...a, type: 'text/html' }) },
];

/** A proxy in front of `origin` that spoils the 200 answers SPOILS names. */
function wrongServer(origin: string): Server {
  return createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', origin);
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => !['host', 'connection'].includes(name)),
      ) as Record<string, string>;
      const upstream = await fetch(url, {
        method: req.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      });
      let answer: Spoil = {
        status: upstream.status,
        type: upstream.headers.get('content-type') ?? '',
        body: await upstream.text(),
      };
      const rule = SPOILS.find((s) => s.method === req.method && s.path.test(url.pathname));
      if (rule && answer.status === 200) answer = rule.spoil(answer) ?? answer;
      res.writeHead(answer.status, { 'Content-Type': answer.type });
      res.end(answer.body);
    })();
  });
}

describe('contract:verify against a wrong server', () => {
  let mock: Awaited<ReturnType<typeof freshMockServer>>;
  let proxy: Server;
  let proxyOrigin: string;
  beforeAll(async () => {
    mock = await freshMockServer();
    proxy = wrongServer(mock.origin);
    proxyOrigin = await listen(proxy);
  });
  afterAll(async () => {
    await close(proxy);
    await close(mock.server);
  });

  const EXPECTED: Record<string, RegExp> = {
    getCompanyBranch: /^undeclared status 500 \(declared: 200, 401, 403, 404\)$/,
    listTools: /^envelope lacks data$/,
    getSubscription: /^schema: \$\.data\.plan\.id: .*expected number/,
    listServingAreas: /^content type "text\/html", declared application\/json$/,
  };

  it('reports each spoiled answer for its operation, nothing else, and exits 1', async () => {
    const { code, text, report } = await verify(['--url', proxyOrigin, ...logins]);

    expect(code).toBe(1);
    const deviating = report.results.filter((r) => r.outcome === 'deviation');
    expect(Object.fromEntries(deviating.map((r) => [r.operationId, r.deviations]))).toEqual(
      Object.fromEntries(
        Object.entries(EXPECTED).map(([id, re]) => [id, [expect.stringMatching(re)]]),
      ),
    );
    expect(report.summary.deviation).toBe(4);
    for (const id of Object.keys(EXPECTED))
      expect(text).toMatch(new RegExp(`^${id} +GET \\S+ +DEVIATION +\\S`, 'm'));
  }, 60_000);

  it('as `npm run contract:verify`: prints the table, writes the report, exits 1', async () => {
    const report = join(dir, 'cli-report.json');
    const child = spawn(
      process.execPath,
      ['scripts/contract-verify.mjs', '--url', proxyOrigin, ...logins, '--report', report],
      { cwd: process.cwd() },
    );
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));

    expect(code, stdout).toBe(1);
    expect(stdout).toMatch(
      /^getCompanyBranch +GET \/company-branches\/\{id\} +DEVIATION 500 +undeclared status 500/m,
    );
    const written = JSON.parse(readFileSync(report, 'utf8')) as Report;
    expect(
      written.results
        .filter((r) => r.outcome === 'deviation')
        .map((r) => r.operationId)
        .sort(),
    ).toEqual(Object.keys(EXPECTED).sort());
  }, 120_000);

  it('refuses to run without --url (exit 2)', async () => {
    const lines: string[] = [];
    const code = await run([], { log: (l) => lines.push(l), error: (l) => lines.push(l) });
    expect(code).toBe(2);
    expect(lines.join('\n')).toMatch(/--url is required/);
  });
});
