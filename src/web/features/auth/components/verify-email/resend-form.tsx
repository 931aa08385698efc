import { useNavigate } from 'react-router';
import { verifyEmailMessages as texts } from '#shared/auth-messages';
import { VERIFY_EMAIL_PATH } from '#shared/site-map';
import { resendVerificationEmail } from '#web/features/auth/api/auth-api';
import type { ReturnTo } from '#web/features/auth/hooks/use-return-to';
import { EmailOnlyForm } from '#web/features/auth/components/email-only-form';

export function ResendForm({ returnTo }: { returnTo: ReturnTo }) {
  const navigate = useNavigate();
  return (
    <EmailOnlyForm
      submitLabel={texts.sendLink}
      failedMessage={texts.resendFailed}
      send={(email) => resendVerificationEmail(email, returnTo.callbackURL)}
      // The address travels in history state, not in the URL: it survives a reload and stays out of logs.
      onSent={async (email) => {
        await navigate(returnTo.linkTo(VERIFY_EMAIL_PATH), { replace: true, state: { email } });
      }}
    />
  );
}
