import { defineConfig } from 'vitest/config';
import { aliases } from './aliases';

// A worker keeps the modules it loaded for one test file for the next, instead of importing the app
// (Fastify, better-auth, drizzle, zod schemas) afresh per file: that import was a fifth of the API runs'
// time. Each file still builds its own app and database; VITEST_ISOLATE=true gives every file fresh modules
// again, to rule the sharing out when a test fails only beside others.
const isolate = process.env.VITEST_ISOLATE === 'true';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    // Vitest leaves one core idle by default; here the API tests are CPU-bound (PGlite runs in the worker), so
    // both cores of the CI machine run test files.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    // CI collects a JSON report beside the console output for its one-line summary.
    reporters: process.env.VITEST_JSON ? ['default', 'json'] : ['default'],
    outputFile: process.env.VITEST_JSON ? { json: process.env.VITEST_JSON } : undefined,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.ts', 'tests/boundaries/*.test.ts'],
          environment: 'node',
          isolate,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['src/server/testing/global-setup.ts'],
          environment: 'node',
          isolate,
          // Limits for a hung test, not expectations of speed: on a machine whose two cores carry a browser suite
          // and other work (load averages of 15 to 18), migrating a database from nothing in a hook took over a
          // minute and the every-route ownership test over 30 s, and both failed only on their timeout.
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
