import type { FormEvent, ReactNode } from 'react';
import { Button } from '#web/components/ui/button';

type AuthFormProps = {
  /** Fetches the form's schema when a field first takes focus (a lazyZodResolver's `preload`). */
  preload: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
};

/** The form of an account screen (sign-in, sign-up, a new password, an e-mailed link): its fields, then one wide button. */
export function AuthForm({ preload, onSubmit, submitting, submitLabel, children }: AuthFormProps) {
  return (
    <form noValidate className="grid gap-5" onFocus={preload} onSubmit={onSubmit}>
      {children}
      <Button type="submit" size="lg" loading={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
