import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { UserRole } from '#shared/site-map';
import type { Database } from '#server/db/client';
import { preparedStatement } from '#server/db/prepared';
import type { FoundSession } from './session-cache';

// A session cookie checked without better-auth, when the answer is plain: its signature is good and its session
// is live and not yet due for its daily refresh. Every panel request whose cookie is not in the session cache
// asked better-auth, which cost about 3 ms of CPU (a WebCrypto key import and HMAC check, a context and a Request
// built per call, the session and its user read through its adapter; docs/performance.md). The checks are
// better-auth's own (better-call's signed cookie, `getSession`): the same secret and HMAC-SHA256, compared in
// constant time; the session found by its token with its user; its expiry. Anything else (a signature not in the
// form better-call writes, no such session, an expired one, one due for refresh) goes to better-auth as before, so
// it still deletes expired sessions and slides a live one's expiry, and answers null for the rest.

interface SessionRow {
  expires_at: Date | string;
  id: string;
  email: string;
  user_type: UserRole;
  email_verified: boolean;
}

const readSession = preparedStatement<'token', SessionRow>(
  'session-by-token',
  ['token'],
  ({ token }) => sql`
  select s.expires_at, u.id, u.email, u.user_type, u.email_verified
  from sessions s join users u on u.id = s.user_id
  where s.token = ${token}::text`,
);

export interface SessionRules {
  /** better-auth's secret, which signs the session cookie. */
  secret: string;
  /** better-auth's session length and how often it is slid forward, in seconds. */
  expiresIn: number;
  updateAge: number;
}

/** The token of a session cookie's value whose signature better-auth's secret made; null for any other value. */
export function signedToken(cookieValue: string, secret: string): string | null {
  const dot = cookieValue.lastIndexOf('.');
  if (dot < 1) return null;
  const signature = cookieValue.slice(dot + 1);
  // better-call's form: standard base64 of the 32 bytes, padded (44 characters).
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const token = cookieValue.slice(0, dot);
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  // 44 characters may be more than 44 bytes (é): a length apart is a refusal, not timingSafeEqual's RangeError.
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(expected, given) ? token : null;
}

/**
 * The session behind a session cookie's value when it is plainly live (see above); undefined when better-auth
 * must decide. `now` in ms since the epoch, on the system's clock as better-auth's.
 */
export async function plainSession(
  db: Database,
  rules: SessionRules,
  cookieValue: string,
  now: number,
): Promise<FoundSession | undefined> {
  const token = signedToken(cookieValue, rules.secret);
  if (token === null) return undefined;
  const [row] = await readSession(db, { token });
  if (!row) return undefined;
  const expiresAt = new Date(row.expires_at).getTime();
  // better-auth's getSession: expired, or due to be slid forward (it writes the new expiry).
  const dueAt = expiresAt - rules.expiresIn * 1000 + rules.updateAge * 1000;
  if (!(expiresAt > now) || dueAt <= now) return undefined;
  return {
    user: {
      id: row.id,
      email: row.email,
      userType: row.user_type,
      emailVerified: Boolean(row.email_verified),
    },
    expiresAt,
  };
}
