import { LoadError, LoadingStatus } from '../../../../components/ui/query-status';
import { useProviderServices } from '../api/get-services';
import { ServicesForm } from './services-form';

export function ServicesContent() {
  const services = useProviderServices();
  if (services.isPending) return <LoadingStatus />;
  if (services.isError) return <LoadError onRetry={() => void services.refetch()} />;
  return <ServicesForm saved={services.data} />;
}
