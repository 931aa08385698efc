import type { VerifyLinkError } from '../../shared/site-map';
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

/** better-auth's answer, reshaped where the route says so (see AuthRoute); 5xx answers pass through unchanged. */
export async function shapeAuthResponse(route: AuthRoute, response: Response): Promise<Response> {
  if (route.successBody !== undefined && response.ok) {
    return new Response(JSON.stringify(route.successBody), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  }
  if (!route.errorPage || response.status >= 500) return response;
  const error = await linkError(response);
  return error ? redirectTo(`${route.errorPage}?error=${error}`) : response;
}
