import { CreditCard } from 'lucide-react';
import { findPlan } from '../../../../../shared/catalog';
import { planPaymentMessages } from '../../../../../shared/messages';
import type { SubscriptionResponse } from '../../../../../shared/schemas/provider';
import { Button } from '../../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { fillMessage } from '../../../../lib/fill-message';

const texts = planPaymentMessages.online;

type OnlinePendingCardProps = {
  pending: NonNullable<SubscriptionResponse['pendingOnline']>;
  continuing: boolean;
  onContinue: () => void;
};

/** A plan chosen to be paid online whose payment the gateway has not confirmed: wait, or pay it now. */
export function OnlinePendingCard({ pending, continuing, onContinue }: OnlinePendingCardProps) {
  const plan = findPlan(pending.planType)?.name ?? pending.planType;
  return (
    <Card aria-labelledby="online-pending-title" className="border-amber-300 bg-amber-50">
      <CardHeader>
        <CardTitle id="online-pending-title" className="flex items-center gap-2">
          <CreditCard aria-hidden className="size-5 shrink-0 text-amber-800" />
          {fillMessage(texts.pendingTitle, { plan })}
        </CardTitle>
        <CardDescription className="text-slate-800">{texts.pendingBody}</CardDescription>
      </CardHeader>
      <div>
        <Button loading={continuing} onClick={onContinue}>
          {texts.continue}
        </Button>
      </div>
    </Card>
  );
}
