import type { Service } from '#shared/schemas/services';
import { uiMessages } from '#shared/common-messages';
import { LoadMore } from '#web/components/ui/load-more';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { useLoadMore } from '#web/lib/use-load-more';
import { usePastServices } from './api';
import { NoServices, type ServicesListProps } from './no-services';
import { ServiceList } from './service-card';
import { pastServicesUi as pageTexts } from './texts';

// Its pages' services; 'Ver más servicios' moves focus to the title of the first one it added.
const PAST_PAGES = {
  itemsOf: (page: { services: Service[] }) => page.services,
  focusIdOf: (service: Service) => `service-${service.id}`,
  failedMessage: pageTexts.loadMoreFailed,
};

// Historial: the ended services, latest first, 50 at a time with 'Ver más servicios' under the list.
export function PastServices({ queryKey, viewer, texts, icon, action }: ServicesListProps) {
  const query = usePastServices(queryKey);
  const { items: services, more } = useLoadMore(query, PAST_PAGES);

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
