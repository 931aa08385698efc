import { zodResolver } from '#web/lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { authMessages } from '#shared/messages';
import { changePasswordForm, type ChangePasswordForm } from '#shared/schemas/auth';
import { Button } from '#web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { PasswordField } from '#web/components/ui/password-field';
import { ApiError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { changePassword } from '#web/features/auth/api/security-api';
import { useRefreshSession } from '#web/lib/auth/auth-provider';
import { applyFieldErrors } from '#web/lib/form-errors';
import { authLabels } from '#web/features/auth/texts';

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
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const { currentPassword, newPassword, revokeOtherSessions } = values;
    try {
      await changePassword({ currentPassword, newPassword, revokeOtherSessions });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
        form.setError(
          'currentPassword',
          { type: 'server', message: authMessages.wrongPassword },
          { shouldFocus: true },
        );
      } else if (!applyFieldErrors(error, form.setError, ['currentPassword', 'newPassword'])) {
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
    <Card aria-labelledby="change-password-title">
      <CardHeader>
        <CardTitle id="change-password-title">Cambiar contraseña</CardTitle>
        <CardDescription>
          Usa al menos 6 caracteres. Una frase larga es más segura que una palabra corta.
        </CardDescription>
      </CardHeader>
      <form noValidate className="grid max-w-md gap-4" onSubmit={(event) => void submit(event)}>
        <PasswordField
          label={authLabels.currentPassword}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <PasswordField
          label={authLabels.newPassword}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordField
          label={authLabels.confirmNewPassword}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <CheckboxField
          label="Cerrar sesión en los demás dispositivos"
          {...form.register('revokeOtherSessions')}
        />
        <Button type="submit" className="justify-self-start" loading={isSubmitting}>
          Cambiar contraseña
        </Button>
      </form>
    </Card>
  );
}
