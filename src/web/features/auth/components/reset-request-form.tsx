import { useNavigate } from 'react-router';
import { authMessages } from '#shared/auth-messages';
import { toast } from '#web/lib/toast';
import { requestPasswordReset } from '#web/features/auth/api/auth-api';
import { authLabels } from '#web/features/auth/texts';
import { EmailOnlyForm } from './email-only-form';

export function ResetRequestForm() {
  const navigate = useNavigate();
  return (
    <EmailOnlyForm
      submitLabel={authLabels.sendInstructions}
      failedMessage={authMessages.resetRequestFailed}
      send={requestPasswordReset}
      onSent={async () => {
        toast.success(authMessages.resetSentTitle, authMessages.resetSentBody);
        await navigate('/login');
      }}
    />
  );
}
