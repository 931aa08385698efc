import type { Service } from '#shared/schemas/services';
import { uiMessages } from '#shared/common-messages';
import { LoadMore } from '#web/components/ui/load-more';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { useLoadMore } from '#web/lib/use-load-more';
import { usePagedServices } from './api';
import { NoServices, type ServicesListProps } from './no-services';
import { ServiceList } from './service-card';
import { pastServicesUi, upcomingServicesUi } from './texts';

// Its pages' services; 'Ver más servicios' moves focus to the title of the first one it added.
const pagesOf = (texts: typeof upcomingServicesUi | typeof pastServicesUi) => ({
  itemsOf: (page: { services: Service[] }) => page.services,
  focusIdOf: (service: Service) => `service-${service.id}`,
  failedMessage: texts.loadMoreFailed,
});
const PAGES = {
  upcoming: { texts: upcomingServicesUi, pages: pagesOf(upcomingServicesUi) },
  past: { texts: pastServicesUi, pages: pagesOf(pastServicesUi) },
};

interface UpcomingServicesProps extends ServicesListProps {
  /** 'upcoming' (default): soonest first; 'past': ended services, latest first; both a page at a time. */
  when?: 'upcoming' | 'past';
}

// Programados and Calendario's agenda: the person's upcoming services, soonest first, as the server sends them;
// Historial: the ended ones (completed, cancelled, declined), latest first. 50 at a time, with 'Ver más servicios'
// under the list.
export function UpcomingServices({
  when = 'upcoming',
  queryKey,
  viewer,
  texts,
  icon,
  action,
}: UpcomingServicesProps) {
  const query = usePagedServices(queryKey, when);
  const { items: services, more } = useLoadMore(query, PAGES[when].pages);
  if (query.isPending) return <LoadingStatus />;
  if (query.isError && !query.data)
    return <LoadError message={uiMessages.loadFailed} onRetry={() => void query.refetch()} />;
  if (services.length === 0) return <NoServices texts={texts} icon={icon} action={action} />;
  return (
    <div className="grid gap-4">
      <ServiceList services={services} label={texts.listLabel} viewer={viewer} />
      <LoadMore more={more} texts={PAGES[when].texts} />
    </div>
  );
}
