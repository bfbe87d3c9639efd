// Blueprint's development checks, decided in the build (5/8, /login's weight).
//
// Each check is `if (!isNodeEnv("production"))` (or `!Utils.isNodeEnv(...)`): a call the
// minifier cannot see through, even with `NODE_ENV` defined (vite.config.ts), so the checks
// and the calls they make shipped in every chunk that uses a Blueprint component, and their
// warning texts (common/errors.js) with them: ~0.4 KB gzip of /login's first load. The build
// replaces each call with its answer. Tests and the dev server run the modules as published.
//
// The texts themselves: common/errors.js is one module, so every text any chunk still names
// (a class's dev-only `validateProps`, which no check calls in the build) rides in the first
// load with the few /login uses (the Slider's and the Drawer's among them). In the build each
// text is the prefix alone ("[Blueprint]"), but a text Blueprint throws with (a component used
// wrongly: `throw new Error(Errors.SLIDER_MIN)`) keeps its words.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const BLUEPRINT = /[\\/]@blueprintjs[\\/][^\\/]+[\\/]lib[\\/]esm[\\/]/;
// The whole call, with the namespace it is read from: `Utils.isNodeEnv("production")` made
// `Utils.true` (undefined, so the checks ran) when only the call was replaced.
const CALL = /(?:[\w$]+\.)?isNodeEnv\("(production|development)"\)/g;

/** The module's code with each `isNodeEnv("…")` call replaced by its production answer. */
export function decideNodeEnvChecks(code) {
  return code.replace(CALL, (_, env) => String(env === 'production'));
}

const ERRORS = /[\\/]@blueprintjs[\\/][^\\/]+[\\/]lib[\\/]esm[\\/]common[\\/]errors\.js$/;
const TEXT = /^export const (\w+) = [\s\S]*?;$/gm;
const THROWN = /throw new Error\((?:[\w$]+\.)?([A-Z][A-Z0-9_]+)\)/g;

/** The texts Blueprint's published modules throw with (`throw new Error(Errors.NAME)`). */
export function thrownTexts(codes) {
  return new Set(codes.flatMap((code) => [...code.matchAll(THROWN)].map((m) => m[1])));
}

/** common/errors.js with each text but the thrown ones reduced to the prefix (`ns`). */
export function trimWarningTexts(code, thrown) {
  return code.replace(TEXT, (statement, name) =>
    thrown.has(name) ? statement : `export const ${name} = ns;`,
  );
}

/** Every Blueprint package's ES modules' code (the ones this app installs). */
function publishedCodes() {
  const root = join(process.cwd(), 'node_modules', '@blueprintjs');
  return readdirSync(root).flatMap((pkg) => {
    const esm = join(root, pkg, 'lib', 'esm');
    if (!existsSync(esm)) return [];
    return readdirSync(esm, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(esm, file), 'utf8'));
  });
}

/** @returns {import('vite').Plugin} */
export function blueprintProductionChecks() {
  let thrown;
  return {
    name: 'blueprint-production-checks',
    apply: 'build',
    transform: {
      filter: { id: BLUEPRINT },
      handler(code, id) {
        if (ERRORS.test(id)) {
          thrown ??= thrownTexts(publishedCodes());
          return { code: trimWarningTexts(code, thrown), map: null };
        }
        if (!code.includes('isNodeEnv("')) return null;
        return { code: decideNodeEnvChecks(code), map: null };
      },
    },
  };
}
