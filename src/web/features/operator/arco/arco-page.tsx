import { FileUser } from 'lucide-react';
import { operatorMessages } from '#shared/operator-messages';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadingStatus } from '#web/components/ui/query-status';
import { useArcoRequests } from '#web/features/operator/api/get-arco-requests';
import { ConsoleLoadError } from '#web/features/operator/components/console-load-error';
import { ArcoTable } from './arco-table';

const texts = operatorMessages.arco;

// Solicitudes ARCO: read-only, newest first.
export function ArcoContent() {
  const query = useArcoRequests();

  if (query.isPending) return <LoadingStatus />;
  if (query.isError) return <ConsoleLoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return <EmptyState icon={FileUser} title={texts.emptyTitle} description={texts.emptyBody} />;
  }
  return <ArcoTable requests={query.data} />;
}
