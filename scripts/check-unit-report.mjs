// Fails when the unit-test report records a failed or missing test. Vitest 4.1 with this repository's
// global setup can end with exit code 0 although tests failed, so `npm run test:unit` does not rely on
// its exit code alone: it reads the JSON report vitest writes next to the console output.
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? '.tmp/vitest-report.json';
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`unit tests: no readable report at ${file} (${error.message})`);
  process.exit(1);
}
const failed = report.numFailedTests + report.numFailedTestSuites + (report.numRuntimeErrorTestSuites ?? 0);
if (!report.success || failed > 0 || report.numTotalTests === 0) {
  console.error(
    `unit tests failed: ${report.numFailedTests} failed tests, ${report.numFailedTestSuites} failed suites of ${report.numTotalTestSuites}`,
  );
  process.exit(1);
}
console.log(`unit tests: ${report.numPassedTests} passed in ${report.numTotalTestSuites} suites`);
