import { queryOptions } from '@tanstack/react-query';
import type { UserRole } from '#shared/site-map';
import { apiFetch } from '#web/lib/api';

export type AuthUser = {
  id: string;
  email: string;
  /** The full name given at sign-up (or asked once of an account made before); '' until then. */
  name: string;
  userType: UserRole;
  twoFactorEnabled: boolean;
};

export type SessionInfo = {
  session: { id: string; expiresAt: string };
  user: AuthUser;
};

export const sessionQueryKey = ['auth', 'session'] as const;

const MAX_RENEW_INTERVAL_MS = 5 * 60_000;
const RENEW_MARGIN_MS = 60_000;
const MIN_RENEW_INTERVAL_MS = 10_000;

export function fetchSession(signal?: AbortSignal): Promise<SessionInfo | null> {
  return apiFetch<SessionInfo | null>('/api/auth/get-session', { signal });
}

// Reading the session makes the server extend it, so reading it a minute before expiry renews it.
export function renewIntervalMs(data: SessionInfo | null | undefined, now = Date.now()): number | false {
  if (!data) return false;
  const untilRenewal = new Date(data.session.expiresAt).getTime() - now - RENEW_MARGIN_MS;
  if (Number.isNaN(untilRenewal)) return MAX_RENEW_INTERVAL_MS;
  return Math.max(MIN_RENEW_INTERVAL_MS, Math.min(MAX_RENEW_INTERVAL_MS, untilRenewal));
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => fetchSession(signal),
  staleTime: 60_000,
  refetchInterval: (query) => renewIntervalMs(query.state.data),
  refetchIntervalInBackground: false,
  // TanStack Query's focus signal is `visibilitychange`: a tab coming back always re-checks the session.
  refetchOnWindowFocus: 'always',
  refetchOnReconnect: 'always',
});
