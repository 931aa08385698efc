import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { useAppConfig } from '#web/components/places/get-config';
import { useServiceArea } from '#web/features/provider/area/api/get-area';
import { AreaForm } from './area-form';

export function AreaContent() {
  const area = useServiceArea();
  // Without the config the server's own place search still works; it only decides whether Google is used.
  const config = useAppConfig();

  if (area.isPending || config.isPending) return <LoadingStatus />;
  if (area.isError) return <LoadError onRetry={() => void area.refetch()} />;
  return <AreaForm area={area.data} />;
}
