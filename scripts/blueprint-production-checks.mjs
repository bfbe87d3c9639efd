// Blueprint's development checks, decided in the build (5/8, /login's weight).
//
// Each check is `if (!isNodeEnv("production"))` (or `!Utils.isNodeEnv(...)`): a call the
// minifier cannot see through, even with `NODE_ENV` defined (vite.config.ts), so the checks
// and the calls they make shipped in every chunk that uses a Blueprint component, and their
// warning texts (common/errors.js) with them: ~0.4 KB gzip of /login's first load. The build
// replaces each call with its answer. Tests and the dev server run the modules as published.

const BLUEPRINT = /[\\/]@blueprintjs[\\/][^\\/]+[\\/]lib[\\/]esm[\\/]/;
// The whole call, with the namespace it is read from: `Utils.isNodeEnv("production")` made
// `Utils.true` (undefined, so the checks ran) when only the call was replaced.
const CALL = /(?:[\w$]+\.)?isNodeEnv\("(production|development)"\)/g;

/** The module's code with each `isNodeEnv("…")` call replaced by its production answer. */
export function decideNodeEnvChecks(code) {
  return code.replace(CALL, (_, env) => String(env === 'production'));
}

/** @returns {import('vite').Plugin} */
export function blueprintProductionChecks() {
  return {
    name: 'blueprint-production-checks',
    apply: 'build',
    transform: {
      filter: { id: BLUEPRINT, code: 'isNodeEnv("' },
      handler: (code) => ({ code: decideNodeEnvChecks(code), map: null }),
    },
  };
}
