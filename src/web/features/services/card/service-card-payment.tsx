import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Service } from '../../../../shared/schemas/services';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { fillMessage } from '../../../lib/fill-message';
import { browserTimeZone } from '../../../lib/time-zone';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import { useCardCheckout, type CardCheckout } from './api';
import { canChangeMethod, cardView, TONES } from './card-payment';
import { PAY_PARAM } from './pay-link';
import { ChangeMethodDialog } from './change-method-dialog';
import { cardTexts as texts } from './texts';

// Stripe's form and its loader come with the first card paid, never with the page.
const CardPaymentDialog = lazy(() => import('./card-payment-dialog'));

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

  // Sent here to pay (an offer just accepted by card): the payment opens once, and the address forgets it.
  const [params, setParams] = useSearchParams();
  const asked = params.get(PAY_PARAM) === service.id && view?.canPay === true;
  const opened = useRef(false);
  useEffect(() => {
    if (!asked || opened.current) return;
    opened.current = true;
    payButton.current?.focus();
    pay(service);
    setParams(
      (next) => {
        next.delete(PAY_PARAM);
        return next;
      },
      { replace: true },
    );
  });

  if (!view && !changeable) return null;
  return (
    <div className="grid gap-3 border-t border-slate-100 pt-4">
      {view ? (
        <div className="grid gap-1 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            {texts.state}:{' '}
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
              <strong className="font-semibold">{view.payBy}.</strong> {texts.payByNote}
            </p>
          ) : null}
        </div>
      ) : null}
      {view?.canPay || changeable ? (
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
          onCardAsked={(changed) => pay(changed)}
        />
      ) : null}
      {payment ? (
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
