import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiMessages } from '#shared/common-messages';
import { API_CSP } from '#server/web/csp';
import { AppError } from './errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every answer's headers; also called for the router's own errors, which skip the onSend hooks. */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('x-frame-options', 'DENY');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self), payment=()');
  reply.header('cross-origin-opener-policy', 'same-origin');
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_CSP);
  // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY is on.
  if (request.protocol === 'https')
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  // Pages and assets set their own caching; anything else (API answers, errors) is never stored. Judged by
  // the answer, not the URL's spelling, which can differ from the route it reached (/%61pi/…).
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
}

export default fp(async function security(app: FastifyInstance, { origins }: { origins: readonly string[] }) {
  // Cookie sessions need a same-origin check on writes; clients that send no Origin (curl, servers) carry no cookies.
  // Every unsafe method is checked, whatever the URL: the router decodes /%61pi/… and absolute-form targets
  // to API routes, so a test of the raw URL can be walked around, and no page takes a write anyway.
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if ((origin && !origins.includes(origin)) || crossSite) {
      throw new AppError(403, 'FORBIDDEN', apiMessages.invalidOrigin);
    }
  });

  app.addHook('onSend', async (request, reply) => setSecurityHeaders(request, reply));
});
