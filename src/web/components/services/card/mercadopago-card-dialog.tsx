import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { Service } from '../../../../shared/schemas/services';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../ui/dialog';
import { apiFetch, ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import {
  loadMercadoPago,
  type BrickController,
  type CardPaymentFormData,
} from '../../../lib/payments/mercadopago-js';
import { StripeForm, stageNote } from '../../payments/stripe-form';
import { refreshServiceLists, useCardCheckout, useCardState, type CardCheckout } from './api';
import { checkoutTexts, securedState, securedText } from './card-payment';
import { brickAmount, cardInputOf, mercadoPagoOutcome } from './mercadopago-card';
import { cardTexts as texts } from './texts';

/** How long the dialog waits for Mercado Pago's notification when its answer was not yet final. */
const CONFIRM_WAIT_MS = 60_000;

type Stage = 'loading' | 'ready' | 'paying' | 'confirming' | 'slow' | 'failed' | 'declined';

type Props = {
  service: Pick<Service, 'id' | 'title' | 'price'>;
  checkout: CardCheckout;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const refusal = (error: unknown) =>
  error instanceof ApiError && error.status !== 500 ? error.message : texts.startFailed;

/**
 * A service's card through the provider's Mercado Pago account: Mercado Pago's Card Payment Brick tokenises the
 * card (its data never reaches us), the token goes to the server, which holds the price in the provider's
 * account and answers at once: authorised (the dialog closes with a toast) or declined (the reason, and
 * 'Intentar con otra tarjeta', which asks the server for a new payment and shows a new brick).
 */
export default function MercadoPagoCardDialog({ service, checkout: first, open, onOpenChange }: Props) {
  const [checkout, setCheckout] = useState(first);
  const [attempt, setAttempt] = useState(0);
  const [stage, setStage] = useState<Stage>('loading');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const renew = useCardCheckout();
  const containerId = `mp-card-${useId().replace(/[^\w-]/g, '')}`;
  const waiting = stage === 'confirming' || stage === 'slow';
  const card = useCardState(service.id, waiting);
  const secured = waiting ? securedState(card.data?.state) : null;
  const stageRef = useRef(stage);
  useEffect(() => {
    stageRef.current = stage;
  });

  const finish = (state: 'authorized' | 'saved') => {
    toast.success(texts.doneTitle, securedText(state));
    void refreshServiceLists(queryClient);
    onOpenChange(false);
  };

  // Mercado Pago's notification settled a payment it had not decided at once.
  const finishRef = useRef(finish);
  useEffect(() => {
    finishRef.current = finish;
  });
  useEffect(() => {
    if (secured) finishRef.current(secured);
  }, [secured]);

  useEffect(() => {
    if (stage !== 'confirming') return;
    const timer = setTimeout(() => setStage('slow'), CONFIRM_WAIT_MS);
    return () => clearTimeout(timer);
  }, [stage]);

  // The token, as the server answers it: held, or refused with Mercado Pago's reason.
  const submit = async (data: CardPaymentFormData) => {
    setError(null);
    setStage('paying');
    try {
      const { service: paid } = await apiFetch<{ service: Service }>(
        `/api/services/${encodeURIComponent(service.id)}/card-payment/mercadopago`,
        { method: 'POST', body: cardInputOf(data) },
      );
      const outcome = mercadoPagoOutcome(paid.card);
      if (outcome.kind === 'authorized') return finish('authorized');
      if (outcome.kind === 'waiting') return setStage('confirming');
      setError(outcome.reason);
      setStage('declined');
      void refreshServiceLists(queryClient);
    } catch (failure) {
      setError(refusal(failure));
      // Refused before Mercado Pago was asked (too early, already paid…) or Mercado Pago down: nothing was held.
      setStage('ready');
    }
  };
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  });

  useEffect(() => {
    if (!open) return;
    let controller: BrickController | null = null;
    let cancelled = false;
    setStage('loading');
    loadMercadoPago(checkout.scriptUrl, checkout.publishableKey)
      .then((mp) =>
        mp.bricks().create('cardPayment', containerId, {
          initialization: { amount: brickAmount(checkout.amount) },
          customization: {
            paymentMethods: { maxInstallments: 1, minInstallments: 1 },
            visual: { style: { theme: 'default' } },
          },
          callbacks: {
            onReady: () => {
              if (!cancelled && stageRef.current === 'loading') setStage('ready');
            },
            onSubmit: (data) => submitRef.current(data),
            onError: () => {
              if (!cancelled && stageRef.current === 'loading') setStage('failed');
            },
          },
        }),
      )
      .then((made) => {
        if (cancelled) made.unmount();
        else controller = made;
      })
      .catch(() => {
        if (!cancelled) setStage('failed');
      });
    return () => {
      cancelled = true;
      controller?.unmount();
    };
  }, [open, attempt, checkout.scriptUrl, checkout.publishableKey, checkout.amount, containerId]);

  const retry = () =>
    renew.mutate(service.id, {
      onSuccess: (next) => {
        setError(null);
        setCheckout(next);
        setAttempt((count) => count + 1);
      },
      onError: (failure) => setError(refusal(failure)),
    });

  const { description } = checkoutTexts('authorize', service);
  const note = stage === 'paying' ? texts.mercadoPagoPaying : stageNote(stage, texts);
  const hidden = waiting || stage === 'declined';

  return (
    <Dialog open={open} onOpenChange={(next) => (stage === 'paying' ? undefined : onOpenChange(next))}>
      <DialogContent title={texts.payTitle} description={description}>
        <StripeForm
          mountId={containerId}
          label={texts.mercadoPagoFormLabel}
          hidden={hidden}
          note={note}
          error={error}
          footnote={texts.mercadoPagoNote}
        />
        <DialogFooter>
          <Button variant="outline" disabled={stage === 'paying'} onClick={() => onOpenChange(false)}>
            {texts.close}
          </Button>
          {stage === 'declined' ? (
            <Button loading={renew.isPending} onClick={retry}>
              {texts.retry}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
