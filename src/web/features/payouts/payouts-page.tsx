import { BadgePercent, ExternalLink } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { uiMessages } from '#shared/common-messages';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { DetailList } from '#web/components/ui/detail-list';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { ApiError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { usePayouts, useRefreshPayouts, useStripeLink } from './api';
import { payoutView } from './payout-status';
import { payoutTexts as texts } from './texts';
import { InfoNote } from '#web/components/ui/info-note';
import { MercadoPagoSection } from './mercadopago-section';

/** Stripe's return and refresh addresses name this parameter ('listo': back from the registration). */
const RETURN_PARAM = 'registro';

/** Sends the browser to one of Stripe's pages, made for this click (they expire within minutes). */
function StripeLinkButton({ kind, label }: { kind: 'onboarding' | 'dashboard'; label: string }) {
  const link = useStripeLink(kind);
  const go = () =>
    link.mutate(undefined, {
      onSuccess: ({ url }) => {
        toast.success(texts.redirecting);
        window.location.assign(url);
      },
      onError: (error) =>
        toast.error(error instanceof ApiError && error.status < 500 ? error.message : texts.failed),
    });
  return (
    <Button variant={kind === 'dashboard' ? 'outline' : 'default'} loading={link.isPending} onClick={go}>
      {label}
      {kind === 'dashboard' ? <ExternalLink aria-hidden /> : null}
    </Button>
  );
}

// Cobros: the provider's payout account at Stripe, which services paid by card need, and what it costs them.
export function PayoutsContent() {
  const query = usePayouts();
  const refresh = useRefreshPayouts();
  const [params, setParams] = useSearchParams();
  const returned = params.get(RETURN_PARAM);
  const refreshed = useRef(false);

  // Back from Stripe: the account is read from Stripe once, and the address loses its parameter.
  useEffect(() => {
    if (returned !== 'listo' || refreshed.current) return;
    refreshed.current = true;
    refresh.mutate(undefined, {
      onSettled: () =>
        setParams(
          (next) => {
            next.delete(RETURN_PARAM);
            return next;
          },
          { replace: true },
        ),
    });
  }, [returned, refresh, setParams]);

  if (query.isPending || refresh.isPending) return <LoadingStatus />;
  if (query.isError)
    return <LoadError message={uiMessages.loadFailed} onRetry={() => void query.refetch()} />;
  const view = payoutView(query.data);
  const mercadoPago = query.data.mercadopago;

  if (view.kind === 'off' && !mercadoPago.available)
    return <InfoNote title={texts.offTitle} body={texts.offBody} />;
  if (view.kind === 'off') return <MercadoPagoSection mercadopago={mercadoPago} />;

  return (
    <>
      <Card aria-labelledby="payout-account-title">
        <CardHeader>
          <CardTitle id="payout-account-title">{texts.accountTitle}</CardTitle>
          <CardDescription className="text-slate-700">{view.body}</CardDescription>
        </CardHeader>
        <div className="grid gap-4">
          <DetailList
            details={[
              { term: texts.statusLabel, value: view.label },
              ...(view.reason ? [{ term: texts.reasonLabel, value: view.reason }] : []),
            ]}
          />
          {returned === 'renovar' ? <Alert variant="info">{texts.linkExpired}</Alert> : null}
          {!view.active ? <p className="text-sm text-slate-700">{texts.cardsOnlyWhenActive}</p> : null}
          <div className="flex flex-wrap gap-3">
            {view.onboarding ? <StripeLinkButton kind="onboarding" label={view.onboarding} /> : null}
            {view.dashboard ? <StripeLinkButton kind="dashboard" label={texts.dashboard} /> : null}
          </div>
        </div>
      </Card>
      <section
        aria-labelledby="no-commission-title"
        className="flex gap-3 rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-slate-800"
      >
        <BadgePercent aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-800" />
        <div className="grid gap-1">
          <h3 id="no-commission-title" className="font-semibold text-slate-900">
            {texts.noCommissionTitle}
          </h3>
          <p>{texts.noCommissionBody}</p>
        </div>
      </section>
      <MercadoPagoSection mercadopago={mercadoPago} />
    </>
  );
}
