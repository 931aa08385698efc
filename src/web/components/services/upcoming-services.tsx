import { uiMessages } from '#shared/common-messages';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { useUpcomingServices } from './api';
import { NoServices, type ServicesListProps } from './no-services';
import { PastServices } from './past-services';
import { ServiceList } from './service-card';

interface UpcomingServicesProps extends ServicesListProps {
  /** 'upcoming' (default): soonest first; 'past': ended services, latest first, a page at a time. */
  when?: 'upcoming' | 'past';
}

// Programados and Calendario: the person's upcoming services, soonest first, as the server sends them;
// Historial: the ended ones (completed, cancelled, declined), latest first.
export function UpcomingServices({ when = 'upcoming', ...props }: UpcomingServicesProps) {
  return when === 'past' ? <PastServices {...props} /> : <ScheduledServices {...props} />;
}

function ScheduledServices({ queryKey, viewer, texts, icon, action }: ServicesListProps) {
  const query = useUpcomingServices(queryKey);
  if (query.isPending) return <LoadingStatus />;
  if (query.isError)
    return <LoadError message={uiMessages.loadFailed} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <NoServices texts={texts} icon={icon} action={action} />;
  return <ServiceList services={query.data} label={texts.listLabel} viewer={viewer} />;
}
