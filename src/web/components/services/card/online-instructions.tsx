import type { ReactNode } from 'react';
import { formatDateTimeIn, formatMoney } from '#shared/format';
import type { Service } from '#shared/schemas/services';
import { CopyButton } from '#web/components/ui/copy-button';
import { onlineTexts as texts } from './online-texts';

type Card = NonNullable<Service['card']>;

function Row({ term, value, copy = false }: { term: string; value: string; copy?: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <dt className="text-slate-700">{term}:</dt>
      <dd className="flex flex-wrap items-center gap-3">
        <span className="font-mono font-semibold text-slate-900">{value}</span>
        {copy ? <CopyButton term={term} value={value} /> : null}
      </dd>
    </div>
  );
}

type PayStepsProps = {
  title: string;
  note: string;
  url: string | null;
  urlLabel: string;
  children: ReactNode;
};

/** One way to pay: what to type or show (the rows), what to know, and the gateway's own page when it gives one. */
function PaySteps({ title, note, url, urlLabel, children }: PayStepsProps) {
  return (
    <section aria-label={title} className="grid gap-2 rounded-md bg-slate-50 p-3 text-sm">
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <dl className="grid gap-1.5">{children}</dl>
      <p className="text-slate-700">{note}</p>
      {url ? (
        <a href={url} target="_blank" rel="noreferrer" className="font-semibold text-brand-strong underline">
          {urlLabel}
        </a>
      ) : null}
    </section>
  );
}

/**
 * How to pay by SPEI (Stripe's CLABE and reference) or at OXXO (the voucher, with the amount to pay in cash: the
 * service's price), with copy buttons.
 */
export function OnlineInstructions({
  card,
  amount,
  timeZone,
  viewerZone,
}: {
  card: Card;
  /** Centavos: the agreed price, which the voucher asks for. */
  amount: number;
  timeZone: Service['timeZone'];
  viewerZone?: string;
}) {
  if (card.bank)
    return (
      <PaySteps title={texts.speiTitle} note={texts.speiNote} url={card.bank.url} urlLabel={texts.openSpei}>
        <Row term={texts.clabe} value={card.bank.clabe} copy />
        <Row term={texts.reference} value={card.bank.reference} copy />
        <Row
          term={card.state === 'partial' ? texts.remaining : texts.amount}
          value={formatMoney(card.bank.amountRemaining)}
        />
      </PaySteps>
    );
  if (card.voucher)
    return (
      <PaySteps
        title={texts.oxxoTitle}
        note={texts.oxxoNote}
        url={card.voucher.url}
        urlLabel={texts.openVoucher}
      >
        <Row term={texts.voucher} value={card.voucher.number} copy />
        <Row term={texts.amount} value={formatMoney(amount)} />
        <Row term={texts.expires} value={formatDateTimeIn(card.voucher.expiresAt, timeZone, viewerZone)} />
      </PaySteps>
    );
  return null;
}
