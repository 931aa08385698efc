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
  const link = (url: string | null, label: string) =>
    url ? (
      <a href={url} target="_blank" rel="noreferrer" className="font-semibold text-brand-strong underline">
        {label}
      </a>
    ) : null;
  if (card.bank)
    return (
      <section aria-label={texts.speiTitle} className="grid gap-2 rounded-md bg-slate-50 p-3 text-sm">
        <h4 className="font-semibold text-slate-900">{texts.speiTitle}</h4>
        <dl className="grid gap-1.5">
          <Row term={texts.clabe} value={card.bank.clabe} copy />
          <Row term={texts.reference} value={card.bank.reference} copy />
          <Row
            term={card.state === 'partial' ? texts.remaining : texts.amount}
            value={formatMoney(card.bank.amountRemaining)}
          />
        </dl>
        <p className="text-slate-700">{texts.speiNote}</p>
        {link(card.bank.url, texts.openSpei)}
      </section>
    );
  if (card.voucher)
    return (
      <section aria-label={texts.oxxoTitle} className="grid gap-2 rounded-md bg-slate-50 p-3 text-sm">
        <h4 className="font-semibold text-slate-900">{texts.oxxoTitle}</h4>
        <dl className="grid gap-1.5">
          <Row term={texts.voucher} value={card.voucher.number} copy />
          <Row term={texts.amount} value={formatMoney(amount)} />
          <Row term={texts.expires} value={formatDateTimeIn(card.voucher.expiresAt, timeZone, viewerZone)} />
        </dl>
        <p className="text-slate-700">{texts.oxxoNote}</p>
        {link(card.voucher.url, texts.openVoucher)}
      </section>
    );
  return null;
}
