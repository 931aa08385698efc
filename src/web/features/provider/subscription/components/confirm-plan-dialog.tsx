import { useState } from 'react';
import type { Plan } from '#shared/catalog';
import type { PlanGateway } from '#shared/domain/plans';
import { providerMessages } from '#shared/provider-messages';
import { providerUi } from '#shared/provider-ui';
import type { OnlineCheckout, PlanPaymentMode } from '#shared/schemas/provider';
import { ApiError } from '#web/lib/api';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import { useSubscribe } from '#web/features/provider/subscription/api/subscribe';
import {
  changeToast,
  chosenToast,
  confirmTexts,
  gatewayOf,
  offersPayMethod,
  payMethodOf,
  payOptions,
  type PayOption,
} from '#web/features/provider/subscription/plan-payment';
import { PayMethodField } from './pay-method-field';
import { DialogFormFooter } from '#web/components/ui/dialog-form-footer';

const texts = providerUi.subscription;

export type PlanChoice = {
  plan: Plan;
  current: Plan | undefined;
  /** The plan waiting for its transfer when the dialog opened. */
  pending: Plan | undefined;
  mode: PlanPaymentMode;
  /** The plan in force renews online: this choice changes it. */
  renewing?: { endDate: string; next: Plan | undefined };
  /** The plan in force was paid in cash at OXXO (its next month is paid the same way). */
  oxxoPlan?: boolean;
  /** Online: the gateways the server offers, its default first. */
  gateways?: PlanGateway[];
};

type ConfirmPlanDialogProps = {
  choice: PlanChoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Plans paid online: the server opened the payment; the gateway's form takes over. */
  onCheckout: (checkout: OnlineCheckout) => void;
  /** An upgrade of a plan that renews online: the page waits for the gateway to charge the difference. */
  onUpgrade: (plan: Plan) => void;
};

export function ConfirmPlanDialog({
  choice,
  open,
  onOpenChange,
  onCheckout,
  onUpgrade,
}: ConfirmPlanDialogProps) {
  const subscribe = useSubscribe();
  const options = payOptions(choice.gateways ?? []);
  const [option, setOption] = useState<Pick<PayOption, 'gateway' | 'method'>>(
    options[0] ?? { gateway: 'stripe', method: 'card' },
  );
  const chosen = { ...choice, method: option.method, gateway: option.gateway };
  const { description, notes } = confirmTexts(chosen);

  const confirm = () =>
    subscribe.mutate(
      { planType: choice.plan.id, method: payMethodOf(chosen), gateway: gatewayOf(chosen) },
      {
        onSuccess: (data) => {
          if (data.checkout) {
            onOpenChange(false);
            onCheckout(data.checkout);
            return;
          }
          if (data.planChange && choice.renewing) {
            const changed = changeToast(data.planChange, choice.plan, choice.renewing.endDate);
            toast.success(changed.title, changed.body);
            onOpenChange(false);
            if (data.planChange === 'upgrade') onUpgrade(choice.plan);
            return;
          }
          const done = chosenToast(choice);
          toast.success(done.title, done.body);
          onOpenChange(false);
        },
        // A refusal a retry cannot fix (the gateway down, a plan renewing online) says why.
        onError: (error) =>
          toast.error(
            error instanceof ApiError && (error.status < 500 || error.code === 'PAYMENT_GATEWAY_UNAVAILABLE')
              ? error.message
              : providerMessages.subscribeFailed,
          ),
      },
    );

  return (
    <Dialog open={open} onOpenChange={(next) => (subscribe.isPending ? undefined : onOpenChange(next))}>
      <DialogContent
        title={fillMessage(texts.confirmTitle, { plan: choice.plan.name })}
        description={description}
      >
        {offersPayMethod(choice) ? (
          <PayMethodField
            options={options}
            value={option}
            onChange={setOption}
            disabled={subscribe.isPending}
          />
        ) : null}
        {notes.map((note) => (
          <p key={note} className="text-sm text-slate-700">
            {note}
          </p>
        ))}
        <DialogFormFooter
          refusal={null}
          submitting={subscribe.isPending}
          submitLabel={texts.confirm}
          onConfirm={confirm}
        />
      </DialogContent>
    </Dialog>
  );
}
