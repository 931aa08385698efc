import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '#server/app';
import { manualClock, type ManualClock } from '#server/clock';
import type { ServiceGateway } from '#server/modules/payments/gateways/service-gateway';
import type { CfdiIssuer } from '#server/modules/invoices/cfdi';
import type { PaymentGateway } from '#server/modules/payments/gateways/plan-gateway';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { loadEnv } from '#server/env';
import type { MailMessage, Mailer } from '#server/mail/mailer';
import { useBeforeAll } from './before-all';
import { pooledDatabase } from './database-pool';
import { copyName } from './global-setup';
import { journeyTesting } from './journeys/journey-testing';

/** Which database the API tests run on: PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set. */
export const testDriver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

let template: Blob | undefined;

/** The migrated database the global setup dumped, read once per test file. */
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (file) template ??= new Blob([readFileSync(file)]);
  return template;
}

// Each test file gets a database in the migrated state, handed on from the file before when it can be
// (database-pool.ts): a PGlite loaded from the dump, or a PostgreSQL database created from the migrated template.
export function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return pooledDatabase(() =>
    adminUrl ? openPostgresCopy(adminUrl) : openDatabase({ from: pgliteTemplate() }),
  );
}

async function openPostgresCopy(adminUrl: string): Promise<DatabaseHandle> {
  const template = inject('postgresTemplate');
  const name = template ? copyName(template) : `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // A copy of the database the global setup migrated (its migrations already recorded), when there is one.
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 12 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
  close() {}
  lastTo(to: string): MailMessage | undefined {
    return this.sent.findLast((message) => message.to === to);
  }
}

export const TEST_ORIGIN = 'http://localhost:3000';

const mailers = new WeakMap<FastifyInstance, MemoryMailer>();
const databases = new WeakMap<FastifyInstance, DatabaseHandle>();

/** The outbox of an app made by createTestApp, where the helpers find the links people are sent. */
export function mailerOf(app: FastifyInstance): MemoryMailer {
  const mailer = mailers.get(app);
  if (!mailer) throw new Error('this app was not made by createTestApp');
  return mailer;
}

/** The database of an app made by createTestApp, for fixtures that write what no API call can (an approval). */
export function databaseOf(app: FastifyInstance): DatabaseHandle {
  const database = databases.get(app);
  if (!database) throw new Error('this app was not made by createTestApp');
  return database;
}

export interface TestAppOptions {
  /** Starts at the real time, so dates the API checks against the system clock still agree. */
  clock?: ManualClock;
  /** 'manual' (default): tasks run only when the test calls `runTasks()`. */
  tasks?: 'auto' | 'manual';
  /** Online payment gateways (e.g. Stripe's adapter pointed at a local stand-in); none by default. */
  paymentGateways?: PaymentGateway[];
  /** The PAC issuing CFDI (e.g. Facturapi's adapter pointed at a local stand-in); none by default. */
  cfdiIssuer?: CfdiIssuer | null;
  /** Where services are paid online (e.g. Stripe's adapter pointed at a local stand-in); none by default. */
  serviceGateway?: ServiceGateway | readonly ServiceGateway[] | null;
}

// Tasks run on a clock the test moves, so timers are tested by moving time, never by waiting.
export async function createTestApp(
  overrides: Record<string, string> = {},
  configure?: (app: FastifyInstance) => void,
  database?: DatabaseHandle,
  {
    clock = manualClock(),
    tasks = 'manual',
    paymentGateways = [],
    cfdiIssuer = null,
    serviceGateway = null,
  }: TestAppOptions = {},
) {
  const env = loadEnv({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'limpiahogar-test-')),
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    AUTH_RATE_LIMIT_MAX: '1000',
    AUTH_IP_RATE_LIMIT_MAX: '100000',
    MAIL_RATE_LIMIT_PER_HOUR: '1000',
    WRITE_RATE_LIMIT_PER_HOUR: '1000',
    UPLOAD_RATE_LIMIT_PER_HOUR: '1000',
    CONVERSATION_RATE_LIMIT_PER_HOUR: '1000',
    MESSAGE_RATE_LIMIT_PER_MINUTE: '1000',
    API_RATE_LIMIT_PER_MINUTE: '1000',
    LOG_LEVEL: 'silent',
    // A sixteenth of production's scrypt cost: the API tests sign up and in about 800 times per run.
    PASSWORD_HASH_COST: '1024',
    ...overrides,
  });
  const ownsDatabase = !database;
  const db = database ?? (await openTestDatabase());
  const mailer = new MemoryMailer();
  const app = await buildApp({
    env,
    database: db,
    mailer,
    logger: false,
    clock,
    tasks,
    paymentGateways,
    cfdiIssuer,
    serviceGateway,
    testing: journeyTesting(env),
  });
  mailers.set(app, mailer);
  databases.set(app, db);
  configure?.(app);
  await app.ready();
  return {
    app,
    env,
    database: db,
    mailer,
    clock,
    /** Runs every task due on this app's clock, and those they enqueue; resolves with the attempts made. */
    runTasks: () => app.tasks.runDue(),
    async close() {
      await app.close();
      if (ownsDatabase) await db.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface UseTestAppOptions extends TestAppOptions {
  /** Variables over the tests' environment (createTestApp's `overrides`). */
  env?: Record<string, string>;
  /** Called with the app before it is ready, e.g. to add a route only a test needs. */
  configure?: (app: FastifyInstance) => void;
  /** Another app's database, for a second app over the same data; the first app keeps closing it. */
  database?: DatabaseHandle;
}

/**
 * The app of a `describe`: made before its tests and closed after them. `options` may be a function, read when
 * the app is made, for what exists only then (a stand-in's gateway, another app's database). The app cannot be
 * read in the `describe` body itself (see useBeforeAll).
 */
export function useTestApp(
  options: UseTestAppOptions | (() => UseTestAppOptions | Promise<UseTestAppOptions>) = {},
): TestApp {
  return useBeforeAll(
    'the test app',
    async () => {
      const { env, configure, database, ...rest } = typeof options === 'function' ? await options() : options;
      return createTestApp(env, configure, database, rest);
    },
    (t) => t.close(),
  );
}
