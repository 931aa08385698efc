import type { FastifyInstance } from 'fastify';
import { robotsTxt, sitemapXml } from './sitemap';

const CACHE = 'public, max-age=3600';

// Built once: both documents depend only on APP_URL and the shared site map.
export default async function seoRoutes(app: FastifyInstance, { appUrl }: { appUrl: string }) {
  const sitemap = sitemapXml(appUrl);
  const robots = robotsTxt(appUrl);
  // Crawler files, not the API: left out of the OpenAPI document.
  const hidden = { schema: { hide: true } };
  app.get('/sitemap.xml', hidden, async (_request, reply) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send(sitemap),
  );
  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', CACHE).send(robots),
  );
}
