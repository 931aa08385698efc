// For durable-pglite.test.ts: opens a data folder the way the server does (PGlite in its worker thread) and
// inserts rows one after another, printing each key once PGlite has acknowledged it, until it is killed.
import { systemClock } from '#server/clock';
import { openDatabase } from './client';
import { rateLimits } from './schema';

const handle = await openDatabase({ dataDir: process.argv[2]! });
for (let n = 0; ; n += 1) {
  await handle.db
    .insert(rateLimits)
    .values({ key: `write-${n}`, windowStartedAt: systemClock.now(), hits: n });
  process.stdout.write(`write-${n}\n`);
}
