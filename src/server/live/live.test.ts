import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signUp } from '#server/testing/client';
import { TEST_ORIGIN, testDriver, useTestApp, type TestApp } from '#server/testing/harness';
import { openLiveStream } from '#server/testing/live-stream';
import { MAX_STREAMS_PER_USER } from './hub';
import { notifyLive, type LiveEvent } from './notify';

async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const commit = (t: TestApp, event: LiveEvent) => t.database.db.transaction((tx) => notifyLive(tx, event));

async function cookieOf(app: FastifyInstance) {
  const person = await signUp(app);
  return { id: person.userId, cookie: person.client.cookieHeader };
}

describe(`live streams, GET /api/live (${testDriver})`, () => {
  const t = useTestApp({ env: { LIVE_HEARTBEAT_MS: '20' } });
  let base: string;
  let ana: { id: string; cookie: string };
  let beto: { id: string; cookie: string };
  beforeAll(async () => {
    base = await listening(t.app);
    ana = await cookieOf(t.app);
    beto = await cookieOf(t.app);
  });

  it('refuses a guest with 401 in the one envelope', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/live', headers: { origin: TEST_ORIGIN } });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error.code).toBe('UNAUTHORIZED');
  });

  it('answers an uncompressed, unstored, unbuffered event stream that starts with retry', async () => {
    const stream = await openLiveStream(base, ana.cookie);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.response.headers.get('cache-control')).toBe('no-store');
      expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
      expect(stream.response.headers.get('content-encoding')).toBeNull();
      expect(await stream.next()).toMatchObject({ retry: '3000', id: expect.stringMatching(/^\d+$/) });
      expect(await stream.next((frame) => frame.comment !== undefined, 'a heartbeat')).toEqual({
        comment: 'heartbeat',
      });
    } finally {
      await stream.close();
    }
  });

  it('hands a committed event to the streams of the people it names, and a rolled-back one to nobody', async () => {
    const anas = await openLiveStream(base, ana.cookie);
    const betos = await openLiveStream(base, beto.cookie);
    try {
      await anas.next();
      await betos.next();
      await commit(t, { users: [ana.id], type: 'message', ids: { messageId: 'm1' } });
      const rolledBack = t.database.db.transaction(async (tx) => {
        await notifyLive(tx, { users: [ana.id, beto.id], type: 'message', ids: { messageId: 'never' } });
        throw new Error('rolled back');
      });
      await expect(rolledBack).rejects.toThrow('rolled back');
      await commit(t, { users: [beto.id, ana.id], type: 'message', ids: { messageId: 'm2' } });
      const first = await anas.nextEvent();
      expect(first).toMatchObject({ event: 'message', data: JSON.stringify({ messageId: 'm1' }) });
      const second = await anas.nextEvent();
      expect(second.data).toBe(JSON.stringify({ messageId: 'm2' }));
      expect(Number(second.id)).toBeGreaterThan(Number(first.id));
      // Events reach a stream in the order they were heard: Beto's first is m2, so m1 and 'never' went elsewhere.
      expect(await betos.nextEvent()).toMatchObject({ event: 'message', id: second.id, data: second.data });
    } finally {
      await anas.close();
      await betos.close();
    }
  });

  it('starts a reconnect that carries Last-Event-ID with resync', async () => {
    const stream = await openLiveStream(base, ana.cookie, { 'last-event-id': '41' });
    try {
      expect(await stream.next()).toMatchObject({ retry: '3000' });
      expect(await stream.nextEvent()).toMatchObject({ event: 'resync', data: '{}' });
    } finally {
      await stream.close();
    }
  });

  it(`closes a person's oldest stream when they open stream ${MAX_STREAMS_PER_USER + 1}`, async () => {
    const streams = [];
    for (let n = 0; n <= MAX_STREAMS_PER_USER; n += 1) streams.push(await openLiveStream(base, beto.cookie));
    try {
      await streams[0]!.closed;
      await commit(t, { users: [beto.id], type: 'message', ids: { messageId: 'to-five' } });
      for (const stream of streams.slice(1))
        expect((await stream.nextEvent()).data).toBe(JSON.stringify({ messageId: 'to-five' }));
      await expect(streams[0]!.nextEvent()).rejects.toThrow(/ended/);
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });
});

describe(`live streams when the app closes (${testDriver})`, () => {
  const t = useTestApp();
  const closing = useTestApp(() => ({ database: t.database }));

  it('ends every open stream at once, so closing does not wait for them', async () => {
    const base = await listening(closing.app);
    const person = await cookieOf(closing.app);
    const stream = await openLiveStream(base, person.cookie);
    await stream.next();
    await closing.app.close();
    await stream.closed;
    await expect(stream.next()).rejects.toThrow(/ended/);
  });
});

describe.skipIf(testDriver === 'pglite')('live streams across instances of one PostgreSQL', () => {
  const a = useTestApp();
  const b = useTestApp(() => ({ database: a.database }));

  it('hands an event written through instance A to a stream opened on instance B', async () => {
    const person = await cookieOf(a.app);
    const stream = await openLiveStream(await listening(b.app), person.cookie);
    try {
      await stream.next();
      await commit(a, { users: [person.id], type: 'message', ids: { messageId: 'across' } });
      expect((await stream.nextEvent()).data).toBe(JSON.stringify({ messageId: 'across' }));
    } finally {
      await stream.close();
    }
  });

  it('listens again after its session is terminated, tells open streams to resync, and hears later events', async () => {
    const person = await cookieOf(b.app);
    const stream = await openLiveStream(await listening(a.app), person.cookie);
    try {
      await stream.next();
      const killed = await a.database.db.execute(
        sql`select pg_terminate_backend(pid) as done from pg_stat_activity
            where application_name = 'limpiahogar-live' and datname = current_database()`,
      );
      expect((killed as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
      expect(await stream.nextEvent()).toMatchObject({ event: 'resync', data: '{}' });
      await commit(a, { users: [person.id], type: 'message', ids: { messageId: 'after' } });
      expect((await stream.nextEvent()).data).toBe(JSON.stringify({ messageId: 'after' }));
    } finally {
      await stream.close();
    }
  });
});
