import { randomBytes } from 'node:crypto';
import { TEST_PASSWORD, uniqueEmail } from '#server/testing/client';
import { MATRIX } from './authorization-matrix';
import type { MatrixContext } from './matrix-row';
import type { ActorName, Call } from './world';

type Method = Call['method'];

/** The parts of an OpenAPI operation the contract test reads. */
export interface DocOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema?: { $ref?: string } }> }
  >;
  security?: Record<string, string[]>[];
}

export interface Operation {
  method: Method;
  /** As the document writes it: /api/requests/{id}/applications. */
  path: string;
  /** As the router lists it: POST /api/requests/:id/applications. */
  route: string;
  spec: DocOperation;
}

export interface Probe {
  name: string;
  call: Call;
  /** Sends the session cookie twice, as a confused browser might. */
  doubleCookie?: boolean;
}

export const FOREIGN_ORIGIN = 'https://otro-sitio.example';
const UNSAFE = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);

export function operationsOf(doc: { paths: Record<string, Record<string, DocOperation>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => {
      const upper = method.toUpperCase() as Method;
      return { method: upper, path, route: `${upper} ${path.replace(/\{(\w+)\}/g, ':$1')}`, spec };
    }),
  );
}

/** The codes a documented status lists in backticks, or null when the operation does not document the status. */
export function documentedCodes(operation: Operation, status: number): string[] | null {
  const response = operation.spec.responses[String(status)];
  if (!response) return null;
  return [...response.description.matchAll(/`([A-Z][A-Z_]+)`/g)].map((match) => match[1]!);
}

/** Needs a session: declares security, and not as an alternative to none ({}). */
export function requiresSession(operation: Operation): boolean {
  const security = operation.spec.security ?? [];
  return security.length > 0 && security.every((option) => Object.keys(option).length > 0);
}

// Bodies that succeed, or fail only on the server's own rules, without ending the caller's session (except
// sign-out, which the test runs last). Operations without one get an empty body.
const AUTH_BODIES: Record<string, (email: string) => Record<string, unknown>> = {
  'POST /api/auth/sign-up/email': () => ({
    fullName: 'Olga Contrato',
    email: uniqueEmail('openapi'),
    password: TEST_PASSWORD,
    userType: 'client',
  }),
  'POST /api/auth/sign-in/email': (email) => ({ email, password: TEST_PASSWORD }),
  'POST /api/auth/request-password-reset': (email) => ({ email }),
  'POST /api/auth/reset-password': () => ({ token: 'token-inventado', newPassword: 'nueva-clave' }),
  'POST /api/auth/change-password': () => ({
    currentPassword: TEST_PASSWORD,
    newPassword: TEST_PASSWORD,
    revokeOtherSessions: false,
  }),
  'POST /api/auth/two-factor/enable': () => ({ password: TEST_PASSWORD }),
  'POST /api/auth/two-factor/disable': () => ({ password: TEST_PASSWORD }),
  'POST /api/auth/two-factor/generate-backup-codes': () => ({ password: TEST_PASSWORD }),
  'POST /api/auth/two-factor/verify-totp': () => ({ code: '123456' }),
  'POST /api/auth/two-factor/verify-backup-code': () => ({ code: 'abcde-12345' }),
};

/** A request the operation should accept from its rightful caller: the authorization matrix's, else built here. */
export async function validCall(
  operation: Operation,
  context: MatrixContext,
  actor: ActorName,
): Promise<Call> {
  const row = MATRIX.find((candidate) => candidate.route === operation.route);
  if (row) return row.request(context, actor);
  const url = operation.path.replace(/\{\w+\}/g, 'x');
  if (!UNSAFE.has(operation.method)) return { method: operation.method, url };
  const email = actor === 'guest' ? context.world.actors.client.email : context.world.actors[actor].email;
  return { method: operation.method, url, body: AUTH_BODIES[operation.route]?.(email) ?? {} };
}

// Page cursors of the shape a loose pattern let through to the database (a 500): the instant and a uuid's length
// and alphabet that is not a uuid, a year past 9999, a 31st of February.
const MALFORMED_CURSORS = [
  `1000000000000.${'0'.repeat(36)}`,
  `1764142200000000.${'-'.repeat(36)}`,
  '10000-01-01T00:00:00Z.0b6a3c7e-2f1d-4c8e-9a55-5d7e1f2a3b4c',
  '2026-02-31T00:00:00Z.0b6a3c7e-2f1d-4c8e-9a55-5d7e1f2a3b4c',
];

const withParam = (operation: Operation, value: string) => operation.path.replace(/\{\w+\}/g, value);

/** The valid request, then each way a client could get it wrong. */
export function probesFor(operation: Operation, valid: Call): Probe[] {
  const probes: Probe[] = [];
  const url = valid.url;
  const params = operation.spec.parameters ?? [];
  if (params.some((param) => param.in === 'path')) {
    for (const id of ['a'.repeat(101), 'a'.repeat(1500), 'no-existe', '%E0%A4%A', '%00']) {
      probes.push({ name: `path ${id.slice(0, 12)}`, call: { ...valid, url: withParam(operation, id) } });
    }
  }
  for (const param of params.filter((candidate) => candidate.in === 'query')) {
    for (const value of ['x'.repeat(300), '%ZZ', '-1', ...MALFORMED_CURSORS]) {
      probes.push({
        name: `query ${param.name}=${value.slice(0, 8)}`,
        call: { ...valid, url: `${url}${url.includes('?') ? '&' : '?'}${param.name}=${value}` },
      });
    }
  }
  const content = Object.keys(operation.spec.requestBody?.content ?? {});
  if (content.includes('application/json')) {
    const json = (payload: string, contentType = 'application/json') => ({
      ...valid,
      body: undefined,
      payload,
      contentType,
    });
    probes.push(
      { name: 'empty object', call: json('{}') },
      { name: 'array', call: json('[1,2]') },
      { name: 'broken JSON', call: json('{"a":') },
      { name: 'text/plain', call: json(JSON.stringify(valid.body ?? {}), 'text/plain') },
      { name: 'too large', call: json(JSON.stringify({ relleno: 'x'.repeat(300 * 1024) })) },
    );
  } else if (content.length) {
    const raw = (payload: string | Buffer, contentType = content[0]) => ({ ...valid, payload, contentType });
    probes.push(
      { name: 'not an image', call: raw(randomBytes(64)) },
      { name: 'JSON instead', call: raw('{}', 'application/json') },
      { name: 'too large', call: raw(Buffer.alloc(5 * 1024 * 1024 + 1)) },
    );
  }
  probes.push({ name: 'unknown encoding', call: { ...valid, headers: { 'content-encoding': 'zip' } } });
  if (UNSAFE.has(operation.method)) {
    probes.push({ name: 'foreign origin', call: { ...valid, headers: { origin: FOREIGN_ORIGIN } } });
  }
  if (requiresSession(operation))
    probes.push({ name: 'session cookie twice', call: valid, doubleCookie: true });
  probes.push({ name: 'valid', call: valid });
  // Sent again: a spent idempotency key, an offer already made, the plan already held, the e-mail now taken.
  if (UNSAFE.has(operation.method)) probes.push({ name: 'again', call: valid });
  return probes;
}
