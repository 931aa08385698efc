import { useEffect, useId, useRef, useState } from 'react';
import type { Service } from '#shared/schemas/services';
import { apiFetch, ApiError } from '#web/lib/api';
import {
  loadMercadoPago,
  type BrickController,
  type CardPaymentFormData,
} from '#web/lib/payments/mercadopago-js';
import { stageNote } from '#web/components/payments/payment-dialog';
import type { CardCheckout } from './api';
import { checkoutTexts } from './card-payment';
import { brickAmount, cardInputOf, mercadoPagoOutcome } from './mercadopago-card';
import { cardTexts as texts } from './texts';
import { ServiceCardDialog, useCardDialog } from './service-card-dialog';

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
  const dialog = useCardDialog({ serviceId: service.id, checkout: first, open, onOpenChange });
  const { stage, setStage, setError, waiting, checkout, setCheckout, renew, finish, refreshLists } = dialog;
  const [attempt, setAttempt] = useState(0);
  const containerId = `mp-card-${useId().replace(/[^\w-]/g, '')}`;
  const stageRef = useRef(stage);
  useEffect(() => {
    stageRef.current = stage;
  });

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
      // Not decided at once: Mercado Pago's notification settles it (useCardDialog waits for it).
      if (outcome.kind === 'waiting') return setStage('confirming');
      setError(outcome.reason);
      setStage('declined');
      refreshLists();
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
  }, [open, attempt, checkout.scriptUrl, checkout.publishableKey, checkout.amount, containerId, setStage]);

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
  // The brick has its own 'Pagar' button: the dialog adds none.
  return (
    <ServiceCardDialog
      dialog={dialog}
      description={description}
      form={{
        mountId: containerId,
        label: texts.mercadoPagoFormLabel,
        hidden: waiting || stage === 'declined',
        footnote: texts.mercadoPagoNote,
      }}
      note={stage === 'paying' ? texts.mercadoPagoPaying : stageNote(stage, texts)}
      onRetry={retry}
    />
  );
}
