import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/*
 * The mock server's provider profiles (4/8). `MOCK_PROFILE=spec` makes it behave like a plain
 * Laravel backend of the product spec: a spec call whose spec line names its query parameters
 * (the contract's `x-spec-query`) ignores every other one, as Laravel ignores what a
 * controller never reads. Our additions (a cursor, filters, paging of lists the spec does not
 * page) then do nothing, and a client that relies on them shows it. The default profile
 * answers everything the contract declares.
 */

export type MockProfile = 'full' | 'spec';

export function mockProfile(raw: string | undefined = process.env.MOCK_PROFILE): MockProfile {
  if (raw === undefined || raw === '' || raw === 'full') return 'full';
  if (raw === 'spec') return 'spec';
  throw new Error(`MOCK_PROFILE must be "full" or "spec", not "${raw}"`);
}

interface SpecQueryRule {
  method: string;
  path: RegExp;
  allowed: ReadonlySet<string>;
}

type Operation = { 'x-spec-query'?: string[] };

/** The contract's `x-spec-query` lists, as URL rules (`/api` + the contract's path). */
export function specQueryRules(contractYaml: string): SpecQueryRule[] {
  const contract = parse(contractYaml) as { paths: Record<string, Record<string, Operation>> };
  const rules: SpecQueryRule[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const allowed = operation?.['x-spec-query'];
      if (!Array.isArray(allowed)) continue;
      const pattern = path
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]+');
      rules.push({
        method: method.toUpperCase(),
        path: new RegExp(`^/api${pattern}$`),
        allowed: new Set(allowed),
      });
    }
  }
  return rules;
}

/** The URL as a server of the spec reads it: query parameters the spec does not name, gone. */
export function asSpecServerReads(method: string, url: URL, rules: SpecQueryRule[]): URL {
  const rule = rules.find((r) => r.method === method && r.path.test(url.pathname));
  if (!rule) return url;
  const kept = new URL(url);
  for (const name of [...url.searchParams.keys()])
    if (!rule.allowed.has(name)) kept.searchParams.delete(name);
  return kept;
}

export function loadSpecQueryRules(contractPath: string): SpecQueryRule[] {
  return specQueryRules(readFileSync(contractPath, 'utf8'));
}
