import { useNavigate } from 'react-router';
import { verifyEmailMessages as texts } from '../../../../../shared/messages';
import { VERIFY_EMAIL_PATH } from '../../../../../shared/site-map';
import { resendVerificationEmail } from '../../api/auth-api';
import { EmailOnlyForm } from '../email-only-form';

export function ResendForm() {
  const navigate = useNavigate();
  return (
    <EmailOnlyForm
      submitLabel={texts.sendLink}
      failedMessage={texts.resendFailed}
      send={resendVerificationEmail}
      // The address travels in history state, not in the URL: it survives a reload and stays out of logs.
      onSent={async (email) => {
        await navigate(VERIFY_EMAIL_PATH, { replace: true, state: { email } });
      }}
    />
  );
}
