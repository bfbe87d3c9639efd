import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { contract } from './contract';
import { clearTokens, HELPER, OWNER, presetToken } from './fixtures';
import { setApiBase, transmit } from './transport';
import { formatTable, verifyContract } from './verify';

/*
 * `npm run contract:verify -- --url URL [--token T] [--helper-token T] [--write] [--report F]`
 * (scripts/contract-verify.mjs bundles and runs this). Exit code: 0 no deviation, 1 some
 * deviation, 2 a usage or login error.
 */

export const USAGE = `Usage: npm run contract:verify -- --url URL [options]

Checks a live server against contract/openapi.yaml: every answer a declared status and content
type, in the envelope, matching its generated zod schema. GET calls only unless --write.

  --url URL               the server, as VITE_API_URL (the contract's base /api is appended
                          unless URL ends with it)
  --token T               bearer token of a company user (owner): company calls
  --helper-token T        bearer token of a helper: helper-area calls
  --email E --password P  log in for the company token instead (POST /auth/login)
  --helper-email E --helper-password P   the same for the helper token
  --write                 also run the mutating calls, with the fixtures of
                          mocks/conformance/fixtures.ts (written for the demo seed: use it on
                          the mock server or a disposable copy, never on production data)
  --report FILE           the JSON report (default contract-verify-report.json)
Calls with no token for their side are reported as skipped.`;

/** The API base for a server URL: the contract's server path appended once. */
export function apiBaseFor(url: string): string {
  const servers = (contract as { servers?: Array<{ url: string }> }).servers ?? [];
  const basePath = (servers[0]?.url ?? '').replace(/\/+$/, '');
  const trimmed = url.replace(/\/+$/, '');
  return basePath.startsWith('/') && !trimmed.endsWith(basePath) ? trimmed + basePath : trimmed;
}

async function login(email: string, password: string): Promise<string> {
  const answer = await transmit('POST', '/auth/login', { body: { email, password } });
  const token = (answer.body as { data?: { access_token?: unknown } } | null)?.data?.access_token;
  if (answer.status !== 200 || typeof token !== 'string')
    throw new Error(`login as ${email} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return token;
}

export interface Io {
  log: (line: string) => void;
  error: (line: string) => void;
}

/** The whole command; returns the exit code. */
export async function run(argv: string[], io: Io = console): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        url: { type: 'string' },
        token: { type: 'string' },
        'helper-token': { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        'helper-email': { type: 'string' },
        'helper-password': { type: 'string' },
        write: { type: 'boolean', default: false },
        report: { type: 'string', default: 'contract-verify-report.json' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    io.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    io.log(USAGE);
    return 0;
  }
  if (!values.url) {
    io.error(`--url is required\n\n${USAGE}`);
    return 2;
  }
  const base = apiBaseFor(values.url);
  setApiBase(base);
  clearTokens();
  let company = values.token;
  let helper = values['helper-token'];
  try {
    if (!company && values.email && values.password)
      company = await login(values.email, values.password);
    if (!helper && values['helper-email'] && values['helper-password'])
      helper = await login(values['helper-email'], values['helper-password']);
  } catch (error) {
    io.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  // The fixtures call as OWNER and HELPER (actorFor): those names now carry these tokens.
  if (company) presetToken(OWNER, company);
  if (helper) presetToken(HELPER, helper);
  const report = await verifyContract({
    url: base,
    write: values.write,
    tokens: { company, helper },
  });
  io.log(formatTable(report));
  writeFileSync(values.report, `${JSON.stringify(report, null, 2)}\n`);
  io.log(`report: ${values.report}`);
  return report.summary.deviation > 0 ? 1 : 0;
}

export async function main(argv = process.argv.slice(2)): Promise<void> {
  process.exitCode = await run(argv);
}
