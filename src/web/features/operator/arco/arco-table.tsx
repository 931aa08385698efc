import { formatDateTime } from '#shared/format';
import { operatorMessages } from '#shared/operator-messages';
import type { ArcoRequest } from '#shared/schemas/operator';
import { cn } from '#web/lib/utils';
import { UserLink } from '#web/features/operator/users/users-table';
import { ScrollTable, tableCell } from '#web/components/ui/scroll-table';

const texts = operatorMessages.arco;
const cell = tableCell;

/** The requests as a table that scrolls sideways on a narrow screen, inside a region the keyboard can reach. */
export function ArcoTable({ requests }: { requests: readonly ArcoRequest[] }) {
  return (
    <ScrollTable
      caption={texts.caption}
      headings={[texts.at, texts.user, texts.kind, texts.outcome, texts.detail]}
      minWidth="min-w-[48rem]"
    >
      {requests.map((request) => (
        <tr key={request.seq}>
          <th scope="row" className={cn(cell, 'font-normal whitespace-nowrap')}>
            {formatDateTime(request.at)}
          </th>
          <td className={cell}>
            <UserLink id={request.userId} email={request.email} className="break-all" />
          </td>
          <td className={cell}>{texts.kinds[request.kind]}</td>
          <td className={cn(cell, 'font-semibold', request.outcome === 'refused' && 'text-red-800')}>
            {texts.outcomes[request.outcome]}
          </td>
          <td className={cn(cell, 'break-words whitespace-pre-line')}>
            {request.detail || <span className="text-slate-600">{texts.noDetail}</span>}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
