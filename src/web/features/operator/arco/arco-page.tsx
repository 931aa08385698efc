import { FileUser } from 'lucide-react';
import { operatorMessages } from '../../../../shared/operator-messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingStatus } from '../../../components/ui/query-status';
import { useArcoRequests } from '../api/get-arco-requests';
import { ConsoleLoadError } from '../components/console-load-error';
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
