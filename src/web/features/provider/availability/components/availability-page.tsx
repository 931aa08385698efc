import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { useAvailability } from '#web/features/provider/availability/api/get-availability';
import { AvailabilityForm } from './availability-form';

export function AvailabilityContent() {
  const availability = useAvailability();
  if (availability.isPending) return <LoadingStatus />;
  if (availability.isError) return <LoadError onRetry={() => void availability.refetch()} />;
  return <AvailabilityForm saved={availability.data} />;
}
