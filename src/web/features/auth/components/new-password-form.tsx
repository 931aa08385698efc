import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { apiMessages } from '#shared/common-messages';
import { authMessages } from '#shared/auth-messages';
import type { NewPasswordForm } from '#shared/schemas/auth';
import { Alert } from '#web/components/ui/alert';
import { ApiError } from '#web/lib/api';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver';
import { toast } from '#web/lib/toast';
import { resetPassword } from '#web/features/auth/api/auth-api';
import { authLabels } from '#web/features/auth/texts';
import { AuthForm } from './auth-form';
import { NewPasswordFields } from './new-password-fields';

const resolver = lazyZodResolver(() => import('#shared/schemas/auth').then((m) => m.newPasswordForm));

export function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [linkInvalid, setLinkInvalid] = useState(false);
  const form = useForm<NewPasswordForm>({
    resolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await resetPassword({ newPassword, token });
    } catch (error) {
      // Expired, used or tampered tokens all come back as a 400 from this call.
      if (error instanceof ApiError && (error.code === 'INVALID_TOKEN' || error.status === 400))
        setLinkInvalid(true);
      else toast.error(error instanceof ApiError ? error.message : apiMessages.internal);
      return;
    }
    toast.success(authMessages.resetDoneTitle, authMessages.resetDoneBody);
    await navigate('/login', { replace: true });
  });

  if (linkInvalid) {
    return (
      <div className="grid gap-4">
        <Alert>{authMessages.resetLinkInvalid}</Alert>
        <Link to="/reset-password" className="font-medium text-brand hover:underline">
          Solicitar un nuevo enlace
        </Link>
      </div>
    );
  }

  return (
    <AuthForm
      preload={resolver.preload}
      onSubmit={(event) => void submit(event)}
      submitting={isSubmitting}
      submitLabel={authLabels.savePassword}
    >
      <NewPasswordFields form={form} name="newPassword" />
    </AuthForm>
  );
}
