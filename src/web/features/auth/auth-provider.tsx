import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { onUnauthorized } from '../../lib/api';
import { sessionQueryKey, sessionQueryOptions, type AuthUser, type SessionInfo } from './api/session';

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: AuthUser };

const AuthContext = createContext<AuthState>({ status: 'loading', user: null });

// The only observer of the session query, so there is one renewal timer and one focus re-check.
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isError } = useQuery(sessionQueryOptions);

  useEffect(
    () =>
      onUnauthorized((policy) => {
        if (policy === 'signOut') queryClient.setQueryData(sessionQueryKey, null);
        else void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }),
    [queryClient],
  );

  const value = useMemo<AuthState>(() => {
    if (data) return { status: 'signedIn', user: data.user };
    if (data === null || isError) return { status: 'signedOut', user: null };
    return { status: 'loading', user: null };
  }, [data, isError]);

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}

// For pages behind a guard, where a user is always present.
export function useUser(): AuthUser {
  const { user } = useAuth();
  if (!user) throw new Error('useUser() needs a signed-in user; render it inside a guard.');
  return user;
}

// Re-reads the session from the server (after sign-in, 2FA changes, password changes).
export function useRefreshSession(): () => Promise<SessionInfo | null> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 }), [queryClient]);
}

export function clearLocalSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, null);
}
