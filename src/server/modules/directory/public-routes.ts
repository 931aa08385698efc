import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { providerMessages } from '#shared/provider-messages';
import { publicProviderOut, publicProviderParams } from '#shared/schemas/provider-page';
import { PROVIDER_PAGES_PATH, providerIdFromSlug } from '#shared/slug';
import type { Database } from '#server/db/client';
import { NotFoundError } from '#server/domain/errors';
import type { StaticSite } from '#server/web/static-site';
import { providerHead } from '#server/web/provider-head';
import { findPublicProvider } from './public-page';
import { countProfileView } from '#server/modules/analytics';

interface PublicProviderRoutesOptions {
  db: Database;
  appUrl: string;
  /** The built web app; null when only the API runs (tests, `dev:api`). */
  site: StaticSite | null;
}

// A provider's public page: the API any visitor reads it from, and the page itself, whose head the server
// writes (title, description, canonical address, JSON-LD) before the app takes over.
export default async function publicProviderRoutes(
  app: FastifyInstance,
  { db, appUrl, site }: PublicProviderRoutesOptions,
) {
  const lookup = async (slug: string) => {
    const id = providerIdFromSlug(slug);
    return id ? findPublicProvider(db, id, app.clock.now()) : null;
  };

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/providers/:id',
    {
      schema: { params: publicProviderParams, response: { 200: z.object({ provider: publicProviderOut }) } },
      config: { errors: { 404: { NOT_FOUND: 'no provider with this id is on the marketplace now' } } },
      onResponse: countProfileView(app),
    },
    async (request) => {
      const provider = await lookup(request.params.id);
      if (!provider) throw new NotFoundError('NOT_FOUND', providerMessages.publicPageNotFound);
      return { provider };
    },
  );

  if (!site) return;
  app.get(`${PROVIDER_PAGES_PATH}/:slug`, { schema: { hide: true } }, async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const provider = await lookup(slug);
    // Unknown, or gone from the marketplace: the site's own 404 page.
    if (!provider) return site.serve(request, reply);
    // An old name in the address: sent on to the page's one address, so that links and rankings add up.
    if (`${PROVIDER_PAGES_PATH}/${slug}` !== provider.path) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${provider.path}${query}`, 301);
    }
    return site.serveShell(reply, providerHead(provider, appUrl));
  });
}
