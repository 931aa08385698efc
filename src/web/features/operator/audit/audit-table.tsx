import { formatDateTime } from '#shared/format';
import { operatorMessages } from '#shared/operator-messages';
import type { AuditEntry } from '#shared/schemas/operator';
import { cn } from '#web/lib/utils';
import { ScrollTable, tableCell } from '#web/components/ui/scroll-table';

const texts = operatorMessages.audit;
const cell = tableCell;

/** The action's name, and for an opened verification document, which one. */
function actionOf(entry: AuditEntry): string {
  const label = operatorMessages.auditActions[entry.action];
  const document = entry.details.document;
  return document === 'id' || document === 'address' ? `${label}: ${texts.documents[document]}` : label;
}

/** The entries as a table that scrolls sideways on a narrow screen, inside a region the keyboard can reach. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <ScrollTable
      caption={texts.caption}
      headings={[texts.at, texts.actor, texts.action, texts.target, texts.reason]}
      minWidth="min-w-[48rem]"
    >
      {entries.map((entry) => (
        <tr
          key={entry.seq}
          id={`audit-${entry.seq}`}
          tabIndex={-1}
          className="outline-none focus-visible:bg-brand-soft"
        >
          <th scope="row" className={cn(cell, 'font-normal whitespace-nowrap')}>
            {formatDateTime(entry.at)}
          </th>
          <td className={cn(cell, 'break-words')}>{entry.actor}</td>
          <td className={cn(cell, 'font-semibold')}>{actionOf(entry)}</td>
          <td className={cn(cell, 'break-words')}>{entry.targetLabel}</td>
          <td className={cn(cell, 'break-words whitespace-pre-line')}>
            {entry.reason ?? <span className="text-slate-600">{texts.noReason}</span>}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
