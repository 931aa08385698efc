import type { BaseSyntheticEvent, ComponentProps, ReactNode } from 'react';
import { Dialog, DialogContent } from './dialog';
import { DialogFormFooter } from './dialog-form-footer';

type FormDialogProps = Pick<
  ComponentProps<typeof DialogFormFooter>,
  'submitLabel' | 'submitVariant' | 'submitSize'
> & {
  open: boolean;
  /** What useFormDialog answers: the refusal to show, whether it is sending, how it closes and submits. */
  dialog: {
    refusal: string | null;
    submitting: boolean;
    onOpenChange: (open: boolean) => void;
    submit: (event?: BaseSyntheticEvent) => Promise<void>;
  };
  title: string;
  description?: ReactNode;
  /** The form's grid. */
  className?: string;
  /** The fields, above the refusal and the buttons. */
  children: ReactNode;
};

/** A dialog whose form is sent from it: the title, the fields, then the server's refusal, 'Cancelar' and the action. */
export function FormDialog({
  open,
  dialog,
  title,
  description,
  className = 'grid gap-4',
  children,
  ...footer
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      <DialogContent title={title} description={description}>
        <form noValidate className={className} onSubmit={(event) => void dialog.submit(event)}>
          {children}
          <DialogFormFooter refusal={dialog.refusal} submitting={dialog.submitting} {...footer} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
