// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { zodResolver } from '#web/lib/zod-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { moderationMessages as texts } from '#shared/messages';
import { reportInput, type ReportInput, type ReportTarget } from '#shared/schemas/moderation';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { DialogFormFooter } from '#web/components/ui/dialog-form-footer';
import { TextareaField } from '#web/components/ui/textarea-field';
import { sendFromDialog } from '#web/lib/form-errors';
import { toast } from '#web/lib/toast';
import { useSendReport } from './send-report';

// Refusals worth reading (their own, gone, reported before, too many), shown in the dialog as the server words them.
const WORDED_IN_DIALOG: ReadonlySet<number> = new Set([403, 404, 409, 429]);

export type ReportDialogProps = {
  targetType: ReportTarget;
  targetId: string;
  onClose: () => void;
};

/** 'Reportar contenido': why it is inappropriate (5 to 500 characters); the team reviews it. */
export default function ReportDialog({ targetType, targetId, onClose }: ReportDialogProps) {
  const send = useSendReport();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<z.input<typeof reportInput>, unknown, z.output<typeof reportInput>>({
    resolver: zodResolver(reportInput),
    defaultValues: { targetType, targetId, reason: '' } satisfies ReportInput,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setRefusal(null);
    const sent = await sendFromDialog(() => send.mutateAsync(input), {
      setError: form.setError,
      fields: ['reason'],
      onRefusal: setRefusal,
      isWorded: (error) => WORDED_IN_DIALOG.has(error.status),
      fallback: texts.failed,
    });
    if (!sent) return;
    toast.success(texts.sentTitle, texts.sentBody);
    onClose();
  });

  return (
    <Dialog open onOpenChange={(next) => !next && !isSubmitting && onClose()}>
      <DialogContent title={texts.reportTitle} description={texts.reportDescription}>
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <TextareaField
            label={texts.reason}
            rows={3}
            maxLength={500}
            className="[&_textarea]:min-h-24"
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          <DialogFormFooter refusal={refusal} submitting={isSubmitting} submitLabel={texts.send} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
