import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { providerMessages } from '#shared/provider-messages';
import { providerUi } from '#shared/provider-ui';
import type { NearbyRequest, NearbyServiceFilter } from '#shared/schemas/provider';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadMore } from '#web/components/ui/load-more';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { useErrorToast } from '#web/lib/use-error-toast';
import { useLoadMore } from '#web/lib/use-load-more';
import { useNearbyRequests } from '#web/features/provider/requests/api/get-nearby-requests';
import { ApplyDialog } from './apply-dialog';
import { RequestCard } from './request-card';
import { ServingNotice } from '#web/features/provider/serving/serving-notice';
import { RequestsNotice } from './requests-notice';
import { ServiceFilter } from './service-filter';

const texts = providerUi.requests;

// Its pages' requests; 'Ver más solicitudes' moves focus to the title of the first one it added.
const REQUEST_PAGES = {
  itemsOf: (page: { requests: NearbyRequest[] }) => page.requests,
  focusIdOf: (request: NearbyRequest) => `request-${request.id}`,
  failedMessage: providerMessages.loadMoreFailed,
};

export function RequestsContent() {
  const [service, setService] = useState<NearbyServiceFilter | undefined>();
  const query = useNearbyRequests(service);
  // The request outlives `open` so the dialog keeps its text while it animates out.
  const [target, setTarget] = useState<NearbyRequest | null>(null);
  const [open, setOpen] = useState(false);
  // A failed first load shows LoadError; a failed later page keeps the list and says so in a toast.
  const firstLoadFailed = query.isError && !query.isFetchNextPageError;
  useErrorToast(firstLoadFailed ? query.errorUpdatedAt : 0, providerMessages.requestsLoadFailed);

  const { items: requests, more } = useLoadMore(query, REQUEST_PAGES);

  if (query.isPending) return <LoadingStatus />;
  if (query.isError && !query.data) {
    return <LoadError message={providerMessages.requestsLoadFailed} onRetry={() => void query.refetch()} />;
  }
  const { canApply, reason, serving } = query.data.pages[0]!;

  return (
    <>
      {reason === 'no-area' || reason === 'no-plan' ? <RequestsNotice reason={reason} /> : null}
      <ServingNotice serving={serving} />
      {reason === 'no-area' ? null : <ServiceFilter value={service} onChange={setService} />}
      {reason === 'no-area' ? null : requests.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={service ? texts.filterEmptyTitle : providerMessages.noRequestsTitle}
          description={service ? texts.filterEmptyBody : providerMessages.noRequestsBody}
        />
      ) : (
        <>
          <ul className="grid gap-4">
            {requests.map((request) => (
              <li key={request.id}>
                <RequestCard
                  request={request}
                  canApply={canApply}
                  needsVerification={reason === 'no-verification'}
                  onApply={() => {
                    setTarget(request);
                    setOpen(true);
                  }}
                />
              </li>
            ))}
          </ul>
          <LoadMore more={more} texts={texts} />
        </>
      )}
      {target ? <ApplyDialog key={target.id} request={target} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
