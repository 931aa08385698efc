import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { signInMessages } from '#shared/sign-in-messages';
import type { SignInInput } from '#shared/schemas/auth';
import { Alert } from '#web/components/ui/alert';
import { PasswordField } from '#web/components/ui/password-field';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver';
import { useLightForm } from '#web/lib/use-light-form';
import type { SignInResult } from '#web/features/auth/api/auth-api';
import { onDemand } from '#web/lib/on-demand';
import { useCompleteSignIn } from '#web/features/auth/hooks/use-complete-sign-in';
import { authLabels } from '#web/features/auth/texts';
import { EmailField } from './email-field';
import { AuthForm } from './auth-form';

// Only accounts with two-factor authentication see the second step: it loads once the password is accepted.
const TwoFactorChallenge = lazy(() =>
  import('./two-factor-challenge').then((module) => ({ default: module.TwoFactorChallenge })),
);

const resolver = lazyZodResolver(() => import('#shared/schemas/auth').then((m) => m.signInInput));
// The request and how a refusal is told (the fields the server names, the banner's words): loaded with the schema,
// when the form gets focus, since the page needs them only once the person signs in.
const account = onDemand(() => import('#web/features/auth/api/auth-api'));
const refusal = onDemand(() => import('#web/lib/form-errors'));
const preload = () => {
  resolver.preload();
  account.prefetch();
  refusal.prefetch();
};

type LoginFormProps = {
  /** Where a new confirmation link returns, if the account turns out not to be confirmed yet. */
  callbackURL?: string;
  /** Shown until the person tries to sign in: why their session ended (a suspension). */
  notice?: string | null;
};

export function LoginForm({ callbackURL, notice = null }: LoginFormProps) {
  const [step, setStep] = useState<'credentials' | 'twoFactor'>('credentials');
  const completeSignIn = useCompleteSignIn();

  if (step === 'twoFactor') {
    return (
      <Suspense fallback={null}>
        <TwoFactorChallenge onVerified={completeSignIn} onRestart={() => setStep('credentials')} />
      </Suspense>
    );
  }
  return (
    <CredentialsForm
      callbackURL={callbackURL}
      notice={notice}
      onTwoFactor={() => setStep('twoFactor')}
      onSignedIn={completeSignIn}
    />
  );
}

type CredentialsFormProps = LoginFormProps & { onTwoFactor: () => void; onSignedIn: () => Promise<void> };

function CredentialsForm({ callbackURL, notice, onTwoFactor, onSignedIn }: CredentialsFormProps) {
  const [banner, setBanner] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  // Not react-hook-form's useForm: its 15 KB would be most of what this page loads beside React and the router.
  const form = useLightForm<SignInInput, SignInInput>({ resolver, fields: ['email', 'password'] });
  const { isSubmitting } = form;
  const shown = banner ?? (tried ? null : notice);

  const submit = form.handleSubmit(async (values) => {
    let result: SignInResult;
    try {
      result = await (await account.load()).signIn({ ...values, callbackURL });
    } catch (error) {
      const told = await refusal.load().catch(() => null);
      told?.applyFieldErrors<SignInInput>(error, form.setError, ['email', 'password']);
      setBanner(told ? told.failureMessage(error, signInMessages.loginFailed) : signInMessages.loginFailed);
      return;
    }
    // Signed in: what follows (reading the session, leaving the page) is no longer about the credentials.
    if (result.twoFactorRedirect) onTwoFactor();
    else await onSignedIn();
  });

  return (
    <AuthForm
      preload={preload}
      onSubmit={(event) => {
        setBanner(null);
        setTried(true);
        void submit(event);
      }}
      submitting={isSubmitting}
      submitLabel={authLabels.signIn}
    >
      <EmailField {...form.field('email')} />
      <div className="grid gap-2">
        <PasswordField
          label={authLabels.password}
          autoComplete="current-password"
          {...form.field('password')}
        />
        <Link
          to="/reset-password"
          className="justify-self-end text-sm font-medium text-brand hover:underline"
        >
          {authLabels.forgotPassword}
        </Link>
      </div>
      {shown && <Alert>{shown}</Alert>}
    </AuthForm>
  );
}
