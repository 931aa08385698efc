import { sql } from 'drizzle-orm';
import type { createAuthMiddleware } from 'better-auth/api';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import { TWO_FACTOR_ERROR_CODES } from 'better-auth/plugins/two-factor';
import { rowsOf, type Database } from '#server/db/client';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const VERIFY_TOTP = '/two-factor/verify-totp';
// Longer than any code stays valid: 30-second steps, and better-auth accepts the step either side.
const CLAIM_SECONDS = 5 * 60;

/**
 * Claims a code for a user; false when it was already accepted while it could still be valid. One statement,
 * so two requests with the same code cannot both claim it.
 */
export async function claimCode(db: Database, userId: string, code: string): Promise<boolean> {
  const claimed = await db.execute(sql`
    insert into used_totp_codes (user_id, code) values (${userId}, ${code})
    on conflict (user_id, code) do update set used_at = now()
      where used_totp_codes.used_at < now() - make_interval(secs => ${CLAIM_SECONDS})
    returning 1 as claimed`);
  return rowsOf(claimed).length === 1;
}

async function releaseCode(db: Database, userId: string, code: string) {
  await db.execute(sql`delete from used_totp_codes where user_id = ${userId} and code = ${code}`);
}

// The person the code is for: signed in (turning two-factor on) or half-way through a sign-in, as better-auth
// itself reads them in verify-totp.
async function codeOwner(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  return (await ctx.context.internalAdapter.findVerificationValue(identifier))?.value ?? null;
}

const codeOf = (ctx: HookContext) => {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : null;
};

/**
 * RFC 6238 §5.2: an accepted TOTP code is refused if it comes again for the same user. The code is claimed
 * before better-auth checks it, so the claim cannot race a second request; a code better-auth refuses (or a
 * check that fails for another reason) is released again.
 */
export function totpReplayHooks(db: Database) {
  return {
    before: async (ctx: HookContext) => {
      const code = codeOf(ctx);
      if (ctx.path !== VERIFY_TOTP || !code) return;
      const userId = await codeOwner(ctx);
      if (userId && !(await claimCode(db, userId, code))) {
        throw APIError.from('UNAUTHORIZED', TWO_FACTOR_ERROR_CODES.INVALID_CODE);
      }
    },
    after: async (ctx: HookContext) => {
      const code = codeOf(ctx);
      if (ctx.path !== VERIFY_TOTP || !code || !(ctx.context.returned instanceof APIError)) return;
      const userId = await codeOwner(ctx);
      if (userId) await releaseCode(db, userId, code);
    },
  };
}
