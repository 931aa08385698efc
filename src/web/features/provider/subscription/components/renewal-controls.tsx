import { useState } from 'react';
import { findPlan } from '#shared/catalog';
import { formatDateTime } from '#shared/format';
import { planPaymentMessages } from '#shared/plan-payment-messages';
import type { Subscription } from '#shared/schemas/provider';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '#web/components/ui/dialog';
import { ApiError } from '#web/lib/api';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import { useSetRenewal } from '#web/features/provider/subscription/api/renewal';

const texts = planPaymentMessages.online;

/** 'Cancelar suscripción' (asked for once more in a dialog) or 'Reactivar', for a plan paid online. */
export function RenewalControls({ subscription }: { subscription: Subscription }) {
  const [open, setOpen] = useState(false);
  const renewal = useSetRenewal();
  const date = formatDateTime(subscription.endDate);
  const plan = findPlan(subscription.planType)?.name ?? subscription.planType;

  const change = (cancel: boolean) =>
    renewal.mutate(cancel, {
      onSuccess: () => {
        setOpen(false);
        if (cancel) toast.success(texts.cancelledTitle, fillMessage(texts.cancelledBody, { date }));
        else toast.success(texts.reactivatedTitle, fillMessage(texts.reactivatedBody, { date }));
      },
      onError: (error) =>
        toast.error(error instanceof ApiError && error.status !== 500 ? error.message : texts.actionFailed),
    });

  if (!subscription.renews)
    return (
      <Button variant="outline" loading={renewal.isPending} onClick={() => change(false)}>
        {texts.reactivate}
      </Button>
    );
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {texts.cancel}
      </Button>
      <Dialog open={open} onOpenChange={(next) => (renewal.isPending ? undefined : setOpen(next))}>
        <DialogContent
          title={fillMessage(texts.cancelTitle, { plan })}
          description={fillMessage(texts.cancelBody, { date })}
        >
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={renewal.isPending}>
                {texts.keep}
              </Button>
            </DialogClose>
            <Button variant="destructive" loading={renewal.isPending} onClick={() => change(true)}>
              {texts.cancelConfirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
