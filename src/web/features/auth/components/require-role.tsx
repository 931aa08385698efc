import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { uiMessages } from '../../../../shared/messages';
import { panelPathFor, type UserRole } from '../../../../shared/site-map';
import { useAuth } from '../auth-provider';

// Panels are for one role each: guests go to /login (and come back), the other role to its own panel,
// and someone who just signed out here goes to / as SPEC §2 says.
export function RequireRole({ role, children }: { role: UserRole; children: ReactNode }) {
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
    return <Navigate to={`/login?redirectTo=${encodeURIComponent(redirectTo)}`} replace />;
  }
  if (auth.user.userType !== role) return <Navigate to={panelPathFor(auth.user.userType)} replace />;
  return children;
}
