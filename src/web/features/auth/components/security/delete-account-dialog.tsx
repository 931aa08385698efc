// First: it switches zod to jitless before the schema below is built (the CSP forbids eval).
import { zodResolver } from '../../../../lib/zod-resolver';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountMessages, apiMessages } from '../../../../../shared/messages';
import type { DeleteAccountInput } from '../../../../../shared/schemas/account';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../../components/ui/dialog';
import { PasswordField } from '../../../../components/ui/password-field';
import { TextField } from '../../../../components/ui/text-field';
import { ApiError } from '../../../../lib/api';
import { applyFieldErrors } from '../../../../lib/form-errors';
import { toast } from '../../../../lib/toast';
import { deleteAccount, type DeleteAccountBody } from '../../api/security-api';
import { useLeaveSession } from '../../hooks/use-sign-out';
import { DELETE_ACCOUNT_FIELDS, deleteAccountFormSchema, EMPTY_DELETE_ACCOUNT } from './delete-account-form';

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
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset(EMPTY_DELETE_ACCOUNT);
    setRefusal(null);
    onOpenChange(false);
  };

  const submit = form.handleSubmit(async (input) => {
    setRefusal(null);
    try {
      await deleteAccount(input);
    } catch (error) {
      if (applyFieldErrors(error, form.setError, DELETE_ACCOUNT_FIELDS)) {
        const wrong = DELETE_ACCOUNT_FIELDS.find((name) => form.getFieldState(name).error);
        if (wrong) form.setFocus(wrong);
        return;
      }
      // A confirmed or disputed service (the server lists them), or too many tries: said in the dialog.
      if (error instanceof ApiError && error.status < 500) setRefusal(error.message);
      else toast.error(error instanceof ApiError ? error.message : apiMessages.internal);
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
            error={errors.password?.message}
            {...form.register('password')}
          />
          {twoFactorEnabled ? (
            <TextField
              label={accountMessages.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              error={errors.code?.message}
              {...form.register('code')}
            />
          ) : null}
          {refusal ? <Alert>{refusal}</Alert> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={isSubmitting}>
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" size="wrap" loading={isSubmitting}>
              {accountMessages.deleteConfirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
