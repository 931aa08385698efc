// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { zodResolver } from '#web/lib/zod-resolver';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { moderationMessages as texts } from '#shared/moderation-messages';
import { reportInput, type ReportInput, type ReportTarget } from '#shared/schemas/moderation';
import { FormDialog } from '#web/components/ui/form-dialog';
import { TextareaField } from '#web/components/ui/textarea-field';
import { toast } from '#web/lib/toast';
import { useFormDialog } from '#web/lib/use-dialog-send';
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
  const form = useForm<z.input<typeof reportInput>, unknown, z.output<typeof reportInput>>({
    resolver: zodResolver(reportInput),
    defaultValues: { targetType, targetId, reason: '' } satisfies ReportInput,
  });
  const dialog = useFormDialog(form, {
    send: (input) => send.mutateAsync(input),
    fields: ['reason'],
    isWorded: (error) => WORDED_IN_DIALOG.has(error.status),
    fallback: texts.failed,
    onClose,
    onSent: () => toast.success(texts.sentTitle, texts.sentBody),
  });

  return (
    <FormDialog
      open
      dialog={dialog}
      title={texts.reportTitle}
      description={texts.reportDescription}
      submitLabel={texts.send}
    >
      <TextareaField
        label={texts.reason}
        rows={3}
        maxLength={500}
        className="[&_textarea]:min-h-24"
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}
