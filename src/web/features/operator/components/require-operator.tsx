import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { operatorShellMessages as texts } from '#shared/operator-shell-messages';
import { panelPathFor } from '#shared/site-map';
import { buttonVariants } from '#web/components/ui/button';
import { LoadError } from '#web/components/ui/query-status';
import type { AuthUser } from '#web/lib/auth/session';
import { RequireSession } from '#web/lib/auth/require-role';
import { ApiError } from '#web/lib/api';
import { useOperatorMe } from '#web/features/operator/api/get-operator-me';

// The console is for operators with two-factor authentication on; the API says which, and refuses the rest.
export function RequireOperator({ children }: { children: ReactNode }) {
  return <RequireSession>{(user) => <OperatorGate user={user}>{children}</OperatorGate>}</RequireSession>;
}

function OperatorGate({ user, children }: { user: AuthUser; children: ReactNode }) {
  const me = useOperatorMe();
  if (me.isPending) {
    return (
      <p role="status" className="mx-auto max-w-6xl px-4 py-16 text-center text-slate-700">
        {texts.checkingAccess}
      </p>
    );
  }
  if (me.isError) {
    if (me.error instanceof ApiError && me.error.code === 'FORBIDDEN') {
      return (
        <GateMessage title={texts.consoleTitle} body={texts.notOperator}>
          <Link to={panelPathFor(user.userType)} className={buttonVariants({ size: 'lg' })}>
            {texts.goToPanel}
          </Link>
        </GateMessage>
      );
    }
    return (
      <div className="mx-auto max-w-6xl px-4 py-16">
        <LoadError onRetry={() => void me.refetch()} />
      </div>
    );
  }
  if (!me.data.twoFactorEnabled) {
    return (
      <GateMessage title={texts.twoFactorRequiredTitle} body={texts.twoFactorRequired}>
        <Link to={me.data.securityPath} className={buttonVariants({ size: 'lg' })}>
          {texts.twoFactorRequiredAction}
        </Link>
      </GateMessage>
    );
  }
  return children;
}

function GateMessage({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <section className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-16 text-center sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="text-slate-700">{body}</p>
      {children}
    </section>
  );
}
