import { AuthPage } from '#web/features/auth/components/auth-card';
import { VerifyEmailPage } from '#web/features/auth/components/verify-email/verify-email-page';
import { verifyEmailMessages } from '#shared/auth-messages';
import { pageMeta } from '#web/lib/meta';
import type { Route } from './+types/verificar-correo';

export const meta: Route.MetaFunction = () =>
  pageMeta(verifyEmailMessages.requestTitle, verifyEmailMessages.pageDescription);

export default function VerifyEmailRoute() {
  return (
    <AuthPage>
      <VerifyEmailPage />
    </AuthPage>
  );
}
