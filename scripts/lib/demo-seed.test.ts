import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '#server/clock';
import { rowsOf } from '#server/db/client';
import { jobs, operators, requestApplications, reviews, serviceRequests, users } from '#server/db/schema';
import { runOperatorCommand } from '#server/modules/operator/grants';
import { servingStandingColumns, standingOf, type StandingRow } from '#server/domain/serving';
import { TestClient } from '#server/testing/client';
import { createTestApp, type TestApp } from '#server/testing/harness';
import { canServeCustomers } from '#shared/domain/serving';
import { customers, DEMO_ACCOUNTS, DEMO_DOMAIN, DEMO_PASSWORD, operator, providers } from './demo-cast';
import { DemoClient } from './demo-client';
import { DemoError, demoMessages } from './demo-messages';
import { seedDemo, type DemoTarget } from './demo-seed';

let t: TestApp;
let target: DemoTarget;

async function demoIds() {
  const rows = await t.database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(like(users.email, `%@${DEMO_DOMAIN}`));
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** The rows the demo writes, counted over its people: a second run must add none. */
async function counts() {
  const db = t.database.db;
  const ids = [...(await demoIds()).values()];
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    accounts: ids.length,
    requests: await count(db.select().from(serviceRequests).where(inArray(serviceRequests.customerId, ids))),
    offers: await count(
      db.select().from(requestApplications).where(inArray(requestApplications.providerId, ids)),
    ),
    services: await count(db.select().from(jobs).where(inArray(jobs.customerId, ids))),
    reviews: await count(db.select().from(reviews).where(inArray(reviews.authorId, ids))),
    operators: await count(db.select().from(operators).where(inArray(operators.userId, ids))),
  };
}

async function signIn(email: string) {
  const client = new DemoClient(t.app, t.env.APP_URL);
  await client.call('POST', '/api/auth/sign-in/email', { email, password: DEMO_PASSWORD });
  return client;
}

beforeAll(async () => {
  t = await createTestApp({ E2E_TEST_HOOKS: 'true' }, undefined, undefined, { clock: manualClock() });
  target = { app: t.app, db: t.database.db, clock: t.clock, origin: t.env.APP_URL, outbox: t.mailer };
  expect(await seedDemo(target)).toBe('created');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('npm run demo', () => {
  it('makes the accounts it prints, each with a confirmed address, and the operator', async () => {
    const rows = await t.database.db
      .select({ email: users.email, verified: users.emailVerified })
      .from(users)
      .where(like(users.email, `%@${DEMO_DOMAIN}`));
    expect(rows.map((row) => row.email).sort()).toEqual(DEMO_ACCOUNTS.map((account) => account.email).sort());
    expect(rows.every((row) => row.verified)).toBe(true);
    const operatorId = (await demoIds()).get(operator.email)!;
    expect(
      await t.database.db
        .select()
        .from(operators)
        .where(inArray(operators.userId, [operatorId])),
    ).toHaveLength(1);
  });

  it('every demo provider may serve customers and is listed for each service of their price list', async () => {
    const ids = await demoIds();
    for (const provider of Object.values(providers)) {
      const id = ids.get(provider.email)!;
      const [row] = rowsOf<StandingRow>(
        await t.database.db.execute(sql`select ${servingStandingColumns} from profiles p where p.id = ${id}`),
      );
      expect(canServeCustomers(standingOf(row!), t.clock.now()), provider.email).toBe(true);
      for (const { serviceId } of provider.services) {
        const listed = await new TestClient(t.app).get(`/api/services/${serviceId}/providers`);
        const names = listed.json().providers.map((card: { id: string }) => card.id);
        expect(names, `${provider.email} for ${serviceId}`).toContain(id);
      }
    }
  });

  it('a demo customer signs in with the printed password', async () => {
    const client = await signIn(customers.carmen.email);
    const session = await client.call<{ user: { email: string } }>('GET', '/api/auth/get-session');
    expect(session.user.email).toBe(customers.carmen.email);
  });

  it('leaves services done and reviewed in the past, one disputed, and one agreed ahead with the exact address', async () => {
    const lucia = await signIn(providers.lucia.email);
    const now = Date.now();
    const upcoming = await lucia.call<{
      services: { status: string; scheduledAt: string; contact: unknown }[];
    }>('GET', '/api/services?when=upcoming');
    expect(upcoming.services).toHaveLength(1);
    const [ahead] = upcoming.services;
    expect(ahead!.status).toBe('confirmed');
    expect(Date.parse(ahead!.scheduledAt)).toBeGreaterThan(now);
    expect(JSON.stringify(ahead!.contact)).toContain(customers.carmen.profile.address.street);

    const past = await lucia.call<{ services: { status: string; scheduledAt: string }[] }>(
      'GET',
      '/api/services?when=past',
    );
    expect(past.services.map((service) => service.status)).toEqual(['completed']);
    expect(Date.parse(past.services[0]!.scheduledAt)).toBeLessThan(now - 7 * 86_400_000);

    const diego = await signIn(customers.diego.email);
    const his = await diego.call<{ services: { status: string }[] }>('GET', '/api/services?when=upcoming');
    expect(his.services.map((service) => service.status).sort()).toEqual(['disputed', 'pending']);
    // A service moved into the past took its request along: the request reads the date the service has.
    const apart = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from jobs j
        join service_requests r on r.id = j.request_id
        where r.required_date <> j.scheduled_at`),
    );
    expect(apart[0]!.n).toBe(0);
    const reviewed = await t.database.db.select().from(reviews);
    expect(reviewed.filter((review) => review.publishedAt !== null)).toHaveLength(2);
    expect(reviewed).toHaveLength(3);
  });

  it('leaves open requests providers nearby see, one with an offer', async () => {
    const jorge = await signIn(providers.jorge.email);
    const nearby = await jorge.call<{ requests: { title: string }[] }>('GET', '/api/requests/nearby');
    expect(nearby.requests.map((request) => request.title).sort()).toEqual([
      'Lavado de ventanas de sala y recámaras',
      'Limpieza profunda de cocina',
    ]);
    const waiting = await t.database.db
      .select()
      .from(requestApplications)
      .where(eq(requestApplications.status, 'pending'));
    expect(waiting).toHaveLength(1);
  });

  it('a second run adds nothing and says the demo is already there', async () => {
    const before = await counts();
    expect(await seedDemo(target)).toBe('present');
    expect(await counts()).toEqual(before);
    expect(demoMessages.present).toContain('Ya hay datos de demostración');
  });

  it('a run that stopped before the end is refused with what to do, and adds nothing', async () => {
    await runOperatorCommand(t.database.db, 'remove', operator.email, new Date());
    const before = await counts();
    try {
      await expect(seedDemo(target)).rejects.toThrow(new DemoError(demoMessages.incomplete));
      expect(await counts()).toEqual(before);
    } finally {
      await runOperatorCommand(t.database.db, 'add', operator.email, new Date());
    }
  });
});

describe("the README's first ten minutes", () => {
  it('names every demo account and their password, as npm run demo prints them', () => {
    const readme = readFileSync('README.md', 'utf8');
    const section = readme.slice(
      readme.indexOf('## The first ten minutes'),
      readme.indexOf('## Configuration'),
    );
    for (const account of DEMO_ACCOUNTS) expect(section).toContain(`\`${account.email}\``);
    expect(section).toContain(`\`${DEMO_PASSWORD}\``);
    expect(section).toContain('npm run demo');
  });
});

describe('npm run demo in production', () => {
  it('refuses before it opens any database', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'limpiahogar-demo-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/demo.ts'], {
        env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('npm run demo no se ejecuta con NODE_ENV=production');
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
