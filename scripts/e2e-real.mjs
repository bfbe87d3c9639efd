// `npm run test:e2e:real`: builds the app for a real provider (dist-real) and its hybrid
// variant (dist-hybrid), then runs the real-API journeys (playwright.real.config.ts) against
// `npm run mock:server`. E2E_SKIP_BUILD=1 uses the builds already made (npm test makes them
// while the unit tests run).
import { execSync } from 'node:child_process';
import { REAL_E2E_ENV, buildApp, buildHybrid } from './app-builds.mjs';

if (!process.env.E2E_SKIP_BUILD) {
  buildApp('dist-real', REAL_E2E_ENV);
  buildHybrid();
}
execSync(`npx playwright test -c playwright.real.config.ts ${process.argv.slice(2).join(' ')}`, {
  stdio: 'inherit',
});
