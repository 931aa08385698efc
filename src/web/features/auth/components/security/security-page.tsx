import type { AuthUser } from '#web/lib/auth/session';
import { ChangePasswordCard } from './change-password-card';
import { DeleteAccountCard } from './delete-account-card';
import { MyDataCard } from './my-data-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/** `title` is the page's menu entry: the provider's panel calls this page 'Configuración'. */
export function SecurityPage({ user, title = 'Seguridad' }: { user: AuthUser; title?: string }) {
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h2 className="text-2xl font-bold text-slate-900">{title}</h2>
        <p className="text-slate-700">
          Administra cómo entras a tu cuenta y dónde tienes una sesión abierta.
        </p>
      </div>
      <ChangePasswordCard />
      <TwoFactorCard enabled={user.twoFactorEnabled} />
      <SessionsCard />
      <MyDataCard />
      <DeleteAccountCard twoFactorEnabled={user.twoFactorEnabled} />
    </div>
  );
}
