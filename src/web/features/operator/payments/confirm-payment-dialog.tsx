import { useState } from 'react';
import { findPlan } from '../../../../shared/catalog';
import { formatMoneyWithCents } from '../../../../shared/format';
import { operatorMessages } from '../../../../shared/operator-messages';
import type { PendingTransfer } from '../../../../shared/schemas/operator';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api';
import { fillMessage } from '../../../lib/fill-message';
import { toast } from '../../../lib/toast';
import { useDecidePayment } from '../api/decide-payment';

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

  const confirm = () => {
    setRefusal(null);
    decide.mutate(
      { paymentId: payment.id, decision: 'confirm', input: {} },
      {
        onSuccess: () => {
          toast.success(texts.confirmed, name);
          close();
        },
        // Decided by someone else meanwhile (409): the server says so, in the dialog.
        onError: (error) => {
          if (error instanceof ApiError && error.status < 500) setRefusal(error.message);
          else toast.error(operatorMessages.actionFailed);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !decide.isPending && close())}>
      <DialogContent
        title={fillMessage(texts.confirmTitle, { name })}
        description={fillMessage(texts.confirmDescription, {
          amount: formatMoneyWithCents(payment.amount),
          reference: payment.reference,
          plan: findPlan(payment.planType)?.name ?? payment.planType,
        })}
      >
        {refusal ? <Alert>{refusal}</Alert> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={decide.isPending}>
              {operatorMessages.cancel}
            </Button>
          </DialogClose>
          <Button loading={decide.isPending} onClick={confirm}>
            {texts.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
