import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Plan } from '../../../../../shared/catalog';
import { formatMoney } from '../../../../../shared/format';
import { planPaymentMessages, providerMessages } from '../../../../../shared/messages';
import type { OnlineCheckout } from '../../../../../shared/schemas/provider';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../../components/ui/dialog';
import { fillMessage } from '../../../../lib/fill-message';
import { toast } from '../../../../lib/toast';
import { subscriptionQueryOptions } from '../api/get-subscription';
import { paymentTexts } from '../plan-payment';
import { useStripeElement } from '../../../../lib/payments/use-stripe-element';
import { StripeForm, stageNote, type StripeFormStage } from '../../../../components/payments/stripe-form';

const texts = planPaymentMessages.online;
/** How long the dialog waits for the webhook before saying it may take longer (SPEI). */
const CONFIRM_WAIT_MS = 60_000;

// 'voucher': an OXXO voucher was issued; the plan starts when the store's payment is confirmed (a day or so).
type Stage = StripeFormStage | 'voucher';

type StripePaymentDialogProps = {
  plan: Plan;
  checkout: OnlineCheckout;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Pays a plan in Stripe's own Payment Element (card or SPEI, or an OXXO voucher), mounted in this dialog: the
 * card data goes from the browser to Stripe. A payment sent is not a plan active: the dialog waits for the
 * server, which waits for Stripe's webhook, and says so while it waits. An OXXO voucher is paid later at a store:
 * the dialog says it was issued and sent by e-mail, and does not wait.
 */
export default function StripePaymentDialog({
  plan,
  checkout,
  open,
  onOpenChange,
}: StripePaymentDialogProps) {
  const [stage, setStage] = useState<Stage>('loading');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const waiting = stage === 'confirming' || stage === 'slow';
  const status = useQuery({ ...subscriptionQueryOptions, refetchInterval: waiting ? 2000 : false });
  const active = status.data?.subscription?.planType === plan.id && !status.data.pendingOnline;
  const { mountRef, confirm } = useStripeElement(checkout, open, {
    onLoading: () => setStage('loading'),
    onReady: () => setStage((current) => (current === 'loading' ? 'ready' : current)),
    onFailed: () => setStage('failed'),
  });

  useEffect(() => {
    if (!waiting || !active) return;
    toast.success(
      providerMessages.subscribedTitle,
      fillMessage(providerMessages.subscribedBody, { plan: plan.name }),
    );
    onOpenChange(false);
  }, [waiting, active, plan.name, onOpenChange]);

  useEffect(() => {
    if (stage !== 'confirming') return;
    const timer = setTimeout(() => setStage('slow'), CONFIRM_WAIT_MS);
    return () => clearTimeout(timer);
  }, [stage]);

  const pay = async () => {
    setError(null);
    setStage('paying');
    const result = await confirm('payment', '/proveedor/suscripcion');
    if (!result) {
      setStage('ready');
      return;
    }
    if (result.error) {
      setError(result.error.message ?? texts.formFailed);
      setStage('ready');
    } else if (checkout.method === 'oxxo') {
      setStage('voucher');
      // The voucher shows on 'Pago en proceso' as soon as Stripe's webhook brings it.
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryOptions.queryKey });
    } else setStage('confirming');
  };

  const price = formatMoney(plan.monthlyPrice);
  const method = paymentTexts(checkout.method, price);
  const done = waiting || stage === 'voucher' || stage === 'failed';
  const note = stage === 'voucher' ? planPaymentMessages.oxxo.voucherNote : stageNote(stage, texts);

  return (
    <Dialog open={open} onOpenChange={(next) => (stage === 'paying' ? undefined : onOpenChange(next))}>
      <DialogContent
        title={fillMessage(texts.payTitle, { plan: plan.name })}
        description={method.description}
      >
        <StripeForm
          mountRef={mountRef}
          hidden={waiting || stage === 'voucher'}
          note={note}
          error={error}
          footnote={method.note}
        />
        <DialogFooter>
          {done ? (
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {texts.close}
            </Button>
          ) : (
            <Button loading={stage === 'paying'} disabled={stage === 'loading'} onClick={() => void pay()}>
              {method.action}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
