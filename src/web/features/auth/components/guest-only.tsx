import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { panelPathFor } from '#shared/site-map';
import { useAuth } from '#web/lib/auth/auth-provider';

// Someone who arrives signed in goes to their panel. Someone who signs in here is moved on by the form
// itself (to `redirectTo` or /), so only the first known state decides.
export function GuestOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const [arrivedAs, setArrivedAs] = useState<'signedIn' | 'signedOut' | null>(null);

  if (arrivedAs === null && auth.status !== 'loading') setArrivedAs(auth.status);

  const firstKnown = arrivedAs ?? (auth.status === 'loading' ? null : auth.status);
  if (firstKnown === 'signedIn' && auth.status === 'signedIn') {
    return <Navigate to={panelPathFor(auth.user.userType)} replace />;
  }
  return children;
}
