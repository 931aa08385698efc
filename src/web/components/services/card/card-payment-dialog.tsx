import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Service } from '../../../../shared/schemas/services';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../ui/dialog';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useStripeElement } from '../../../lib/payments/use-stripe-element';
import { refreshServiceLists, useCardCheckout, useCardState, type CardCheckout } from './api';
import { checkoutTexts, securedState, securedText } from './card-payment';
import { cardTexts as texts } from './texts';
import { StripeForm, stageNote, type StripeFormStage } from '../../payments/stripe-form';

/** How long the dialog waits for Stripe's webhook before saying it may take longer. */
const CONFIRM_WAIT_MS = 60_000;

// 'declined': the bank refused the card; another card needs a new payment, asked with 'Intentar con otra tarjeta'.
type Stage = StripeFormStage | 'declined';

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
  const [checkout, setCheckout] = useState(first);
  const [stage, setStage] = useState<Stage>('loading');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const renew = useCardCheckout();
  const waiting = stage === 'confirming' || stage === 'slow';
  const card = useCardState(service.id, waiting);
  const secured = waiting ? securedState(card.data?.state) : null;
  const { mountRef, confirm } = useStripeElement(checkout, open, {
    onLoading: () => setStage('loading'),
    onReady: () => setStage((current) => (current === 'loading' ? 'ready' : current)),
    onFailed: () => setStage('failed'),
  });

  useEffect(() => {
    if (!secured) return;
    toast.success(texts.doneTitle, securedText(secured));
    void refreshServiceLists(queryClient);
    onOpenChange(false);
  }, [secured, queryClient, onOpenChange]);

  // The webhook said the card was refused after all (the bank's second thoughts): say why, offer another card.
  const refusedLater = waiting && card.data?.state === 'failed';
  useEffect(() => {
    if (!refusedLater) return;
    setError(card.data?.reason ?? texts.formFailed);
    setStage('declined');
  }, [refusedLater, card.data?.reason]);

  useEffect(() => {
    if (stage !== 'confirming') return;
    const timer = setTimeout(() => setStage('slow'), CONFIRM_WAIT_MS);
    return () => clearTimeout(timer);
  }, [stage]);

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
    void refreshServiceLists(queryClient);
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
  const note = stageNote(stage, texts);

  return (
    <Dialog open={open} onOpenChange={(next) => (stage === 'paying' ? undefined : onOpenChange(next))}>
      <DialogContent title={texts.payTitle} description={description}>
        <StripeForm
          mountRef={mountRef}
          hidden={waiting}
          note={note}
          error={error}
          footnote={texts.cardNote}
        />
        <DialogFooter>
          <Button variant="outline" disabled={stage === 'paying'} onClick={() => onOpenChange(false)}>
            {texts.close}
          </Button>
          {stage === 'declined' ? (
            <Button loading={renew.isPending} onClick={retry}>
              {texts.retry}
            </Button>
          ) : waiting || stage === 'failed' ? null : (
            <Button loading={stage === 'paying'} disabled={stage === 'loading'} onClick={() => void pay()}>
              {action}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
