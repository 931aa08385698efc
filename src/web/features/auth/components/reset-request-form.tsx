import { useNavigate } from 'react-router';
import { authMessages } from '../../../../shared/messages';
import { toast } from '../../../lib/toast';
import { requestPasswordReset } from '../api/auth-api';
import { authLabels } from '../texts';
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
