import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../shared/messages';
import { authRoutes } from '../../auth/routes';
import { TEST_PASSWORD } from '../client';
import { TEST_ORIGIN, testDriver } from '../harness';
import type { MatrixContext } from './authorization-matrix';
import { expectErrorEnvelope } from './envelope';
import {
  documentedCodes,
  operationsOf,
  probesFor,
  requiresSession,
  validCall,
  type Operation,
} from './openapi-probes';
import { listRoutes } from './route-list';
import { call, worldSuite, type Actor, type ActorName } from './world';

const CALLERS: ActorName[] = ['guest', 'client', 'provider'];

// Some account operations end the caller's session (two-factor changes, signing out): sign in again after them.
async function keepSignedIn(app: FastifyInstance, actor: Actor) {
  if (!actor.cookie) return;
  const session = await call(app, actor, { method: 'GET', url: '/api/auth/get-session' });
  if (session.json() !== null) return;
  const signIn = await call(app, null, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    body: { email: actor.email, password: TEST_PASSWORD },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  actor.cookie = signIn.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

// What a client generated from /api/openapi.json would believe, checked against what the server answers.
describe(`the OpenAPI document tells the truth (${testDriver})`, () => {
  const suite = worldSuite();
  let operations: Operation[];
  let context: MatrixContext;
  /** For each operation, whether a guest sending a valid request was refused with 401. */
  const guestRefused = new Map<string, boolean>();

  beforeAll(async () => {
    const answer = await call(suite.t.app, null, { method: 'GET', url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    // Signing out ends the caller's session, so it goes last.
    operations = operationsOf(answer.json()).sort(
      (a, b) => Number(a.path.endsWith('/sign-out')) - Number(b.path.endsWith('/sign-out')),
    );
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    context = { app: suite.t.app, world: suite.world, png };
  });

  it('documents every API route the app serves (the /api/auth catch-all aside) and none it does not', () => {
    const served = listRoutes(suite.t.app).filter(
      (route) => route.split(' ')[1]!.startsWith('/api/') && !route.endsWith(' /api/auth/*'),
    );
    expect(served.length).toBeGreaterThan(40);
    expect(operations.map((operation) => operation.route).sort()).toEqual(served);
  });

  it('documents 400 where input is read, and every error in the one envelope', () => {
    for (const { route, spec } of operations) {
      const readsInput = spec.requestBody || spec.parameters?.some((param) => param.in !== 'path');
      if (readsInput) expect(spec.responses, route).toHaveProperty('400');
      expect(spec.responses, route).toHaveProperty('500');
      for (const [status, response] of Object.entries(spec.responses)) {
        if (Number(status) < 400) continue;
        expect(response.content?.['application/json']?.schema?.$ref, `${route} ${status}`).toBe(
          '#/components/schemas/ErrorEnvelope',
        );
        expect(
          documentedCodes({ spec } as Operation, Number(status))?.length,
          `${route} ${status}`,
        ).toBeGreaterThan(0);
      }
    }
  });

  // Every operation, as three callers, with its probes, one after another: about a thousand calls, longer
  // than the default 30 s on PostgreSQL next to another test file.
  it(
    'answers guests, customers and providers only with the statuses and codes each operation documents',
    { timeout: 180_000 },
    async () => {
      const mismatches: string[] = [];
      for (const operation of operations) {
        for (const caller of CALLERS) {
          const cookie = suite.world.actors[caller].cookie;
          for (const probe of probesFor(operation, await validCall(operation, context, caller))) {
            if (probe.doubleCookie && !cookie) continue;
            const answer = await call(
              suite.t.app,
              { cookie: probe.doubleCookie ? `${cookie}; ${cookie}` : cookie },
              probe.call,
            );
            const where = `${operation.route} (${probe.name}) as ${caller}: ${answer.statusCode}`;
            if (probe.name === 'valid' && caller === 'guest')
              guestRefused.set(operation.route, answer.statusCode === 401);
            const codes = documentedCodes(operation, answer.statusCode);
            if (codes === null) {
              mismatches.push(`${where} is not documented ${answer.body.slice(0, 120)}`);
            } else if (answer.statusCode >= 400) {
              const error = expectErrorEnvelope(answer);
              if (!codes.includes(error.code))
                mismatches.push(`${where} ${error.code} is not among ${codes.join(', ')}`);
            } else if (answer.statusCode === 200 && operation.path.startsWith('/api/auth/')) {
              const schema = authRoutes[operation.path.slice('/api/auth'.length)]?.response;
              const parsed = schema?.safeParse(answer.json());
              if (parsed && !parsed.success)
                mismatches.push(`${where} body is not the documented one: ${parsed.error.message}`);
            }
          }
          if (operation.path.startsWith('/api/auth/'))
            await keepSignedIn(suite.t.app, suite.world.actors[caller]);
        }
      }
      expect(mismatches).toEqual([]);
    },
  );

  it('documents the 429 a rate limit answers, with Retry-After', async () => {
    const contact = operations.find((operation) => operation.route === 'POST /api/contact')!;
    const send = () =>
      suite.t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({
          name: 'Ana',
          email: 'ana@ejemplo.mx',
          subject: 'Duda',
          message: '¿Atienden en Toluca?',
        }),
        remoteAddress: '192.0.2.29',
      });
    for (let sent = 0; sent < suite.t.env.CONTACT_RATE_LIMIT_PER_HOUR; sent += 1)
      expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(documentedCodes(contact, 429)).toContain(expectErrorEnvelope(limited).code);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(contact.spec.responses['429']).toHaveProperty('headers.Retry-After');
  });

  it('declares a session on exactly the operations that refuse a guest with 401', () => {
    expect(guestRefused.size).toBe(operations.length);
    for (const operation of operations) {
      expect(requiresSession(operation), operation.route).toBe(guestRefused.get(operation.route));
    }
  });

  it('answers a method a path does not have with 405, its Allow list and the Spanish envelope', async () => {
    const documented = new Map<string, Set<string>>();
    for (const { path, method } of operations)
      documented.set(path, (documented.get(path) ?? new Set()).add(method));
    for (const [path, methods] of documented) {
      const url = path.replace(/\{\w+\}/g, 'x');
      for (const method of METHODS.filter((candidate) => !methods.has(candidate))) {
        const answer = await call(suite.t.app, suite.world.actors.client, {
          method,
          url,
          body: method === 'GET' ? undefined : {},
        });
        expect(answer.statusCode, `${method} ${path}`).toBe(405);
        const allowed = String(answer.headers.allow).split(', ');
        expect(allowed.filter((allow) => allow !== 'HEAD').sort(), `${method} ${path}`).toEqual(
          [...methods].sort(),
        );
        expect(expectErrorEnvelope(answer)).toEqual({
          code: 'METHOD_NOT_ALLOWED',
          message: apiMessages.methodNotAllowed,
        });
      }
    }
  });

  it('answers a path that does not exist with 404, whatever the method', async () => {
    for (const url of [
      '/api/no-existe',
      '/api/auth/no-existe',
      '/api/requests/x/otra-cosa',
      '/api/profile/x',
    ]) {
      for (const method of METHODS) {
        const answer = await call(suite.t.app, null, {
          method,
          url,
          body: method === 'GET' ? undefined : {},
        });
        expect(answer.statusCode, `${method} ${url}`).toBe(404);
        expectErrorEnvelope(answer);
      }
    }
  });
});
