import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { nameFormMessages } from '#shared/name-form-messages';
import { authMessages } from '#shared/auth-messages';
import type { SignUpForm } from '#shared/schemas/auth';
import { VERIFY_EMAIL_PATH } from '#shared/site-map';
import { Alert } from '#web/components/ui/alert';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver';
import { prerenderedChoice } from '#web/lib/prerendered-choice';
import { signUp } from '#web/features/auth/api/auth-api';
import type { ReturnTo } from '#web/features/auth/hooks/use-return-to';
import { applyFieldErrors, failureMessage } from '#web/lib/form-errors';
import { authLabels, USER_TYPE_OPTIONS } from '#web/features/auth/texts';
import { EmailField } from './email-field';
import { fieldProps } from '#web/lib/field-props';
import { AuthForm } from './auth-form';
import { NewPasswordFields } from './new-password-fields';

const resolver = lazyZodResolver(() => import('#shared/schemas/auth').then((m) => m.signUpForm));

// A guest who was booking comes back to the booking from the e-mailed link (`returnTo`), not to the panel.
export function SignUpForm({ returnTo }: { returnTo: ReturnTo }) {
  const navigate = useNavigate();
  const [banner, setBanner] = useState<string | null>(null);
  const [userType] = useState(() => prerenderedChoice('userType'));
  const form = useForm({
    resolver,
    defaultValues: {
      fullName: '',
      email: '',
      password: '',
      confirmPassword: '',
      userType,
    } satisfies SignUpForm,
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ fullName, email, password, userType }) => {
    try {
      // confirmPassword stays in the form: the server gets exactly these fields.
      await signUp({ fullName, email, password, userType, callbackURL: returnTo.callbackURL });
      // Not signed in yet: the e-mailed link confirms the address and opens the panel. The address goes in
      // history state, not in the URL, so 'Revisa tu correo' survives a reload and stays out of logs.
      await navigate(returnTo.linkTo(VERIFY_EMAIL_PATH), { state: { email } });
    } catch (error) {
      applyFieldErrors(error, form.setError, ['fullName', 'email', 'password', 'userType']);
      setBanner(failureMessage(error, authMessages.signUpFailed));
    }
  });

  return (
    <AuthForm
      preload={resolver.preload}
      onSubmit={(event) => {
        setBanner(null);
        void submit(event);
      }}
      submitting={isSubmitting}
      submitLabel={authLabels.signUp}
    >
      <TextField
        label={nameFormMessages.fullName}
        hint={nameFormMessages.fullNameHint}
        autoComplete="name"
        maxLength={80}
        {...fieldProps(form, 'fullName')}
      />
      <EmailField {...fieldProps(form, 'email')} />
      <NewPasswordFields form={form} name="password" />
      <SelectField
        label={authLabels.userType}
        placeholder={authLabels.userTypePlaceholder}
        options={USER_TYPE_OPTIONS}
        defaultValue={userType}
        {...fieldProps(form, 'userType')}
      />
      {banner && <Alert>{banner}</Alert>}
    </AuthForm>
  );
}
