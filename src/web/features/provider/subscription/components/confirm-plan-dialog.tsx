import { findPlan, type Plan, type PlanId } from '../../../../../shared/catalog';
import { formatMoney } from '../../../../../shared/format';
import { providerMessages, providerUi } from '../../../../../shared/messages';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../../components/ui/dialog';
import { fillMessage } from '../../../../lib/fill-message';
import { toast } from '../../../../lib/toast';
import { useSubscribe } from '../api/subscribe';

const texts = providerUi.subscription;

type ConfirmPlanDialogProps = {
  plan: Plan;
  currentPlanId: PlanId | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function summary(plan: Plan, current: Plan | undefined): string {
  const price = formatMoney(plan.monthlyPrice);
  return current
    ? fillMessage(texts.confirmChange, { current: current.name, plan: plan.name, price })
    : fillMessage(texts.confirmNew, { plan: plan.name, price });
}

export function ConfirmPlanDialog({ plan, currentPlanId, open, onOpenChange }: ConfirmPlanDialogProps) {
  const subscribe = useSubscribe();

  const confirm = () =>
    subscribe.mutate(plan.id, {
      onSuccess: () => {
        toast.success(
          providerMessages.subscribedTitle,
          fillMessage(providerMessages.subscribedBody, { plan: plan.name }),
        );
        onOpenChange(false);
      },
      onError: () => toast.error(providerMessages.subscribeFailed),
    });

  return (
    <Dialog open={open} onOpenChange={(next) => (subscribe.isPending ? undefined : onOpenChange(next))}>
      <DialogContent
        title={fillMessage(texts.confirmTitle, { plan: plan.name })}
        description={summary(plan, findPlan(currentPlanId))}
      >
        <p className="text-sm text-slate-700">{texts.paymentPending}</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={subscribe.isPending}>
              {providerUi.cancel}
            </Button>
          </DialogClose>
          <Button loading={subscribe.isPending} onClick={confirm}>
            {texts.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
