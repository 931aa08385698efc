import type { Service } from '#shared/schemas/services';
import { uiMessages } from '#shared/common-messages';
import { LoadMore } from '#web/components/ui/load-more';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { useLoadMore } from '#web/lib/use-load-more';
import { useUpcomingServices } from './api';
import { NoServices, type ServicesListProps } from './no-services';
import { PastServices } from './past-services';
import { ServiceList } from './service-card';
import { upcomingServicesUi as pageTexts } from './texts';

// Its pages' services; 'Ver más servicios' moves focus to the title of the first one it added.
const SERVICE_PAGES = {
  itemsOf: (page: { services: Service[] }) => page.services,
  focusIdOf: (service: Service) => `service-${service.id}`,
  failedMessage: pageTexts.loadMoreFailed,
};

interface UpcomingServicesProps extends ServicesListProps {
  /** 'upcoming' (default): soonest first; 'past': ended services, latest first; both a page at a time. */
  when?: 'upcoming' | 'past';
}

// Programados and Calendario: the person's upcoming services, soonest first, as the server sends them;
// Historial: the ended ones (completed, cancelled, declined), latest first.
export function UpcomingServices({ when = 'upcoming', ...props }: UpcomingServicesProps) {
  return when === 'past' ? <PastServices {...props} /> : <ScheduledServices {...props} />;
}

// Programados and Calendario's agenda: 50 at a time, soonest first, with 'Ver más servicios' under the list.
function ScheduledServices({ queryKey, viewer, texts, icon, action }: ServicesListProps) {
  const query = useUpcomingServices(queryKey);
  const { items: services, more } = useLoadMore(query, SERVICE_PAGES);
  if (query.isPending) return <LoadingStatus />;
  if (query.isError && !query.data)
    return <LoadError message={uiMessages.loadFailed} onRetry={() => void query.refetch()} />;
  if (services.length === 0) return <NoServices texts={texts} icon={icon} action={action} />;
  return (
    <div className="grid gap-4">
      <ServiceList services={services} label={texts.listLabel} viewer={viewer} />
      <LoadMore more={more} texts={pageTexts} />
    </div>
  );
}
