import { useEffect, useMemo, useRef } from 'react';
import { uiMessages } from '#shared/common-messages';
import { Button } from '#web/components/ui/button';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { toast } from '#web/lib/toast';
import { usePastServices } from './api';
import { NoServices, type ServicesListProps } from './no-services';
import { ServiceList } from './service-card';
import { pastServicesUi as pageTexts } from './texts';

// Historial: the ended services, latest first, 50 at a time with 'Ver más servicios' under the list.
export function PastServices({ queryKey, viewer, texts, icon, action }: ServicesListProps) {
  const query = usePastServices(queryKey);
  // After 'Ver más', focus goes to the first service it added: the button is gone after the last page.
  const focusAfter = useRef<number | null>(null);
  const pages = query.data?.pages;
  const services = useMemo(() => pages?.flatMap((page) => page.services) ?? [], [pages]);
  useEffect(() => {
    const index = focusAfter.current;
    if (index === null || index >= services.length) return;
    focusAfter.current = null;
    // The card's title names the service; it takes focus from script only, never from Tab.
    const title = document.getElementById(`service-${services[index]!.id}`);
    if (!title) return;
    title.tabIndex = -1;
    title.focus();
  }, [services]);

  if (query.isPending) return <LoadingStatus />;
  if (query.isError && !query.data)
    return <LoadError message={uiMessages.loadFailed} onRetry={() => void query.refetch()} />;
  if (services.length === 0) return <NoServices texts={texts} icon={icon} action={action} />;

  const loadMore = async () => {
    focusAfter.current = services.length;
    const result = await query.fetchNextPage();
    if (result.isError || (result.data?.pages.at(-1)?.services.length ?? 0) === 0) focusAfter.current = null;
    if (result.isError) toast.error(pageTexts.loadMoreFailed);
  };

  return (
    <div className="grid gap-4">
      <ServiceList services={services} label={texts.listLabel} viewer={viewer} />
      <div className="flex justify-center pt-2">
        {query.hasNextPage ? (
          <Button
            variant="outline"
            // aria-disabled, not disabled: a disabled button would drop the focus while the page loads.
            onClick={() => {
              if (!query.isFetchingNextPage) void loadMore();
            }}
            aria-disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? pageTexts.loadingMore : pageTexts.loadMore}
          </Button>
        ) : query.data.pages.length > 1 ? (
          <p className="text-sm text-slate-600">{pageTexts.allShown}</p>
        ) : null}
      </div>
    </div>
  );
}
