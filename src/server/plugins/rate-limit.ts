import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiMessages } from '../../shared/messages';
import { rowsOf, type Database } from '../db/client';
import { AppError } from './errors';

export interface RateLimitRule {
  /** Name of the limited action, part of the key. */
  name: string;
  max: number;
  windowSeconds: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one hit for (rule, request IP) and throws a 429 AppError past the limit. */
    rateLimit(request: FastifyRequest, rule: RateLimitRule): Promise<void>;
  }
}

const CLEANUP_EVERY_MS = 60 * 60 * 1000;

// A fixed window per key kept in the database, so every instance behind a load balancer shares it.
export async function hit(db: Database, key: string, windowSeconds: number) {
  const result = await db.execute(sql`
    insert into rate_limits (key, window_started_at, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds})
        then 1 else rate_limits.hits + 1 end,
      window_started_at = case when rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds})
        then now() else rate_limits.window_started_at end
    returning hits,
      ceil(extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after`);
  const row = rowsOf<{ hits: number; retry_after: number }>(result)[0]!;
  return { hits: Number(row.hits), retryAfter: Math.max(1, Number(row.retry_after)) };
}

export default fp(
  async function rateLimit(app: FastifyInstance, { db }: { db: Database }) {
    app.decorate('rateLimit', async (request: FastifyRequest, rule: RateLimitRule) => {
      const { hits, retryAfter } = await hit(db, `${rule.name}:${request.ip}`, rule.windowSeconds);
      if (hits > rule.max) {
        request.log.warn({ rule: rule.name }, 'rate limit reached');
        throw new AppError(429, 'RATE_LIMITED', apiMessages.rateLimited, undefined, {
          'retry-after': String(retryAfter),
        });
      }
    });
    const timer = setInterval(() => {
      db.execute(sql`delete from rate_limits where window_started_at < now() - interval '1 day'`).catch(
        (err) => app.log.warn({ err }, 'rate limit cleanup failed'),
      );
    }, CLEANUP_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'rate-limit' },
);
