// Builds the app (mock mode, the default) and runs the Playwright journeys against it.
import { execSync } from 'node:child_process';

const run = (cmd) => execSync(cmd, { stdio: 'inherit', env: process.env });
if (!process.env.E2E_SKIP_BUILD) run('npx vite build');
run(`npx playwright test ${process.argv.slice(2).join(' ')}`);
