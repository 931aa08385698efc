import { Inbox } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '#web/lib/toast';
import { providerMessages } from '#shared/provider-messages';
import { providerUi } from '#shared/provider-ui';
import type { NearbyRequest, NearbyServiceFilter } from '#shared/schemas/provider';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { useErrorToast } from '#web/lib/use-error-toast';
import { useNearbyRequests } from '#web/features/provider/requests/api/get-nearby-requests';
import { ApplyDialog } from './apply-dialog';
import { RequestCard } from './request-card';
import { ServingNotice } from '#web/features/provider/serving/serving-notice';
import { RequestsNotice } from './requests-notice';
import { ServiceFilter } from './service-filter';

const texts = providerUi.requests;

export function RequestsContent() {
  const [service, setService] = useState<NearbyServiceFilter | undefined>();
  const query = useNearbyRequests(service);
  // The request outlives `open` so the dialog keeps its text while it animates out.
  const [target, setTarget] = useState<NearbyRequest | null>(null);
  const [open, setOpen] = useState(false);
  // After "Ver más", focus goes to the first request it added (the button may be gone with the last page).
  const focusAfter = useRef<number | null>(null);
  // A failed first load shows LoadError; a failed later page keeps the list and says so in a toast.
  const firstLoadFailed = query.isError && !query.isFetchNextPageError;
  useErrorToast(firstLoadFailed ? query.errorUpdatedAt : 0, providerMessages.requestsLoadFailed);

  const pages = query.data?.pages;
  const requests = useMemo(() => pages?.flatMap((page) => page.requests) ?? [], [pages]);
  useEffect(() => {
    const index = focusAfter.current;
    if (index === null || index >= requests.length) return;
    focusAfter.current = null;
    document.getElementById(`request-${requests[index]!.id}`)?.focus();
  }, [requests]);

  if (query.isPending) return <LoadingStatus />;
  if (query.isError && !query.data) {
    return <LoadError message={providerMessages.requestsLoadFailed} onRetry={() => void query.refetch()} />;
  }
  const { canApply, reason, serving } = query.data.pages[0]!;

  const loadMore = async () => {
    focusAfter.current = requests.length;
    const result = await query.fetchNextPage();
    const added = (result.data?.pages.at(-1)?.requests.length ?? 0) > 0;
    // Nothing to move to: the page failed, or the requests it would have held closed meanwhile.
    if (result.isError || !added) focusAfter.current = null;
    if (result.isError) toast.error(providerMessages.loadMoreFailed);
  };

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
          <div className="flex justify-center pt-2">
            {query.hasNextPage ? (
              <Button
                variant="outline"
                onClick={() => void loadMore()}
                disabled={query.isFetchingNextPage}
                aria-busy={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? texts.loadingMore : texts.loadMore}
              </Button>
            ) : query.data.pages.length > 1 ? (
              <p className="text-sm text-slate-600">{texts.allShown}</p>
            ) : null}
          </div>
        </>
      )}
      {target ? <ApplyDialog request={target} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
