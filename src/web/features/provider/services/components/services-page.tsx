import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { useProviderServices } from '#web/features/provider/services/api/get-services';
import { ServicesForm } from './services-form';

export function ServicesContent() {
  const services = useProviderServices();
  if (services.isPending) return <LoadingStatus />;
  if (services.isError) return <LoadError onRetry={() => void services.refetch()} />;
  return <ServicesForm saved={services.data} />;
}
