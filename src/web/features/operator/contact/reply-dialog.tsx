// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { zodResolver } from '../../../lib/zod-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { operatorMessages } from '../../../../shared/operator-messages';
import {
  contactReplyInput,
  type ContactMessage,
  type ContactReplyInput,
} from '../../../../shared/schemas/operator';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api';
import { fillMessage } from '../../../lib/fill-message';
import { applyFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useReplyToMessage } from '../api/answer-contact-message';

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
    try {
      await reply.mutateAsync({ id: message.id, input });
    } catch (error) {
      if (applyFieldErrors(error, form.setError, ['body'])) return;
      if (error instanceof ApiError && error.status < 500) setRefusal(error.message);
      else toast.error(operatorMessages.actionFailed);
      return;
    }
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
          {refusal ? <Alert>{refusal}</Alert> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={isSubmitting}>
                {operatorMessages.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" loading={isSubmitting}>
              {texts.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
