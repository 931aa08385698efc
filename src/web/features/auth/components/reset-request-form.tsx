import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { authMessages } from '../../../../shared/messages';
import type { ResetRequestInput } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { toast } from '../../../lib/toast';
import { requestPasswordReset } from '../api/auth-api';
import { failureMessage } from '../../../lib/form-errors';
import { authLabels } from '../texts';

const resolver = lazyZodResolver(() =>
  import('../../../../shared/schemas/auth').then((m) => m.resetRequestInput),
);

export function ResetRequestForm() {
  const navigate = useNavigate();
  const form = useForm<ResetRequestInput>({
    resolver,
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
    } catch (error) {
      toast.error(failureMessage(error, authMessages.resetRequestFailed));
      return;
    }
    toast.success(authMessages.resetSentTitle, authMessages.resetSentBody);
    await navigate('/login');
  });

  return (
    <form
      noValidate
      className="grid gap-5"
      onFocus={resolver.preload}
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label={authLabels.email}
        type="email"
        autoComplete="email"
        placeholder={authLabels.emailPlaceholder}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" loading={isSubmitting}>
        {authLabels.sendInstructions}
      </Button>
    </form>
  );
}
