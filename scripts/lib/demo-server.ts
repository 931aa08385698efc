// The heavy half of `npm run demo`, imported once the run is allowed: opens the database `npm start` uses
// (migrating it as the server does) and seeds it through an app built on it that never listens.
import path from 'node:path';
import { buildApp } from '#server/app';
import { manualClock } from '#server/clock';
import { openDatabase } from '#server/db/client';
import { loadEnv } from '#server/env';
import type { MailMessage } from '#server/mail/mailer';
import { CONTROL_SOCKET, serverListens } from '#server/modules/operator/control';
import { journeyTesting } from '#server/testing/journeys/journey-testing';
import { DemoError, demoMessages } from './demo-messages';
import { demoState, seedDemo } from './demo-seed';

export async function seedServerDatabase(): Promise<{ result: 'created' | 'present'; appUrl: string }> {
  // The server's own configuration; the journeys' hooks and free plans for this in-process app only.
  const env = loadEnv({ ...process.env, E2E_TEST_HOOKS: 'true', PLAN_PAYMENTS: 'immediate' });
  // The embedded database is one process's at a time.
  if (!env.DATABASE_URL && (await serverListens(path.join(env.DATA_DIR, CONTROL_SOCKET))))
    throw new DemoError(demoMessages.serverRunning.replace('{dir}', env.DATA_DIR));
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: path.join(env.DATA_DIR, 'pglite'),
    poolSize: 2,
  });
  const sent: MailMessage[] = [];
  const clock = manualClock();
  // What the demo's people would be e-mailed stays here (the confirmation links are read from it); the
  // reminders of services still ahead are left as tasks, for the server to send when they fall due.
  const mailer = { send: async (message: MailMessage) => void sent.push(message), close() {} };
  const app = await buildApp({
    env,
    database,
    mailer,
    clock,
    tasks: 'manual',
    logger: false,
    paymentGateways: [],
    serviceGateway: null,
    cfdiIssuer: null,
    testing: journeyTesting(env),
  });
  try {
    await app.ready();
    if ((await demoState(database.db)) === 'none') console.log(demoMessages.seeding);
    const result = await seedDemo({ app, db: database.db, clock, origin: env.APP_URL, outbox: { sent } });
    return { result, appUrl: env.APP_URL };
  } finally {
    await app.close();
    await database.close();
  }
}
