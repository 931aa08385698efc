import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { SECURITY_PATHS } from '../../../../shared/site-map';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import type { AuthUser } from '../api/session';
import { authLabels, userTypeLabel } from '../texts';

// An honest overview: only what the account really holds, no sample figures.
export function AccountOverview({ user }: { user: AuthUser }) {
  const rows = [
    { term: authLabels.email, value: user.email },
    { term: 'Tipo de cuenta', value: userTypeLabel(user.userType) },
    { term: 'Verificación en dos pasos', value: user.twoFactorEnabled ? 'Activada' : 'Desactivada' },
  ];

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h2 className="text-2xl font-bold text-slate-900">Resumen</h2>
        <p className="break-words text-slate-700">
          Hola, <span className="font-medium text-slate-900">{user.email}</span>. Te damos la bienvenida a tu
          panel.
        </p>
      </div>
      <Card aria-labelledby="account-title">
        <CardHeader>
          <CardTitle id="account-title">Tu cuenta</CardTitle>
        </CardHeader>
        <dl className="grid gap-4 sm:grid-cols-3">
          {rows.map((row) => (
            <div key={row.term} className="grid gap-1">
              <dt className="text-sm text-slate-600">{row.term}</dt>
              <dd className="font-medium break-words text-slate-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card aria-labelledby="security-tip-title">
        <CardHeader>
          <CardTitle id="security-tip-title">Protege tu cuenta</CardTitle>
          <CardDescription>
            Cambia tu contraseña, activa la verificación en dos pasos y cierra sesiones que no reconozcas.
          </CardDescription>
        </CardHeader>
        <Link to={SECURITY_PATHS[user.userType]} className={buttonVariants({ variant: 'outline' })}>
          <ShieldCheck aria-hidden />
          Ir a Seguridad
        </Link>
      </Card>
    </div>
  );
}
