import { Link } from 'react-router';
import { AuthCard, AuthPage } from '#web/features/auth/components/auth-card';
import { SignUpForm } from '#web/features/auth/components/sign-up-form';
import { useReturnTo } from '#web/features/auth/hooks/use-return-to';
import { pageMeta } from '#web/lib/meta';
import type { Route } from './+types/registro';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Registrarse',
    'Crea tu cuenta de LimpiaHogar como cliente o como proveedor de servicios de limpieza.',
  );

const linkClass = 'font-medium text-brand hover:underline';

export default function SignUpRoute() {
  const returnTo = useReturnTo();
  return (
    <AuthPage>
      <AuthCard
        title="Crea tu cuenta"
        description={returnTo.reason ?? 'Contrata servicios de limpieza o ofrece los tuyos en minutos.'}
        footer={
          <>
            <p>
              ¿Ya tienes cuenta?{' '}
              <Link to={returnTo.linkTo('/login')} className={linkClass}>
                Inicia sesión
              </Link>
            </p>
            <p>
              Al registrarte aceptas los{' '}
              <Link to="/terminos" className={linkClass}>
                Términos y Condiciones
              </Link>{' '}
              y el{' '}
              <Link to="/privacidad" className={linkClass}>
                Aviso de Privacidad
              </Link>
              .
            </p>
          </>
        }
      >
        <SignUpForm returnTo={returnTo} />
      </AuthCard>
    </AuthPage>
  );
}
