import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { operatorMessages } from '../../../../shared/operator-messages';
import type { PendingVerification } from '../../../../shared/schemas/operator';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingStatus } from '../../../components/ui/query-status';
import { useVerifications } from '../api/get-verifications';
import { ConsoleLoadError } from '../components/console-load-error';
import { RejectDialog } from './reject-dialog';
import { VerificationCard } from './verification-card';

const texts = operatorMessages.verifications;

export function VerificationsContent() {
  const query = useVerifications();
  // The request outlives `open` (and the list, once rejected) so the dialog keeps its text while it closes.
  const [target, setTarget] = useState<PendingVerification | null>(null);
  const [open, setOpen] = useState(false);

  if (query.isPending) return <LoadingStatus />;
  if (query.isError) return <ConsoleLoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      {query.data.length === 0 ? (
        <EmptyState icon={BadgeCheck} title={texts.emptyTitle} description={texts.emptyBody} />
      ) : (
        <ul className="grid gap-4" aria-label={texts.listLabel}>
          {query.data.map((verification) => (
            <li key={verification.providerId}>
              <VerificationCard
                verification={verification}
                onReject={() => {
                  setTarget(verification);
                  setOpen(true);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {target ? (
        <RejectDialog key={target.providerId} verification={target} open={open} onOpenChange={setOpen} />
      ) : null}
    </>
  );
}
