import { useState } from 'react';
import { labelOf, PAYMENT_METHODS } from '#shared/catalog';
import { type PaymentMethod } from '#shared/domain/payment-methods';
import type { Service } from '#shared/schemas/services';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '#web/components/ui/dialog';
import { ApiError } from '#web/lib/api';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import { useChangePaymentMethod } from './api';
import { oxxoReasonFor, useOnlineMethods } from '#web/lib/payments/online-methods';
import { PaymentMethodChoice } from '#web/components/payments/payment-method-choice';
import { cardTexts as texts } from './texts';

type ChangeMethodDialogProps = {
  service: Pick<Service, 'id' | 'title' | 'paymentMethod' | 'scheduledAt' | 'price' | 'provider'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The service came back paid by card online and waiting for the card: the payment step follows. */
  onCardAsked: (service: Service) => void;
};

// 'Cambiar forma de pago': the customer pays a service still ahead another way; the price and date stay.
export function ChangeMethodDialog({ service, open, onOpenChange, onCardAsked }: ChangeMethodDialogProps) {
  const change = useChangePaymentMethod();
  const [method, setMethod] = useState<PaymentMethod>(service.paymentMethod);
  const [refusal, setRefusal] = useState<string | null>(null);
  const online = useOnlineMethods(open ? service.provider.id : null).data === true;
  const oxxoReason = oxxoReasonFor(service.scheduledAt, service.price, new Date());

  const save = () => {
    setRefusal(null);
    change.mutate(
      { serviceId: service.id, paymentMethod: method },
      {
        onSuccess: (changed) => {
          toast.success(
            texts.changed,
            fillMessage(texts.changedBody, { method: labelOf(PAYMENT_METHODS, method).toLowerCase() }),
          );
          onOpenChange(false);
          if (changed.card?.state === 'unpaid') onCardAsked(changed);
        },
        // A refusal the customer can act on (the provider takes no cards, too late for one) stays in the dialog.
        onError: (error) =>
          setRefusal(error instanceof ApiError && error.status < 500 ? error.message : texts.changeFailed),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (change.isPending) return;
        if (!next) setRefusal(null);
        onOpenChange(next);
      }}
    >
      <DialogContent
        title={texts.changeTitle}
        description={fillMessage(texts.changeDescription, { title: service.title })}
      >
        <PaymentMethodChoice
          value={method}
          onChange={setMethod}
          disabled={change.isPending}
          online={online}
          oxxoReason={oxxoReason}
        />
        {service.paymentMethod === 'card' ? (
          <p className="text-sm text-slate-700">{texts.changeReleases}</p>
        ) : null}
        {refusal ? <Alert>{refusal}</Alert> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={change.isPending}>
              {texts.cancel}
            </Button>
          </DialogClose>
          <Button loading={change.isPending} disabled={method === service.paymentMethod} onClick={save}>
            {texts.save}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
