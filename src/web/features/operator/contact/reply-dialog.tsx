// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { zodResolver } from '#web/lib/zod-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { operatorMessages } from '#shared/operator-messages';
import { contactReplyInput, type ContactMessage, type ContactReplyInput } from '#shared/schemas/operator';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { DialogFormFooter } from '#web/components/ui/dialog-form-footer';
import { TextareaField } from '#web/components/ui/textarea-field';
import { fillMessage } from '#web/lib/fill-message';
import { sendFromDialog } from '#web/lib/form-errors';
import { toast } from '#web/lib/toast';
import { useReplyToMessage } from '#web/features/operator/api/answer-contact-message';

const texts = operatorMessages.contact;
const EMPTY: ContactReplyInput = { body: '' };

type ReplyDialogProps = { message: ContactMessage; open: boolean; onOpenChange: (open: boolean) => void };

export function ReplyDialog({ message, open, onOpenChange }: ReplyDialogProps) {
  const reply = useReplyToMessage();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ContactReplyInput>({ resolver: zodResolver(contactReplyInput), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset(EMPTY);
    setRefusal(null);
    onOpenChange(false);
  };

  const submit = form.handleSubmit(async (input) => {
    setRefusal(null);
    const sent = await sendFromDialog(() => reply.mutateAsync({ id: message.id, input }), {
      setError: form.setError,
      fields: ['body'],
      onRefusal: setRefusal,
      fallback: operatorMessages.actionFailed,
    });
    if (!sent) return;
    toast.success(operatorMessages.replySent);
    close();
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !isSubmitting && close())}>
      <DialogContent
        title={fillMessage(texts.replyTitle, { name: message.name })}
        description={fillMessage(texts.replyDescription, { email: message.email })}
      >
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <p className="rounded-md bg-slate-50 p-3 text-sm break-words text-slate-800">{message.subject}</p>
          <TextareaField
            label={texts.replyLabel}
            rows={6}
            maxLength={5000}
            error={errors.body?.message}
            {...form.register('body')}
          />
          <DialogFormFooter refusal={refusal} submitting={isSubmitting} submitLabel={texts.send} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
