import { CreditCard, ExternalLink } from 'lucide-react';
import { findPlan } from '#shared/catalog';
import { formatDateTime, formatMoney } from '#shared/format';
import { planPaymentMessages } from '#shared/plan-payment-messages';
import type { SubscriptionResponse } from '#shared/schemas/provider';
import { Button, buttonVariants } from '#web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { fillMessage } from '#web/lib/fill-message';

const texts = planPaymentMessages.online;
const oxxo = planPaymentMessages.oxxo;

type OnlinePendingCardProps = {
  pending: NonNullable<SubscriptionResponse['pendingOnline']>;
  continuing: boolean;
  onContinue: () => void;
};

/**
 * A plan chosen to be paid online whose payment the gateway has not confirmed: wait, or pay it now. With an
 * OXXO voucher issued, the voucher itself: what to pay at the store, by when, and Stripe's page to print it.
 */
export function OnlinePendingCard({ pending, continuing, onContinue }: OnlinePendingCardProps) {
  const plan = findPlan(pending.planType)?.name ?? pending.planType;
  const { voucher } = pending;
  return (
    <Card aria-labelledby="online-pending-title" className="border-amber-300 bg-amber-50">
      <CardHeader>
        <CardTitle id="online-pending-title" className="flex items-center gap-2">
          <CreditCard aria-hidden className="size-5 shrink-0 text-amber-800" />
          {fillMessage(texts.pendingTitle, { plan })}
        </CardTitle>
        <CardDescription className="text-slate-800">
          {voucher ? oxxo.pendingBody : texts.pendingBody}
        </CardDescription>
      </CardHeader>
      {voucher ? (
        <>
          <dl className="grid gap-4 sm:grid-cols-3">
            {[
              { term: oxxo.reference, value: voucher.number, mono: true },
              { term: oxxo.amount, value: formatMoney(voucher.amount) },
              { term: oxxo.expires, value: formatDateTime(voucher.expiresAt) },
            ].map((row) => (
              <div key={row.term} className="grid gap-1">
                <dt className="text-sm text-slate-700">{row.term}</dt>
                <dd
                  className={row.mono ? 'font-mono font-medium text-slate-900' : 'font-medium text-slate-900'}
                >
                  {row.value}
                </dd>
              </div>
            ))}
          </dl>
          <div>
            <a
              href={voucher.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'outline' })}
            >
              {oxxo.viewVoucher}
              <ExternalLink aria-hidden className="size-4" />
            </a>
          </div>
        </>
      ) : (
        <div>
          <Button loading={continuing} onClick={onContinue}>
            {texts.continue}
          </Button>
        </div>
      )}
    </Card>
  );
}
