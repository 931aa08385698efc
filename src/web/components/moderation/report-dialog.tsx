// First: it switches zod to jitless before any shared schema is built (the CSP forbids eval).
import { formResolver } from '#web/lib/zod-resolver';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { FormDialog } from '#web/components/ui/form-dialog';
import { TextareaField } from '#web/components/ui/textarea-field';
import { toast } from '#web/lib/toast';
import { useFormDialog } from '#web/lib/use-dialog-send';

/** What a report holds: a reason (written, or chosen from a list) and, beside a chosen one, what happened. */
type ReportFields = { reason?: string; details?: string };

export type ReportDialogTexts = {
  title: string;
  description: string;
  /** The written field's label and hint. */
  textLabel: string;
  textHint?: string;
  send: string;
  sentTitle: string;
  sentBody: string;
  failed: string;
};

export type ReportDialogProps<TOutput> = {
  /** The report's shared schema, as the server checks it. */
  schema: z.$ZodType<TOutput>;
  /** The written field: the reason itself, or the details beside the reasons to choose from. */
  textField: keyof ReportFields;
  /** The reasons to choose from (radios), with their legend: labels by value, in order. */
  reasons?: { legend: string; labels: Record<string, string> };
  /** Refusals worth reading, shown in the dialog as the server words them. */
  worded: ReadonlySet<number>;
  send: (input: TOutput) => Promise<unknown>;
  texts: ReportDialogTexts;
  onClose: () => void;
};

/** A report's dialog: why (a reason chosen, written, or both), sent to the team with a toast of thanks. */
export function ReportDialog<TOutput>({
  schema,
  textField,
  reasons,
  worded,
  send,
  texts,
  onClose,
}: ReportDialogProps<TOutput>) {
  const form = useForm<ReportFields, unknown, TOutput>({
    resolver: formResolver<ReportFields, TOutput>(schema),
    defaultValues: { [textField]: '' },
  });
  const dialog = useFormDialog(form, {
    send,
    fields: reasons ? ['reason', textField] : [textField],
    isWorded: (error) => worded.has(error.status),
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
      {reasons ? (
        <fieldset
          className="grid gap-2"
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${id}-error` : undefined}
        >
          <legend className="mb-1.5 text-sm font-medium text-slate-900">{reasons.legend}</legend>
          {Object.entries(reasons.labels).map(([reason, label]) => (
            <div key={reason} className="flex items-center gap-2 text-sm">
              <input
                id={`${id}-${reason}`}
                type="radio"
                value={reason}
                className="size-4 shrink-0 accent-brand focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
                {...form.register('reason')}
              />
              <label htmlFor={`${id}-${reason}`} className="text-slate-900">
                {label}
              </label>
            </div>
          ))}
          {reasonError ? (
            <p id={`${id}-error`} className="text-sm font-medium text-red-700">
              {reasonError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <TextareaField
        label={texts.textLabel}
        hint={texts.textHint}
        rows={3}
        maxLength={500}
        className="[&_textarea]:min-h-24"
        error={form.formState.errors[textField]?.message}
        {...form.register(textField)}
      />
    </FormDialog>
  );
}
