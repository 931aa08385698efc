import type { FastifyInstance, onResponseAsyncHookHandler } from 'fastify';
import { providerIdFromSlug } from '#shared/slug';

/**
 * A view of the public page, counted from GET /api/providers/:id, which the page reads on every visit (a
 * direct load and a move within the site alike): after the answer is sent, so the visitor never waits on it.
 * A provider reading their own page is no visitor; only a request with a cookie can be them.
 */
export function countProfileView(app: FastifyInstance): onResponseAsyncHookHandler {
  return async (request, reply) => {
    if (reply.statusCode !== 200) return;
    const providerId = providerIdFromSlug((request.params as { id: string }).id);
    if (!providerId) return;
    if (!request.headers.cookie) return app.analytics.record(providerId, 'profile_view');
    await app.analytics.after(async () => {
      if ((await app.sessionUserOf(request))?.id !== providerId)
        app.analytics.record(providerId, 'profile_view');
    });
  };
}
