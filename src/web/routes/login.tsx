import { Link } from 'react-router';
import { AuthCard, AuthPage } from '../features/auth/components/auth-card';
import { LoginForm } from '../features/auth/components/login-form';
import { LoginHero } from '../features/auth/components/login-hero';
import { authLabels } from '../features/auth/texts';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    authLabels.signIn,
    'Inicia sesión en LimpiaHogar para reservar servicios de limpieza o administrar tus solicitudes.',
  );

export default function LoginRoute() {
  return (
    <AuthPage aside={<LoginHero />}>
      <AuthCard
        title="Inicia sesión en tu cuenta"
        description="Qué gusto verte de nuevo. Ingresa tus datos para continuar."
        footer={
          <p>
            ¿No tienes cuenta?{' '}
            <Link to="/registro" className="font-medium text-brand hover:underline">
              Regístrate
            </Link>
          </p>
        }
      >
        <LoginForm />
      </AuthCard>
    </AuthPage>
  );
}
