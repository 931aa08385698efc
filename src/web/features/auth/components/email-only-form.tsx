import { useForm } from 'react-hook-form';
import type { EmailOnlyInput } from '#shared/schemas/auth';
import { failureMessage } from '#web/lib/form-errors';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver';
import { toast } from '#web/lib/toast';
import { EmailField } from './email-field';
import { fieldProps } from '#web/lib/field-props';
import { AuthForm } from './auth-form';

const resolver = lazyZodResolver(() => import('#shared/schemas/auth').then((m) => m.emailOnlyInput));

interface EmailOnlyFormProps {
  submitLabel: string;
  /** The toast when sending fails and the server gave no message of its own. */
  failedMessage: string;
  send: (email: string) => Promise<unknown>;
  onSent: (email: string) => Promise<void>;
}

/** A form with one e-mail field that sends something to that address, then hands over to `onSent`. */
export function EmailOnlyForm({ submitLabel, failedMessage, send, onSent }: EmailOnlyFormProps) {
  const form = useForm<EmailOnlyInput>({ resolver, defaultValues: { email: '' } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await send(email);
    } catch (error) {
      toast.error(failureMessage(error, failedMessage));
      return;
    }
    await onSent(email);
  });

  return (
    <AuthForm
      preload={resolver.preload}
      onSubmit={(event) => void submit(event)}
      submitting={isSubmitting}
      submitLabel={submitLabel}
    >
      <EmailField {...fieldProps(form, 'email')} />
    </AuthForm>
  );
}
