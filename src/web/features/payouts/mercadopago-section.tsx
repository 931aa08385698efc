import { BadgePercent } from 'lucide-react';
import { useState } from 'react';
import type { Payouts } from '#shared/schemas/payouts';
import { Button } from '#web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { DetailList } from '#web/components/ui/detail-list';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '#web/components/ui/dialog';
import { ApiError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { mercadoPagoView } from './mercadopago';
import { useMercadoPagoConnect, useMercadoPagoDisconnect } from './mercadopago-api';
import { mercadoPagoTexts as texts } from './mercadopago-texts';
import { payoutTexts } from './texts';

const refusal = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 ? error.message : fallback;

/** Cobros with Mercado Pago: the provider's own account, connected on Mercado Pago's page (OAuth). */
export function MercadoPagoSection({ mercadopago }: { mercadopago: Payouts['mercadopago'] }) {
  const view = mercadoPagoView(mercadopago);
  const connect = useMercadoPagoConnect();
  const disconnect = useMercadoPagoDisconnect();
  const [confirming, setConfirming] = useState(false);
  if (view.kind === 'off') return null;

  const go = () =>
    connect.mutate(undefined, {
      onSuccess: ({ url }) => {
        toast.success(texts.redirecting);
        window.location.assign(url);
      },
      onError: (error) => toast.error(refusal(error, texts.connectFailed)),
    });
  const leave = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(texts.disconnected);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(refusal(error, texts.disconnectFailed));
      },
    });

  return (
    <>
      <Card aria-labelledby="mercadopago-title">
        <CardHeader>
          <CardTitle id="mercadopago-title">{texts.title}</CardTitle>
          <CardDescription className="text-slate-700">{view.body}</CardDescription>
        </CardHeader>
        <div className="grid gap-4">
          <DetailList details={[{ term: texts.statusLabel, value: view.label }]} />
          {/* The same promise as Stripe's section, inside this card (one region of that name per page). */}
          <div className="flex gap-3 rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-slate-800">
            <BadgePercent aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-800" />
            <p>
              <strong className="font-semibold text-slate-900">{payoutTexts.noCommissionTitle}.</strong>{' '}
              {texts.noCommissionBody}
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            {view.connect ? (
              <Button loading={connect.isPending} onClick={go}>
                {view.connect}
              </Button>
            ) : null}
            {view.disconnect ? (
              <Button variant="outline" onClick={() => setConfirming(true)}>
                {texts.disconnect}
              </Button>
            ) : null}
          </div>
        </div>
      </Card>
      <Dialog
        open={confirming}
        onOpenChange={(next) => (disconnect.isPending ? undefined : setConfirming(next))}
      >
        <DialogContent title={texts.disconnectTitle} description={texts.disconnectBody}>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={disconnect.isPending}>
                {texts.keep}
              </Button>
            </DialogClose>
            <Button variant="destructive" loading={disconnect.isPending} onClick={leave}>
              {texts.disconnectConfirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
