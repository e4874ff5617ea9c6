// Fails when schema.graphql or the web app's generated GraphQL types are stale: regenerates both
// and asks git whether anything changed.
import { execSync } from 'node:child_process';

const paths = ['apps/server/schema.graphql', 'apps/web/src/gql', 'apps/web/src/gql/staff'];
execSync('npm run generate --silent', { stdio: 'inherit' });
const changed = execSync(`git status --porcelain -- ${paths.join(' ')}`, { encoding: 'utf8' }).trim();
if (changed) {
  console.error(`Generated GraphQL files are stale. Run \`npm run generate\` and commit:\n${changed}`);
  execSync(`git --no-pager diff --stat -- ${paths.join(' ')}`, { stdio: 'inherit' });
  process.exit(1);
}
console.log('schema.graphql and generated types are up to date');
