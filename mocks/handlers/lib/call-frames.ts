/**
 * An `Error` that captures no stack: an object of Error's prototype with the message (what
 * `new Error(message)` and `Error(message)` give, minus the stack). Error's statics
 * (`captureStackTrace`, `stackTraceLimit`) are the real Error's.
 */
const RealError = globalThis.Error;
function frameless(message?: unknown): Error {
  const error = Object.create(RealError.prototype) as Error;
  if (message !== undefined) error.message = String(message);
  return error;
}
frameless.prototype = RealError.prototype;
Object.setPrototypeOf(frameless, RealError);
const FramelessError = frameless as unknown as ErrorConstructor;

/**
 * `make()` with no stack traces captured. msw notes where each handler was declared
 * (`info.callFrame`, which nothing reads at run time) by creating an Error and parsing its
 * stack, and the demo builds ~120 handlers as it starts, most of them while the mock's chunk
 * is evaluated:
 * - reading those stacks cost ~35 ms of the demo's start at 4x CPU (5/8, mock `/login`
 *   interactive); with no frames the note is undefined;
 * - with an inspector attached (DevTools open, Playwright: its Runtime domain), V8 also
 *   records each new Error's stack with lines and columns, whatever `Error.stackTraceLimit`
 *   says, and to give the chunk's top-level code a line it parses the whole chunk again:
 *   ~25 ms at full speed, ~130 ms at 4x, on every demo load the journeys and the bench make
 *   (a trace: `V8.CollectSourcePositions` > `V8.ParseProgram` inside the chunk's evaluation;
 *   none without the inspector). So no Error is made at all: for the call, `Error` is one
 *   that captures no stack.
 * The limit stays at 0 too, for errors of classes bound to the real Error when their module
 * loaded (msw's `InvariantError`, should a handler's arguments be refused). Synchronous, and
 * put back however `make` ends.
 */
export function withoutCallFrames<T>(make: () => T): T {
  const limit = RealError.stackTraceLimit;
  RealError.stackTraceLimit = 0;
  globalThis.Error = FramelessError;
  try {
    return make();
  } finally {
    globalThis.Error = RealError;
    RealError.stackTraceLimit = limit;
  }
}
