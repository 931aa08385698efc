// `npm test`: every test. The unit and API tests (Vitest, on an in-memory PGlite unless TEST_DATABASE_URL names a
// PostgreSQL) run beside the build and the browser journeys (`npm run test:e2e`: build, size budgets, Playwright),
// not before them: the journeys leave part of the cores idle while they wait on pages, and the build no longer waits
// for the API tests. The journeys' output streams; Vitest's is kept in a file and printed when both are done, so the
// two do not interleave. Exits non-zero when either failed.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const run = (command, args, stdio) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

// Chromium first, alone: an install's output would otherwise mix with the tests'.
const browser = await run(process.execPath, ['scripts/ensure-browser.mjs'], 'inherit');
if (browser !== 0) process.exit(browser);

const log = path.join(mkdtempSync(path.join(tmpdir(), 'limpiahogar-test-')), 'vitest.log');
const out = openSync(log, 'w');
console.log(
  `Unit and API tests (Vitest) running beside the journeys; their output follows at the end (${log}).`,
);
const [unit, journeys] = await Promise.all([
  run('npm', ['run', 'test:unit'], ['ignore', out, out]),
  run('npm', ['run', 'test:e2e'], 'inherit'),
]);
process.stdout.write(`\n==> Unit and API tests (Vitest)\n${readFileSync(log, 'utf8')}`);
console.log(
  `\nVitest ${unit === 0 ? 'passed' : `failed (exit ${unit})`}; build and journeys ${journeys === 0 ? 'passed' : `failed (exit ${journeys})`}.`,
);
process.exit(unit || journeys);
