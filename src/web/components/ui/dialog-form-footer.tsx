import type { ComponentProps } from 'react';
import { uiMessages } from '#shared/common-messages';
import { Alert } from './alert';
import { Button } from './button';
import { DialogClose, DialogFooter } from './dialog';

type DialogFormFooterProps = {
  /** What the server refused, in its words, shown above the buttons. */
  refusal: string | null;
  submitting: boolean;
  submitLabel: string;
  /** The button that closes the dialog unsent: 'Cancelar' unless the dialog says otherwise ('Volver'). */
  cancelLabel?: string;
  submitVariant?: ComponentProps<typeof Button>['variant'];
  submitSize?: ComponentProps<typeof Button>['size'];
  /** Without it the button submits its form; with it, it is a plain button (a dialog with nothing to fill). */
  onConfirm?: () => void;
};

/** The end of a dialog that sends something: the server's refusal if any, then 'Cancelar' and the action. */
export function DialogFormFooter({
  refusal,
  submitting,
  submitLabel,
  cancelLabel = uiMessages.cancel,
  submitVariant,
  submitSize,
  onConfirm,
}: DialogFormFooterProps) {
  return (
    <>
      {refusal ? <Alert>{refusal}</Alert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={submitting}>
            {cancelLabel}
          </Button>
        </DialogClose>
        <Button
          type={onConfirm ? 'button' : 'submit'}
          variant={submitVariant}
          size={submitSize}
          loading={submitting}
          onClick={onConfirm}
        >
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
