// A person using the app in-process, as a browser on APP_URL would: same origin, the cookies the server sets
// kept between calls. The demo signs its people up and walks them through the marketplace with it.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { MailMessage } from '#server/mail/mailer';

type Method = 'GET' | 'POST' | 'PUT';

export class DemoClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly origin: string,
  ) {}

  /** Calls the API and answers the JSON body, or throws with what the server said when it is not `expected`. */
  async call<T = unknown>(method: Method, url: string, body?: unknown, expected = [200, 201]): Promise<T> {
    const response = await this.send(method, url, body);
    if (!expected.includes(response.statusCode))
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return (response.body ? response.json() : null) as T;
  }

  async send(method: Method, url: string, body?: unknown): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { origin: this.origin };
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await this.app.inject({
      method,
      url,
      headers,
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }
}

const VERIFICATION_LINK = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/;

/** The path of the newest address-confirmation link sent to `email`, as a DemoClient requests it. */
export function verificationPath(sent: readonly MailMessage[], email: string): string {
  const link = sent
    .filter((mail) => mail.to === email)
    .map((mail) => mail.text.match(VERIFICATION_LINK)?.[0])
    .findLast((found) => found !== undefined);
  if (!link) throw new Error(`no confirmation link was sent to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
