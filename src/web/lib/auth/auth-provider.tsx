import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onUnauthorized } from '#web/lib/api';
import { sessionQueryKey, sessionQueryOptions, type AuthUser, type SessionInfo } from './session';

export type AuthState =
  | { status: 'loading'; user: null }
  // `endedHere`: this tab signed out on purpose, so guards send the person to / rather than to /login.
  // `endedBecause`: the server ended the session and said why (a suspension), for /login to show.
  | { status: 'signedOut'; user: null; endedHere: boolean; endedBecause: string | null }
  | { status: 'signedIn'; user: AuthUser };

// The one 401 that says why the session ended; any other is just a session that is over.
const SUSPENDED = 'ACCOUNT_SUSPENDED';

type AuthContextValue = { state: AuthState; endSession: () => void };

const AuthContext = createContext<AuthContextValue>({
  state: { status: 'loading', user: null },
  endSession: () => {},
});

// The only observer of the session query, so there is one renewal timer and one focus re-check.
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isError } = useQuery(sessionQueryOptions);
  const [endedHere, setEndedHere] = useState(false);
  const [endedBecause, setEndedBecause] = useState<string | null>(null);
  if (endedHere && data) setEndedHere(false);
  if (endedBecause && data) setEndedBecause(null);

  useEffect(
    () =>
      onUnauthorized((policy, error) => {
        if (error.code === SUSPENDED) setEndedBecause(error.message);
        if (policy === 'signOut' || error.code === SUSPENDED) queryClient.setQueryData(sessionQueryKey, null);
        else void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }),
    [queryClient],
  );

  const endSession = useCallback(() => {
    setEndedHere(true);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    queryClient.setQueryData(sessionQueryKey, null);
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(() => {
    let state: AuthState = { status: 'loading', user: null };
    if (data) state = { status: 'signedIn', user: data.user };
    else if (data === null || isError) state = { status: 'signedOut', user: null, endedHere, endedBecause };
    return { state, endSession };
  }, [data, isError, endedHere, endedBecause, endSession]);

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext).state;
}

/** Forgets the session in this tab (after sign-out): cached account data goes too. */
export function useEndSession(): () => void {
  return useContext(AuthContext).endSession;
}

// For pages behind a guard, where a user is always present.
export function useUser(): AuthUser {
  const { user } = useAuth();
  if (!user) throw new Error('useUser() needs a signed-in user; render it inside a guard.');
  return user;
}

/** The signed-in person's first name, as the panels greet them ('Hola, Carmen.'): the first word of their name. */
export function useFirstName(): string {
  return useUser().name?.trim().split(/\s+/)[0] ?? '';
}

// Re-reads the session from the server (after sign-in, 2FA changes, password changes).
export function useRefreshSession(): () => Promise<SessionInfo | null> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 }), [queryClient]);
}
