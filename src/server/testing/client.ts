import type { Readable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_ORIGIN, mailerOf } from './harness';

let counter = 0;
export function uniqueEmail(prefix = 'persona'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@ejemplo.mx`;
}

/** A browser-like client: same origin, keeps the cookies the server sets. */
export class TestClient {
  private cookies = new Map<string, string>();

  /** `ip`: the address the server sees (each test of per-IP limits picks its own). */
  constructor(
    private readonly app: FastifyInstance,
    private readonly ip?: string,
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  request(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) {
    if (body === undefined) return this.send(method, url);
    return this.send(method, url, JSON.stringify(body), 'application/json');
  }

  /** A file sent as is, as `type`, the way the browser's upload sends it. */
  upload(method: 'POST' | 'PUT', url: string, file: Buffer | Readable, type: string) {
    return this.send(method, url, file, type);
  }

  get(url: string) {
    return this.request('GET', url);
  }

  post(url: string, body: unknown = {}) {
    return this.request('POST', url, body);
  }

  private async send(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: string | Buffer | Readable,
    type?: string,
  ) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN };
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    if (type) headers['content-type'] = type;
    const response = await this.app.inject({
      method,
      url,
      headers,
      payload,
      ...(this.ip ? { remoteAddress: this.ip } : {}),
    });
    this.store(response);
    return response;
  }

  private store(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}

/** Every test account's password. */
export const TEST_PASSWORD = 'secreta123';

/** The verification link of the newest verification e-mail sent to `email`, as the path a TestClient requests. */
export function verificationPath(app: FastifyInstance, email: string): string {
  const links = mailerOf(app)
    .sent.filter((mail) => mail.to === email)
    .map((mail) => mail.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0]);
  const link = links.findLast((found) => found !== undefined);
  if (!link) throw new Error(`no verification link was sent to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The name every test account signs up with, unless a test gives its own. */
export const TEST_FULL_NAME = 'Persona de Prueba';

/** A new account whose address is confirmed, signed in the way a person is: by following the e-mailed link. */
export async function signUp(
  app: FastifyInstance,
  userType: 'client' | 'provider' | 'customer' = 'client',
  fullName = TEST_FULL_NAME,
) {
  const client = new TestClient(app);
  const email = uniqueEmail(userType);
  const password = TEST_PASSWORD;
  const response = await client.post('/api/auth/sign-up/email', { fullName, email, password, userType });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const verified = await client.get(verificationPath(app, email));
  if (verified.statusCode !== 302)
    throw new Error(`verification failed: ${verified.statusCode} ${verified.body}`);
  const session = await client.get('/api/auth/get-session');
  const userId = (session.json() as { user?: { id: string } } | null)?.user?.id;
  if (!userId) throw new Error(`no session after verification: ${session.body}`);
  return { client, email, password, userId };
}
