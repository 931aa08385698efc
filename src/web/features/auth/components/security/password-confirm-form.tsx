import { zodResolver } from '#web/lib/zod-resolver';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { authMessages } from '#shared/auth-messages';
import { passwordConfirmInput } from '#shared/schemas/auth';
import { PasswordField } from '#web/components/ui/password-field';
import { ApiError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { authLabels } from '#web/features/auth/texts';
import { fieldProps } from '#web/lib/field-props';
import { StepActions } from './step-actions';
import { showWrongPassword } from './wrong-password';

type PasswordConfirmFormProps = {
  intro: string;
  submitLabel: string;
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
};

// Sensitive two-factor changes ask for the password again; a wrong one is shown under the field.
export function PasswordConfirmForm({ intro, submitLabel, onConfirm, onCancel }: PasswordConfirmFormProps) {
  const form = useForm<z.input<typeof passwordConfirmInput>>({
    resolver: zodResolver(passwordConfirmInput),
    defaultValues: { password: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await onConfirm(password);
    } catch (error) {
      if (!showWrongPassword(error, form.setError, 'password')) {
        toast.error(error instanceof ApiError ? error.message : authMessages.twoFactorFailed);
      }
    }
  });

  return (
    <form noValidate className="grid max-w-md gap-4" onSubmit={(event) => void submit(event)}>
      <p className="text-sm text-slate-700">{intro}</p>
      <PasswordField
        label={authLabels.currentPassword}
        autoComplete="current-password"
        autoFocus
        {...fieldProps(form, 'password')}
      />
      <StepActions submitLabel={submitLabel} submitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
