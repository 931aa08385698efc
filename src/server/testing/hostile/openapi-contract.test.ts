import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiMessages } from '#shared/common-messages';
import { authRoutes } from '#server/auth/routes';
import { TEST_PASSWORD } from '#server/testing/client';
import { TEST_ORIGIN, testDriver } from '#server/testing/harness';
import type { MatrixContext } from './matrix-row';
import { expectErrorEnvelope, type Answer } from './envelope';
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
// Methods Fastify or Node know that no operation takes. QUERY (RFC 10008) carries a body, and Fastify refused one
// without Content-Type with 400 before its not-found handler could answer 405.
const OTHER_METHODS = [
  'QUERY',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'MKCOL',
  'COPY',
  'LOCK',
  'SEARCH',
  'REPORT',
] as const;

/** The app on a real port of this machine, for what inject does not show (Node's own parsing of the method). */
async function listening(app: FastifyInstance): Promise<Server> {
  const server = createServer((request, response) => app.routing(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

function rawRequest(server: Server, method: string, path: string): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: '127.0.0.1', port, method, path, headers: { origin: TEST_ORIGIN } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

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
      // A link opened in the browser redirects on any input, so a person lands on a page (verify-email).
      const redirects = '302' in spec.responses;
      if (readsInput && !redirects) expect(spec.responses, route).toHaveProperty('400');
      if (redirects) expect(spec.responses, route).not.toHaveProperty('400');
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
            } else if (answer.statusCode === 500) {
              // Documented on every operation for what nobody foresaw; a probe that earns it found a defect.
              mismatches.push(`${where} ${answer.body.slice(0, 120)}`);
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

  it('writes into the document the rules the server applies beyond what a format says', () => {
    const bodyProperty = (route: string, name: string) => {
      const operation = operations.find((candidate) => candidate.route === route)!;
      const schema = operation.spec.requestBody?.content['application/json'] as
        { schema: { properties: Record<string, { pattern?: string; description?: string }> } } | undefined;
      return schema?.schema.properties[name];
    };
    // `format: email` allows 0@com; the server refuses it. The pattern is the server's own check.
    const emailRoutes = operations.filter((operation) => bodyProperty(operation.route, 'email'));
    expect(emailRoutes.map((operation) => operation.route)).toEqual(
      expect.arrayContaining(['POST /api/auth/sign-up/email', 'POST /api/contact']),
    );
    for (const { route } of emailRoutes) {
      expect(bodyProperty(route, 'email')?.pattern, route).toBe(z.regexes.email.source);
      expect(new RegExp(bodyProperty(route, 'email')!.pattern!).test('0@com'), route).toBe(false);
    }
    // JSON Schema cannot say "after now": the description says it and the 400 names the refusal.
    for (const route of ['POST /api/requests', 'POST /api/bookings']) {
      expect(bodyProperty(route, 'requiredDate')?.description, route).toMatch(/must be in the future/);
      const operation = operations.find((candidate) => candidate.route === route)!;
      expect(operation.spec.responses['400']?.description, route).toMatch(
        /`requiredDate` is not in the future/,
      );
    }
    const verify = operations.find((operation) => operation.route === 'GET /api/auth/verify-email')!;
    expect(verify.spec.parameters?.map((param) => param.name).sort()).toEqual(['callbackURL', 'token']);
    expect(Object.keys(verify.spec.responses).filter((status) => Number(status) < 500)).toEqual(['302']);
    expect(verify.spec.responses['302']).toMatchObject({ headers: { Location: expect.any(Object) } });
    expect(verify.spec.responses['302']).not.toHaveProperty('content');
  });

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

  /** Each documented path, with the methods its operations take. */
  function documentedPaths() {
    const documented = new Map<string, Set<string>>();
    for (const { path, method } of operations)
      documented.set(path, (documented.get(path) ?? new Set()).add(method));
    return documented;
  }

  function expectMethodNotAllowed(answer: Answer, methods: Set<string>, where: string) {
    expect(answer.statusCode, where).toBe(405);
    const allowed = String(answer.headers.allow).split(', ');
    expect(allowed.filter((allow) => allow !== 'HEAD').sort(), where).toEqual([...methods].sort());
    expect(expectErrorEnvelope(answer)).toEqual({
      code: 'METHOD_NOT_ALLOWED',
      message: apiMessages.methodNotAllowed,
    });
  }

  it('answers a method a path does not have with 405, its Allow list and the Spanish envelope', async () => {
    for (const [path, methods] of documentedPaths()) {
      const url = path.replace(/\{\w+\}/g, 'x');
      for (const method of METHODS.filter((candidate) => !methods.has(candidate))) {
        const answer = await call(suite.t.app, suite.world.actors.client, {
          method,
          url,
          body: method === 'GET' ? undefined : {},
        });
        expectMethodNotAllowed(answer, methods, `${method} ${path}`);
      }
    }
  });

  it('answers QUERY and the other methods no operation uses with 405 and Allow too, body or not', async () => {
    const cookie = suite.world.actors.client.cookie;
    for (const [path, methods] of documentedPaths()) {
      const url = path.replace(/\{\w+\}/g, 'x');
      for (const method of OTHER_METHODS) {
        const bare = await suite.t.app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie } });
        expectMethodNotAllowed(bare, methods, `${method} ${path}`);
      }
      const withBody = await suite.t.app.inject({
        method: 'QUERY',
        url,
        headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' },
        payload: '{"when":"past"}',
      });
      expectMethodNotAllowed(withBody, methods, `QUERY ${path} with a body`);
    }
  });

  it('answers QUERY with 405 and Allow over a real connection as well', async () => {
    const server = await listening(suite.t.app);
    try {
      for (const [method, path, allow] of [
        ['QUERY', '/api/services', 'GET, HEAD'],
        ['QUERY', '/api/profile', 'GET, HEAD, PUT'],
        ['PROPFIND', '/api/requests/nearby', 'GET, HEAD'],
      ] as const) {
        const answer = await rawRequest(server, method, path);
        expect(answer.statusCode, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow, `${method} ${path}`).toBe(allow);
        expect(expectErrorEnvelope(answer).code).toBe('METHOD_NOT_ALLOWED');
      }
      expect((await rawRequest(server, 'QUERY', '/api/no-existe')).statusCode).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
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
      for (const method of OTHER_METHODS) {
        const answer = await suite.t.app.inject({ method, url, headers: { origin: TEST_ORIGIN } });
        expect(answer.statusCode, `${method} ${url}`).toBe(404);
        expectErrorEnvelope(answer);
      }
    }
  });
});
