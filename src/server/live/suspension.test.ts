import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { useBeforeAll } from '#server/testing/before-all';
import { signUp } from '#server/testing/client';
import { TEST_ORIGIN, testDriver, useTestApp } from '#server/testing/harness';
import { openLiveStream } from '#server/testing/live-stream';
import { signUpOperator } from '#server/testing/operator';
import { notifyLive, SIGNED_OUT } from './notify';

async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A person's two streams on `base`, each past its first frame. */
async function twoStreams(base: string, cookie: string) {
  const streams = [await openLiveStream(base, cookie), await openLiveStream(base, cookie)];
  for (const stream of streams) await stream.next();
  return streams;
}

describe(`a suspension ends the person's live streams at once (${testDriver})`, () => {
  const t = useTestApp();
  const operator = useBeforeAll('the operator', () => signUpOperator(t));

  it("sends 'signed-out' and ends every stream of the suspended person, only theirs; a reconnect is refused", async () => {
    const base = await listening(t.app);
    const person = await signUp(t.app, 'provider');
    const bystander = await signUp(t.app, 'client');
    const streams = await twoStreams(base, person.client.cookieHeader);
    const [other] = await twoStreams(base, bystander.client.cookieHeader);
    try {
      const suspended = await operator.client.post(`/api/operator/users/${person.userId}/suspend`, {
        reason: 'Pidió pagos por fuera de la plataforma.',
      });
      expect(suspended.statusCode, suspended.body).toBe(200);
      for (const stream of streams) {
        expect(await stream.nextEvent()).toMatchObject({ event: SIGNED_OUT, data: '{}' });
        await stream.closed;
      }
      const again = await fetch(`${base}/api/live`, {
        headers: { origin: TEST_ORIGIN, cookie: person.client.cookieHeader },
      });
      expect(again.status).toBe(401);
      await again.body?.cancel();
      // The bystander's stream is still open: it gets what is sent to them, and no 'signed-out' before it.
      await t.database.db.transaction((tx) =>
        notifyLive(tx, { users: [bystander.userId], type: 'message', ids: { messageId: 'still-here' } }),
      );
      expect(await other!.nextEvent()).toMatchObject({
        event: 'message',
        data: '{"messageId":"still-here"}',
      });
    } finally {
      await Promise.all([...streams, other!].map((stream) => stream.close()));
    }
  });
});

describe.skipIf(testDriver === 'pglite')(
  'a suspension made on one instance ends the streams on another',
  () => {
    const a = useTestApp();
    // A long session cache on B: only the NOTIFY can make it refuse the reconnect at once.
    const b = useTestApp(() => ({ database: a.database, env: { SESSION_CACHE_SECONDS: '60' } }));
    const operator = useBeforeAll('the operator', () => signUpOperator(a));

    it("ends the person's stream on instance B, which then refuses the reconnect it had cached", async () => {
      const base = await listening(b.app);
      const person = await signUp(a.app, 'client');
      const [stream] = await twoStreams(base, person.client.cookieHeader);
      // B has checked this session (and cached the check) when it opened the stream.
      const suspended = await operator.client.post(`/api/operator/users/${person.userId}/suspend`, {
        reason: 'Mensajes ofensivos reportados.',
      });
      expect(suspended.statusCode, suspended.body).toBe(200);
      expect(await stream!.nextEvent()).toMatchObject({ event: SIGNED_OUT });
      await stream!.closed;
      const again = await fetch(`${base}/api/live`, {
        headers: { origin: TEST_ORIGIN, cookie: person.client.cookieHeader },
      });
      expect(again.status).toBe(401);
      await again.body?.cancel();
    });
  },
);
