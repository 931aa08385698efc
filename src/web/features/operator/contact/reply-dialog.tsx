// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { zodResolver } from '#web/lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { operatorMessages } from '#shared/operator-messages';
import { contactReplyInput, type ContactMessage, type ContactReplyInput } from '#shared/schemas/operator';
import { FormDialog } from '#web/components/ui/form-dialog';
import { TextareaField } from '#web/components/ui/textarea-field';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import type { ConsoleDialogProps } from '#web/features/operator/components/console-list';
import { useFormDialog } from '#web/lib/use-dialog-send';
import { useReplyToMessage } from '#web/features/operator/api/answer-contact-message';

const texts = operatorMessages.contact;
const EMPTY: ContactReplyInput = { body: '' };

type ReplyDialogProps = ConsoleDialogProps & { message: ContactMessage };

export function ReplyDialog({ message, open, onOpenChange }: ReplyDialogProps) {
  const reply = useReplyToMessage();
  const form = useForm<ContactReplyInput>({ resolver: zodResolver(contactReplyInput), defaultValues: EMPTY });
  const dialog = useFormDialog(form, {
    send: (input) => reply.mutateAsync({ id: message.id, input }),
    fields: ['body'],
    fallback: operatorMessages.actionFailed,
    onClose: () => onOpenChange(false),
    onSent: () => toast.success(operatorMessages.replySent),
  });

  return (
    <FormDialog
      open={open}
      dialog={dialog}
      title={fillMessage(texts.replyTitle, { name: message.name })}
      description={fillMessage(texts.replyDescription, { email: message.email })}
      submitLabel={texts.send}
    >
      <p className="rounded-md bg-slate-50 p-3 text-sm break-words text-slate-800">{message.subject}</p>
      <TextareaField
        label={texts.replyLabel}
        rows={6}
        maxLength={5000}
        error={form.formState.errors.body?.message}
        {...form.register('body')}
      />
    </FormDialog>
  );
}
