import { useState } from 'react';
import { findPlan } from '../../../../shared/catalog';
import { formatMoney } from '../../../../shared/format';
import { operatorMessages } from '../../../../shared/operator-messages';
import type { PendingTransfer } from '../../../../shared/schemas/operator';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { fillMessage } from '../../../lib/fill-message';
import { toast } from '../../../lib/toast';
import { useDecidePayment } from '../api/decide-payment';
import { sendFromDialog } from '../../../lib/form-errors';

const texts = operatorMessages.payments;

type ConfirmPaymentDialogProps = {
  payment: PendingTransfer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Confirmar pago' asks once more: the plan starts the moment it is confirmed, and money cannot be unseen. */
export function ConfirmPaymentDialog({ payment, open, onOpenChange }: ConfirmPaymentDialogProps) {
  const decide = useDecidePayment();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { name } = payment.provider;

  const close = () => {
    setRefusal(null);
    onOpenChange(false);
  };

  // Decided by someone else meanwhile (409): the server says so, in the dialog.
  const confirm = async () => {
    setRefusal(null);
    const sent = await sendFromDialog(
      () => decide.mutateAsync({ paymentId: payment.id, decision: 'confirm', input: {} }),
      { onRefusal: setRefusal, fallback: operatorMessages.actionFailed },
    );
    if (!sent) return;
    toast.success(texts.confirmed, name);
    close();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !decide.isPending && close())}>
      <DialogContent
        title={fillMessage(texts.confirmTitle, { name })}
        description={fillMessage(texts.confirmDescription, {
          amount: formatMoney(payment.amount),
          reference: payment.reference,
          plan: findPlan(payment.planType)?.name ?? payment.planType,
        })}
      >
        <DialogFormFooter
          refusal={refusal}
          submitting={decide.isPending}
          submitLabel={texts.confirm}
          onConfirm={() => void confirm()}
        />
      </DialogContent>
    </Dialog>
  );
}
