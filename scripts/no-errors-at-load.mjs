// No Error made while a library's module runs (5/8, a page's load under an inspector).
//
// With an inspector attached (DevTools open; Playwright, whose Runtime domain every journey
// and the bench run with) V8 records each new Error's stack with lines and columns, whatever
// `Error.stackTraceLimit` says, also for the engine's own (a caught TypeError), and for a
// frame of a chunk's top-level code it parses the whole chunk again. Two libraries made
// Errors as their modules ran:
// - React DOM's client makes five sentinels (SuspenseException and its kin: values React
//   throws and catches by identity, whose stack nothing reads). The app's entry holds React
//   DOM, Blueprint's share and final-form (~350 KB), so evaluating it took ~420 ms at 4x CPU
//   where ~45 ms were the code itself (marks around the entry's evaluation: V8's lazy source
//   positions turned off gave 47 ms; a trace showed `V8.CollectSourcePositions` >
//   `V8.ParseProgram` inside the evaluation; 2026-12-04). Here each sentinel is an object of
//   Error's prototype with the message (`instanceof Error`, `String()` and `.message` as
//   before), made by a function of the module's own.
// - lodash's `getRawTag` (react-big-calendar's `isEqual` and others reach it) tries
//   `value[Symbol.toStringTag] = undefined` to read an object's built-in tag. Its `_getTag`
//   module does that to a DataView, a Map, a Promise, a Set and a WeakMap as it runs, whose
//   tags are read-only: written for sloppy mode, where the write fails silently, it throws a
//   TypeError in the bundle's strict mode, five times, each caught. A load of the calendar
//   parsed its react-big-calendar chunk again for them (18-44 ms at full speed). Here the
//   write is `Reflect.set`, which says false where the assignment threw: the same tag read,
//   the same restore skipped, no exception.
// The mock's chunk had the same cost from msw's handlers (mocks/handlers/lib/call-frames.ts).
// Tests and the dev server run the modules as published (React's development build).

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

const LODASH_RAW_TAG = /[\\/]lodash(?:-es)?[\\/]_getRawTag\.js$/;
const RAW_TAG_WRITE = /( +)value\[symToStringTag\] = undefined;\n\s*var unmasked = true;/;

/**
 * lodash's `_getRawTag.js` with its unmasking write made by `Reflect.set`; null when the
 * module has no such write (a lodash upgrade that changed it).
 * @param {string} code
 * @returns {string | null}
 */
export function quietRawTag(code) {
  if (!RAW_TAG_WRITE.test(code)) return null;
  return code.replace(
    RAW_TAG_WRITE,
    '$1var unmasked = Reflect.set(value, symToStringTag, undefined);',
  );
}

/** @returns {import('vite').Plugin} */
export function noErrorsAtLoad() {
  return {
    name: 'no-errors-at-load',
    apply: 'build',
    transform(code, id) {
      // A library upgrade that changes its module fails the build rather than silently
      // bringing the Errors back (check:bundle also looks for React's in the built entry).
      if (REACT_DOM_CLIENT.test(id)) {
        const result = framelessSentinels(code);
        if ('missing' in result)
          this.error(`no-errors-at-load: not found in ${id}: ${result.missing.join(', ')}`);
        return { code: result.code, map: null };
      }
      if (LODASH_RAW_TAG.test(id)) {
        const out = quietRawTag(code);
        if (out === null) this.error(`no-errors-at-load: no toStringTag write found in ${id}`);
        return { code: out, map: null };
      }
      return null;
    },
  };
}
