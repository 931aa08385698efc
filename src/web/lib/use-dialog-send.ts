import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { sendFromDialog, type DialogSendOptions } from './form-errors';

type DialogSendSettings<T extends FieldValues> = Omit<DialogSendOptions<T>, 'onRefusal'> & {
  /** The request is under way: the dialog does not close meanwhile. */
  submitting: boolean;
  /** Puts the dialog's fields back when it closes, so that the next opening starts afresh. */
  reset?: () => void;
  /** Closes the dialog (its owner's state). */
  onClose: () => void;
  /** After the request succeeded, before the dialog closes: the toast. */
  onSent: () => void;
};

/**
 * A dialog that sends something: a refusal worth reading stays in the dialog (sendFromDialog words it), a success
 * closes it, and it cannot be closed while the request runs. `onOpenChange` is the Radix dialog's: these dialogs
 * are opened by their owner, so only a close (Escape, a click outside, 'Cancelar', the cross) reaches it.
 */
export function useDialogSend<T extends FieldValues>({
  submitting,
  reset,
  onClose,
  onSent,
  ...options
}: DialogSendSettings<T>) {
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    reset?.();
    setRefusal(null);
    onClose();
  };

  const send = async (request: () => Promise<unknown>) => {
    setRefusal(null);
    const sent = await sendFromDialog(request, { ...options, onRefusal: setRefusal });
    if (!sent) return;
    onSent();
    close();
  };

  const onOpenChange = (open: boolean) => {
    if (!open && !submitting) close();
  };

  return { refusal, submitting, send, onOpenChange };
}

type FormDialogSettings<TValues extends FieldValues, TOutput> = Omit<
  DialogSendSettings<TValues>,
  'submitting' | 'reset' | 'setError'
> & {
  /** The request, given the form's validated values. */
  send: (input: TOutput) => Promise<unknown>;
};

/**
 * useDialogSend for a dialog with a form: the server's field errors go under the fields named in `fields`, and
 * the form goes back to its default values when the dialog closes.
 */
export function useFormDialog<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  { send, ...settings }: FormDialogSettings<TValues, TOutput>,
) {
  const dialog = useDialogSend<TValues>({
    ...settings,
    submitting: form.formState.isSubmitting,
    setError: form.setError,
    reset: () => form.reset(),
  });
  const submit = form.handleSubmit((input) => dialog.send(() => send(input)));
  return { ...dialog, submit };
}
