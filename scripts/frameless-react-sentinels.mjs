// React DOM's five sentinel errors made without a stack (5/8, a page's load under an inspector).
//
// `react-dom-client.production.js` makes five Errors as it is evaluated (SuspenseException and
// its kin: values React throws and catches by identity, whose stack nothing reads). With an
// inspector attached (DevTools open; Playwright, whose Runtime domain every journey and the
// bench run with) V8 records each new Error's stack with lines and columns, whatever
// `Error.stackTraceLimit` says, and to give the frame of the chunk's top-level code a line it
// parses the whole chunk again: the app's entry holds React DOM, Blueprint's share and
// final-form (~350 KB), so evaluating it took ~420 ms at 4x CPU where ~45 ms were the code
// itself (measured with marks around the entry's evaluation: V8's lazy source positions
// turned off gave 47 ms, and a trace showed `V8.CollectSourcePositions` > `V8.ParseProgram`
// inside the evaluation; 2026-12-04). The mock's chunk had the same cost from msw's handlers
// (mocks/handlers/lib/call-frames.ts). Here each sentinel is an object of Error's prototype
// with the message (`instanceof Error`, `String()` and `.message` as before), made by a
// function of the module's own; no Error is constructed while the entry runs. Tests and the
// dev server run React's development build, as published.

const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
];
const HELPER = '__framelessReactError';
const HELPER_CODE =
  `function ${HELPER}(message) {\n` +
  `  var error = Object.create(Error.prototype);\n` +
  `  error.message = message;\n` +
  `  return error;\n` +
  `}\n`;

/**
 * React DOM's client module with its sentinels made frameless, or the names it could not find
 * (a React upgrade that changed the module).
 * @param {string} code
 * @returns {{ code: string } | { missing: string[] }}
 */
export function framelessSentinels(code) {
  const missing = [];
  let out = code;
  for (const name of SENTINELS) {
    const pattern = new RegExp(`(\\b${name} = )Error\\((formatProdErrorMessage\\(\\d+\\))\\)`);
    if (!pattern.test(out)) missing.push(name);
    else out = out.replace(pattern, `$1${HELPER}($2)`);
  }
  if (missing.length) return { missing };
  // At the end: a function declaration is hoisted, and the 'use strict' prologue stays first.
  return { code: `${out}\n${HELPER_CODE}` };
}

/** @returns {import('vite').Plugin} */
export function framelessReactSentinels() {
  return {
    name: 'frameless-react-sentinels',
    apply: 'build',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      const result = framelessSentinels(code);
      // A React upgrade that changes the module fails the build rather than silently bringing
      // the Errors back (check:bundle also looks for them in the built entry).
      if ('missing' in result)
        this.error(`frameless-react-sentinels: not found in ${id}: ${result.missing.join(', ')}`);
      return { code: result.code, map: null };
    },
  };
}
