import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PasswordField } from '#web/components/ui/password-field';
import { fieldProps } from '#web/lib/field-props';
import { authLabels } from '#web/features/auth/texts';

const LABELS = {
  password: { password: authLabels.password, confirm: authLabels.confirmPassword },
  newPassword: { password: authLabels.newPassword, confirm: authLabels.confirmNewPassword },
};

type NewPasswordFieldsProps<T extends FieldValues> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form whose schema came from withConfirmation
  form: UseFormReturn<T, any, any>;
  /** The password's field, as schemas/auth.ts's withConfirmation names it; the other is 'confirmPassword'. */
  name: keyof typeof LABELS;
};

/** A password chosen now and typed twice (sign-up, a reset, a change): the browser may offer one it made up. */
export function NewPasswordFields<T extends FieldValues>({ form, name }: NewPasswordFieldsProps<T>) {
  const labels = LABELS[name];
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        {...fieldProps(form, name as Path<T>)}
      />
      <PasswordField
        label={labels.confirm}
        autoComplete="new-password"
        {...fieldProps(form, 'confirmPassword' as Path<T>)}
      />
    </>
  );
}
