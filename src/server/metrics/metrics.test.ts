import { describe, expect, it } from 'vitest';
import { apiMessages } from '#shared/common-messages';
import { enqueue } from '#server/tasks/queue';
import { signUp } from '#server/testing/client';
import { testDriver, useTestApp } from '#server/testing/harness';
import { signedEvent, STRIPE_TEST_ENV } from '#server/testing/payments/fake-stripe';
import { useStripePlans } from '#server/testing/payments/stand-ins';
import type { FastifyInstance } from 'fastify';

const TOKEN = 'metrics-token-metrics-token-0123456789';
const notFound = { error: { code: 'NOT_FOUND', message: apiMessages.notFound } };

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * Prometheus' text exposition format, strictly: every line a HELP, a TYPE or a sample of a family whose TYPE came
 * first, label values quoted and escaped, values numbers. Throws on the first line that is not.
 */
function parseExposition(text: string): Sample[] {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  const comment = new RegExp(`^# (HELP|TYPE) (${NAME}) (.*)$`);
  const sample = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)$`);
  const label = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(,|$)/gy;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const note = comment.exec(line);
    if (note) {
      if (note[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(note[3]);
        types.set(note[2]!, note[3]!);
      }
      continue;
    }
    const match = sample.exec(line);
    if (!match) throw new Error(`not a sample: ${line}`);
    const [, name, body = '', raw] = match;
    const family = name!.replace(/_(bucket|sum|count|total|created)$/, '');
    if (!types.has(name!) && !types.has(family)) throw new Error(`no TYPE before ${line}`);
    const labels: Record<string, string> = {};
    label.lastIndex = 0;
    while (label.lastIndex < body.length) {
      const pair = label.exec(body);
      if (!pair) throw new Error(`bad labels: ${line}`);
      labels[pair[1]!] = pair[2]!;
    }
    // As Prometheus reads values (Go's ParseFloat): NaN and Inf in any case; prom-client writes 'Nan'.
    const special: Record<string, number> = { nan: NaN, '+inf': Infinity, inf: Infinity, '-inf': -Infinity };
    const value = special[raw!.toLowerCase()] ?? Number(raw);
    if (Number.isNaN(value) && raw!.toLowerCase() !== 'nan') throw new Error(`bad value: ${line}`);
    samples.push({ name: name!, labels, value });
  }
  return samples;
}

async function scrape(app: FastifyInstance): Promise<Sample[]> {
  const answer = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(answer.body);
}

function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.find(
    (each) =>
      each.name === name && Object.entries(labels).every(([key, value]) => each.labels[key] === value),
  );
  return found?.value ?? 0;
}

describe(`GET /metrics (${testDriver})`, () => {
  const t = useTestApp({ env: { METRICS_TOKEN: TOKEN } });

  it('answers a stranger, a wrong token and a signed-in person nothing but the 404 of a path that does not exist', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN, `bearer  ${TOKEN}`]) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(answer.statusCode, String(authorization)).toBe(404);
      expect(answer.json()).toEqual(notFound);
    }
    const person = await signUp(t.app, 'client');
    const signedIn = await person.client.get('/metrics');
    expect(signedIn.statusCode).toBe(404);
    expect(signedIn.json()).toEqual(notFound);
  });

  it('is Prometheus text, with process metrics, the queue and the database pool', async () => {
    const samples = await scrape(t.app);
    expect(samples.some((each) => each.name === 'process_cpu_seconds_total')).toBe(true);
    expect(samples.some((each) => each.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
    expect(valueOf(samples, 'limpiahogar_db_connections', { state: 'max' })).toBeGreaterThanOrEqual(1);
    expect(samples.find((each) => each.name === 'limpiahogar_db_connections')?.labels.driver).toBe(
      testDriver,
    );
    expect(samples.some((each) => each.name === 'limpiahogar_tasks_due')).toBe(true);
  });

  it('times each request under its route pattern, method and status class, never its URL', async () => {
    const before = await scrape(t.app);
    const series = { route: '/api/health', method: 'GET', status_class: '2xx' };
    const count = 'limpiahogar_http_request_duration_seconds_count';
    for (let i = 0; i < 3; i++) expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    const id = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
    expect((await t.app.inject(`/api/services/${id}/book-again`)).statusCode).toBe(401);
    const after = await scrape(t.app);
    expect(valueOf(after, count, series) - valueOf(before, count, series)).toBe(3);
    const infinite = { ...series, le: '+Inf' };
    const bucket = 'limpiahogar_http_request_duration_seconds_bucket';
    expect(valueOf(after, bucket, infinite) - valueOf(before, bucket, infinite)).toBe(3);
    expect(
      valueOf(after, count, {
        route: '/api/services/:serviceId/book-again',
        method: 'GET',
        status_class: '4xx',
      }),
    ).toBe(1);
    expect(after.some((each) => Object.values(each.labels).some((value) => value.includes(id)))).toBe(false);
  });

  it('counts the tasks due now and the age of the oldest, at scrape time', async () => {
    const now = t.clock.now();
    const dueSince = new Date(now.getTime() - 90_000);
    await enqueue(t.database.db, { kind: 'metrics-test', payload: {}, runAt: dueSince });
    await enqueue(t.database.db, {
      kind: 'metrics-test',
      payload: {},
      runAt: new Date(now.getTime() + 60_000),
    });
    const samples = await scrape(t.app);
    expect(valueOf(samples, 'limpiahogar_tasks_due')).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'limpiahogar_tasks_oldest_due_age_seconds')).toBeGreaterThanOrEqual(90);
  });
});

describe(`GET /metrics without METRICS_TOKEN (${testDriver})`, () => {
  const t = useTestApp();

  it('answers 404 whatever the request carries', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`, 'Bearer ']) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(notFound);
    }
  });
});

describe(`payment webhooks in /metrics (${testDriver})`, () => {
  const { clock, t, deliver } = useStripePlans(() => ({ env: { ...STRIPE_TEST_ENV, METRICS_TOKEN: TOKEN } }));

  it('counts each delivery by gateway and outcome', async () => {
    const webhooks = 'limpiahogar_payment_webhooks_total';
    const of = (samples: Sample[], outcome: string) =>
      valueOf(samples, webhooks, { gateway: 'stripe', outcome });
    const before = await scrape(t.app);
    expect(of(before, 'refused')).toBe(0);
    // An invoice of no plan of ours: stored, applied as 'ignored'; the same event again is a duplicate.
    const event = signedEvent('invoice.paid', { id: 'in_metrics', object: 'invoice' }, clock.now());
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver({ payload: event.payload, signature: 't=1,v1=00' })).statusCode).toBe(401);
    const after = await scrape(t.app);
    expect(of(after, 'refused') - of(before, 'refused')).toBe(1);
    expect(of(after, 'duplicate') - of(before, 'duplicate')).toBe(1);
    expect(of(after, 'ignored') + of(after, 'applied') - of(before, 'ignored') - of(before, 'applied')).toBe(
      1,
    );
    expect(valueOf(after, webhooks, { gateway: 'mercadopago', outcome: 'applied' })).toBe(0);
  });
});
