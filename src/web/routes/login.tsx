import { Link, useLocation } from 'react-router';
import { AuthCard, AuthPage } from '#web/features/auth/components/auth-card';
import { LoginForm } from '#web/features/auth/components/login-form';
import { LoginHero } from '#web/features/auth/components/login-hero';
import { CANCELLATION_POLICY, supportDaysShort } from '#shared/company';
import { useReturnTo } from '#web/features/auth/hooks/use-return-to';
import { authLabels } from '#web/features/auth/texts';
import { sessionEndedNotice } from '#web/lib/auth/session-ended';
import { useHydrated } from '#web/lib/use-hydrated';
import { pageMeta } from '#web/lib/meta';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    authLabels.signIn,
    'Inicia sesión en LimpiaHogar para reservar servicios de limpieza o administrar tus solicitudes.',
  );

// The hero's figures come with the prerendered page (its loader runs at build time), so the support hours' and
// the cancellation policy's code stay out of the page's JavaScript.
export const loader = () => ({
  freeNoticeHours: CANCELLATION_POLICY.freeNoticeHours,
  supportDays: supportDaysShort(),
});

export default function LoginRoute({ loaderData }: Route.ComponentProps) {
  const returnTo = useReturnTo();
  const location = useLocation();
  // Why a session that was open just ended (a suspension), as the guard brought it here in history state.
  const notice = sessionEndedNotice(useHydrated() ? location.state : null);
  return (
    <AuthPage aside={<LoginHero {...loaderData} />}>
      <AuthCard
        title="Inicia sesión en tu cuenta"
        description={returnTo.reason ?? 'Qué gusto verte de nuevo. Ingresa tus datos para continuar.'}
        footer={
          <p>
            ¿No tienes cuenta?{' '}
            <Link to={returnTo.linkTo('/registro')} className="font-medium text-brand hover:underline">
              Regístrate
            </Link>
          </p>
        }
      >
        <LoginForm callbackURL={returnTo.callbackURL} notice={notice} />
      </AuthCard>
    </AuthPage>
  );
}
