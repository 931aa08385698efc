import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { verifyEmailMessages as texts } from '../../../../../shared/messages';
import type { ResendVerificationInput } from '../../../../../shared/schemas/auth';
import { VERIFY_EMAIL_PATH } from '../../../../../shared/site-map';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { failureMessage } from '../../../../lib/form-errors';
import { lazyZodResolver } from '../../../../lib/lazy-zod-resolver';
import { toast } from '../../../../lib/toast';
import { resendVerificationEmail } from '../../api/auth-api';
import { authLabels } from '../../texts';

const resolver = lazyZodResolver(() =>
  import('../../../../../shared/schemas/auth').then((m) => m.resendVerificationInput),
);

export function ResendForm() {
  const navigate = useNavigate();
  const form = useForm<ResendVerificationInput>({ resolver, defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await resendVerificationEmail(email);
    } catch (error) {
      toast.error(failureMessage(error, texts.resendFailed));
      return;
    }
    // The address travels in history state, not in the URL: it survives a reload and stays out of logs.
    await navigate(VERIFY_EMAIL_PATH, { replace: true, state: { email } });
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
        {texts.sendLink}
      </Button>
    </form>
  );
}
