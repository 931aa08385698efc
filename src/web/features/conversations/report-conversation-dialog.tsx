// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { zodResolver } from '#web/lib/zod-resolver';
import { useMutation } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  CONVERSATION_REPORT_REASONS,
  conversationReportMessages as texts,
} from '#shared/conversation-report-messages';
import { reportConversationInput } from '#shared/schemas/conversation-reports';
import { Button } from '#web/components/ui/button';
import { FormDialog } from '#web/components/ui/form-dialog';
import { TextareaField } from '#web/components/ui/textarea-field';
import { apiFetch } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { useFormDialog } from '#web/lib/use-dialog-send';

type ReportForm = z.input<typeof reportConversationInput>;
type ReportBody = z.output<typeof reportConversationInput>;

// Refusals worth reading (gone, too many), shown in the dialog as the server words them.
const WORDED_IN_DIALOG: ReadonlySet<number> = new Set([404, 429]);

/** 'Reportar conversación' under the conversation's header, opening its dialog. */
export function ReportConversationButton({ conversationId }: { conversationId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start text-slate-700"
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden />
        {texts.report}
      </Button>
      {open ? (
        <ReportConversationDialog conversationId={conversationId} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

/**
 * Why the conversation is reported (a reason, and what happened; required for 'Otro'). Sent again while the first
 * report waits, it is that same report (the server answers it), so a double click makes one.
 */
export function ReportConversationDialog({
  conversationId,
  onClose,
}: {
  conversationId: string;
  onClose: () => void;
}) {
  const send = useMutation({
    mutationFn: (body: ReportBody) =>
      apiFetch<{ report: { id: string } }>(
        `/api/conversations/${encodeURIComponent(conversationId)}/reports`,
        {
          method: 'POST',
          body,
        },
      ),
  });
  const form = useForm<ReportForm, unknown, ReportBody>({
    resolver: zodResolver(reportConversationInput),
    defaultValues: { details: '' },
  });
  const dialog = useFormDialog(form, {
    send: (input) => send.mutateAsync(input),
    fields: ['reason', 'details'],
    isWorded: (error) => WORDED_IN_DIALOG.has(error.status),
    fallback: texts.failed,
    onClose,
    onSent: () => toast.success(texts.sentTitle, texts.sentBody),
  });
  const reasonError = form.formState.errors.reason?.message;
  const id = useId();

  return (
    <FormDialog
      open
      dialog={dialog}
      title={texts.title}
      description={texts.description}
      submitLabel={texts.send}
    >
      <fieldset
        className="grid gap-2"
        aria-invalid={reasonError ? true : undefined}
        aria-describedby={reasonError ? `${id}-error` : undefined}
      >
        <legend className="mb-1.5 text-sm font-medium text-slate-900">{texts.reasonLabel}</legend>
        {CONVERSATION_REPORT_REASONS.map((reason) => (
          <div key={reason} className="flex items-center gap-2 text-sm">
            <input
              id={`${id}-${reason}`}
              type="radio"
              value={reason}
              className="size-4 shrink-0 accent-brand focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
              {...form.register('reason')}
            />
            <label htmlFor={`${id}-${reason}`} className="text-slate-900">
              {texts.reasons[reason]}
            </label>
          </div>
        ))}
        {reasonError ? (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700">
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      <TextareaField
        label={texts.detailsLabel}
        hint={texts.detailsHint}
        rows={3}
        maxLength={500}
        className="[&_textarea]:min-h-24"
        error={form.formState.errors.details?.message}
        {...form.register('details')}
      />
    </FormDialog>
  );
}
