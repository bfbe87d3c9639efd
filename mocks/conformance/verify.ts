import type { z } from 'zod';
import { errorEnvelope } from '../testing/envelope';
import { contract, deref, type Operation, operations, type Schema } from './contract';
import { actorFor, fillPath, HELPER, OWNER, prepare, UndeclaredStatusError } from './fixtures';
import { responseSchemas, successEnvelope, undeclaredKeys } from './schemas';
import { type Answer, setReadOnly, transmit } from './transport';

/*
 * The conformance checks against any server (`npm run contract:verify`, verify-cli.ts): each
 * operation is called as the fixtures call it in-process (fixtures.ts: ids discovered from the
 * server's own lists), and its answer must be a declared status, of a declared content type,
 * in the envelope, matching the generated zod `<operationId>Response` (success) or the
 * ErrorEnvelope (error). A secured operation is also called without a token: 401, enveloped.
 * Read-only by default (GET only, enforced by the transport); `write` runs every operation,
 * the destructive ones last.
 */

export type Outcome = 'ok' | 'refused' | 'deviation' | 'skipped';

export interface OperationResult {
  operationId: string;
  method: string;
  path: string;
  outcome: Outcome;
  /** The status of the main call (none when skipped or unanswered). */
  status?: number;
  deviations: string[];
  /** Why it was skipped, or what a declared refusal said. */
  note?: string;
}

export interface Report {
  url: string;
  mode: 'read-only' | 'write';
  results: OperationResult[];
  /** Mutating operations not run (read-only mode). */
  notRun: string[];
  summary: Record<Outcome, number> & { deviationCount: number };
}

export interface VerifyOptions {
  url: string;
  write?: boolean;
  /** Bearer tokens of a company user (owner) and of a helper; a missing one skips its calls. */
  tokens: { company?: string; helper?: string };
}

/** Run after every other write: they end sessions, passwords or the branch others use. */
const LAST = ['deleteCompanyBranch', 'updatePassword', 'resetPassword', 'deleteAccount'];

/**
 * Reads first, then writes: the helper's answers before the company's writes (which close
 * offers and invitations the helper would answer), LAST at the end. One seeded world serves
 * every write, so a few may still find their candidates used up ("no id").
 */
function ordered(write: boolean): Operation[] {
  const reads = operations.filter((op) => op.method === 'GET');
  if (!write) return reads;
  const rank = (op: Operation) =>
    LAST.indexOf(op.operationId) * 2 + (op.tag === 'helper-jobs' ? 0 : 1);
  const writes = operations.filter((op) => op.method !== 'GET').sort((a, b) => rank(a) - rank(b));
  return [...reads, ...writes];
}

/** The contract's response of an operation for a status: media types and their schema. */
function declared(op: Operation, status: number) {
  const item = contract.paths[op.path]![op.method.toLowerCase()] as {
    responses: Record<string, unknown>;
  };
  const response = item.responses[String(status)] as
    | { content?: Record<string, { schema?: Schema }> }
    | undefined;
  const content = response ? (deref(response).content ?? {}) : {};
  const schema = Object.values(content)[0]?.schema;
  const properties = (s: Schema): string[] => {
    const d = deref(s);
    return [...Object.keys(d.properties ?? {}), ...(d.allOf ?? []).flatMap(properties)];
  };
  // Every body is the envelope but the few the contract says are not (Pusher's auth body).
  return {
    mediaTypes: Object.keys(content),
    enveloped: !schema || properties(schema).includes('success'),
  };
}

function zodIssues(schema: z.ZodType, body: unknown, what: string): string[] {
  const parsed = schema.safeParse(body);
  if (parsed.success) return [];
  return parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${what}: ${['$', ...issue.path].join('.')}: ${issue.message}`);
}

const ENVELOPE_KEYS = ['data', 'message', 'errors', 'success'] as const;

/** Everything wrong with one answer of `op`; empty when it conforms. */
export function checkAnswer(op: Operation, answer: Answer): string[] {
  const { status } = answer;
  if (!op.statuses.includes(status))
    return [`undeclared status ${status} (declared: ${op.statuses.join(', ')})`];
  const out: string[] = [];
  const { mediaTypes, enveloped } = declared(op, status);
  if (mediaTypes.length > 0 && !mediaTypes.includes(answer.contentType))
    out.push(`content type "${answer.contentType || 'none'}", declared ${mediaTypes.join(', ')}`);
  if (!answer.json) return [...out, `body is not JSON: ${String(answer.body).slice(0, 80)}`];
  const body = answer.body as Record<string, unknown>;
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return [...out, 'body is not a JSON object'];
  const missing = enveloped ? ENVELOPE_KEYS.filter((key) => !(key in body)) : [];
  if (missing.length > 0) return [...out, `envelope lacks ${missing.join(', ')}`];
  const success = status < 400;
  if (enveloped && body.success !== success)
    out.push(`envelope: success is ${JSON.stringify(body.success)} for status ${status}`);
  if (!success) return [...out, ...zodIssues(errorEnvelope, body, 'error envelope')];
  const schema = responseSchemas.get(`${op.operationId}Response`);
  if (!schema) return [...out, ...zodIssues(successEnvelope, body, 'envelope')];
  const parsed = schema.safeParse(body);
  if (!parsed.success) return [...out, ...zodIssues(schema, body, 'schema')];
  // zod drops unknown keys silently; a key the contract does not name is a gap or a leak.
  const extra = undeclaredKeys(body, parsed.data);
  if (extra.length > 0) out.push(`keys not in the contract: ${extra.slice(0, 5).join(', ')}`);
  return out;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function verifyOperation(op: Operation, options: VerifyOptions): Promise<OperationResult> {
  const result: OperationResult = {
    operationId: op.operationId,
    method: op.method,
    path: op.path,
    outcome: 'skipped',
    deviations: [],
  };
  const actor = actorFor(op);
  if (actor === HELPER && !options.tokens.helper) return { ...result, note: 'no helper token' };
  if (actor === OWNER && !options.tokens.company) return { ...result, note: 'no company token' };
  let request: Awaited<ReturnType<typeof prepare>>;
  let path: string;
  try {
    request = await prepare(op);
    path = fillPath(op, request.pathParams);
  } catch (error) {
    // An id the server's lists did not offer, or a step that failed (that step's own
    // operation reports its deviation): not this operation's deviation.
    const why = message(error);
    const none = /the default seed has no (.*)/.exec(why);
    const note = none
      ? `no id: the server listed no ${none[1]}`
      : `fixture ${error instanceof UndeclaredStatusError ? 'step deviated' : 'failed'}: ${why}`;
    return { ...result, note: note.slice(0, 240) };
  }
  const call = { query: request.query, body: request.body };
  try {
    const answer = await transmit(op.method, path, { ...call, token: request.token });
    result.status = answer.status;
    result.deviations.push(...checkAnswer(op, answer));
    if (answer.status >= 300 && result.deviations.length === 0) {
      const said = (answer.body as { message?: unknown }).message;
      result.note = `answered ${answer.status}: ${String(said)}`.slice(0, 160);
    }
  } catch (error) {
    result.deviations.push(`no answer: ${message(error)}`);
  }
  if (op.secured) {
    try {
      const answer = await transmit(op.method, path, call);
      if (answer.status !== 401)
        result.deviations.push(`without a token: ${answer.status}, not 401`);
      else result.deviations.push(...checkAnswer(op, answer).map((d) => `without a token: ${d}`));
    } catch (error) {
      result.deviations.push(`without a token: no answer: ${message(error)}`);
    }
  }
  const outcome: Outcome =
    result.deviations.length > 0 ? 'deviation' : result.note ? 'refused' : 'ok';
  return { ...result, outcome };
}

/** Runs the checks against `options.url` (an API base, e.g. http://127.0.0.1:8787/api). */
export async function verifyContract(options: VerifyOptions): Promise<Report> {
  const write = options.write === true;
  const results: OperationResult[] = [];
  setReadOnly(!write);
  try {
    for (const op of ordered(write)) results.push(await verifyOperation(op, options));
  } finally {
    setReadOnly(false);
  }
  const summary = { ok: 0, refused: 0, deviation: 0, skipped: 0, deviationCount: 0 };
  for (const r of results) {
    summary[r.outcome] += 1;
    summary.deviationCount += r.deviations.length;
  }
  const notRun = write ? [] : operations.filter((op) => op.method !== 'GET');
  return {
    url: options.url,
    mode: write ? 'write' : 'read-only',
    results,
    notRun: notRun.map((op) => op.operationId),
    summary,
  };
}

/** The report as a plain-text table: one row per operation, one line per deviation. */
export function formatTable(report: Report): string {
  const rows: string[][] = [['operation', 'call', 'result', 'deviations / note']];
  for (const r of report.results) {
    const label = r.outcome === 'deviation' ? 'DEVIATION' : r.outcome;
    const result = r.status ? `${label} ${r.status}` : label;
    const lines = r.deviations.length > 0 ? r.deviations : [r.note ?? ''];
    lines.forEach((line, i) =>
      rows.push(
        i === 0 ? [r.operationId, `${r.method} ${r.path}`, result, line] : ['', '', '', line],
      ),
    );
  }
  const widths = [0, 1, 2].map((c) => Math.max(...rows.map((row) => row[c]!.length)));
  const text = rows.map((row) =>
    row
      .map((cell, c) => (c < 3 ? cell.padEnd(widths[c]!) : cell))
      .join('  ')
      .trimEnd(),
  );
  const s = report.summary;
  text.push(
    '',
    `${report.mode} against ${report.url}: ${report.results.length} operations, ${s.ok} ok, ` +
      `${s.refused} refused (declared), ${s.deviation} with deviations (${s.deviationCount}), ` +
      `${s.skipped} skipped`,
  );
  if (report.notRun.length > 0)
    text.push(`${report.notRun.length} mutating operations not run (read-only; --write runs them)`);
  return text.join('\n');
}
