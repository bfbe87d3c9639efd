import { config } from 'zod';

// The mock's schemas (generated zod) never compile parsers with `new Function`: the built
// app's CSP has no 'unsafe-eval', and zod's probe for it would be reported as a violation.
config({ jitless: true });
