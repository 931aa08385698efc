import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client';
import { listPublicProviderPages } from '#server/modules/directory';
import { robotsTxt, sitemapXml } from './sitemap';

const CACHE = 'public, max-age=3600';
const SITEMAP_TTL_MS = 3_600_000;

interface SeoRoutesOptions {
  appUrl: string;
  db: Database;
}

// robots.txt depends only on APP_URL; the sitemap also lists the providers' public pages, read at most once an
// hour (crawlers ask often, providers change seldom).
export default async function seoRoutes(app: FastifyInstance, { appUrl, db }: SeoRoutesOptions) {
  const robots = robotsTxt(appUrl);
  let sitemap: { xml: string; until: number } | null = null;
  // Crawler files, not the API: left out of the OpenAPI document.
  const hidden = { schema: { hide: true } };
  app.get('/sitemap.xml', hidden, async (_request, reply) => {
    const now = app.clock.now();
    if (!sitemap || sitemap.until <= now.getTime())
      sitemap = {
        xml: sitemapXml(appUrl, await listPublicProviderPages(db, now)),
        until: now.getTime() + SITEMAP_TTL_MS,
      };
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send(sitemap.xml);
  });
  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', CACHE).send(robots),
  );
}
