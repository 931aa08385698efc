import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Service } from '#shared/schemas/services';
import { Button } from '#web/components/ui/button';
import { ApiError } from '#web/lib/api';
import { fillMessage } from '#web/lib/fill-message';
import { browserTimeZone } from '#web/lib/time-zone';
import { toast } from '#web/lib/toast';
import { cn } from '#web/lib/utils';
import { useCardCheckout, useOnlinePayment, type CardCheckout } from './api';
import { OnlineInstructions } from './online-instructions';
import { onlineTexts } from './online-texts';
import { RefundAccountForm } from './refund-account-form';
import { canChangeMethod, cardView, TONES } from './card-payment';
import { PAY_PARAM } from '#web/lib/payments/pay-link';
import { ChangeMethodDialog } from './change-method-dialog';
import { cardTexts as texts } from './texts';

// Stripe's form and its loader come with the first card paid, never with the page.
const CardPaymentDialog = lazy(() => import('./card-payment-dialog'));
// Mercado Pago's brick, for a provider paid through their Mercado Pago account: likewise only when needed.
const MercadoPagoCardDialog = lazy(() => import('./mercadopago-card-dialog'));

type Viewer = 'customer' | 'provider';

/**
 * A service's payment, under its details: the card's state for either party ('Pago con tarjeta: Autorizado'),
 * and for the customer 'Pagar con tarjeta' while a card is owed and 'Cambiar forma de pago' while it is ahead.
 */
export function ServiceCardPayment({ service, viewer }: { service: Service; viewer: Viewer }) {
  const now = new Date();
  const view = cardView(service, viewer, now, browserTimeZone());
  const changeable = viewer === 'customer' && canChangeMethod(service, now);
  const start = useCardCheckout();
  const online = useOnlinePayment();
  const [payment, setPayment] = useState<{ target: Service; checkout: CardCheckout } | null>(null);
  const [paying, setPaying] = useState(false);
  const [changing, setChanging] = useState(false);
  const payButton = useRef<HTMLButtonElement>(null);

  const pay = (target: Service) =>
    start.mutate(target.id, {
      onSuccess: (checkout) => {
        setPayment({ target, checkout });
        setPaying(true);
      },
      onError: (error) =>
        toast.error(error instanceof ApiError && error.status !== 500 ? error.message : texts.startFailed),
    });

  // SPEI, OXXO: Stripe's instructions asked (the task may have asked them already: the same come back).
  const askOnline = (target: Service) =>
    online.mutate(target.id, {
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.status !== 500 ? error.message : onlineTexts.startFailed,
        ),
    });

  // Sent here to pay (an offer just accepted to be paid online): the payment opens once, the address forgets it.
  const [params, setParams] = useSearchParams();
  const asked =
    params.get(PAY_PARAM) === service.id && (view?.canPay === true || view?.canAskOnline === true);
  const opened = useRef(false);
  useEffect(() => {
    if (!asked || opened.current) return;
    opened.current = true;
    payButton.current?.focus();
    if (view?.canPay) pay(service);
    else askOnline(service);
    setParams(
      (next) => {
        next.delete(PAY_PARAM);
        return next;
      },
      { replace: true },
    );
  });

  if (!view && !changeable) return null;
  const card = service.card;
  const expiredVoucher = card?.method === 'oxxo' && view?.state === 'failed';
  return (
    <div className="grid gap-3 border-t border-slate-100 pt-4">
      {view ? (
        <div className="grid gap-1 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            {view.title}:{' '}
            <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[view.state])}>
              {view.label}
            </span>
          </p>
          {view.reason ? (
            <p className="text-red-800">
              {texts.reason}: {view.reason}
            </p>
          ) : null}
          {view.payBy ? (
            <p className="text-slate-800">
              <strong className="font-semibold">{view.payBy}.</strong>{' '}
              {card?.method === 'card' ? texts.payByNote : onlineTexts.payByNote}
            </p>
          ) : null}
        </div>
      ) : null}
      {card && viewer === 'customer' && view?.payBy ? (
        <OnlineInstructions
          card={card}
          amount={service.price}
          timeZone={service.timeZone}
          viewerZone={browserTimeZone()}
        />
      ) : null}
      {card?.refund && viewer === 'customer' ? (
        <RefundAccountForm serviceId={service.id} refund={card.refund} />
      ) : null}
      {view?.canPay || view?.canAskOnline || changeable ? (
        <div className="flex flex-wrap gap-3">
          {view?.canPay ? (
            <Button
              ref={payButton}
              loading={start.isPending}
              aria-label={fillMessage(texts.payFor, { title: service.title })}
              onClick={() => pay(service)}
            >
              {texts.pay}
            </Button>
          ) : null}
          {view?.canAskOnline ? (
            <Button
              ref={payButton}
              loading={online.isPending}
              aria-label={fillMessage(expiredVoucher ? onlineTexts.newVoucherFor : onlineTexts.showFor, {
                title: service.title,
              })}
              onClick={() => askOnline(service)}
            >
              {expiredVoucher ? onlineTexts.newVoucher : onlineTexts.show}
            </Button>
          ) : null}
          {changeable ? (
            <Button
              variant="outline"
              aria-label={fillMessage(texts.changeFor, { title: service.title })}
              onClick={() => setChanging(true)}
            >
              {texts.changeMethod}
            </Button>
          ) : null}
        </div>
      ) : null}
      {changing ? (
        <ChangeMethodDialog
          service={service}
          open
          onOpenChange={setChanging}
          onCardAsked={(changed) => (changed.card?.method === 'card' ? pay(changed) : askOnline(changed))}
        />
      ) : null}
      {payment?.checkout.gateway === 'mercadopago' ? (
        <Suspense fallback={null}>
          <MercadoPagoCardDialog
            service={payment.target}
            checkout={payment.checkout}
            open={paying}
            onOpenChange={setPaying}
          />
        </Suspense>
      ) : payment ? (
        <Suspense fallback={null}>
          <CardPaymentDialog
            key={payment.checkout.clientSecret}
            service={payment.target}
            checkout={payment.checkout}
            open={paying}
            onOpenChange={setPaying}
            returnPath={window.location.pathname}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
