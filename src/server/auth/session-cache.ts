import { createHash } from 'node:crypto';
import type { UserRole } from '#shared/site-map';
import type { Clock } from '#server/clock';

export interface CachedUser {
  id: string;
  email: string;
  userType: UserRole;
  emailVerified: boolean;
}

const MAX_ENTRIES = 10_000;
// Entries live between 80 % and 100 % of the time to live. Sessions first checked together (a busy minute, a
// restart) would otherwise all expire together, and their checks would arrive together every period.
const TTL_JITTER = 0.2;

export interface FoundSession {
  user: CachedUser;
  /** When the session itself ends, in ms since the epoch. */
  expiresAt: number;
}

/** A Cookie header that carries the session cookie more than once: which one is meant cannot be told. */
export const AMBIGUOUS = Symbol('ambiguous session cookie');

function decode(value: string): string {
  const unquoted = value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return unquoted;
  }
}

/**
 * The value of the cookie named exactly `name` (the one better-auth is configured to validate), read as
 * better-auth reads it: null when absent, AMBIGUOUS when it comes more than once. Another spelling (the plain
 * name beside a `__Secure-` one) is not this cookie, so it can never stand for the validated one.
 */
export function readSessionCookie(cookieHeader: string | undefined, name: string) {
  let found: string | null = null;
  for (const pair of cookieHeader?.split(';') ?? []) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    if (found !== null) return AMBIGUOUS;
    found = decode(pair.slice(eq + 1).trim());
  }
  return found;
}

/** The signed cookie's token: what better-auth looks up (the part before the signature). */
export function tokenOf(cookieValue: string): string {
  const dot = cookieValue.lastIndexOf('.');
  return dot === -1 ? cookieValue : cookieValue.slice(0, dot);
}

/** The cache key of a session cookie's value: a hash, so the memory never holds a usable token. */
export function sessionKey(cookieValue: string): string {
  return createHash('sha256').update(cookieValue).digest('base64url');
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
  private readonly pending = new Map<string, Promise<CachedUser | null>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    /** Read for how long an entry lives; better-auth's session times are on the system's clock. */
    private readonly clock: Clock,
    private readonly random: () => number = Math.random,
  ) {}

  /**
   * The user of the session behind `key`: from the cache, or from `lookup`. Requests with the same cookie
   * that arrive while a lookup is under way wait for it instead of starting their own. Each caller gets its
   * own copy of the user.
   */
  async load(key: string, lookup: () => Promise<FoundSession | null>): Promise<CachedUser | null> {
    let user = this.get(key, this.clock.now().getTime());
    if (!user) {
      let pending = this.pending.get(key);
      if (!pending) {
        const generation = this.begin();
        pending = lookup()
          .then((found) => {
            if (found) this.set(key, found.user, found.expiresAt, generation, this.clock.now().getTime());
            return found?.user ?? null;
          })
          .finally(() => {
            if (this.pending.get(key) === pending) this.pending.delete(key);
          });
        this.pending.set(key, pending);
      }
      user = await pending;
    }
    return user && { ...user };
  }

  /** `now` in ms since the epoch, as every time here. */
  get(key: string, now: number): CachedUser | null {
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

  set(key: string, user: CachedUser, sessionExpiresAt: number, generation: number, now: number) {
    if (this.ttlMs <= 0 || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    const ttl = this.ttlMs * (1 - TTL_JITTER * this.random());
    this.entries.set(key, { user, until: Math.min(now + ttl, sessionExpiresAt) });
  }

  /** After a sign-out or a revocation: nothing cached, and no lookup begun before it is shared after it. */
  clear() {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }
}
