// Prints one closing line for every test run in CI: "N passed, N failed, N skipped".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;

// The reports are the .json files; CI keeps the PostgreSQL run's console output beside them.
const reports = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
for (const name of reports) {
  const report = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
  if (name.startsWith('vitest')) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    console.log(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  } else {
    const { expected = 0, unexpected = 0, flaky = 0, skipped: s = 0 } = report.stats ?? {};
    passed += expected + flaky;
    failed += unexpected;
    skipped += s;
    console.log(
      `${name}: ${expected + flaky} passed, ${unexpected} failed${flaky ? ` (${flaky} flaky)` : ''}`,
    );
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
