import { isCfdiUse, isTaxRegime, cfdiUseLabel, taxRegimeLabel } from '#shared/fiscal-catalog';
import { fiscalFormMessages as labels } from '#shared/fiscal-messages';
import { invoiceRequestMessages as texts } from '#shared/money-messages';
import type { Charge, InvoiceReceptor } from '#shared/schemas/money';
import { Button } from '#web/components/ui/button';
import { ApiError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { useMarkInvoiceSent, useRequestInvoice } from './api';

/** Where Pagos keeps the customer's datos fiscales: 'Solicitar factura' without them sends the focus there. */
export const FISCAL_SECTION_ID = 'datos-fiscales';

/** A refusal the server explained (no datos fiscales, no longer paid online) is said as is; anything else generically. */
function refusalOf(error: unknown, fallback: string) {
  return error instanceof ApiError && error.status < 500 ? error.message : fallback;
}

function RequestButton({ charge }: { charge: Charge }) {
  const request = useRequestInvoice();
  const onClick = () =>
    request.mutate(charge.serviceId, {
      onSuccess: () => toast.success(texts.requestedTitle, texts.requestedBody),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'FISCAL_DATA_MISSING') {
          toast.error(texts.needFiscalData);
          const section = document.getElementById(FISCAL_SECTION_ID);
          section?.scrollIntoView({ block: 'start' });
          section?.querySelector<HTMLInputElement>('input')?.focus();
        } else toast.error(refusalOf(error, texts.requestFailed));
      },
    });
  return (
    <Button
      size="sm"
      variant="outline"
      loading={request.isPending}
      aria-label={texts.requestFor.replace('{title}', charge.title)}
      onClick={onClick}
    >
      {texts.request}
    </Button>
  );
}

/** What the provider invoices to, as the customer sent it. */
function ReceptorDetails({ receptor }: { receptor: InvoiceReceptor }) {
  const rows: [string, string][] = [
    [labels.rfc, receptor.rfc],
    [labels.legalName, receptor.legalName],
    [
      labels.taxRegime,
      isTaxRegime(receptor.taxRegime) ? taxRegimeLabel(receptor.taxRegime) : receptor.taxRegime,
    ],
    [labels.zip, receptor.zip],
    [labels.cfdiUse, isCfdiUse(receptor.cfdiUse) ? cfdiUseLabel(receptor.cfdiUse) : receptor.cfdiUse],
    [texts.receptorEmail, receptor.email],
  ];
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-sky-800 underline-offset-2 hover:underline">
        {texts.receptor}
      </summary>
      <dl className="mt-2 grid gap-1">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="inline text-slate-700">{term}: </dt>
            <dd className="inline font-medium break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function MarkSentButton({ charge }: { charge: Charge }) {
  const mark = useMarkInvoiceSent();
  return (
    <Button
      size="sm"
      loading={mark.isPending}
      aria-label={texts.markSentFor.replace('{title}', charge.title)}
      onClick={() =>
        mark.mutate(charge.serviceId, {
          onSuccess: () => toast.success(texts.markedTitle, texts.markedBody),
          onError: (error) => toast.error(refusalOf(error, texts.markFailed)),
        })
      }
    >
      {texts.markSent}
    </Button>
  );
}

/**
 * A charge paid online and its invoice: the customer's 'Solicitar factura' and then where it stands; the
 * provider's data to invoice to and 'Marcar factura enviada'.
 */
export function InvoiceControls({ charge, viewer }: { charge: Charge; viewer: 'customer' | 'provider' }) {
  const { invoice } = charge;
  if (!invoice)
    return viewer === 'customer' && charge.canRequestInvoice ? <RequestButton charge={charge} /> : null;
  return (
    <div className="grid justify-items-start gap-2">
      <span className="text-sm font-medium text-slate-800">
        {invoice.sentAt ? texts.sent : texts.requested}
      </span>
      {viewer === 'provider' && invoice.receptor ? <ReceptorDetails receptor={invoice.receptor} /> : null}
      {viewer === 'provider' && !invoice.sentAt ? <MarkSentButton charge={charge} /> : null}
    </div>
  );
}
