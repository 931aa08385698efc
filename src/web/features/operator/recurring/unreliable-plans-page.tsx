import { Repeat } from 'lucide-react';
import { formatDateTime } from '#shared/format';
import { operatorMessages } from '#shared/operator-messages';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadingStatus } from '#web/components/ui/query-status';
import { ScrollTable, tableCell } from '#web/components/ui/scroll-table';
import { useUnreliablePlans } from '#web/features/operator/api/get-unreliable-plans';
import { ConsoleLoadError } from '#web/features/operator/components/console-load-error';
import { UserLink } from '#web/features/operator/users/users-table';
import { cn } from '#web/lib/utils';

const texts = operatorMessages.recurring;

// 'Planes con cancelaciones': read-only, the latest cancellation first.
export function UnreliablePlansContent() {
  const query = useUnreliablePlans();

  if (query.isPending) return <LoadingStatus />;
  if (query.isError) return <ConsoleLoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return <EmptyState icon={Repeat} title={texts.emptyTitle} description={texts.emptyBody} />;
  }
  return (
    <ScrollTable
      caption={texts.caption}
      headings={[texts.plan, texts.customer, texts.provider, texts.status, texts.strikes]}
      minWidth="min-w-[48rem]"
    >
      {query.data.map((plan) => (
        <tr key={plan.id}>
          <th scope="row" className={cn(tableCell, 'font-normal')}>
            {plan.description}
          </th>
          <td className={tableCell}>
            <UserLink id={plan.customerId} email={plan.customerName} className="break-all" />
          </td>
          <td className={tableCell}>
            <UserLink id={plan.providerId} email={plan.providerName} className="break-all" />
          </td>
          <td className={tableCell}>{texts.statuses[plan.status] ?? plan.status}</td>
          <td className={cn(tableCell, 'whitespace-pre-line')}>
            {plan.strikes.map((at) => formatDateTime(at)).join('\n')}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
