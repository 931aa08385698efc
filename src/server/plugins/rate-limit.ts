import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiMessages } from '#shared/common-messages';
import type { Database } from '#server/db/client';
import { preparedStatement } from '#server/db/prepared';
import type { AccountRateLimit, RateLimitRule, RateLimits } from '#server/rate-limits';
import { AppError } from './errors';

export interface Hit {
  /** Takes the hit back, for outcomes that must not count (a successful sign-in). */
  refund(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one hit for (rule, subject) and throws a 429 AppError past the limit. */
    rateLimit(request: FastifyRequest, rule: RateLimitRule, subject?: string): Promise<Hit>;
    /** Counts one hit for the account and one for the IP; throws a 429 when either is past its bound. */
    limitPerAccount(request: FastifyRequest, rule: AccountRateLimit, account: string): Promise<Hit>;
    /** The configured bounds of every limited action (rate-limits.ts). */
    limits: RateLimits;
  }
}

const CLEANUP_EVERY_MS = 60 * 60 * 1000;

// A fixed window per key kept in the database, so every instance behind a load balancer shares it. Every key of
// one request is counted in one statement (an account and its address: one round trip, not two), locked in the
// keys' order so two requests never wait on each other's rows; built once, named on PostgreSQL (prepared.ts).
const hitStatement = preparedStatement<
  'keys' | 'windowSeconds',
  { key: string; hits: number; retry_after: number }
>(
  'rate-limit-hit',
  ['keys', 'windowSeconds'],
  ({ keys, windowSeconds }) => sql`
    insert into rate_limits (key, window_started_at, hits)
      select key, now(), 1 from unnest(${keys}::text[]) as key order by key
    on conflict (key) do update set
      hits = case when rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds}::int)
        then 1 else rate_limits.hits + 1 end,
      window_started_at = case when rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds}::int)
        then now() else rate_limits.window_started_at end
    returning key, hits,
      ceil(extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}::int) - now())))::int
        as retry_after`,
);

/** Counts one hit for each of `keys` (distinct) in their window: each key's hits so far and seconds to wait. */
export async function hitAll(db: Database, keys: readonly string[], windowSeconds: number) {
  const rows = await hitStatement(db, { keys: `{${keys.map(arrayItem).join(',')}}`, windowSeconds });
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return keys.map((key) => {
    const row = byKey.get(key)!;
    return { hits: Number(row.hits), retryAfter: Math.max(1, Number(row.retry_after)) };
  });
}

export async function hit(db: Database, key: string, windowSeconds: number) {
  return (await hitAll(db, [key], windowSeconds))[0]!;
}

// An element of a PostgreSQL array literal, quoted: keys hold e-mail addresses, which may carry commas or quotes.
const arrayItem = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

async function unhit(db: Database, keys: readonly string[]) {
  await db.execute(sql`update rate_limits set hits = greatest(hits - 1, 0)
    where key = any(${`{${keys.map(arrayItem).join(',')}}`}::text[])`);
}

const limited = (retryAfter: number, message: string = apiMessages.rateLimited) =>
  new AppError(429, 'RATE_LIMITED', message, undefined, {
    'retry-after': String(retryAfter),
  });

// Keys hold an e-mail address or an id: lower-cased and trimmed, so spellings of one address share a count.
const subjectOf = (value: string) => value.trim().toLowerCase();

export default fp(
  async function rateLimit(app: FastifyInstance, { db, limits }: { db: Database; limits: RateLimits }) {
    app.decorate('limits', limits);
    const refunder = (keys: string[]): Hit => ({
      refund: () => unhit(db, keys),
    });

    app.decorate('rateLimit', async (request: FastifyRequest, rule: RateLimitRule, subject = request.ip) => {
      const key = `${rule.name}:${subjectOf(subject)}`;
      const { hits, retryAfter } = await hit(db, key, rule.windowSeconds);
      if (hits > rule.max) {
        request.log.warn({ rule: rule.name }, 'rate limit reached');
        throw limited(retryAfter, rule.message);
      }
      return refunder([key]);
    });

    app.decorate(
      'limitPerAccount',
      async (request: FastifyRequest, rule: AccountRateLimit, account: string) => {
        const accountKey = `${rule.name}:account:${subjectOf(account)}`;
        const ipKey = `${rule.name}:ip:${request.ip}`;
        const counts = await hitAll(db, [accountKey, ipKey], rule.windowSeconds);
        const [byAccount, byIp] = [counts[0]!, counts[1]!];
        const accountWait = byAccount.hits > rule.perAccount ? byAccount.retryAfter : 0;
        const ipWait = byIp.hits > rule.perIp ? byIp.retryAfter : 0;
        if (accountWait || ipWait) {
          request.log.warn({ rule: rule.name, byAccount: accountWait > 0 }, 'rate limit reached');
          throw limited(Math.max(accountWait, ipWait), rule.message);
        }
        return refunder([accountKey, ipKey]);
      },
    );

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
