import { FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime, formatMoney } from '#shared/format';
import { billingMessages } from '#shared/plan-payment-messages';
import type { BillingLine } from '#shared/schemas/provider';
import { fillMessage } from '#web/lib/fill-message';
import { cn } from '#web/lib/utils';
import { receiptStatus } from '#web/features/provider/billing/receipts';
import { ScrollTable, tableCell } from '#web/components/ui/scroll-table';

const texts = billingMessages;
const cell = tableCell;

const TONES: Record<BillingLine['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
  cancelled: 'bg-red-100 text-red-900',
  unbilled: 'bg-slate-100 text-slate-800',
};

function Reference({ value }: { value: string | null }) {
  if (value) return <span className="font-mono tracking-wide tabular-nums">{value}</span>;
  return (
    <>
      <span aria-hidden>—</span>
      <span className="sr-only">{texts.noReference}</span>
    </>
  );
}

function Status({ line }: { line: BillingLine }) {
  const { label, detail } = receiptStatus(line);
  return (
    <div className="grid justify-items-start gap-1">
      <span
        className={cn(
          'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
          TONES[line.status],
        )}
      >
        {label}
      </span>
      {detail ? <span className="text-slate-700">{detail}</span> : null}
    </div>
  );
}

const linkStyle =
  'inline-flex items-center gap-1 font-medium text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** The receipt's and the CFDI's files, named for screen readers by what and when. */
function DownloadLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <a href={href} download aria-label={label} className={linkStyle}>
      {children}
    </a>
  );
}

/**
 * A paid line's PDF receipt ('Recibo, sin validez fiscal'), and its CFDI (PDF and XML) once the PAC issued it;
 * nothing to download before the money arrives.
 */
function ReceiptLink({ line }: { line: BillingLine }) {
  if (line.status !== 'paid')
    return (
      <>
        <span aria-hidden>—</span>
        <span className="sr-only">{texts.noReceipt}</span>
      </>
    );
  const date = formatDateTime(line.paidAt ?? line.createdAt);
  const base = `/api/provider/billing/${line.id}`;
  return (
    <div className="grid justify-items-start gap-1">
      <DownloadLink href={`${base}/receipt`} label={fillMessage(texts.receiptLinkLabel, { date })}>
        <FileDown aria-hidden className="size-4" />
        {texts.receiptLink}
      </DownloadLink>
      {line.cfdi?.status === 'issued' ? (
        <span className="flex flex-wrap gap-x-3">
          <DownloadLink href={`${base}/cfdi/pdf`} label={fillMessage(texts.cfdiPdfLabel, { date })}>
            {texts.cfdiLabel} PDF
          </DownloadLink>
          <DownloadLink href={`${base}/cfdi/xml`} label={fillMessage(texts.cfdiXmlLabel, { date })}>
            {texts.cfdiLabel} XML
          </DownloadLink>
        </span>
      ) : line.cfdi ? (
        <span className="text-slate-700">{texts.cfdiPending}</span>
      ) : null}
    </div>
  );
}

/** Every plan payment as a receipt, newest first. */
export function ReceiptsTable({ lines }: { lines: readonly BillingLine[] }) {
  const columns = texts.columns;
  return (
    <ScrollTable
      caption={texts.receiptsCaption}
      headings={[
        columns.date,
        columns.plan,
        { text: columns.amount, className: 'text-right' },
        columns.method,
        columns.reference,
        columns.status,
        columns.receipt,
      ]}
      minWidth="min-w-[48rem]"
    >
      {lines.map((line) => (
        <tr key={line.id}>
          <th scope="row" className={cn(cell, 'min-w-[11rem] font-normal')}>
            {formatDateTime(line.createdAt)}
          </th>
          <td className={cn(cell, 'font-semibold')}>{line.description}</td>
          <td className={cn(cell, 'text-right font-semibold whitespace-nowrap tabular-nums')}>
            {formatMoney(line.amount)}
          </td>
          <td className={cell}>{texts.method[line.method]}</td>
          <td className={cell}>
            <Reference value={line.reference} />
          </td>
          <td className={cn(cell, 'min-w-[10rem]')}>
            <Status line={line} />
          </td>
          <td className={cell}>
            <ReceiptLink line={line} />
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
