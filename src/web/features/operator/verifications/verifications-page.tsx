import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { operatorMessages } from '#shared/operator-messages';
import type { PendingVerification } from '#shared/schemas/operator';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadingStatus } from '#web/components/ui/query-status';
import { useVerifications } from '#web/features/operator/api/get-verifications';
import { ConsoleLoadError } from '#web/features/operator/components/console-load-error';
import { ApproveDialog } from './approve-dialog';
import { RejectDialog } from './reject-dialog';
import { VerificationCard } from './verification-card';

const texts = operatorMessages.verifications;

type Target = { verification: PendingVerification; decision: 'approve' | 'reject' };

export function VerificationsContent() {
  const query = useVerifications();
  // The target outlives `open` (and the list, once decided) so the dialog keeps its text while it closes.
  const [target, setTarget] = useState<Target | null>(null);
  const [open, setOpen] = useState(false);
  const ask = (verification: PendingVerification, decision: Target['decision']) => {
    setTarget({ verification, decision });
    setOpen(true);
  };

  if (query.isPending) return <LoadingStatus />;
  if (query.isError) return <ConsoleLoadError error={query.error} onRetry={() => void query.refetch()} />;
  const Dialog = target?.decision === 'approve' ? ApproveDialog : RejectDialog;
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
                onApprove={() => ask(verification, 'approve')}
                onReject={() => ask(verification, 'reject')}
              />
            </li>
          ))}
        </ul>
      )}
      {target ? (
        <Dialog
          key={`${target.decision}-${target.verification.providerId}`}
          verification={target.verification}
          open={open}
          onOpenChange={setOpen}
        />
      ) : null}
    </>
  );
}
