import type { VerifyLinkError } from '#shared/site-map';
import type { AuthRoute } from './routes';

function redirectTo(location: string): Response {
  return new Response(null, { status: 302, headers: { location } });
}

// better-auth reports a bad link as a redirect to the callback with ?error=CODE, or, without a callback or with
// a malformed query, as a JSON error: either way the person opened a link and must see a page.
async function linkError(response: Response): Promise<VerifyLinkError | null> {
  let code: unknown = null;
  if (response.status >= 300 && response.status < 400) {
    const location = response.headers.get('location');
    code = location && new URL(location, 'http://local').searchParams.get('error');
  } else if (response.status >= 400) {
    code = ((await response.json().catch(() => null)) as { code?: unknown } | null)?.code ?? 'INVALID_TOKEN';
  }
  if (!code) return null;
  return code === 'TOKEN_EXPIRED' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN';
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
function withoutToken(value: Fields): Fields;
function withoutToken(value: unknown): unknown;
function withoutToken(value: unknown): unknown {
  if (!isObject(value)) return value;
  const { token: _token, ...rest } = value;
  return rest;
}

// A session's token is what its cookie carries (HttpOnly, so no script reads it): better-auth also writes it in
// the JSON of a sign-in and of get-session, and list-sessions gives every session's. No answer keeps it.
async function withoutSessionTokens(response: Response): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.json()) as unknown;
  const cleaned = Array.isArray(body)
    ? body.map(withoutToken)
    : isObject(body)
      ? { ...withoutToken(body), ...('session' in body && { session: withoutToken(body.session) }) }
      : body;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(cleaned), { status: response.status, headers });
}

/** better-auth's answer, reshaped where the route says so (see AuthRoute); 5xx answers pass through unchanged. */
export async function shapeAuthResponse(route: AuthRoute, response: Response): Promise<Response> {
  if (route.successBody !== undefined && response.ok) {
    return new Response(JSON.stringify(route.successBody), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  }
  if (!route.errorPage || response.status >= 500) return withoutSessionTokens(response);
  const error = await linkError(response);
  return error ? redirectTo(`${route.errorPage}?error=${error}`) : response;
}
