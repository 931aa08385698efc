import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Plan } from '#shared/catalog';
import { formatMoney } from '#shared/format';
import { planPaymentMessages } from '#shared/plan-payment-messages';
import { providerMessages } from '#shared/provider-messages';
import type { OnlineCheckout } from '#shared/schemas/provider';
import { PaymentDialog, stageNote, usePaymentStages } from '#web/components/payments/payment-dialog';
import { fillMessage } from '#web/lib/fill-message';
import { useStripeElement } from '#web/lib/payments/use-stripe-element';
import { toast } from '#web/lib/toast';
import { subscriptionQueryOptions } from '#web/features/provider/subscription/api/get-subscription';
import { paymentTexts } from '#web/features/provider/subscription/plan-payment';

const texts = planPaymentMessages.online;

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
  // 'voucher': an OXXO voucher was issued; the plan starts when the store's payment is confirmed (a day or so).
  const { stage, setStage, error, setError, waiting } = usePaymentStages<'voucher'>();
  const queryClient = useQueryClient();
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

  const method = paymentTexts(checkout.method, formatMoney(plan.monthlyPrice));
  return (
    <PaymentDialog
      open={open}
      onOpenChange={onOpenChange}
      title={fillMessage(texts.payTitle, { plan: plan.name })}
      description={method.description}
      stage={stage}
      form={{ mountRef, hidden: waiting || stage === 'voucher', footnote: method.note }}
      note={stage === 'voucher' ? planPaymentMessages.oxxo.voucherNote : stageNote(stage, texts)}
      error={error}
      action={{ label: method.action, onClick: () => void pay() }}
      closeLabel={texts.close}
      closeBesideAction={false}
    />
  );
}
