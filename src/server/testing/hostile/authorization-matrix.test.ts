import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '#shared/auth-messages';
import { testDriver, useTestApp } from '#server/testing/harness';
import { MATRIX } from './authorization-matrix';
import type { MatrixContext } from './matrix-row';
import { expectErrorEnvelope } from './envelope';
import { expectNoSecrets } from './leaks';
import { listRoutes } from './route-list';
import { ACTORS, call, createWorld, type ActorName } from './world';

interface Seen {
  route: string;
  actor: ActorName;
  body: string;
}

function withoutWrongPasswordField(body: string): string {
  const parsed = JSON.parse(body) as { error: { fields?: Record<string, string> } };
  if (!parsed.error.fields) return body;
  expect(parsed.error.fields).toEqual({ password: authMessages.wrongPassword });
  delete parsed.error.fields;
  return JSON.stringify(parsed);
}

describe(`who may call what: every API route × guest, client, provider and the other owner (${testDriver})`, () => {
  const t = useTestApp();
  let context: MatrixContext;
  const seen: Seen[] = [];
  beforeAll(async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    context = { app: t.app, world: await createWorld(t.app), png };
    // The public photo row reads provider A's photo, whatever order the rows run in.
    const upload = await call(t.app, context.world.actors.provider, {
      method: 'POST',
      url: '/api/provider/profile/photo',
      payload: png,
      contentType: 'image/png',
    });
    expect(upload.statusCode).toBe(200);
  });

  it('has a row for every API route the app serves, and none for a route it does not', () => {
    const served = listRoutes(t.app).filter(
      (route) =>
        (route.split(' ')[1]!.startsWith('/api/') && !route.includes(' /api/auth/')) ||
        route === 'GET /metrics',
    );
    expect(served.length).toBeGreaterThan(20);
    expect(MATRIX.map((row) => row.route).sort()).toEqual(served);
  });

  it.each(MATRIX.map((row) => [row.route, row] as const))(
    '%s answers each actor as the table says',
    async (_route, row) => {
      for (const actor of ACTORS) {
        const request = await row.request(context, actor);
        const answer = await call(t.app, context.world.actors[actor], request);
        expect(answer.statusCode, `${row.route} as ${actor}: ${answer.body.slice(0, 200)}`).toBe(
          row.expect[actor],
        );
        if (answer.statusCode >= 400) {
          const error = expectErrorEnvelope(answer);
          // Someone else's record is, to this person, one that does not exist.
          const codes: Record<number, string[]> = {
            // Input the route refuses as it is, whoever sends it (a wrong password).
            400: ['VALIDATION'],
            401: ['UNAUTHORIZED'],
            403: ['FORBIDDEN', 'NOT_YOUR_ACTION'],
            404: ['NOT_FOUND'],
            // A step the state refuses, for the very parties of the service.
            409: ['WRONG_STATUS'],
          };
          expect([...(codes[answer.statusCode] ?? []), ...(row.codes ?? [])]).toContain(error.code);
        }
        seen.push({ route: row.route, actor, body: answer.body });
      }
    },
  );

  it('never sends a password hash or a password field in any of those answers', () => {
    expect(seen.length).toBe(MATRIX.length * ACTORS.length);
    for (const { route, body } of seen) {
      // Images: binary bodies.
      if (route.includes('/photo') || route.endsWith('/logo')) continue;
      // The API's own description names the sign-in and reset fields as schema keys; it holds no one's data.
      if (route === 'GET /api/openapi.json') continue;
      // 'Eliminar mi cuenta' refuses a wrong password under the field of that name, with a sentence, no value.
      const shown = route === 'POST /api/account/delete' ? withoutWrongPasswordField(body) : body;
      expectNoSecrets(shown);
      expect(shown, route).not.toMatch(/password/i);
    }
  });

  it('never shows anyone another person’s e-mail address', () => {
    const people = ACTORS.filter((actor) => actor !== 'guest');
    for (const { route, actor, body } of seen) {
      for (const other of people.filter((person) => person !== actor)) {
        expect(body, `${route} as ${actor} shows ${other}`).not.toContain(context.world.actors[other].email);
      }
    }
    // The check can fail: each person does see their own address on their profile.
    const ownProfile = seen.find(
      (answer) => answer.route === 'GET /api/profile' && answer.actor === 'client',
    );
    expect(ownProfile?.body).toContain(context.world.actors.client.email);
  });
});
