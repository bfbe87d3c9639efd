import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The generated zod schemas (orval): src/platform/api/generated/zod/<tag>/<tag>.zod.ts.
const GENERATED_ZOD = /[\\/]api[\\/]generated[\\/]zod[\\/][^\\/]+[\\/][^\\/]+\.zod\.ts$/;
const HELPER = join(dirname(fileURLToPath(import.meta.url)), '../src/platform/api/lazy-schema.ts');

/** The callee chain's first name: `zod` for `zod.object({…}).describe('…')`. */
function rootName(node) {
  let current = node;
  for (;;) {
    if (current.type === 'CallExpression') current = current.callee;
    else if (current.type === 'MemberExpression') current = current.object;
    else return current.type === 'Identifier' ? current.name : undefined;
  }
}

/**
 * Wraps each module-level `const NAME = zod…(…)` of a generated module (JavaScript, its
 * types already stripped) in `lazySchema(() => …)`, marked pure so that the schemas nobody
 * imports still drop out of the build. Other constants (numbers, regular expressions) stay as
 * they are. Returns null when there is nothing to wrap.
 */
export function wrapGeneratedSchemas(code, parse, helper = HELPER) {
  const program = parse(code);
  const zodImport = program.body
    .filter((node) => node.type === 'ImportDeclaration' && node.source.value === 'zod')
    .flatMap((node) => node.specifiers)
    .find((specifier) => specifier.type === 'ImportDefaultSpecifier');
  if (!zodImport) return null;
  const zod = zodImport.local.name;
  const inits = [];
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const { init } of declaration.declarations)
      if (init?.type === 'CallExpression' && rootName(init) === zod) inits.push(init);
  }
  if (inits.length === 0) return null;
  let out = code;
  for (const init of inits.sort((a, b) => b.start - a.start))
    out = `${out.slice(0, init.start)}/* @__PURE__ */ __lazySchema(() => ${out.slice(init.start, init.end)})${out.slice(init.end)}`;
  // On the first line, not a line of its own: every line keeps its number (no source map is
  // made for this edit; the wrapped statements move only along their own lines).
  return `import { lazySchema as __lazySchema } from ${JSON.stringify(helper)}; ${out}`;
}

/**
 * The generated zod schemas are built on first use (src/platform/api/lazy-schema.ts), in the
 * build and in the tests alike: zod builds a schema when its module runs, and the demo's mock
 * carries the schemas its handlers and collections use, ~95 ms of its login page's start at
 * 4x CPU (5/8) that a first load never needed. Generated code stays as orval writes it.
 */
export function lazySchemas() {
  return {
    name: 'lazy-generated-schemas',
    // After the TypeScript transform: the module is JavaScript by then.
    enforce: 'post',
    transform(code, id) {
      if (!GENERATED_ZOD.test(id)) return null;
      const wrapped = wrapGeneratedSchemas(code, (text) => this.parse(text));
      return wrapped && { code: wrapped, map: null };
    },
  };
}
