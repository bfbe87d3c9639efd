import { types } from 'node:util';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { getMeResponse } from '@/platform/api/generated/zod/auth/auth.zod';
import { createHelperTimeOffBody } from '@/platform/api/generated/zod/time-off/time-off.zod';
import { wrapGeneratedSchemas } from './lazy-schemas.mjs';

const wrap = (code: string) => wrapGeneratedSchemas(code, (text) => parseAst(text), '/h.ts');

describe('the generated zod schemas are built on first use', () => {
  it('wraps each module-level zod constant, pure, and leaves the others as orval wrote them', () => {
    const code = [
      "import zod from 'zod';",
      'export const bodyNameMax = 200;',
      "export const bodyZipRegExp = new RegExp('^\\\\d{5}$');",
      'export const body = zod.object({ name: zod.string().max(bodyNameMax) }).describe("x");',
      'const local = zod.array(zod.number());',
      'export const other = String(1);',
    ].join('\n');
    // Every line keeps its number (stack traces and the build's source maps).
    expect(wrap(code)!.split('\n')).toHaveLength(code.split('\n').length);
    expect(wrap(code)).toBe(
      [
        'import { lazySchema as __lazySchema } from "/h.ts"; import zod from \'zod\';',
        'export const bodyNameMax = 200;',
        "export const bodyZipRegExp = new RegExp('^\\\\d{5}$');",
        'export const body = /* @__PURE__ */ __lazySchema(() => zod.object({ name: zod.string().max(bodyNameMax) }).describe("x"));',
        'const local = /* @__PURE__ */ __lazySchema(() => zod.array(zod.number()));',
        'export const other = String(1);',
      ].join('\n'),
    );
  });

  it('follows the name zod is imported under, and leaves a module without it alone', () => {
    expect(wrap("import z from 'zod';\nexport const a = z.string();")).toContain(
      '__lazySchema(() => z.string())',
    );
    expect(wrap("import { z } from 'zod';\nexport const a = z.string();")).toBeNull();
    expect(wrap("import zod from 'zod';\nexport const max = 5;")).toBeNull();
  });

  it('the modules the tests load are the wrapped ones, and their schemas parse as before', () => {
    expect(types.isProxy(createHelperTimeOffBody)).toBe(true);
    expect(types.isProxy(getMeResponse)).toBe(true);
    expect(
      createHelperTimeOffBody.safeParse({ start_date: '2027-03-01', end_date: '2027-03-02' })
        .success,
    ).toBe(true);
    const refused = createHelperTimeOffBody.safeParse({
      start_date: 'soon',
      end_date: '2027-03-02',
      reason: 'x'.repeat(201),
    });
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'start_date',
      'reason',
    ]);
  });
});
