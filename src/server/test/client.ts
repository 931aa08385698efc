import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_ORIGIN } from './harness';

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

  async request(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN };
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await this.app.inject({
      method,
      url,
      headers,
      payload: body === undefined ? undefined : JSON.stringify(body),
      ...(this.ip ? { remoteAddress: this.ip } : {}),
    });
    this.store(response);
    return response;
  }

  get(url: string) {
    return this.request('GET', url);
  }

  post(url: string, body: unknown = {}) {
    return this.request('POST', url, body);
  }

  private store(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}

export async function signUp(app: FastifyInstance, userType: 'client' | 'provider' | 'customer' = 'client') {
  const client = new TestClient(app);
  const email = uniqueEmail(userType);
  const password = 'secreta123';
  const response = await client.post('/api/auth/sign-up/email', { email, password, userType });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { client, email, password, userId: response.json().user.id as string };
}
