// First: it switches zod to jitless before the schema below is built (the CSP forbids eval).
import { zodResolver } from '#web/lib/zod-resolver';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountMessages } from '#shared/account-messages';
import { apiMessages } from '#shared/common-messages';
import type { DeleteAccountInput } from '#shared/schemas/account';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { DialogFormFooter } from '#web/components/ui/dialog-form-footer';
import { PasswordField } from '#web/components/ui/password-field';
import { ApiError } from '#web/lib/api';
import { sendFromDialog } from '#web/lib/form-errors';
import { toast } from '#web/lib/toast';
import { deleteAccount, type DeleteAccountBody } from '#web/features/auth/api/security-api';
import { useLeaveSession } from '#web/features/auth/hooks/use-sign-out';
import { DELETE_ACCOUNT_FIELDS, deleteAccountFormSchema, EMPTY_DELETE_ACCOUNT } from './delete-account-form';
import { fieldProps } from '#web/lib/field-props';
import { TotpCodeField } from '#web/features/auth/components/totp-code-field';

type DeleteAccountDialogProps = {
  twoFactorEnabled: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function DeleteAccountDialog({ twoFactorEnabled, open, onOpenChange }: DeleteAccountDialogProps) {
  const leave = useLeaveSession();
  const [refusal, setRefusal] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(deleteAccountFormSchema(twoFactorEnabled)), [twoFactorEnabled]);
  const form = useForm<DeleteAccountInput, unknown, DeleteAccountBody>({
    resolver,
    defaultValues: EMPTY_DELETE_ACCOUNT,
  });
  const { isSubmitting } = form.formState;

  const close = () => {
    form.reset(EMPTY_DELETE_ACCOUNT);
    setRefusal(null);
    onOpenChange(false);
  };

  const submit = form.handleSubmit(async (input) => {
    setRefusal(null);
    // A confirmed or disputed service (the server lists them), or too many tries: said in the dialog.
    const sent = await sendFromDialog(() => deleteAccount(input), {
      setError: form.setError,
      fields: DELETE_ACCOUNT_FIELDS,
      onRefusal: setRefusal,
      fallback: (error) => (error instanceof ApiError ? error.message : apiMessages.internal),
    });
    if (!sent) {
      const wrong = DELETE_ACCOUNT_FIELDS.find((name) => form.getFieldState(name).error);
      if (wrong) form.setFocus(wrong);
      return;
    }
    // The server erased the session and its cookies; this tab forgets it as on sign-out.
    await leave();
    toast.success(accountMessages.deleted, accountMessages.deletedBody);
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !isSubmitting && close())}>
      <DialogContent title={accountMessages.deleteTitle} description={accountMessages.deleteDescription}>
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <PasswordField
            label={accountMessages.password}
            autoComplete="current-password"
            {...fieldProps(form, 'password')}
          />
          {twoFactorEnabled ? (
            <TotpCodeField label={accountMessages.code} {...fieldProps(form, 'code')} />
          ) : null}
          <DialogFormFooter
            refusal={refusal}
            submitting={isSubmitting}
            submitLabel={accountMessages.deleteConfirm}
            submitVariant="destructive"
            submitSize="wrap"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
