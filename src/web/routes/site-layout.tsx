import { Outlet } from 'react-router';
import { panelPathFor } from '#shared/site-map';
import type { AccountNav } from '#web/components/layout/account-actions';
import { SiteFooter } from '#web/components/layout/site-footer';
import { SiteHeader } from '#web/components/layout/site-header';
import { useAuth } from '#web/lib/auth/auth-provider';
import { useSignOut } from '#web/features/auth/hooks/use-sign-out';

export default function SiteLayout() {
  const auth = useAuth();
  const signOut = useSignOut();
  const account: AccountNav =
    auth.status === 'signedIn'
      ? { state: 'signedIn', panelPath: panelPathFor(auth.user.userType) }
      : { state: auth.status === 'loading' ? 'loading' : 'signedOut' };

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenido"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-brand"
      >
        Saltar al contenido
      </a>
      <SiteHeader account={account} onSignOut={() => void signOut()} />
      <main id="contenido" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
