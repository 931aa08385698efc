import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { providerMessages } from '../../../../../shared/messages';
import type { NearbyRequest } from '../../../../../shared/schemas/provider';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError, LoadingStatus } from '../../../../components/ui/query-status';
import { useErrorToast } from '../../../../lib/use-error-toast';
import { useNearbyRequests } from '../api/get-nearby-requests';
import { ApplyDialog } from './apply-dialog';
import { RequestCard } from './request-card';
import { RequestsNotice } from './requests-notice';

export function RequestsContent() {
  const query = useNearbyRequests();
  // The request outlives `open` so the dialog keeps its text while it animates out.
  const [target, setTarget] = useState<NearbyRequest | null>(null);
  const [open, setOpen] = useState(false);
  useErrorToast(query.errorUpdatedAt, providerMessages.requestsLoadFailed);

  if (query.isPending) return <LoadingStatus />;
  if (query.isError) {
    return <LoadError message={providerMessages.requestsLoadFailed} onRetry={() => void query.refetch()} />;
  }
  const { canApply, reason, requests } = query.data;

  return (
    <>
      {reason ? <RequestsNotice reason={reason} /> : null}
      {reason === 'no-area' ? null : requests.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={providerMessages.noRequestsTitle}
          description={providerMessages.noRequestsBody}
        />
      ) : (
        <ul className="grid gap-4">
          {requests.map((request) => (
            <li key={request.id}>
              <RequestCard
                request={request}
                canApply={canApply}
                onApply={() => {
                  setTarget(request);
                  setOpen(true);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {target ? <ApplyDialog request={target} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
