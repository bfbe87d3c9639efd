import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { operations } from '../conformance/contract';
import { db, DEMO_ACCOUNTS, resetDatabase } from '../db';
import { startHttpServer } from './main';
import { asSpecServerReads, mockProfile, specQueryRules } from './spec-profile';

const contract = readFileSync(`${process.cwd()}/contract/openapi.yaml`, 'utf8');
const rules = specQueryRules(contract);
const read = (method: string, url: string) =>
  asSpecServerReads(method, new URL(url, 'http://127.0.0.1'), rules);

describe('MOCK_PROFILE', () => {
  it.each([
    [undefined, 'full'],
    ['', 'full'],
    ['full', 'full'],
    ['spec', 'spec'],
  ] as const)('%j -> %s', (raw, profile) => {
    expect(mockProfile(raw)).toBe(profile);
  });

  it('refuses a profile it does not know, naming the ones it does', () => {
    expect(() => mockProfile('laravel')).toThrow('MOCK_PROFILE must be "full" or "spec"');
  });
});

describe('the spec profile reads a URL as a server of the spec would (x-spec-query)', () => {
  it("drops the feed's cursor and keeps the spec's page and type", () => {
    const url = read(
      'GET',
      '/api/notifications/branch/7/get-notifications?page=2&type=unread&before_id=91',
    );
    expect([...url.searchParams]).toEqual([
      ['page', '2'],
      ['type', 'unread'],
    ]);
  });

  it('keeps the bracketed filters the spec names and drops the others', () => {
    const url = read(
      'GET',
      '/api/company-branches/3/orders/count?filter[status]=1&filter[starting_soon]=1',
    );
    expect([...url.searchParams.keys()]).toEqual(['filter[status]']);
  });

  it('leaves alone a call whose spec line names no parameters, and other methods on the path', () => {
    const plain = '/api/serving-areas?search=Travis&state_initials=TX';
    expect(read('GET', plain).search).toBe(new URL(plain, 'http://x').search);
    const create = '/api/company-branches/3/orders?page=2';
    expect(read('POST', create).search).toBe('?page=2');
  });

  it('every x-spec-query list names parameters the operation declares', () => {
    // A misspelt name would silently strip a parameter the spec does name.
    expect(rules.length).toBeGreaterThanOrEqual(10);
    for (const rule of rules) {
      const op = operations.find(
        (o) =>
          o.method === rule.method && rule.path.test(`/api${o.path.replace(/\{[^}]+\}/g, '1')}`),
      );
      expect(op, `an operation for ${rule.method} ${String(rule.path)}`).toBeDefined();
      const query = op!.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      for (const name of rule.allowed) expect(query, op!.operationId).toContain(name);
    }
  });
});

describe('the mock server in the spec profile', () => {
  let server: Server;
  let origin: string;
  let token: string;
  let branchId: number;
  beforeAll(async () => {
    await resetDatabase(db, 'busy');
    server = await startHttpServer(0, '127.0.0.1', 'spec');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.owner.email, password: 'demo1234' }),
    });
    token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    branchId = db.branches.findFirst((q) => q.where({ city: 'Austin' }))!.id;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const feed = async (query: string) => {
    const response = await fetch(
      `${origin}/api/notifications/branch/${branchId}/get-notifications${query}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    return ((await response.json()) as { data: { data: Array<{ id: number }> } }).data.data;
  };

  it('pages the feed by page and ignores the cursor, as a server of the spec does', async () => {
    const first = await feed('');
    const second = await feed('?page=2');
    const cursorOnPage2 = await feed(`?page=2&before_id=${second.at(-1)!.id}`);
    // With the cursor honoured this would be page 3's rows; ignored, it is page 2 again.
    expect(cursorOnPage2.map((n) => n.id)).toEqual(second.map((n) => n.id));
    expect(second.some((n) => first.some((f) => f.id === n.id))).toBe(false);
    expect(await feed('?before_id=not-a-number')).toHaveLength(first.length);
  });
});
