import { formatDateTime } from '../../../../shared/format';
import { operatorMessages } from '../../../../shared/operator-messages';
import type { AuditEntry } from '../../../../shared/schemas/operator';
import { cn } from '../../../lib/utils';

const texts = operatorMessages.audit;
const cell = 'px-3 py-3 align-top';

/** The entries as a table that scrolls sideways on a narrow screen, inside a region the keyboard can reach. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <div
      role="region"
      aria-label={texts.caption}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white outline-none focus-visible:ring-2 focus-visible:ring-brand"
    >
      <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
        <caption className="sr-only">{texts.caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {[texts.at, texts.actor, texts.action, texts.target, texts.reason].map((heading) => (
              <th key={heading} scope="col" className={cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-900">
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
              <td className={cn(cell, 'font-semibold')}>{operatorMessages.auditActions[entry.action]}</td>
              <td className={cn(cell, 'break-words')}>{entry.targetLabel}</td>
              <td className={cn(cell, 'break-words whitespace-pre-line')}>
                {entry.reason ?? <span className="text-slate-600">{texts.noReason}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
