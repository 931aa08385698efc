import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { uiMessages } from '#shared/common-messages';
import { panelPathFor, type UserRole } from '#shared/site-map';
import type { AuthUser } from './session';
import { useAuth } from './auth-provider';
import type { SessionEndedState } from './session-ended';

// Signed-in pages: guests go to /login (and come back), and someone who just signed out here goes to / as
// SPEC §2 says. `children` gets the person once the session is known.
export function RequireSession({ children }: { children: (user: AuthUser) => ReactNode }) {
  const auth = useAuth();
  const location = useLocation();

  if (auth.status === 'loading') {
    return (
      <p role="status" className="mx-auto max-w-6xl px-4 py-16 text-center text-slate-700">
        {uiMessages.checkingSession}
      </p>
    );
  }
  if (auth.status === 'signedOut') {
    if (auth.endedHere) return <Navigate to="/" replace />;
    const redirectTo = `${location.pathname}${location.search}`;
    // Ended by a suspension: /login says so instead of a silent sign-out.
    const state: SessionEndedState | null = auth.endedBecause ? { sessionEnded: auth.endedBecause } : null;
    return <Navigate to={`/login?redirectTo=${encodeURIComponent(redirectTo)}`} replace state={state} />;
  }
  return children(auth.user);
}

// Panels are for one role each: the other role goes to its own panel.
export function RequireRole({ role, children }: { role: UserRole; children: ReactNode }) {
  return (
    <RequireSession>
      {(user) => (user.userType === role ? children : <Navigate to={panelPathFor(user.userType)} replace />)}
    </RequireSession>
  );
}
