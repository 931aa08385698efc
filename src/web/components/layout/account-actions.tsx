import { Link } from 'react-router';
import { panelPathFor } from '#shared/roles';
import { cn } from '#web/lib/utils';
import { Button, buttonVariants } from '#web/components/ui/button';

export type AccountNav =
  { state: 'loading' } | { state: 'signedOut' } | { state: 'signedIn'; panelPath: string };

type AccountActionsProps = {
  account: AccountNav;
  onSignOut: () => void;
  onNavigate?: () => void;
  className?: string;
};

// While the session is unknown the signed-out links keep their place but stay invisible (and out of the
// accessibility tree), so prerendered pages never flash the wrong links.
export function AccountActions({ account, onSignOut, onNavigate, className }: AccountActionsProps) {
  if (account.state === 'signedIn') {
    return (
      <div data-slot="account-actions" className={cn('flex gap-2', className)}>
        <Link to={account.panelPath} onClick={onNavigate} className={buttonVariants({ variant: 'ghost' })}>
          Mi Cuenta
        </Link>
        <Button
          variant="outline"
          onClick={() => {
            onNavigate?.();
            onSignOut();
          }}
        >
          Cerrar Sesión
        </Button>
      </div>
    );
  }

  return (
    <div
      data-slot="account-actions"
      className={cn('flex gap-2', account.state === 'loading' && 'invisible', className)}
      aria-hidden={account.state === 'loading' || undefined}
    >
      <Link to="/login" onClick={onNavigate} className={buttonVariants({ variant: 'ghost' })}>
        Iniciar Sesión
      </Link>
      <Link to="/registro" onClick={onNavigate} className={buttonVariants()}>
        Registrarse
      </Link>
    </div>
  );
}

const noop = () => {};

// For pages prerendered without React: the invisible placeholder, then the signed-in variant in a template that
// src/web/enhance/account.ts swaps in (with the right panel) once the session is known.
export function StaticAccountActions({ className }: { className?: string }) {
  return (
    <>
      <AccountActions account={{ state: 'loading' }} onSignOut={noop} className={className} />
      <template data-slot="account-signed-in">
        <AccountActions
          account={{ state: 'signedIn', panelPath: panelPathFor('client') }}
          onSignOut={noop}
          className={className}
        />
      </template>
    </>
  );
}
