import { useEffect } from 'react';
import type { Service } from '#shared/schemas/services';
import { ApiError } from '#web/lib/api';
import { useStripeElement } from '#web/lib/payments/use-stripe-element';
import { stageNote } from '#web/components/payments/payment-dialog';
import type { CardCheckout } from './api';
import { checkoutTexts } from './card-payment';
import { cardTexts as texts } from './texts';
import { ServiceCardDialog, useCardDialog } from './service-card-dialog';

type CardPaymentDialogProps = {
  service: Pick<Service, 'id' | 'title' | 'price'>;
  checkout: CardCheckout;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where Stripe sends the browser back, should the bank need a page of its own. */
  returnPath: string;
};

/**
 * A service's card in Stripe's own Payment Element: a hold for the price ('authorize', a PaymentIntent with
 * manual capture) or the card kept to be held 48 h before ('save', a SetupIntent). Confirmed is not yet secured:
 * the dialog waits for the server, which waits for Stripe's webhook, and closes with a toast once it arrives.
 */
export default function CardPaymentDialog({
  service,
  checkout: first,
  open,
  onOpenChange,
  returnPath,
}: CardPaymentDialogProps) {
  const dialog = useCardDialog({ serviceId: service.id, checkout: first, open, onOpenChange });
  const { stage, setStage, setError, waiting, checkout, setCheckout, renew, card, refreshLists } = dialog;
  const { mountRef, confirm } = useStripeElement(checkout, open, {
    onLoading: () => setStage('loading'),
    onReady: () => setStage((current) => (current === 'loading' ? 'ready' : current)),
    onFailed: () => setStage('failed'),
  });

  // The webhook said the card was refused after all (the bank's second thoughts): say why, offer another card.
  const refusedLater = waiting && card.data?.state === 'failed';
  useEffect(() => {
    if (!refusedLater) return;
    setError(card.data?.reason ?? texts.formFailed);
    setStage('declined');
  }, [refusedLater, card.data?.reason, setError, setStage]);

  const pay = async () => {
    setError(null);
    setStage('paying');
    const result = await confirm(checkout.mode === 'save' ? 'setup' : 'payment', returnPath);
    if (!result) return setStage('ready');
    if (!result.error) return setStage('confirming');
    setError(result.error.message ?? texts.formFailed);
    if (result.error.type === 'validation_error') return setStage('ready');
    // A refused card ends this payment: the next card is a new one (the server asks it anew).
    setStage('declined');
    refreshLists();
  };

  const retry = () =>
    renew.mutate(service.id, {
      onSuccess: (next) => {
        setError(null);
        if (next.clientSecret === checkout.clientSecret) setStage('ready');
        else setCheckout(next);
      },
      onError: (failure) =>
        setError(failure instanceof ApiError && failure.status < 500 ? failure.message : texts.startFailed),
    });

  const { description, action } = checkoutTexts(checkout.mode, service);
  return (
    <ServiceCardDialog
      dialog={dialog}
      description={description}
      form={{ mountRef, hidden: waiting, footnote: texts.cardNote }}
      note={stageNote(stage, texts)}
      action={{ label: action, onClick: () => void pay() }}
      onRetry={retry}
    />
  );
}
