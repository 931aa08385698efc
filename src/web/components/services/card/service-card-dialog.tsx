import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '#web/lib/toast';
import {
  PaymentDialog,
  usePaymentStages,
  type PaymentDialogProps,
} from '#web/components/payments/payment-dialog';
import { refreshServiceLists, useCardCheckout, useCardState, type CardCheckout } from './api';
import { securedState, securedText } from './card-payment';
import { cardTexts as texts } from './texts';

type CardDialogOptions = {
  serviceId: string;
  checkout: CardCheckout;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * What a service's card dialog does whichever gateway takes the card: its stages ('declined': the bank refused
 * the card, and another needs a new payment), the checkout (a new one for another card), the card's state read
 * again while the payment waits for the gateway's word, and once the card is secured a toast, every list of
 * services read again and the dialog closed.
 */
export function useCardDialog({ serviceId, checkout: first, open, onOpenChange }: CardDialogOptions) {
  const stages = usePaymentStages<'declined'>();
  const [checkout, setCheckout] = useState(first);
  const queryClient = useQueryClient();
  const renew = useCardCheckout();
  const card = useCardState(serviceId, stages.waiting);
  const secured = stages.waiting ? securedState(card.data?.state) : null;

  const finish = useCallback(
    (state: 'authorized' | 'saved') => {
      toast.success(texts.doneTitle, securedText(state));
      void refreshServiceLists(queryClient);
      onOpenChange(false);
    },
    [queryClient, onOpenChange],
  );

  useEffect(() => {
    if (secured) finish(secured);
  }, [secured, finish]);

  /** A declined card ended its payment: the lists show it so. */
  const refreshLists = () => void refreshServiceLists(queryClient);

  return { ...stages, open, onOpenChange, checkout, setCheckout, renew, card, finish, refreshLists };
}

type ServiceCardDialogProps = Pick<PaymentDialogProps, 'description' | 'form' | 'note' | 'action'> & {
  dialog: ReturnType<typeof useCardDialog>;
  /** 'Intentar con otra tarjeta': asks the server for a new payment. */
  onRetry: () => void;
};

/** 'Pagar con tarjeta' for a service, whichever gateway's form it mounts. */
export function ServiceCardDialog({ dialog, onRetry, ...props }: ServiceCardDialogProps) {
  return (
    <PaymentDialog
      {...props}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={texts.payTitle}
      stage={dialog.stage}
      error={dialog.error}
      retry={{ label: texts.retry, pending: dialog.renew.isPending, onClick: onRetry }}
      closeLabel={texts.close}
    />
  );
}
