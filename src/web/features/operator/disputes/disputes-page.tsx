import { Scale } from 'lucide-react';
import { useState } from 'react';
import { operatorMessages } from '#shared/operator-messages';
import type { Dispute } from '#shared/schemas/operator';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadingStatus } from '#web/components/ui/query-status';
import { useDisputes } from '#web/features/operator/api/get-disputes';
import { ConsoleLoadError } from '#web/features/operator/components/console-load-error';
import { DisputeCard } from './dispute-card';
import { ResolveDialog } from './resolve-dialog';

const texts = operatorMessages.disputes;

export function DisputesContent() {
  const query = useDisputes();
  // The dispute outlives `open` (and the list, once resolved) so the dialog keeps its text while it closes.
  const [target, setTarget] = useState<Dispute | null>(null);
  const [open, setOpen] = useState(false);

  if (query.isPending) return <LoadingStatus />;
  if (query.isError) return <ConsoleLoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      {query.data.length === 0 ? (
        <EmptyState icon={Scale} title={texts.emptyTitle} description={texts.emptyBody} />
      ) : (
        <ul className="grid gap-4" aria-label={texts.listLabel}>
          {query.data.map((dispute) => (
            <li key={dispute.serviceId}>
              <DisputeCard
                dispute={dispute}
                onResolve={() => {
                  setTarget(dispute);
                  setOpen(true);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {target ? (
        <ResolveDialog key={target.serviceId} dispute={target} open={open} onOpenChange={setOpen} />
      ) : null}
    </>
  );
}
