import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteStatsOut } from '#shared/schemas/site-stats';
import type { Database } from '#server/db/client';
import { readSiteStats, scheduleSiteStats } from './service';

// Browsers and proxies keep the answer five minutes: the figures change once a day, a testimonial hidden by
// moderation leaves within that.
const SITE_STATS_CACHE = 'public, max-age=300';

/** Public: the home page reads its figures and testimonials here after it loads (they are not in its HTML). */
export default async function siteStatsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/site-stats', { schema: { response: { 200: siteStatsOut } } }, async (_request, reply) => {
      const now = app.clock.now();
      const { stats, stale } = await readSiteStats(db, now);
      // The daily count books the next one; a reader starts the chain (and restarts it if it ever broke).
      if (stale && (await scheduleSiteStats(db, now))) app.tasks.wake();
      return reply.header('cache-control', SITE_STATS_CACHE).send(stats);
    });
}
