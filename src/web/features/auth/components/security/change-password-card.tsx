import { zodResolver } from '#web/lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { authMessages } from '#shared/auth-messages';
import { changePasswordForm, type ChangePasswordForm } from '#shared/schemas/auth';
import { Button } from '#web/components/ui/button';
import { TitledCard } from '#web/components/ui/card';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { PasswordField } from '#web/components/ui/password-field';
import { ApiError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { changePassword } from '#web/features/auth/api/security-api';
import { useRefreshSession } from '#web/lib/auth/auth-provider';
import { applyFieldErrors } from '#web/lib/form-errors';
import { authLabels } from '#web/features/auth/texts';
import { fieldProps } from '#web/lib/field-props';
import { NewPasswordFields } from '#web/features/auth/components/new-password-fields';
import { showWrongPassword } from './wrong-password';

// The checkbox is part of this form only; the password rules come from the shared schema.
const formSchema = changePasswordForm.safeExtend({ revokeOtherSessions: z.boolean() });
type Values = ChangePasswordForm & { revokeOtherSessions: boolean };
const EMPTY: Values = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  // Checked unless the person unticks it: whoever may know the old password is signed out everywhere else.
  revokeOtherSessions: true,
};

export function ChangePasswordCard() {
  const refreshSession = useRefreshSession();
  const form = useForm<Values>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const { currentPassword, newPassword, revokeOtherSessions } = values;
    try {
      await changePassword({ currentPassword, newPassword, revokeOtherSessions });
    } catch (error) {
      if (
        !showWrongPassword(error, form.setError, 'currentPassword') &&
        !applyFieldErrors(error, form.setError, ['currentPassword', 'newPassword'])
      ) {
        toast.error(error instanceof ApiError ? error.message : authMessages.wrongPassword);
      }
      return;
    }
    form.reset(EMPTY);
    // Revoking other sessions gives this device a fresh session cookie; read it back.
    await refreshSession();
    toast.success(authMessages.passwordChanged);
  });

  return (
    <TitledCard
      title="Cambiar contraseña"
      description="Usa al menos 6 caracteres. Una frase larga es más segura que una palabra corta."
    >
      <form noValidate className="grid max-w-md gap-4" onSubmit={(event) => void submit(event)}>
        <PasswordField
          label={authLabels.currentPassword}
          autoComplete="current-password"
          {...fieldProps(form, 'currentPassword')}
        />
        <NewPasswordFields form={form} name="newPassword" />
        <CheckboxField
          label="Cerrar sesión en los demás dispositivos"
          {...form.register('revokeOtherSessions')}
        />
        <Button type="submit" className="justify-self-start" loading={isSubmitting}>
          Cambiar contraseña
        </Button>
      </form>
    </TitledCard>
  );
}
