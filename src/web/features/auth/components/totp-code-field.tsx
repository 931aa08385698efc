import { TextField, type TextFieldProps } from '#web/components/ui/text-field';

/** The six digits an authenticator app shows: a number pad, and the code the phone offers to fill in. */
export function TotpCodeField(props: Omit<TextFieldProps, 'inputMode' | 'autoComplete' | 'maxLength'>) {
  return <TextField inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...props} />;
}
