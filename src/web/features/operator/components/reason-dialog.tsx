// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { zodResolver } from '#web/lib/zod-resolver';
import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { operatorMessages } from '#shared/operator-messages';
import { reasonInput, type ReasonInput } from '#shared/schemas/operator';
import { FormDialog } from '#web/components/ui/form-dialog';
import { TextareaField } from '#web/components/ui/textarea-field';
import { useFormDialog } from '#web/lib/use-dialog-send';
import type { ConsoleDialogProps } from './console-list';

const EMPTY: ReasonInput = { reason: '' };

export type ReasonDialogProps = ConsoleDialogProps & {
  title: string;
  description: string;
  /** Who reads the reason, under the field. */
  hint: string;
  /** The field's label, when not 'Motivo' (a resolution's 'Nota'). */
  fieldLabel?: string;
  submitLabel: string;
  /** 'destructive' for a refusal (the default); 'default' for a step that gives something back. */
  submitVariant?: 'destructive' | 'default';
  /** Sends the decision; its refusals (4xx) are shown in the dialog, field errors under the field. */
  onSubmit: (input: ReasonInput) => Promise<unknown>;
  /** After it succeeded, before the dialog closes: the toast. */
  onDone: () => void;
};

/**
 * An operator's step that needs a reason (reject a verification or a transfer, hide content, suspend or
 * reinstate someone): the reason is required, the person concerned reads it, and the audit log keeps it. Decided by someone else meanwhile (409):
 * the server says so in the dialog.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  hint,
  fieldLabel,
  submitLabel,
  submitVariant = 'destructive',
  onSubmit,
  onDone,
}: ReasonDialogProps) {
  const form = useForm<ReasonInput>({ resolver: zodResolver(reasonInput), defaultValues: EMPTY });
  const dialog = useFormDialog(form, {
    send: onSubmit,
    fields: ['reason'],
    fallback: operatorMessages.actionFailed,
    onClose: () => onOpenChange(false),
    onSent: onDone,
  });

  return (
    <FormDialog
      open={open}
      dialog={dialog}
      title={title}
      description={description}
      submitLabel={submitLabel}
      submitVariant={submitVariant}
    >
      <ReasonField
        hint={hint}
        label={fieldLabel}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}

type ReasonFieldProps = Omit<ComponentProps<typeof TextareaField>, 'label'> & { label?: string };

/** The reason an operator gives for a step: up to 500 characters, kept by the audit log. */
export function ReasonField({ label = operatorMessages.reason, ...props }: ReasonFieldProps) {
  return (
    <TextareaField label={label} rows={3} maxLength={500} className="[&_textarea]:min-h-24" {...props} />
  );
}
