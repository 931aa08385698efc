import { createHash } from 'node:crypto';
import type { UserRole } from '../../shared/site-map';

export interface CachedUser {
  id: string;
  email: string;
  userType: UserRole;
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;
const MAX_ENTRIES = 10_000;

/** The cache key of a request's session cookie: a hash, so the memory never holds a usable token. */
export function sessionKey(cookieHeader: string | undefined): string | null {
  const value = cookieHeader?.match(SESSION_COOKIE)?.[1];
  return value ? createHash('sha256').update(value).digest('base64url') : null;
}

/**
 * Sessions better-auth has just validated, kept for a few seconds: a panel page asks the API several things at
 * once, and each would otherwise verify the cookie's signature and read the session and the user again.
 * Only a signed cookie better-auth accepted gets in (the key covers the signature). Revocation: any auth
 * action in this process (sign-out, password change or reset, revoking sessions) empties the cache, and a
 * lookup that began before such an action is not stored; another instance's revocation, or a session deleted
 * in the database by hand, takes effect here within `ttlMs`.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: CachedUser; until: number }>();
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  get(key: string, now = Date.now()): CachedUser | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.until > now) return entry.user;
    this.entries.delete(key);
    return null;
  }

  /** Call before asking better-auth; pass the result to set() so a lookup overtaken by clear() is dropped. */
  begin(): number {
    return this.generation;
  }

  set(key: string, user: CachedUser, sessionExpiresAt: number, generation: number, now = Date.now()) {
    if (this.ttlMs <= 0 || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { user, until: Math.min(now + this.ttlMs, sessionExpiresAt) });
  }

  clear() {
    this.generation += 1;
    this.entries.clear();
  }
}
