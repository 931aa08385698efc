import { Link, useSearchParams } from 'react-router';
import { AuthCard, AuthPage } from '#web/features/auth/components/auth-card';
import { NewPasswordForm } from '#web/features/auth/components/new-password-form';
import { ResetRequestForm } from '#web/features/auth/components/reset-request-form';
import { pageMeta } from '#web/lib/meta';
import { useHydrated } from '#web/lib/use-hydrated';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Restablecer contraseña',
    'Recibe en tu correo un enlace para crear una nueva contraseña de LimpiaHogar.',
  );

const backToLogin = (
  <p>
    <Link to="/login" className="font-medium text-brand hover:underline">
      Volver a Iniciar Sesión
    </Link>
  </p>
);

export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  // The prerendered HTML has no token: render the request form until hydration, then read the link's token.
  const token = useHydrated() ? searchParams.get('token') : null;

  return (
    <AuthPage>
      {token ? (
        <AuthCard
          title="Crea una nueva contraseña"
          description="Elige una contraseña de al menos 6 caracteres."
          footer={backToLogin}
        >
          <NewPasswordForm key={token} token={token} />
        </AuthCard>
      ) : (
        <AuthCard
          title="Restablecer contraseña"
          description="Escribe el correo de tu cuenta y te enviaremos instrucciones para crear una nueva contraseña."
          footer={backToLogin}
        >
          <ResetRequestForm />
        </AuthCard>
      )}
    </AuthPage>
  );
}
